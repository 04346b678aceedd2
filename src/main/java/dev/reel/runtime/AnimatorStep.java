package dev.reel.runtime;

import java.util.Arrays;

/**
 * One fixed step of an {@link Animator} ({@link Animator#step()}), in the order docs/formats.md gives.
 * Allocates nothing, except an animator's blend parts on its first blend.
 *
 * <p>Each step: (1) the parameters as set before the step are what it reads: triggers move into the step and
 * are gone at its end unless a transition consumed them sooner; (2) step 1 enters the entry state at time 0,
 * every later step advances the playing states (position {@code steps · |dt × speed|}, clip time by
 * {@link Timeline} under the state's loop mode) and the blend weight, firing their gameplay events per
 * {@link EventScanner} and extracting root motion; a blend reaching weight 1 ends there and its outgoing state
 * exits; (3) a pending Play or CrossFade acts, as a transition would; (4) transitions are evaluated
 * ({@link TransitionRules}): an instant one enters its target at time 0 (start events fire) and evaluation
 * repeats, at most {@link Animator#MAX_TRANSITIONS} transitions per step; one with a duration starts a blend at
 * weight 0 and ends the evaluation; (5) the pose is made ({@link PoseMixer}) and written; (6) root motion is
 * applied.
 *
 * <p>Readings of points the rules leave open (docs/formats.md follows them):
 * <ul>
 *   <li>Step 1 evaluates transitions after entering the entry state, like any entered state.</li>
 *   <li>The cap of 8 counts every transition that fires in a step (the last may be one with a duration);
 *       Play, CrossFade and the entry are not transitions and do not count.</li>
 *   <li>Parameters set during a step (by a listener) are read from the next step on; a trigger set then
 *       survives into the next step. ResetTrigger clears a trigger set before the step it precedes.</li>
 *   <li>{@code exitTime=N} holds when the play position s is within 1e-9 s of N·L or past it, and stays true;
 *       a state without a clip has L = 0, so its exit times hold at once.</li>
 *   <li>Blend weight: k·dt within 1e-9 s of the duration counts as the end (weight 1).</li>
 *   <li>Events during a blend use the weight of the step they fire on (after it advanced): with
 *       {@code dominant} the incoming state's fire when the weight is 0.5 or more, the outgoing state's when
 *       it is below 0.5 (one of the two, never both, like a step-kind property). Within a step the outgoing
 *       state's events fire before the incoming state's. Start events of a state entered into a blend fire at
 *       weight 0: under {@code dominant} they do not ({@link BlendEvents}).</li>
 *   <li>"The value a property had when the transition began" is its value on screen then: the pose the
 *       previous step made. An outgoing side that does not animate a property contributes that value.</li>
 *   <li>Write-defaults (docs/formats.md, "Returning to defaults"): a property no active state animates goes
 *       back to its default, the value it had before the animator first wrote it ({@link Animator#rest}: the
 *       target's at construction, else the neutral value), unless the track of the state being left says
 *       {@code onEnd=hold}. An instant switch writes the default on its step; during a blend the incoming side
 *       contributes the default for such a property, so it blends there by the weight and is set to it when
 *       the blend ends. Once given back, the animator leaves the property alone until a state animates it.</li>
 *   <li>An interrupt (a transition with a duration during a blend, or CrossFade) captures the pose on screen,
 *       the one the previous step made, so its step shows that pose unchanged (weight 0) and the new blend
 *       leaves it from there. The interrupted states stop playing and exit on that step (outgoing first), so
 *       every StateEntered is followed by exactly one StateExited; the captured side fires no events and has no
 *       root motion. An instant transition or Play during a blend ends it the same way, without a pose.</li>
 *   <li>Play(state) and CrossFade(state, s) act on the next step after the advance, before transitions; the
 *       last one issued before a step wins. CrossFade with s &lt;= 0 is Play. The target may be the current
 *       state (it restarts).</li>
 *   <li>Root motion is extracted on steps only (game time): draws never move anything. Root Scale multiplies
 *       the mixed motion; {@link Animator#rootMotionX()} reports it whatever the mode does with it.</li>
 *   <li>On the step a blend reaches weight 1 the pose is the weight-1 mix: a property only the outgoing side
 *       animated is set to its default then, or with {@code onEnd=hold} to its start value (no state writes it
 *       afterwards).</li>
 *   <li>"Current state" (StateName, {@code state} in reports, the source of the state's own transitions) is
 *       the state most recently entered, the incoming one during a blend. A blend's source is the outgoing
 *       state, or after an interrupt the state that was current when the pose was captured.</li>
 *   <li>An entry that names no state starts in the first state (ANC001 is the import's error).</li>
 *   <li>Clip {@code onEnd=restore} and a track without {@code onEnd} both give the property back to its
 *       default when the state is left (above); the player's "value from before Play" is not used.</li>
 * </ul>
 */
final class AnimatorStep {
    private AnimatorStep() {
    }

    static void run(Animator a) {
        if (SteadyStep.run(a)) {
            return;
        }
        AnimatorWorkspace work = a.controller.workspace();
        // The step's view of the parameters lives in the workspace, not in every animator: a line less to
        // touch per animator and step.
        // The workspace's references are written only when they change: under G1 a reference written into an
        // object of another heap region costs a memory fence, and an outer step's array is the same on every step.
        // Outside any step the view is left as the last step had it (only steps read it).
        double[] evaluated = work.enterStep();
        double[] outerParams = work.stepParams;
        if (outerParams != evaluated) {
            work.stepParams = evaluated;
        }
        try {
            run(a, work, evaluated);
            if (work.lastLeft != evaluated) {
                work.lastLeft = evaluated;
            }
        } finally {
            if (outerParams != null && work.stepParams != outerParams) {
                work.stepParams = outerParams;
            }
            work.leaveStep();
        }
    }

    private static void run(Animator a, AnimatorWorkspace work, double[] evaluated) {
        CompiledController controller = a.controller;
        long version = a.paramsVersion;
        System.arraycopy(a.params, 0, evaluated, 0, a.params.length);
        for (int trigger : controller.triggers) {
            if (a.params[trigger] != 0) {
                a.params[trigger] = 0;
                a.paramsVersion++;
            }
        }
        // Commands issued before the step act on it; those a listener issues during it wait for the next one.
        int command = a.pendingCommand;
        int commandState = a.pendingState;
        double commandSeconds = a.pendingSeconds;
        a.pendingCommand = Animator.NONE;
        a.motionX = 0;
        a.motionY = 0;
        a.moved = false;
        a.previousWeight = a.weight;
        a.current.previousPosition = a.current.position;
        if (a.outgoingKind == Animator.LIVE) {
            // Otherwise the outgoing slot is clear (position 0): nothing to carry, and its memory is not read.
            a.outgoing.previousPosition = a.outgoing.position;
        }
        if (!a.started) {
            a.started = true;
            if (controller.entry >= 0) {
                enter(a, controller.entry, work, true);
            }
        } else if (a.current.state >= 0) {
            advance(a, work);
        }
        boolean settled = false;
        if (command == Animator.CROSS_FADE) {
            startBlend(a, commandState, commandSeconds, work);
            settled = true;
        } else if (command == Animator.PLAY) {
            switchTo(a, commandState, work);
        }
        for (int fired = 0; !settled && fired < Animator.MAX_TRANSITIONS; fired++) {
            int state = a.current.state;
            boolean blending = a.outgoingKind != Animator.NONE;
            if (fired == 0 && state == a.quietState && blending == a.quietBlending && version == a.quietVersion) {
                // The same state, blend flag and parameters as a step that found nothing to fire: nothing fires.
                break;
            }
            int transition = TransitionRules.find(controller, a.current, blending, evaluated);
            if (transition < 0) {
                if (fired == 0 && state >= 0
                        && !(blending ? controller.timedInterruptCandidates[state] : controller.timedCandidates[state])) {
                    a.quietState = state;
                    a.quietBlending = blending;
                    a.quietVersion = version;
                }
                break;
            }
            TransitionRules.consume(controller, transition, evaluated);
            int to = controller.transitionTo[transition];
            if (controller.durations[transition] > 0) {
                startBlend(a, to, controller.durations[transition], work);
                settled = true;
            } else {
                switchTo(a, to, work);
            }
        }
        PoseMixer.step(a, work, true);
        // The driver exists once a root motion setting was made: otherwise there is nowhere to send the motion.
        if (a.root != null && a.root.mode != RootMotion.NONE) {
            a.root.apply(a, work.pair);
        }
    }

    /**
     * The step of an animator resting, outside a blend, in a state that plays nothing and whose transitions were
     * last found quiet on these parameters (see {@link Animator#quietState}), with no command pending and no root
     * motion settings: exactly what {@link #run} does then — the play position advances, nothing is evaluated,
     * mixed, written or fired, no parameter changes — without the workspace. False, and nothing done, otherwise.
     * A layer of a {@link LayeredAnimator} waiting in an empty state takes this path on most steps.
     */
    static boolean rest(Animator a) {
        int state = a.current.state;
        CompiledController controller = a.controller;
        // Quiet on the same version means no trigger is set: a step clearing one moves the version on.
        if (state < 0 || !a.started || a.outgoingKind != Animator.NONE || a.pendingCommand != Animator.NONE
                || controller.clips[state] != null || a.root != null || state != a.quietState || a.quietBlending
                || a.paramsVersion != a.quietVersion) {
            return false;
        }
        a.stepsRun++;
        a.motionX = 0;
        a.motionY = 0;
        a.moved = false;
        a.previousWeight = a.weight;
        AnimatorSlot slot = a.current;
        slot.previousPosition = slot.position;
        slot.steps++;
        slot.position = slot.steps * Math.abs(a.fixedStep * controller.speeds[state]);
        if (!(slot.position + Timeline.EPSILON < slot.cycleBound)) {
            slot.cycle = Timeline.cycle(slot.position, 0, controller.loops[state]);
            slot.cycleBound = Timeline.cycleBound(slot.cycle, 0, controller.loops[state]);
        }
        slot.time = Timeline.time(slot.position, 0, controller.loops[state], controller.speeds[state] < 0, slot.cycle);
        return true;
    }

    /**
     * {@code count} steps of {@link #rest} at once, for an animator that rests through them all: the position
     * depends only on the step count, and the cycle and time only on the position.
     */
    static void rest(Animator a, long count) {
        if (count <= 0) {
            return;
        }
        if (count > 1) {
            AnimatorSlot slot = a.current;
            a.stepsRun += count - 1;
            slot.steps += (int) (count - 1);
            slot.position = slot.steps * Math.abs(a.fixedStep * a.controller.speeds[slot.state]);
        }
        if (!rest(a)) {
            throw new IllegalStateException("a layer left to rest could not rest");
        }
    }

    /** Advances the playing states and the blend weight; a blend reaching weight 1 ends, its outgoing state exits. */
    private static void advance(Animator a, AnimatorWorkspace work) {
        boolean blending = a.outgoingKind != Animator.NONE;
        if (blending) {
            a.blendSteps++;
            a.weight = BlendCurve.weight(a.controller.source().ease(), a.blendSteps, a.fixedStep, a.blendDuration);
        }
        double incoming = blending ? a.weight : 1;
        if (a.outgoingKind == Animator.LIVE) {
            move(a, a.outgoing, work, 1 - incoming, BlendEvents.outgoing(a, incoming));
        }
        move(a, a.current, work, incoming, !blending || BlendEvents.incoming(a, incoming));
        if (blending && a.weight >= 1) {
            int left = a.outgoingKind == Animator.LIVE ? a.outgoing.state : -1;
            PoseMixer.settle(a);
            endBlend(a);
            if (left >= 0) {
                a.listener().stateExited(left);
            }
        }
    }

    /** Advances {@code slot} one step, adding its root motion by {@code share} and firing its events if {@code fires}. */
    static void move(Animator a, AnimatorSlot slot, AnimatorWorkspace work, double share, boolean fires) {
        CompiledController controller = a.controller;
        int state = slot.state;
        CompiledTree tree = controller.trees[state];
        if (tree != null) {
            TreePlay.move(a, slot, tree, work, share, fires);
            return;
        }
        CompiledClip clip = controller.clips[state];
        double length = clip == null ? 0 : clip.length();
        boolean negative = controller.speeds[state] < 0;
        int previousCycle = slot.cycle;
        double from = slot.position;
        slot.steps++;
        slot.position = slot.steps * Math.abs(a.fixedStep * controller.speeds[state]);
        if (!(slot.position + Timeline.EPSILON < slot.cycleBound)) {
            slot.cycle = Timeline.cycle(slot.position, length, controller.loops[state]);
            slot.cycleBound = Timeline.cycleBound(slot.cycle, length, controller.loops[state]);
        }
        slot.time = Timeline.time(slot.position, length, controller.loops[state], negative, slot.cycle);
        if (controller.roots.has(state)) {
            double[] pair = work.pair;
            controller.roots.sample(state, work.samplers[state], slot.time, pair);
            double x = pair[0];
            double y = pair[1];
            controller.roots.delta(state, negative, previousCycle, slot.rootX, slot.rootY, slot.cycle, x, y, pair);
            RootMotionDriver.add(a, pair[0] * share, pair[1] * share);
            slot.rootX = x;
            slot.rootY = y;
        }
        if (fires && controller.hasEvents[state]) {
            work.scan(a.listener(), state, clip, negative, controller.loops[state], from, false, slot.position,
                    EventRelay.GAMEPLAY);
        }
    }

    /** Enters {@code state} at time 0 in the current slot: StateEntered, then its start events if {@code fires}. */
    private static void enter(Animator a, int state, AnimatorWorkspace work, boolean fires) {
        CompiledController controller = a.controller;
        AnimatorSlot slot = a.current;
        slot.clear();
        slot.state = state;
        CompiledTree tree = controller.trees[state];
        if (tree != null) {
            slot.drawnInclusive = true;
            TreePlay.enter(a, slot, tree, state, work, fires);
            return;
        }
        CompiledClip clip = controller.clips[state];
        double length = clip == null ? 0 : clip.length();
        boolean negative = controller.speeds[state] < 0;
        slot.time = Timeline.time(0, length, controller.loops[state], negative);
        slot.drawnInclusive = true;
        if (controller.roots.has(state)) {
            controller.roots.sample(state, work.samplers[state], slot.time, work.pair);
            slot.rootX = work.pair[0];
            slot.rootY = work.pair[1];
        }
        a.listener().stateEntered(state);
        if (fires && controller.hasEvents[state]) {
            work.scan(a.listener(), state, clip, negative, controller.loops[state], 0, true, 0, EventRelay.GAMEPLAY);
        }
    }

    /** An instant switch: a running blend ends, the states playing exit (outgoing first), {@code state} enters. */
    private static void switchTo(Animator a, int state, AnimatorWorkspace work) {
        int left = a.outgoingKind == Animator.LIVE ? a.outgoing.state : -1;
        PoseMixer.leave(a, state);
        endBlend(a);
        if (left >= 0) {
            a.listener().stateExited(left);
        }
        if (a.current.state >= 0) {
            a.listener().stateExited(a.current.state);
        }
        enter(a, state, work, true);
    }

    /**
     * Starts a blend into {@code state}. The pose on screen — the one the last step made — becomes the start
     * pose (what a side that does not animate a property contributes); during a blend this is an interrupt:
     * that pose becomes the whole outgoing side and the states that made it exit now.
     */
    private static void startBlend(Animator a, int state, double duration, AnimatorWorkspace work) {
        prepareBlend(a);
        System.arraycopy(a.pose, 0, a.start, 0, a.pose.length);
        long[] currentMask = a.controller.channels.masks[a.current.state];
        long[] currentReturns = a.controller.channels.returnMasks[a.current.state];
        if (a.outgoingKind != Animator.NONE) {
            int left = a.outgoingKind == Animator.LIVE ? a.outgoing.state : -1;
            for (int word = 0; word < a.outgoingMask.length; word++) {
                a.outgoingMask[word] |= currentMask[word];
                a.returning[word] |= currentReturns[word];
            }
            int captured = a.current.state;
            a.capturedFrom = captured;
            a.outgoingKind = Animator.CAPTURED;
            a.outgoing.clear();
            if (left >= 0) {
                a.listener().stateExited(left);
            }
            a.listener().stateExited(captured);
        } else {
            System.arraycopy(currentMask, 0, a.outgoingMask, 0, a.outgoingMask.length);
            System.arraycopy(currentReturns, 0, a.returning, 0, a.returning.length);
            // Copied, not swapped: the current slot stays the one made beside the animator's other hot parts.
            a.outgoing.copyFrom(a.current);
            a.outgoingKind = Animator.LIVE;
        }
        a.blendDuration = duration;
        a.blendSteps = 0;
        a.weight = 0;
        a.previousWeight = 0;
        enter(a, state, work, BlendEvents.incoming(a.controller.policies[state], 0));
    }

    /**
     * Makes {@code a}'s blend parts unless it has them: the outgoing slot, its channel mask and the start pose. An
     * animator whose controller's transitions blend makes them when it is made ({@link CompiledController#blends}),
     * any other on its first blend (a CrossFade).
     */
    static void prepareBlend(Animator a) {
        if (a.outgoing == null) {
            a.outgoing = new AnimatorSlot();
            a.outgoingMask = new long[PoseChannels.words(a.controller.channels.count())];
            a.returning = new long[a.outgoingMask.length];
            a.start = new double[a.pose.length];
        }
    }

    static void endBlend(Animator a) {
        a.outgoingKind = Animator.NONE;
        if (a.outgoing == null) {
            return;
        }
        a.outgoing.clear();
        a.capturedFrom = -1;
        a.blendDuration = 0;
        a.blendSteps = 0;
        a.weight = 0;
        a.previousWeight = 0;
        Arrays.fill(a.outgoingMask, 0);
        Arrays.fill(a.returning, 0);
    }
}

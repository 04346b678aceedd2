package dev.reel.runtime;

import java.util.Arrays;

/**
 * One fixed step of an {@link Animator}, in the order docs/formats.md gives (see the Animator's class comment):
 * parameters, entry or advance (with events, root motion and the end of a blend), a pending command,
 * transitions, pose, root motion. Allocates nothing, except an animator's blend parts on its first blend.
 */
final class AnimatorStep {
    private AnimatorStep() {
    }

    static void run(Animator a) {
        AnimatorWorkspace work = a.controller.workspace();
        // The step's view of the parameters lives in the workspace, not in every animator: a line less to
        // touch per animator and step.
        double[] evaluated = work.enterStep();
        double[] outerParams = work.stepParams;
        work.stepParams = evaluated;
        try {
            run(a, work, evaluated);
            work.lastLeft = evaluated;
        } finally {
            work.stepParams = outerParams;
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
        a.rootX = 0;
        a.rootY = 0;
        a.rooted = false;
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
        a.steps++;
        a.rootX = 0;
        a.rootY = 0;
        a.rooted = false;
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
            a.steps += count - 1;
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
            move(a, a.outgoing, work, 1 - incoming, a.firesOutgoing(incoming));
        }
        move(a, a.current, work, incoming, !blending || a.firesIncoming(incoming));
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
    private static void move(Animator a, AnimatorSlot slot, AnimatorWorkspace work, double share, boolean fires) {
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
        a.prepareBlend();
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
        enter(a, state, work, Animator.incomingFires(a.controller.policies[state], 0));
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

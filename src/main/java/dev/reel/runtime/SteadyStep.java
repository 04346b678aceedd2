package dev.reel.runtime;

/**
 * The step of an animator that most steps of a crowd are: playing one clip or blend-tree state, outside a blend,
 * with no command pending, on the same parameters as a step that found no transition to fire (see
 * {@link Animator#quietState}). {@link AnimatorStep#run} would on such a step read the parameters into the
 * workspace, clear no trigger (quiet on the same version means none is set), advance the state, evaluate
 * nothing, and make the pose from the state's sample; this does exactly that minus the parts whose result no one
 * reads: the parameters are not copied (with no transition to evaluate, only a layer's next layer reads the
 * copy, and no layer of a {@link LayeredAnimator} takes this path: an event its step fires may wake the layers
 * above, which then read the copy), and the checks for blends, commands and transitions are made once, up front.
 *
 * <p>A blend tree's weights are kept, not weighed again: they were weighed on the step that found the state quiet
 * (it advanced or entered the tree on the parameters it left), and the parameters have not changed since (the
 * same version), so weighing would give the same numbers. The parameters are then not read at all.
 *
 * <p>B3's flat crowd takes this path on about nine animator steps in ten. It saves the general path's
 * bookkeeping (the workspace's nesting, the parameter copy and its cache line, the trigger loop, the transition
 * loop's set-up, the mixer's dispatch): about 3% of the crowd's step, measured alone.
 */
final class SteadyStep {
    private SteadyStep() {
    }

    /** Runs {@code a}'s step if it is a steady one and answers true; else does nothing and answers false. */
    static boolean run(Animator a) {
        AnimatorSlot slot = a.current;
        int state = slot.state;
        CompiledController controller = a.controller;
        if (state != a.quietState || a.paramsVersion != a.quietVersion || a.quietBlending
                || a.outgoingKind != Animator.NONE || a.pendingCommand != Animator.NONE || !a.started
                || a.owner != null || state < 0
                || controller.clips[state] == null || !controller.channels.direct[state]) {
            return false;
        }
        AnimatorWorkspace work = controller.workspace();
        a.motionX = 0;
        a.motionY = 0;
        a.moved = false;
        a.previousWeight = a.weight;
        slot.previousPosition = slot.position;
        CompiledTree tree = controller.trees[state];
        if (tree != null) {
            TreePlay.move(a, slot, tree, work, 1, true, false);
        } else {
            AnimatorStep.move(a, slot, work, 1, true);
        }
        PoseMixer.steady(a, work);
        if (a.root != null && a.root.mode != RootMotion.NONE) {
            a.root.apply(a, work.pair);
        }
        return true;
    }
}

package dev.reel.runtime;

import dev.reel.model.ParamKind;

/**
 * Which transition fires (docs/formats.md): the {@code any} transitions in file order, then those of the current
 * state; the first whose conditions all hold against the step's parameters and whose {@code exitTime}, if
 * any, has passed. During a blend only {@code interrupt} transitions are considered; an {@code any}
 * transition never fires into the state the animator is in (the incoming one during a blend).
 */
final class TransitionRules {
    private TransitionRules() {
    }

    /** The transition to fire from {@code slot}'s state, or -1. */
    static int find(CompiledController controller, AnimatorSlot slot, boolean blending, double[] params) {
        int state = slot.state;
        if (state < 0) {
            return -1;
        }
        for (int transition : blending ? controller.interruptCandidates[state] : controller.candidates[state]) {
            if (holds(controller, transition, slot, params)) {
                return transition;
            }
        }
        return -1;
    }

    /**
     * Whether {@code transition}'s exit time has passed (the state's play position covers exitTime clip lengths,
     * within {@link Timeline#EPSILON}; a state without a clip has length 0) and every condition holds.
     */
    static boolean holds(CompiledController controller, int transition, AnimatorSlot slot, double[] params) {
        double exitTime = controller.exitTimes[transition];
        if (!Double.isNaN(exitTime)) {
            double length = controller.lengths[slot.state];
            if (slot.position + Timeline.EPSILON < exitTime * length) {
                return false;
            }
        }
        int[] masks = controller.conditionMask;
        double[] operands = controller.conditionOperand;
        int[] conditionParams = controller.conditionParam;
        int end = controller.conditionStart[transition + 1];
        for (int c = controller.conditionStart[transition]; c < end; c++) {
            double value = params[conditionParams[c]];
            double operand = operands[c];
            int outcome = (value < operand ? 1 : 0) | (value == operand ? 2 : 0) | (value > operand ? 4 : 0);
            if ((masks[c] & (outcome == 0 ? 8 : outcome)) == 0) {
                return false;
            }
        }
        return true;
    }

    /** Clears the triggers {@code transition}'s conditions use: the transition consumed them. */
    static void consume(CompiledController controller, int transition, double[] params) {
        for (int c = controller.conditionStart[transition]; c < controller.conditionStart[transition + 1]; c++) {
            int param = controller.conditionParam[c];
            if (controller.paramKinds[param] == ParamKind.TRIGGER) {
                params[param] = 0;
            }
        }
    }
}

package dev.reel.runtime;

import dev.reel.model.ParamKind;

/**
 * What the world hands an {@link Animator} between steps, before a step reads it: parameter writes and the Play
 * and CrossFade commands. A layer above the base of a {@link LayeredAnimator} is caught up first, so a write
 * lands after the steps it rested through. A parameter write checks the kind and counts a change of the value
 * ({@link Animator#paramsVersion}, which lets a step skip a transition evaluation it already made); a command
 * waits for the next step, the last one issued before it winning, and CrossFade over no time is Play.
 */
final class AnimatorInputs {
    private AnimatorInputs() {
    }

    /** Sets parameter {@code param} of {@code kind}; false (and nothing changed) for an unknown one or another kind. */
    static boolean set(Animator a, int param, ParamKind kind, double value) {
        a.catchUp();
        double[] params = a.params;
        if (param < 0 || param >= params.length || a.controller.paramKinds[param] != kind) {
            return false;
        }
        if (Double.doubleToRawLongBits(params[param]) != Double.doubleToRawLongBits(value)) {
            if (a.owner != null && a.owner.base == a) {
                a.owner.baseChanging(param);
            }
            params[param] = value;
            a.paramsVersion++;
        }
        return true;
    }

    /** Parameter {@code name} as a number (bools and triggers 1 or 0); 0 for an unknown name. */
    static double get(Animator a, String name) {
        a.catchUp();
        int param = a.controller.paramIndex(name);
        return param < 0 ? 0 : a.params[param];
    }

    /** Issues Play or CrossFade into {@code state} for the next step; false for an unknown state or bad seconds. */
    static boolean command(Animator a, int kind, int state, double seconds) {
        a.catchUp();
        if (state < 0 || state >= a.controller.stateCount() || !(seconds >= 0 || kind == Animator.PLAY)) {
            return false;
        }
        a.pendingCommand = kind == Animator.CROSS_FADE && seconds > 0 ? Animator.CROSS_FADE : Animator.PLAY;
        a.pendingState = state;
        a.pendingSeconds = seconds;
        return true;
    }
}

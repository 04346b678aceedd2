package dev.reel.runtime;

import dev.reel.model.Ease;

/**
 * The weight of a cross-fade (docs/formats.md): after k steps of dt into a blend of {@code duration} seconds it is
 * {@code ease(min(1, k·dt / duration))}. A blend whose k·dt is within {@link Timeline#EPSILON} of its duration
 * has ended (weight exactly 1), the tolerance the clip runtime applies to positions, so that six steps of 1/60
 * s end a 0.1 s blend although they add up to 0.09999999999999999.
 */
final class BlendCurve {
    private BlendCurve() {
    }

    /** The weight after {@code steps} steps of {@code fixedStep} into a blend of {@code duration} seconds. */
    static double weight(Ease ease, int steps, double fixedStep, double duration) {
        double elapsed = steps * fixedStep;
        if (elapsed + Timeline.EPSILON >= duration) {
            return 1;
        }
        return apply(ease, elapsed / duration);
    }

    /** The eased value of {@code x} in [0, 1]. */
    static double apply(Ease ease, double x) {
        if (ease == null) {
            return apply(Ease.IN_OUT_QUAD, x);
        }
        return switch (ease) {
            case LINEAR -> x;
            case IN_QUAD -> x * x;
            case OUT_QUAD -> x * (2 - x);
            case IN_OUT_QUAD -> x < 0.5 ? 2 * x * x : 1 - (2 - 2 * x) * (2 - 2 * x) / 2;
            case IN_OUT_CUBIC -> x < 0.5 ? 4 * x * x * x : 1 - (2 - 2 * x) * (2 - 2 * x) * (2 - 2 * x) / 2;
            case SMOOTHSTEP -> x * x * (3 - 2 * x);
        };
    }
}

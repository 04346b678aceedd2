package dev.reel.runtime;

import dev.reel.model.Ease;

/** The incoming state's weight a fraction of the way through a cross-fade, by the controller's ease. */
public final class FadeCurve {
    private FadeCurve() {
    }

    /** {@code ease(x)} for {@code x} clamped to [0, 1] (docs/formats.md, the blend curve). */
    public static double at(Ease ease, double x) {
        return BlendCurve.apply(ease, Math.max(0, Math.min(1, x)));
    }
}

package dev.reel.preview;

/**
 * How the preview's onion skins are drawn: how many frames before and after the current one, the tint of each
 * side ({@code 0xRRGGBB}, multiplying the sprites' colours), the nearest skin's opacity and how much each step
 * farther takes off it, whether a step is a frame or a key, an optional fixed reference frame drawn as well,
 * and what happens past the clip's ends.
 *
 * @param before    skins before the current frame, 0 to {@link #MOST}
 * @param after     skins after it, 0 to {@link #MOST}
 * @param opacity   the nearest skin's alpha, 0 to 1
 * @param falloff   how much alpha each further step loses, 0 to 1 (a skin at or below 0 is not drawn)
 * @param reference the clip time of the fixed reference frame, or NaN for none
 */
public record OnionSettings(int before, int after, int beforeTint, int afterTint, double opacity, double falloff,
                            Step step, double reference, Wrap wrap) {
    /** The most skins on one side. */
    public static final int MOST = 10;

    /** What one step away is. */
    public enum Step {
        /** One frame: the flipbook's frame, else a twelfth of a second. */
        FRAME,
        /** The next distinct time at which the clip has a key or a flipbook frame starts. */
        KEY
    }

    /** Where skins past the clip's ends come from. */
    public enum Wrap {
        /** As the clip plays: around a looping clip, back on a ping-pong one, none past a once clip's ends. */
        AS_CLIP_PLAYS,
        /** Always around the end to the start (and before the start from the end), whatever the clip says. */
        LOOP,
        /** Never: no skin past either end. */
        STOP
    }

    /**
     * Two frames each side, red before and green after, the nearest at 0.45 and each step 0.15 fainter (so up to
     * three steps show when more frames are asked for).
     */
    public static final OnionSettings DEFAULT = new OnionSettings(2, 2, 0xFF7373, 0x73FF8C, 0.45, 0.15, Step.FRAME,
            Double.NaN, Wrap.AS_CLIP_PLAYS);

    public OnionSettings {
        if (before < 0 || before > MOST || after < 0 || after > MOST) {
            throw new IllegalArgumentException("onion skins go 0 to " + MOST + " frames each way, not " + before
                    + " before and " + after + " after");
        }
        if (!(opacity >= 0 && opacity <= 1) || !(falloff >= 0 && falloff <= 1)) {
            throw new IllegalArgumentException("onion opacity and falloff go 0 to 1, not " + opacity + " and " + falloff);
        }
        if (step == null || wrap == null) {
            throw new IllegalArgumentException("onion skins need a step and a wrap");
        }
        if (Double.isInfinite(reference)) {
            throw new IllegalArgumentException("a reference frame is a time, not " + reference);
        }
        beforeTint &= 0xFFFFFF;
        afterTint &= 0xFFFFFF;
    }

    /** The alpha of the skin {@code distance} steps away (1 is the nearest); 0 or less is not drawn. */
    public double alpha(int distance) {
        return opacity - (distance - 1) * falloff;
    }

    public boolean hasReference() {
        return !Double.isNaN(reference);
    }

    public OnionSettings withCounts(int newBefore, int newAfter) {
        return new OnionSettings(newBefore, newAfter, beforeTint, afterTint, opacity, falloff, step, reference, wrap);
    }

    public OnionSettings withTints(int newBefore, int newAfter) {
        return new OnionSettings(before, after, newBefore, newAfter, opacity, falloff, step, reference, wrap);
    }

    public OnionSettings withFade(double newOpacity, double newFalloff) {
        return new OnionSettings(before, after, beforeTint, afterTint, newOpacity, newFalloff, step, reference, wrap);
    }

    public OnionSettings withStep(Step newStep) {
        return new OnionSettings(before, after, beforeTint, afterTint, opacity, falloff, newStep, reference, wrap);
    }

    public OnionSettings withReference(double newReference) {
        return new OnionSettings(before, after, beforeTint, afterTint, opacity, falloff, step, newReference, wrap);
    }

    public OnionSettings withWrap(Wrap newWrap) {
        return new OnionSettings(before, after, beforeTint, afterTint, opacity, falloff, step, reference, newWrap);
    }
}

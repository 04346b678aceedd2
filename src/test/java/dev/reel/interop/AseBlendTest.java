package dev.reel.interop;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link AseBlend#blend}'s one-pass blend over a partly transparent backdrop gives the pixels of Aseprite's steps
 * taken one after another: normal blending of the source and of the mode's colour, merged by the backdrop's alpha
 * and then by the composite alpha.
 */
class AseBlendTest {
    private static final int[] MODES = {AseBlend.MULTIPLY, AseBlend.SCREEN, AseBlend.OVERLAY, AseBlend.DARKEN,
        AseBlend.LIGHTEN, AseBlend.COLOR_DODGE, AseBlend.COLOR_BURN, AseBlend.HARD_LIGHT, AseBlend.SOFT_LIGHT,
        AseBlend.DIFFERENCE, AseBlend.EXCLUSION, AseBlend.ADDITION, AseBlend.SUBTRACT, AseBlend.DIVIDE};

    /** Aseprite's normal blending with its divisions written as divisions. */
    private static int normal(int backdrop, int src, int opacity) {
        int ba = backdrop >>> 24;
        int sa = AseBlend.mul(src >>> 24, opacity);
        if (ba == 0) {
            return src & 0xffffff | sa << 24;
        }
        if ((src >>> 24) == 0) {
            return backdrop;
        }
        if (sa == 255) {
            return src;
        }
        int ra = sa + ba - AseBlend.mul(ba, sa);
        int out = ra << 24;
        for (int shift = 0; shift <= 16; shift += 8) {
            int b = backdrop >> shift & 0xff;
            int s = src >> shift & 0xff;
            out |= b + (s - b) * sa / ra << shift;
        }
        return out;
    }

    /** Aseprite's blend written as its steps, each step a separate pass over the pixel. */
    private static int stepByStep(int mode, int backdrop, int src, int opacity) {
        int ba = backdrop >>> 24;
        if (ba == 0) {
            return normal(backdrop, src, opacity);
        }
        int blended = normal(backdrop, AseBlend.mixed(mode, backdrop, src), opacity);
        if (ba == 255) {
            return blended;
        }
        int normalToBlend = AseBlend.merge(normal(backdrop, src, opacity), blended, ba);
        return AseBlend.merge(normalToBlend, blended, AseBlend.mul(ba, AseBlend.mul(src >>> 24, opacity)));
    }

    @Test
    void theReciprocalDividesAsIntegerDivisionForEveryNumeratorAndDivisor() {
        for (int divisor = 1; divisor < 256; divisor++) {
            for (int numerator = 0; numerator <= 255 * 255; numerator++) {
                if (AseBlend.divide(numerator, divisor) != numerator / divisor) {
                    assertThat(AseBlend.divide(numerator, divisor)).as(numerator + " / " + divisor)
                            .isEqualTo(numerator / divisor);
                }
            }
        }
    }

    @Test
    void normalBlendingEqualsItsFormulaWithDivisions() {
        Random random = new Random(21);
        for (int i = 0; i < 2_000_000; i++) {
            int backdrop = alpha(random) << 24 | random.nextInt(1 << 24);
            int src = alpha(random) << 24 | random.nextInt(1 << 24);
            int opacity = alpha(random);
            int expected = normal(backdrop, src, opacity);
            if (AseBlend.blend(AseBlend.NORMAL, backdrop, src, opacity) != expected) {
                assertThat(Integer.toHexString(AseBlend.blend(AseBlend.NORMAL, backdrop, src, opacity)))
                        .as("case " + i + ": " + Integer.toHexString(src) + " over " + Integer.toHexString(backdrop)
                                + " at " + opacity).isEqualTo(Integer.toHexString(expected));
            }
        }
    }

    private static int alpha(Random random) {
        return switch (random.nextInt(6)) {
            case 0 -> 0;
            case 1 -> 255;
            case 2 -> 1 + random.nextInt(3);
            case 3 -> 252 + random.nextInt(3);
            default -> random.nextInt(256);
        };
    }

    @Test
    void theOnePassBlendGivesThePixelsOfTheStepsOneAfterAnother() {
        for (int seed = 0; seed < 200; seed++) {
            Random random = new Random(seed);
            for (int i = 0; i < 20_000; i++) {
                int mode = MODES[random.nextInt(MODES.length)];
                int backdrop = alpha(random) << 24 | random.nextInt(1 << 24);
                int src = alpha(random) << 24 | random.nextInt(1 << 24);
                int opacity = alpha(random);
                int expected = stepByStep(mode, backdrop, src, opacity);
                int got = AseBlend.blend(mode, backdrop, src, opacity);
                if (got != expected) {
                    assertThat(Integer.toHexString(got)).as("seed " + seed + ": " + AseBlend.name(mode) + " of "
                            + Integer.toHexString(src) + " over " + Integer.toHexString(backdrop) + " at " + opacity)
                            .isEqualTo(Integer.toHexString(expected));
                }
            }
        }
    }

    @Test
    void everyAlphaOfBackdropSourceAndOpacityOnOneColourPair() {
        for (int mode : MODES) {
            for (int ba = 0; ba < 256; ba += 3) {
                for (int sa = 0; sa < 256; sa += 3) {
                    for (int opacity = 0; opacity < 256; opacity += 17) {
                        int backdrop = ba << 24 | 0x20c0f0;
                        int src = sa << 24 | 0xf0400a;
                        assertThat(AseBlend.blend(mode, backdrop, src, opacity)).as(AseBlend.name(mode) + " " + ba
                                + " " + sa + " " + opacity).isEqualTo(stepByStep(mode, backdrop, src, opacity));
                    }
                }
            }
        }
    }
}

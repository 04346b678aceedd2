package dev.reel.interop;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link CelBlender}'s rows, which look the alpha-dependent steps up in lanes of tables, give the pixels of
 * {@link AseBlend#blend} pixel by pixel: for every source alpha over every backdrop alpha, in normal blending and
 * every separable mode, with the lanes replaced as pairs of alphas crowd the same slot. A source pixel that is 0
 * leaves the backdrop as it is.
 */
class CelBlenderTest {
    private static final int[] MODES = {AseBlend.NORMAL, AseBlend.MULTIPLY, AseBlend.SCREEN, AseBlend.OVERLAY,
        AseBlend.DARKEN, AseBlend.LIGHTEN, AseBlend.COLOR_DODGE, AseBlend.COLOR_BURN, AseBlend.HARD_LIGHT,
        AseBlend.SOFT_LIGHT, AseBlend.DIFFERENCE, AseBlend.EXCLUSION, AseBlend.ADDITION, AseBlend.SUBTRACT,
        AseBlend.DIVIDE};

    @Test
    void everySourceAlphaOverEveryBackdropAlphaInEveryMode() {
        Random random = new Random(5);
        int count = 8;
        int[] src = new int[count];
        int[] backdrop = new int[count];
        for (int mode : MODES) {
            for (int sa = 0; sa < 256; sa++) {
                for (int ba = 0; ba < 256; ba++) {
                    for (int i = 0; i < count; i++) {
                        src[i] = sa << 24 | random.nextInt(1 << 24);
                        backdrop[i] = ba << 24 | random.nextInt(1 << 24);
                    }
                    // Fully opaque: the source's alpha is its alpha after opacity, so every pair of lanes is met.
                    check(mode, src, backdrop, 255, "alphas " + sa + " over " + ba);
                }
            }
        }
    }

    @Test
    void rowsOfMixedAlphasAtRandomOpacities() {
        for (int seed = 0; seed < 400; seed++) {
            Random random = new Random(seed);
            int count = 1 + random.nextInt(300);
            int[] src = new int[count];
            int[] backdrop = new int[count];
            // A few alphas repeated, as real cels and their backdrops have them, and now and then any alpha.
            int[] alphas = {0, 255, random.nextInt(256), random.nextInt(256), random.nextInt(256)};
            for (int i = 0; i < count; i++) {
                int a = random.nextInt(8) == 0 ? random.nextInt(256) : alphas[random.nextInt(alphas.length)];
                int b = random.nextInt(8) == 0 ? random.nextInt(256) : alphas[random.nextInt(alphas.length)];
                src[i] = random.nextInt(10) == 0 ? 0 : a << 24 | random.nextInt(1 << 24);
                backdrop[i] = b << 24 | random.nextInt(1 << 24);
            }
            check(MODES[random.nextInt(MODES.length)], src, backdrop, random.nextInt(256), "seed " + seed);
        }
    }

    private static void check(int mode, int[] src, int[] backdrop, int opacity, String what) {
        int count = src.length;
        int[] out = new int[count + 2];
        System.arraycopy(backdrop, 0, out, 1, count);
        CelBlender blender = CelBlender.own();
        if (mode == AseBlend.NORMAL) {
            blender.normalRow(src, 0, out, 1, count, opacity);
        } else {
            blender.separableRow(AseBlend.table(mode), src, 0, out, 1, count, opacity);
        }
        assertThat(out[0]).as("before the row").isZero();
        assertThat(out[count + 1]).as("after the row").isZero();
        for (int i = 0; i < count; i++) {
            // A wholly transparent source pixel (0) is left out of a cel's drawing, as the compositor always did.
            int expected = src[i] == 0 ? backdrop[i] : AseBlend.blend(mode, backdrop[i], src[i], opacity);
            if (out[i + 1] != expected) {
                assertThat(Integer.toHexString(out[i + 1])).as(what + ", " + AseBlend.name(mode) + " of "
                        + Integer.toHexString(src[i]) + " over " + Integer.toHexString(backdrop[i]) + " at "
                        + opacity).isEqualTo(Integer.toHexString(expected));
            }
        }
    }
}

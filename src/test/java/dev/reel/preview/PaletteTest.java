package dev.reel.preview;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** The GIF palette: exact for few colours, a close median cut for many, always the same for the same frames. */
class PaletteTest {

    @Test
    void fewColoursAreKeptExactlyInColourOrder() {
        Palette palette = Palette.of(List.of(new int[] {0xFF0000FF, 0xFFFF0000, 0xFF0000FF, 0xFF00FF00}));
        assertThat(palette.colours()).containsExactly(0x0000FF, 0x00FF00, 0xFF0000);
        assertThat(palette.transparentIndex()).isEqualTo(-1);
        assertThat(palette.index(0xFFFF0000)).isEqualTo(2);
    }

    @Test
    void transparentPixelsGetTheLastEntry() {
        Palette palette = Palette.of(List.of(new int[] {0x00000000, 0xFFFF0000, 0x40FFFFFF}));
        assertThat(palette.colours()).hasSize(2);
        assertThat(palette.transparentIndex()).isEqualTo(1);
        assertThat(palette.index(0x7FFF0000)).isEqualTo(1);
        assertThat(palette.index(0x80FF0000)).isZero();
    }

    @Test
    void manyColoursAreCutTo256CloseOnesTheSameWayEachTime() {
        // Every seed: 20,000 random colours around a few hues.
        for (long seed = 1; seed <= 5; seed++) {
            Random random = new Random(seed);
            int[] pixels = new int[20_000];
            for (int i = 0; i < pixels.length; i++) {
                int hue = random.nextInt(4);
                int base = new int[] {0x803020, 0x2060A0, 0x30A040, 0xE0D0C0}[hue];
                int red = clamp((base >>> 16) + random.nextInt(41) - 20);
                int green = clamp((base >>> 8 & 0xFF) + random.nextInt(41) - 20);
                int blue = clamp((base & 0xFF) + random.nextInt(41) - 20);
                pixels[i] = 0xFF000000 | red << 16 | green << 8 | blue;
            }
            Palette palette = Palette.of(List.of(pixels));
            assertThat(palette.colours()).as("seed " + seed).hasSize(256);
            assertThat(Palette.of(List.of(pixels)).colours()).as("seed " + seed).isEqualTo(palette.colours());
            double totalError = 0;
            for (int pixel : pixels) {
                int chosen = palette.colours()[palette.index(pixel)];
                totalError += Math.sqrt(distance(pixel, chosen));
            }
            assertThat(totalError / pixels.length).as("mean error, seed " + seed).isLessThan(8);
        }
    }

    private static int clamp(int value) {
        return Math.max(0, Math.min(255, value));
    }

    private static double distance(int first, int second) {
        double red = (first >>> 16 & 0xFF) - (second >>> 16 & 0xFF);
        double green = (first >>> 8 & 0xFF) - (second >>> 8 & 0xFF);
        double blue = (first & 0xFF) - (second & 0xFF);
        return red * red + green * green + blue * blue;
    }
}

package dev.reel.preview;

import dev.reel.model.Filter;
import dev.reel.model.Rect;
import dev.reel.sheet.SheetImage;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static dev.reel.preview.TestSheets.BLUE;
import static dev.reel.preview.TestSheets.RED;
import static org.assertj.core.api.Assertions.assertThat;

/** CPU scaling of a cell: exact copies at size, crisp nearest, soft linear without dark fringes. */
class ResamplerTest {

    @Test
    void atItsOwnSizeACellIsCopiedExactlyByEitherFilter() {
        Random random = new Random(7);
        SheetImage sheet = TestSheets.drawn(20, 10, (x, y) -> random.nextInt());
        for (Filter filter : Filter.values()) {
            int[] cell = Resampler.resample(sheet, new Rect(3, 2, 8, 5), 8, 5, filter, false, false,
                    Resampler.NO_TINT);
            for (int y = 0; y < 5; y++) {
                for (int x = 0; x < 8; x++) {
                    assertThat(cell[y * 8 + x]).isEqualTo(sheet.argb(3 + x, 2 + y));
                }
            }
        }
    }

    @Test
    void nearestEnlargesEachPixelIntoABlockAndFlipsMirror() {
        SheetImage sheet = TestSheets.drawn(2, 1, (x, y) -> x == 0 ? RED : BLUE);
        int[] tripled = Resampler.resample(sheet, new Rect(0, 0, 2, 1), 6, 3, Filter.NEAREST, true, false,
                Resampler.NO_TINT);
        assertThat(tripled).containsExactly(BLUE, BLUE, BLUE, RED, RED, RED, BLUE, BLUE, BLUE, RED, RED, RED,
                BLUE, BLUE, BLUE, RED, RED, RED);
    }

    @Test
    void linearShrinkingDoesNotDarkenEdgesNextToTransparentPixels() {
        // Red pixels beside fully transparent black ones: the average is half-transparent red, not dark red.
        SheetImage sheet = TestSheets.drawn(2, 2, (x, y) -> x == 0 ? RED : 0x00000000);
        int[] pixel = Resampler.resample(sheet, new Rect(0, 0, 2, 2), 1, 1, Filter.LINEAR, false, false,
                Resampler.NO_TINT);
        assertThat(pixel[0] & 0xFFFFFF).isEqualTo(0xFF0000);
        assertThat(pixel[0] >>> 24).isBetween(127, 128);
    }

    @Test
    void linearEnlargingBlendsNeighboursAndKeepsTheEndsAtTheirColours() {
        SheetImage sheet = TestSheets.drawn(2, 1, (x, y) -> x == 0 ? 0xFF000000 : 0xFFFFFFFF);
        int[] row = Resampler.resample(sheet, new Rect(0, 0, 2, 1), 8, 1, Filter.LINEAR, false, false,
                Resampler.NO_TINT);
        assertThat(row[0]).isEqualTo(0xFF000000);
        assertThat(row[7]).isEqualTo(0xFFFFFFFF);
        for (int x = 1; x < 8; x++) {
            assertThat(row[x] & 0xFF).isGreaterThanOrEqualTo(row[x - 1] & 0xFF);
        }
        assertThat(row[3] & 0xFF).isBetween(90, 130);
    }

    @Test
    void aRectangleReachingPastTheSheetIsTransparentThere() {
        SheetImage sheet = TestSheets.filled(4, 4, RED);
        int[] cell = Resampler.resample(sheet, new Rect(2, 2, 4, 4), 4, 4, Filter.NEAREST, false, false,
                Resampler.NO_TINT);
        assertThat(cell[0]).isEqualTo(RED);
        assertThat(cell[3]).isZero();
        assertThat(cell[15]).isZero();
    }

    @Test
    void tintsPackRoundedAndClamped() {
        assertThat(Resampler.packTint(1, 1, 1, 1)).isEqualTo(Resampler.NO_TINT);
        assertThat(Resampler.packTint(1, 0.5f, 0, 2)).isEqualTo(0xFFFF8000);
    }

    @Test
    void theVisibleBoundsAreTheSmallestRectangleHoldingEveryPixelWithAlpha() {
        long seed = Long.getLong("reel.seed", System.nanoTime());
        Random random = new Random(seed);
        for (int i = 0; i < 2000; i++) {
            int width = 1 + random.nextInt(12);
            int height = 1 + random.nextInt(12);
            int[] argb = new int[width * height];
            int shown = random.nextInt(4);
            for (int k = 0; k < shown; k++) {
                argb[random.nextInt(argb.length)] = random.nextInt(255) + 1 << 24;
            }
            int left = width;
            int top = height;
            int right = 0;
            int bottom = 0;
            for (int y = 0; y < height; y++) {
                for (int x = 0; x < width; x++) {
                    if (argb[y * width + x] >>> 24 != 0) {
                        left = Math.min(left, x);
                        top = Math.min(top, y);
                        right = Math.max(right, x + 1);
                        bottom = Math.max(bottom, y + 1);
                    }
                }
            }
            int[] expected = right == 0 ? null : new int[] {left, top, right, bottom};
            assertThat(Resampler.visibleBounds(argb, width, height))
                    .as("seed %d (replay with -Dreel.seed=%d), case %d", seed, seed, i).isEqualTo(expected);
        }
    }
}

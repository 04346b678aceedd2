package dev.reel.preview;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The preview's checkerboard, written row by row, against its definition pixel by pixel: the cell holding a pixel
 * is (x / cell, y / cell), the first colour where their sum is even, each pixel premultiplied. Seeded: a failure
 * names its seed.
 */
class CheckerboardPixelsTest {
    @Test
    void everyPixelIsTheColourOfItsCellPremultiplied() {
        for (long seed = 1; seed <= 300; seed++) {
            Random random = new Random(seed);
            int width = random.nextInt(90);
            int height = random.nextInt(90);
            int cell = 1 + random.nextInt(random.nextBoolean() ? 4 : 40);
            // Translucent colours too, so premultiplying matters.
            Background.Checkerboard board = new Background.Checkerboard(random.nextInt(), random.nextInt(), cell);
            int[] expected = new int[width * height];
            for (int y = 0; y < height; y++) {
                for (int x = 0; x < width; x++) {
                    expected[y * width + x] = ((x / cell + y / cell) & 1) == 0 ? board.firstArgb() : board.secondArgb();
                }
            }
            Resampler.premultiply(expected);
            assertThat(RenderTarget.checkerboardPixels(board, width, height))
                    .as("seed %d: %d × %d, cells of %d", seed, width, height, cell).containsExactly(expected);
        }
    }
}

package dev.reel.preview;

import dev.reel.model.Filter;
import dev.reel.model.Rect;
import dev.reel.sheet.SheetImage;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A window of a resampled cell is pixel for pixel the same part of the whole: the preview makes only the part of
 * a sprite zoomed past the view that the view shows, and it must look as if the whole had been made.
 */
class ResamplerWindowTest {
    private static final int CASES = 400;

    @Test
    void everyWindowMatchesTheSamePartOfTheWholeImage() {
        long seed = Long.getLong("reel.seed", System.nanoTime());
        Random random = new Random(seed);
        for (int i = 0; i < CASES; i++) {
            int sheetWidth = 1 + random.nextInt(24);
            int sheetHeight = 1 + random.nextInt(24);
            SheetImage sheet = TestSheets.drawn(sheetWidth, sheetHeight,
                    (x, y) -> random.nextInt(4) == 0 ? 0 : random.nextInt());
            // A cell that may reach past the sheet, drawn smaller or larger than itself.
            Rect source = new Rect(random.nextInt(sheetWidth) - 2, random.nextInt(sheetHeight) - 2,
                    1 + random.nextInt(sheetWidth + 2), 1 + random.nextInt(sheetHeight + 2));
            int width = 1 + random.nextInt(random.nextBoolean() ? 8 : 90);
            int height = 1 + random.nextInt(random.nextBoolean() ? 8 : 90);
            Filter filter = random.nextBoolean() ? Filter.NEAREST : Filter.LINEAR;
            boolean flipX = random.nextBoolean();
            boolean flipY = random.nextBoolean();
            int tint = random.nextBoolean() ? Resampler.NO_TINT : random.nextInt();
            int left = random.nextInt(width);
            int top = random.nextInt(height);
            Resampler.Window window = new Resampler.Window(left, top, 1 + random.nextInt(width - left),
                    1 + random.nextInt(height - top));

            int[] whole = Resampler.resample(sheet, source, width, height, filter, flipX, flipY, tint);
            int[] part = Resampler.resample(sheet, source, width, height, filter, flipX, flipY, tint, window);

            assertThat(part).as("seed %d (replay with -Dreel.seed=%d), case %d: %s of %s at %d × %d, %s, flips %b %b",
                            seed, seed, i, window, source, width, height, filter, flipX, flipY)
                    .containsExactly(Resampler.crop(whole, width, window.left(), window.top(), window.width(),
                            window.height()));
        }
    }
}

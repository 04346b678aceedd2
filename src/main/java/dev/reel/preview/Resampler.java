package dev.reel.preview;

import dev.reel.model.Filter;
import dev.reel.model.Rect;
import dev.reel.sheet.SheetImage;

/**
 * Scales a cell of a sheet to the size it is drawn at, on the CPU, baking in flips and tint, so SDL only
 * ever blits it unscaled (its scaled, flipped and colour-modulated blits are scalar and allocate; see
 * {@link Renderer}). Nearest takes the sheet pixel under each target pixel's centre. Linear averages the
 * covered area when shrinking and interpolates between the four nearest pixels when enlarging, both on
 * premultiplied colour so transparent pixels do not darken the edges. Pixels of the rectangle outside the
 * sheet are transparent.
 */
final class Resampler {
    /** A tint that changes nothing: every channel multiplied by 255/255. */
    static final int NO_TINT = 0xFFFFFFFF;

    private Resampler() {
    }

    /**
     * The cell {@code source} of {@code image} at {@code width} × {@code height}, flipped and tinted, as
     * straight ARGB row by row.
     *
     * @param tint ARGB whose channels multiply the result's (255 keeps a channel)
     */
    static int[] resample(SheetImage image, Rect source, int width, int height, Filter filter, boolean flipX,
                          boolean flipY, int tint) {
        return resample(image, source, width, height, filter, flipX, flipY, tint, new Window(0, 0, width, height));
    }

    /**
     * Only the {@code window} of what {@link #resample(SheetImage, Rect, int, int, Filter, boolean, boolean, int)}
     * makes, pixel for pixel the same, at a cost that follows the window rather than {@code width × height}: a
     * sprite zoomed far larger than the view is made only where the view shows it.
     *
     * @param window a rectangle of the flipped {@code width × height} image, inside it
     */
    static int[] resample(SheetImage image, Rect source, int width, int height, Filter filter, boolean flipX,
                          boolean flipY, int tint, Window window) {
        // The same rectangle before flipping; the result is flipped within itself afterwards.
        int left = flipX ? width - window.left() - window.width() : window.left();
        int top = flipY ? height - window.top() - window.height() : window.top();
        Window unflipped = new Window(left, top, window.width(), window.height());
        int[] pixels = filter == Filter.NEAREST || (width == source.width() && height == source.height())
                ? nearest(image, source, width, height, unflipped)
                : linear(image, source, width, height, unflipped);
        if (flipX || flipY) {
            pixels = flipped(pixels, window.width(), window.height(), flipX, flipY);
        }
        if (tint != NO_TINT) {
            applyTint(pixels, tint);
        }
        return pixels;
    }

    /** Packs a 0–1 tint into the ARGB form {@link #resample} takes, clamping each channel. */
    static int packTint(float red, float green, float blue, float alpha) {
        return channel(alpha) << 24 | channel(red) << 16 | channel(green) << 8 | channel(blue);
    }

    /**
     * The smallest rectangle holding every pixel with any alpha, as {left, top, right, bottom} (right and
     * bottom exclusive), or null when every pixel is transparent.
     */
    static int[] visibleBounds(int[] argb, int width, int height) {
        // Rows from each end until one shows anything; then per row only the columns outside the bounds so far.
        int top = 0;
        while (top < height && !rowShows(argb, top * width, width)) {
            top++;
        }
        if (top == height) {
            return null;
        }
        int bottom = height;
        while (!rowShows(argb, (bottom - 1) * width, width)) {
            bottom--;
        }
        int left = width;
        int right = 0;
        for (int y = top; y < bottom; y++) {
            int row = y * width;
            for (int x = 0; x < left; x++) {
                if (argb[row + x] >>> 24 != 0) {
                    left = x;
                    break;
                }
            }
            for (int x = width - 1; x >= right; x--) {
                if (argb[row + x] >>> 24 != 0) {
                    right = x + 1;
                    break;
                }
            }
        }
        return new int[] {left, top, right, bottom};
    }

    private static boolean rowShows(int[] argb, int from, int width) {
        for (int i = from; i < from + width; i++) {
            if (argb[i] >>> 24 != 0) {
                return true;
            }
        }
        return false;
    }

    /** The {@code width × height} rectangle at (left, top) of an image {@code imageWidth} wide. */
    static int[] crop(int[] argb, int imageWidth, int left, int top, int width, int height) {
        int[] cropped = new int[width * height];
        for (int y = 0; y < height; y++) {
            System.arraycopy(argb, (top + y) * imageWidth + left, cropped, y * width, width);
        }
        return cropped;
    }

    /** Premultiplies straight ARGB in place, rounding each colour channel. */
    static void premultiply(int[] argb) {
        for (int i = 0; i < argb.length; i++) {
            int alpha = argb[i] >>> 24;
            if (alpha < 255) {
                int pixel = argb[i];
                argb[i] = alpha << 24 | scale(pixel >>> 16 & 0xFF, alpha) << 16 | scale(pixel >>> 8 & 0xFF, alpha) << 8
                        | scale(pixel & 0xFF, alpha);
            }
        }
    }

    private static int channel(float value) {
        return (int) Math.round(Math.max(0, Math.min(1, Float.isNaN(value) ? 0 : value)) * 255.0);
    }

    private static int scale(int value, int by) {
        return (value * by + 127) / 255;
    }

    private static int[] nearest(SheetImage image, Rect source, int width, int height, Window window) {
        int[] columns = new int[window.width()];
        for (int x = 0; x < columns.length; x++) {
            columns[x] = source.x() + (int) (((2L * (window.left() + x) + 1) * source.width()) / (2L * width));
        }
        int[] pixels = new int[window.width() * window.height()];
        int previous = Integer.MIN_VALUE;
        for (int y = 0; y < window.height(); y++) {
            int sheetY = source.y() + (int) (((2L * (window.top() + y) + 1) * source.height()) / (2L * height));
            int row = y * columns.length;
            boolean same = sheetY == previous;
            previous = sheetY;
            if (same) {
                // Enlarged, the rows of one sheet row repeat.
                System.arraycopy(pixels, row - columns.length, pixels, row, columns.length);
                continue;
            }
            if (sheetY < 0 || sheetY >= image.height()) {
                continue;
            }
            for (int x = 0; x < columns.length; x++) {
                int sheetX = columns[x];
                if (sheetX >= 0 && sheetX < image.width()) {
                    pixels[row + x] = image.argb(sheetX, sheetY);
                }
            }
        }
        return pixels;
    }

    private static int[] linear(SheetImage image, Rect source, int width, int height, Window window) {
        int outWidth = window.width();
        int outHeight = window.height();
        Weights across = Weights.of(source.width(), width, window.left(), outWidth);
        Weights down = Weights.of(source.height(), height, window.top(), outHeight);
        // Premultiplied channels of the part of the cell the window reads, then one pass per axis.
        int cellLeft = across.lowest();
        int cellTop = down.lowest();
        int cellWidth = across.highest() - cellLeft;
        int cellHeight = down.highest() - cellTop;
        float[] cell = new float[cellWidth * cellHeight * 4];
        for (int y = 0; y < cellHeight; y++) {
            int sheetY = source.y() + cellTop + y;
            for (int x = 0; x < cellWidth; x++) {
                int sheetX = source.x() + cellLeft + x;
                if (sheetX < 0 || sheetY < 0 || sheetX >= image.width() || sheetY >= image.height()) {
                    continue;
                }
                int argb = image.argb(sheetX, sheetY);
                float alpha = (argb >>> 24) / 255f;
                int at = (y * cellWidth + x) * 4;
                cell[at] = alpha;
                cell[at + 1] = (argb >>> 16 & 0xFF) * alpha;
                cell[at + 2] = (argb >>> 8 & 0xFF) * alpha;
                cell[at + 3] = (argb & 0xFF) * alpha;
            }
        }
        float[] rows = new float[outWidth * cellHeight * 4];
        for (int y = 0; y < cellHeight; y++) {
            for (int x = 0; x < outWidth; x++) {
                accumulate(cell, (y * cellWidth - cellLeft) * 4, 4, across, x, rows, (y * outWidth + x) * 4);
            }
        }
        float[] result = new float[outWidth * outHeight * 4];
        for (int y = 0; y < outHeight; y++) {
            for (int x = 0; x < outWidth; x++) {
                accumulate(rows, (x - cellTop * outWidth) * 4, outWidth * 4, down, y, result, (y * outWidth + x) * 4);
            }
        }
        int[] pixels = new int[outWidth * outHeight];
        for (int i = 0; i < pixels.length; i++) {
            float alpha = result[i * 4];
            if (alpha <= 0.5f / 255f) {
                continue;
            }
            pixels[i] = Math.min(255, Math.round(alpha * 255)) << 24
                    | straight(result[i * 4 + 1], alpha) << 16
                    | straight(result[i * 4 + 2], alpha) << 8
                    | straight(result[i * 4 + 3], alpha);
        }
        return pixels;
    }

    private static void accumulate(float[] from, int base, int stride, Weights weights, int index, float[] into,
                                   int at) {
        int first = weights.first[index];
        float[] factors = weights.factors[index];
        for (int k = 0; k < factors.length; k++) {
            int source = base + (first + k) * stride;
            float factor = factors[k];
            into[at] += from[source] * factor;
            into[at + 1] += from[source + 1] * factor;
            into[at + 2] += from[source + 2] * factor;
            into[at + 3] += from[source + 3] * factor;
        }
    }

    private static int straight(float premultiplied, float alpha) {
        return Math.max(0, Math.min(255, Math.round(premultiplied / alpha)));
    }

    private static int[] flipped(int[] pixels, int width, int height, boolean flipX, boolean flipY) {
        int[] result = new int[pixels.length];
        for (int y = 0; y < height; y++) {
            int from = (flipY ? height - 1 - y : y) * width;
            int to = y * width;
            for (int x = 0; x < width; x++) {
                result[to + x] = pixels[from + (flipX ? width - 1 - x : x)];
            }
        }
        return result;
    }

    private static void applyTint(int[] pixels, int tint) {
        int alpha = tint >>> 24;
        int red = tint >>> 16 & 0xFF;
        int green = tint >>> 8 & 0xFF;
        int blue = tint & 0xFF;
        for (int i = 0; i < pixels.length; i++) {
            int argb = pixels[i];
            pixels[i] = scale(argb >>> 24, alpha) << 24 | scale(argb >>> 16 & 0xFF, red) << 16
                    | scale(argb >>> 8 & 0xFF, green) << 8 | scale(argb & 0xFF, blue);
        }
    }

    /**
     * A rectangle of a resampled image, in its pixels.
     *
     * @param left   the first column
     * @param top    the first row
     * @param width  columns, at least 1
     * @param height rows, at least 1
     */
    record Window(int left, int top, int width, int height) {
        Window {
            if (width < 1 || height < 1) {
                throw new IllegalArgumentException("an empty window: " + width + " × " + height);
            }
        }
    }

    /**
     * Per target index along one axis, from {@code from} for {@code count} indices, the first source index and
     * the weight of each source index from there: the covered fraction of each source pixel when shrinking, the
     * two neighbours when enlarging. Each index's weights depend on that index alone, so a part of an axis
     * weighs exactly as the whole.
     */
    private record Weights(int[] first, float[][] factors) {

        static Weights of(int sourceSize, int targetSize, int from, int count) {
            int[] first = new int[count];
            float[][] factors = new float[count][];
            double step = (double) sourceSize / targetSize;
            for (int at = 0; at < count; at++) {
                int i = from + at;
                if (targetSize < sourceSize) {
                    double start = i * step;
                    double end = (i + 1) * step;
                    int low = (int) Math.floor(start);
                    int high = Math.min(sourceSize, (int) Math.ceil(end));
                    float[] weights = new float[high - low];
                    for (int s = low; s < high; s++) {
                        weights[s - low] = (float) ((Math.min(end, s + 1) - Math.max(start, s)) / step);
                    }
                    first[at] = low;
                    factors[at] = weights;
                } else {
                    double centre = (i + 0.5) * step - 0.5;
                    int low = (int) Math.floor(centre);
                    float fraction = (float) (centre - low);
                    int clampedLow = Math.max(0, Math.min(sourceSize - 1, low));
                    int clampedHigh = Math.max(0, Math.min(sourceSize - 1, low + 1));
                    first[at] = clampedLow;
                    factors[at] = clampedLow == clampedHigh || fraction == 0 ? new float[] {1}
                            : new float[] {1 - fraction, fraction};
                }
            }
            return new Weights(first, factors);
        }

        /** The first source index any target index reads. */
        int lowest() {
            int lowest = Integer.MAX_VALUE;
            for (int value : first) {
                lowest = Math.min(lowest, value);
            }
            return lowest;
        }

        /** One past the last source index any target index reads. */
        int highest() {
            int highest = 0;
            for (int i = 0; i < first.length; i++) {
                highest = Math.max(highest, first[i] + factors[i].length);
            }
            return highest;
        }
    }
}

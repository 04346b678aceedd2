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
        int[] pixels = filter == Filter.NEAREST || (width == source.width() && height == source.height())
                ? nearest(image, source, width, height)
                : linear(image, source, width, height);
        if (flipX || flipY) {
            pixels = flipped(pixels, width, height, flipX, flipY);
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
        int left = width;
        int top = height;
        int right = 0;
        int bottom = 0;
        for (int y = 0; y < height; y++) {
            int row = y * width;
            for (int x = 0; x < width; x++) {
                if (argb[row + x] >>> 24 != 0) {
                    left = Math.min(left, x);
                    right = Math.max(right, x + 1);
                    top = Math.min(top, y);
                    bottom = y + 1;
                }
            }
        }
        return right == 0 ? null : new int[] {left, top, right, bottom};
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

    private static int[] nearest(SheetImage image, Rect source, int width, int height) {
        int[] columns = new int[width];
        for (int x = 0; x < width; x++) {
            columns[x] = source.x() + (int) (((long) (2 * x + 1) * source.width()) / (2L * width));
        }
        int[] pixels = new int[width * height];
        for (int y = 0; y < height; y++) {
            int sheetY = source.y() + (int) (((long) (2 * y + 1) * source.height()) / (2L * height));
            if (sheetY < 0 || sheetY >= image.height()) {
                continue;
            }
            int row = y * width;
            for (int x = 0; x < width; x++) {
                int sheetX = columns[x];
                if (sheetX >= 0 && sheetX < image.width()) {
                    pixels[row + x] = image.argb(sheetX, sheetY);
                }
            }
        }
        return pixels;
    }

    private static int[] linear(SheetImage image, Rect source, int width, int height) {
        int sourceWidth = source.width();
        int sourceHeight = source.height();
        // Premultiplied channels of the cell, then one pass per axis.
        float[] cell = new float[sourceWidth * sourceHeight * 4];
        for (int y = 0; y < sourceHeight; y++) {
            int sheetY = source.y() + y;
            for (int x = 0; x < sourceWidth; x++) {
                int sheetX = source.x() + x;
                if (sheetX < 0 || sheetY < 0 || sheetX >= image.width() || sheetY >= image.height()) {
                    continue;
                }
                int argb = image.argb(sheetX, sheetY);
                float alpha = (argb >>> 24) / 255f;
                int at = (y * sourceWidth + x) * 4;
                cell[at] = alpha;
                cell[at + 1] = (argb >>> 16 & 0xFF) * alpha;
                cell[at + 2] = (argb >>> 8 & 0xFF) * alpha;
                cell[at + 3] = (argb & 0xFF) * alpha;
            }
        }
        Weights across = Weights.of(sourceWidth, width);
        Weights down = Weights.of(sourceHeight, height);
        float[] rows = new float[width * sourceHeight * 4];
        for (int y = 0; y < sourceHeight; y++) {
            for (int x = 0; x < width; x++) {
                accumulate(cell, (y * sourceWidth) * 4, 4, across, x, rows, (y * width + x) * 4);
            }
        }
        float[] result = new float[width * height * 4];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                accumulate(rows, x * 4, width * 4, down, y, result, (y * width + x) * 4);
            }
        }
        int[] pixels = new int[width * height];
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
     * Per target index along one axis, the first source index and the weight of each source index from
     * there: the covered fraction of each source pixel when shrinking, the two neighbours when enlarging.
     */
    private record Weights(int[] first, float[][] factors) {

        static Weights of(int sourceSize, int targetSize) {
            int[] first = new int[targetSize];
            float[][] factors = new float[targetSize][];
            double step = (double) sourceSize / targetSize;
            for (int i = 0; i < targetSize; i++) {
                if (targetSize < sourceSize) {
                    double start = i * step;
                    double end = (i + 1) * step;
                    int from = (int) Math.floor(start);
                    int to = Math.min(sourceSize, (int) Math.ceil(end));
                    float[] weights = new float[to - from];
                    for (int s = from; s < to; s++) {
                        weights[s - from] = (float) ((Math.min(end, s + 1) - Math.max(start, s)) / step);
                    }
                    first[i] = from;
                    factors[i] = weights;
                } else {
                    double centre = (i + 0.5) * step - 0.5;
                    int low = (int) Math.floor(centre);
                    float fraction = (float) (centre - low);
                    int clampedLow = Math.max(0, Math.min(sourceSize - 1, low));
                    int clampedHigh = Math.max(0, Math.min(sourceSize - 1, low + 1));
                    if (clampedLow == clampedHigh || fraction == 0) {
                        first[i] = clampedLow;
                        factors[i] = new float[] {1};
                    } else {
                        first[i] = clampedLow;
                        factors[i] = new float[] {1 - fraction, fraction};
                    }
                }
            }
            return new Weights(first, factors);
        }
    }
}

package dev.reel.tools.art;

import java.awt.image.BufferedImage;

/**
 * A small ARGB drawing surface in logical pixels: parts are painted back to front with their own line and
 * shading, and a last pass gives the whole silhouette a dark outline.
 */
final class PixelCanvas {

    private static final int CLEAR = 0;

    private final int width;
    private final int height;
    private final int[] pixels;
    /** Which pixels are part lines, so the silhouette pass knows what it may darken. */
    private final boolean[] lines;

    PixelCanvas(int width, int height) {
        this.width = width;
        this.height = height;
        this.pixels = new int[width * height];
        this.lines = new boolean[width * height];
    }

    private int get(int x, int y) {
        return inside(x, y) ? pixels[y * width + x] : CLEAR;
    }

    /**
     * Paints a part: its edge pixels in the material's line colour, a lit rim on the top and front (+x) side,
     * a shaded rim on the bottom and back side, and the body colour inside.
     */
    void paint(Region region, Material material) {
        boolean[] mask = rasterise(region);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int index = y * width + x;
                if (!mask[index]) {
                    continue;
                }
                boolean edge = !in(mask, x - 1, y) || !in(mask, x + 1, y) || !in(mask, x, y - 1) || !in(mask, x, y + 1);
                lines[index] = edge;
                if (edge) {
                    pixels[index] = material.line();
                } else if (!in(mask, x, y - 2) || !in(mask, x + 2, y - 1)) {
                    pixels[index] = material.light();
                } else if (!in(mask, x, y + 2) || !in(mask, x - 2, y + 1) || !in(mask, x - 3, y + 3)) {
                    pixels[index] = material.shade();
                } else {
                    pixels[index] = material.fill();
                }
            }
        }
    }

    /** Paints a region in one colour with no line: eyes, slits, trims and highlights on top of a part. */
    void fill(Region region, int colour) {
        boolean[] mask = rasterise(region);
        for (int index = 0; index < mask.length; index++) {
            if (mask[index]) {
                pixels[index] = colour;
                lines[index] = false;
            }
        }
    }

    /** Sets one pixel; outside the canvas it is ignored like any other clipped drawing. */
    void dot(int x, int y, int colour) {
        if (inside(x, y)) {
            pixels[y * width + x] = colour;
            lines[y * width + x] = false;
        }
    }

    /** Darkens every part line that touches the transparent background, giving the silhouette one outline. */
    void outline(int colour) {
        int[] result = pixels.clone();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int index = y * width + x;
                if (pixels[index] == CLEAR) {
                    continue;
                }
                boolean border = get(x - 1, y) == CLEAR || get(x + 1, y) == CLEAR
                        || get(x, y - 1) == CLEAR || get(x, y + 1) == CLEAR;
                if (border && lines[index]) {
                    result[index] = colour;
                }
            }
        }
        System.arraycopy(result, 0, pixels, 0, pixels.length);
    }

    /** The lowest row holding an opaque pixel, or -1 when the canvas is empty. */
    int lowestOpaqueRow() {
        for (int y = height - 1; y >= 0; y--) {
            for (int x = 0; x < width; x++) {
                if (pixels[y * width + x] != CLEAR) {
                    return y;
                }
            }
        }
        return -1;
    }

    /**
     * Copies this canvas into a new one of the given size, moved so its lowest opaque row lands on
     * {@code bottomRow} and shifted right by {@code dx}; this is what stands every frame on the same ground line.
     */
    PixelCanvas standOn(int targetWidth, int targetHeight, int bottomRow, int dx) {
        int dy = bottomRow - lowestOpaqueRow();
        PixelCanvas target = new PixelCanvas(targetWidth, targetHeight);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int colour = pixels[y * width + x];
                if (colour == CLEAR) {
                    continue;
                }
                if (!target.inside(x + dx, y + dy)) {
                    throw new IllegalStateException("drawing does not fit: pixel (" + x + "," + y + ") leaves the frame");
                }
                target.pixels[(y + dy) * targetWidth + x + dx] = colour;
            }
        }
        return target;
    }

    /** Copies another canvas onto this one at (left, top), keeping what is under its transparent pixels. */
    void stamp(PixelCanvas source, int left, int top) {
        for (int y = 0; y < source.height; y++) {
            for (int x = 0; x < source.width; x++) {
                int colour = source.pixels[y * source.width + x];
                if (colour != CLEAR && inside(left + x, top + y)) {
                    pixels[(top + y) * width + left + x] = colour;
                }
            }
        }
    }

    /** The canvas as an ARGB image, each logical pixel a {@code scale}×{@code scale} block (nearest neighbour). */
    BufferedImage toImage(int scale) {
        BufferedImage image = new BufferedImage(width * scale, height * scale, BufferedImage.TYPE_INT_ARGB);
        int[] row = new int[width * scale];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                for (int repeat = 0; repeat < scale; repeat++) {
                    row[x * scale + repeat] = pixels[y * width + x];
                }
            }
            for (int repeat = 0; repeat < scale; repeat++) {
                image.setRGB(0, y * scale + repeat, width * scale, 1, row, 0, width * scale);
            }
        }
        return image;
    }

    private boolean[] rasterise(Region region) {
        boolean[] mask = new boolean[width * height];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                mask[y * width + x] = region.contains(x + 0.5, y + 0.5);
            }
        }
        return mask;
    }

    private boolean in(boolean[] mask, int x, int y) {
        return inside(x, y) && mask[y * width + x];
    }

    private boolean inside(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height;
    }
}

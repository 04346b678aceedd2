package dev.reel.sheet;

import java.nio.IntBuffer;
import java.util.Arrays;

/**
 * A decoded sheet: width × height pixels as packed ARGB ints (alpha in the top byte), row by row.
 * A final class rather than a record because a record would expose and compare its array by reference.
 */
public final class SheetImage {
    private final int width;
    private final int height;
    private final int[] argb;
    /** Whether every pixel is opaque or wholly clear: 0 not known yet, 1 yes, 2 no. */
    private volatile int ownPremultiplied;

    /** An image holding a copy of {@code argb}, which must have exactly width × height entries. */
    public SheetImage(int width, int height, int[] argb) {
        this(argb.clone(), width, height);
    }

    private SheetImage(int[] argb, int width, int height) {
        if (width <= 0 || height <= 0) {
            throw new IllegalArgumentException("image size " + width + " × " + height + " is not positive");
        }
        if ((long) width * height != argb.length) {
            throw new IllegalArgumentException(
                    "pixel array holds " + argb.length + " entries, not " + width + " × " + height);
        }
        this.width = width;
        this.height = height;
        this.argb = argb;
    }

    /** Takes ownership of {@code argb} without copying: the loader hands over arrays of hundreds of megabytes. */
    static SheetImage wrap(int width, int height, int[] argb) {
        return new SheetImage(argb, width, height);
    }

    /** {@link #wrap}, by a decoder that found out as it wrote the pixels whether {@link #ownPremultiplied} holds. */
    static SheetImage wrap(int width, int height, int[] argb, boolean ownPremultiplied) {
        SheetImage image = new SheetImage(argb, width, height);
        image.ownPremultiplied = ownPremultiplied ? 1 : 2;
        return image;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** The ARGB pixel at (x, y). */
    public int argb(int x, int y) {
        return argb[y * width + x];
    }

    /** The alpha (0–255) of the pixel at (x, y). */
    public int alpha(int x, int y) {
        return argb[y * width + x] >>> 24;
    }

    /** Copies {@code rows} rows starting at row {@code y} into {@code target} from {@code offset}, for drawing. */
    public void copyRows(int y, int rows, int[] target, int offset) {
        System.arraycopy(argb, y * width, target, offset, rows * width);
    }

    /**
     * Whether these pixels are their own premultiplied form: each is opaque or wholly clear (0), as the pixels of
     * most sprite sheets are. Known from the decode, or read once up to the first pixel that is neither.
     */
    public boolean ownPremultiplied() {
        int known = ownPremultiplied;
        if (known == 0) {
            known = 1;
            for (int pixel : argb) {
                if (!opaqueOrClear(pixel)) {
                    known = 2;
                    break;
                }
            }
            ownPremultiplied = known;
        }
        return known == 1;
    }

    /** Whether premultiplying {@code pixel} leaves it as it is. */
    static boolean opaqueOrClear(int pixel) {
        return pixel >>> 24 == 0xff || pixel == 0;
    }

    /**
     * The pixels themselves, for drawing them without a copy of their 4 bytes a pixel (a 4096² sheet is 64 MB):
     * the caller only reads them, like every other holder of this image.
     */
    public IntBuffer pixelsForDrawing() {
        return IntBuffer.wrap(argb);
    }

    /** A copy of every pixel. */
    public int[] copyPixels() {
        return argb.clone();
    }

    /** The pixels themselves, for the slicers in this package, which only read them. */
    int[] pixels() {
        return argb;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SheetImage image && image.width == width && image.height == height
                && Arrays.equals(image.argb, argb);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * width + height) + Arrays.hashCode(argb);
    }

    @Override
    public String toString() {
        return "SheetImage[" + width + " × " + height + "]";
    }
}

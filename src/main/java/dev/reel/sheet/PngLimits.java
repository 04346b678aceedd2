package dev.reel.sheet;

/**
 * How large a PNG Reel agrees to decode; checked against the header before any pixel memory is allocated.
 *
 * @param maxWidth       pixels
 * @param maxHeight      pixels
 * @param maxPixelBytes  the largest decoded size, width × height × 4 bytes of ARGB
 */
public record PngLimits(int maxWidth, int maxHeight, long maxPixelBytes) {

    /** 16384 × 16384, the largest texture most GPUs take, and the 1 GiB of ARGB that needs. */
    public static final PngLimits DEFAULT = new PngLimits(16384, 16384, 16384L * 16384 * 4);

    public PngLimits {
        if (maxWidth <= 0 || maxHeight <= 0 || maxPixelBytes <= 0) {
            throw new IllegalArgumentException("PNG limits must be positive");
        }
    }
}

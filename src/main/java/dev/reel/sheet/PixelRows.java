package dev.reel.sheet;

/**
 * Decodes the pixels of a plain (not interlaced) grey, grey + alpha, RGB or RGBA PNG of 8 or 16 bits a sample
 * while the image data streams past the chunk check: each row is unfiltered against the one before and written
 * straight into the packed ARGB the sheet keeps. The check inflates the data anyway, so the image is inflated
 * once instead of a second time by ImageIO, with no ImageIO raster and no copy of the file's bytes in between.
 * The values are ImageIO's as {@link ArgbConversion} reads them: stored samples (grey is not brightened), 16-bit
 * samples scaled to 8 bits with rounding, and a tRNS colour key compared on the stored samples. Palette images,
 * bit depths under 8 and interlaced images are decoded by ImageIO ({@link #supports}).
 *
 * <p>The whole image is allocated only once the compressed bytes inflated so far could hold it at deflate's best
 * ratio: a small file that declares a huge image gets no pixel memory before the check refuses it, as before
 * (rows that arrive earlier wait in a list of their own and are copied in).
 */
final class PixelRows implements ImageDataCheck.Rows {
    private final int width;
    private final int channels;
    private final boolean wide;
    private final int bytesPerPixel;
    private final int height;
    private final long inflatedBytes;
    /** The image, once the data read so far can hold it; rows decoded before then wait in {@code early}. */
    private int[] argb;
    private final java.util.List<int[]> early = new java.util.ArrayList<>();
    private java.util.function.LongSupplier compressedRead = () -> 0;
    private byte[] previous;
    private byte[] current;
    /** The colour key as stored samples (grey, or red, green and blue), or null. */
    private int[] key;
    private int y;
    /** Whether a pixel written so far is partly transparent, or clear with a colour (SheetImage.ownPremultiplied). */
    private boolean mixed;

    /** Whether the header's kind of PNG is decoded here rather than by ImageIO. */
    static boolean supports(PngHeader header) {
        return !header.interlaced() && header.colourType() != 3
                && (header.bitDepth() == 8 || header.bitDepth() == 16);
    }

    /** Rows for {@code header}, whose image must be {@link #supports supported}. */
    PixelRows(PngHeader header) {
        this.width = header.width();
        this.height = header.height();
        this.inflatedBytes = header.inflatedBytes();
        this.channels = header.channels();
        this.wide = header.bitDepth() == 16;
        this.bytesPerPixel = channels * (wide ? 2 : 1);
        this.previous = new byte[1 + width * bytesPerPixel];
        this.current = new byte[previous.length];
    }

    @Override
    public void compressedBytes(java.util.function.LongSupplier read) {
        compressedRead = read;
    }

    @Override
    public void transparency(byte[] data) {
        // Only grey and RGB images keep a tRNS (PngChunks checks its length): one 16-bit sample per channel.
        int[] samples = new int[channels];
        for (int i = 0; i < channels; i++) {
            samples[i] = (data[2 * i] & 0xff) << 8 | data[2 * i + 1] & 0xff;
        }
        key = samples;
    }

    @Override
    public void row(byte[] filtered) {
        System.arraycopy(filtered, 0, current, 0, filtered.length);
        AlphaRows.unfilter(current, previous, bytesPerPixel);
        if (argb == null && inflatedBytes <= compressedRead.getAsLong() * PngChunks.MAX_DEFLATE_RATIO + (1 << 12)) {
            allocate();
        }
        int[] out = argb;
        int base = y * width;
        if (out == null) {
            out = new int[width];
            early.add(out);
            base = 0;
        }
        if (wide) {
            wideRow(current, out, base);
        } else {
            narrowRow(current, out, base);
        }
        if (!mixed) {
            // The row is still in the cache: looking at it here spares the picture a pass over the whole image.
            for (int i = base, end = base + width; i < end; i++) {
                if (!SheetImage.opaqueOrClear(out[i])) {
                    mixed = true;
                    break;
                }
            }
        }
        y++;
        byte[] swap = previous;
        previous = current;
        current = swap;
    }

    private void allocate() {
        argb = new int[Math.multiplyExact(width, height)];
        for (int i = 0; i < early.size(); i++) {
            System.arraycopy(early.get(i), 0, argb, i * width, width);
        }
        early.clear();
    }

    private void narrowRow(byte[] row, int[] out, int base) {
        switch (channels) {
            case 4 -> {
                for (int x = 0, at = 1; x < width; x++, at += 4) {
                    out[base + x] = (row[at + 3] & 0xff) << 24 | (row[at] & 0xff) << 16 | (row[at + 1] & 0xff) << 8
                            | row[at + 2] & 0xff;
                }
            }
            case 3 -> {
                for (int x = 0, at = 1; x < width; x++, at += 3) {
                    int r = row[at] & 0xff;
                    int g = row[at + 1] & 0xff;
                    int b = row[at + 2] & 0xff;
                    int a = key != null && r == key[0] && g == key[1] && b == key[2] ? 0 : 0xff;
                    out[base + x] = a << 24 | r << 16 | g << 8 | b;
                }
            }
            case 2 -> {
                for (int x = 0, at = 1; x < width; x++, at += 2) {
                    int v = row[at] & 0xff;
                    out[base + x] = (row[at + 1] & 0xff) << 24 | v << 16 | v << 8 | v;
                }
            }
            default -> {
                for (int x = 0, at = 1; x < width; x++, at++) {
                    int v = row[at] & 0xff;
                    int a = key != null && v == key[0] ? 0 : 0xff;
                    out[base + x] = a << 24 | v << 16 | v << 8 | v;
                }
            }
        }
    }

    private void wideRow(byte[] row, int[] out, int base) {
        for (int x = 0, at = 1; x < width; x++, at += bytesPerPixel) {
            int first = sample(row, at);
            int r;
            int g;
            int b;
            int a = 0xff;
            if (channels <= 2) {
                r = g = b = scale(first);
                if (channels == 2) {
                    a = scale(sample(row, at + 2));
                } else if (key != null && first == key[0]) {
                    a = 0;
                }
            } else {
                int second = sample(row, at + 2);
                int third = sample(row, at + 4);
                r = scale(first);
                g = scale(second);
                b = scale(third);
                if (channels == 4) {
                    a = scale(sample(row, at + 6));
                } else if (key != null && first == key[0] && second == key[1] && third == key[2]) {
                    a = 0;
                }
            }
            out[base + x] = a << 24 | r << 16 | g << 8 | b;
        }
    }

    private static int sample(byte[] row, int at) {
        return (row[at] & 0xff) << 8 | row[at + 1] & 0xff;
    }

    /** A 16-bit sample in 8 bits, rounded as {@link ArgbConversion} rounds it. */
    private static int scale(int sample) {
        return (sample * 255 + 32767) / 65535;
    }

    /** The decoded image; call once the check found every row whole. */
    SheetImage image() {
        if (argb == null) {
            allocate();
        }
        return SheetImage.wrap(width, height, argb, !mixed);
    }
}

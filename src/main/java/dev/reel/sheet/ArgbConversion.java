package dev.reel.sheet;

import java.awt.image.BufferedImage;
import java.awt.image.ColorModel;
import java.awt.image.DataBufferByte;
import java.awt.image.IndexColorModel;
import java.awt.image.PixelInterleavedSampleModel;
import java.awt.image.Raster;

/**
 * Turns ImageIO's decoded raster into packed ARGB with the PNG's own sample values. It reads raw samples
 * instead of calling {@code getRGB}, because ImageIO tags grey PNGs as linear grey and {@code getRGB} would
 * then brighten them; game engines show the stored values, and so does Reel.
 */
final class ArgbConversion {
    private ArgbConversion() {
    }

    static int[] toArgb(BufferedImage image, PngChunks.Scan scan) {
        int width = image.getWidth();
        int height = image.getHeight();
        int[] argb = new int[Math.multiplyExact(width, height)];
        Raster raster = image.getRaster();
        ColorModel colours = image.getColorModel();
        if (colours instanceof IndexColorModel palette) {
            fromPalette(raster, palette, argb);
            return argb;
        }
        int bands = raster.getNumBands();
        int bits = raster.getSampleModel().getSampleSize(0);
        // ImageIO turns a tRNS colour key into an alpha band on some JDKs; apply it only where it did not.
        int[] key = bands == 1 || bands == 3 ? colourKey(scan.transparency(), bands) : null;
        if (bits == 8 && key == null && raster.getDataBuffer() instanceof DataBufferByte bytes
                && raster.getSampleModel() instanceof PixelInterleavedSampleModel layout
                && raster.getSampleModelTranslateX() == 0 && raster.getSampleModelTranslateY() == 0) {
            fromBytes(bytes.getData(), layout, bands, width, height, argb);
            return argb;
        }
        fromSamples(raster, bands, bits, key, argb);
        return argb;
    }

    private static void fromPalette(Raster raster, IndexColorModel palette, int[] argb) {
        int[] entries = new int[256];
        palette.getRGBs(entries);
        int size = palette.getMapSize();
        int width = raster.getWidth();
        int[] row = new int[width];
        for (int y = 0; y < raster.getHeight(); y++) {
            raster.getSamples(0, y, width, 1, 0, row);
            int base = y * width;
            for (int x = 0; x < width; x++) {
                int index = row[x];
                // An index past the palette is an encoder bug; show it as transparent rather than fail.
                argb[base + x] = index < size ? entries[index] : 0;
            }
        }
    }

    private static void fromBytes(byte[] data, PixelInterleavedSampleModel layout, int bands, int width,
                                  int height, int[] argb) {
        int[] offsets = layout.getBandOffsets();
        int stride = layout.getPixelStride();
        int scanline = layout.getScanlineStride();
        int first = offsets[0];
        int second = bands > 1 ? offsets[1] : 0;
        int third = bands > 2 ? offsets[2] : 0;
        int fourth = bands > 3 ? offsets[3] : 0;
        for (int y = 0; y < height; y++) {
            int at = y * scanline;
            int base = y * width;
            for (int x = 0; x < width; x++, at += stride) {
                int a;
                int r;
                int g;
                int b;
                switch (bands) {
                    case 1 -> {
                        r = g = b = data[at + first] & 0xff;
                        a = 0xff;
                    }
                    case 2 -> {
                        r = g = b = data[at + first] & 0xff;
                        a = data[at + second] & 0xff;
                    }
                    case 3 -> {
                        r = data[at + first] & 0xff;
                        g = data[at + second] & 0xff;
                        b = data[at + third] & 0xff;
                        a = 0xff;
                    }
                    default -> {
                        r = data[at + first] & 0xff;
                        g = data[at + second] & 0xff;
                        b = data[at + third] & 0xff;
                        a = data[at + fourth] & 0xff;
                    }
                }
                argb[base + x] = a << 24 | r << 16 | g << 8 | b;
            }
        }
    }

    private static void fromSamples(Raster raster, int bands, int bits, int[] key, int[] argb) {
        int width = raster.getWidth();
        int max = (1 << bits) - 1;
        int[] row = new int[width * bands];
        for (int y = 0; y < raster.getHeight(); y++) {
            raster.getPixels(0, y, width, 1, row);
            int base = y * width;
            for (int x = 0; x < width; x++) {
                int at = x * bands;
                int a = 0xff;
                int r;
                int g;
                int b;
                if (bands <= 2) {
                    r = g = b = scale(row[at], max);
                    if (bands == 2) {
                        a = scale(row[at + 1], max);
                    } else if (key != null && row[at] == key[0]) {
                        a = 0;
                    }
                } else {
                    r = scale(row[at], max);
                    g = scale(row[at + 1], max);
                    b = scale(row[at + 2], max);
                    if (bands == 4) {
                        a = scale(row[at + 3], max);
                    } else if (key != null && row[at] == key[0] && row[at + 1] == key[1] && row[at + 2] == key[2]) {
                        a = 0;
                    }
                }
                argb[base + x] = a << 24 | r << 16 | g << 8 | b;
            }
        }
    }

    private static int scale(int sample, int max) {
        return max == 255 ? sample : (sample * 255 + max / 2) / max;
    }

    /** The tRNS colour key as raw samples (16-bit big-endian each), or null when there is none. */
    private static int[] colourKey(byte[] transparency, int bands) {
        if (transparency == null || transparency.length != bands * 2) {
            return null;
        }
        int[] key = new int[bands];
        for (int i = 0; i < bands; i++) {
            key[i] = (transparency[2 * i] & 0xff) << 8 | (transparency[2 * i + 1] & 0xff);
        }
        return key;
    }
}

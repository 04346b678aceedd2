package dev.reel.sheet;

import dev.reel.model.Diagnostic;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Finds the alpha shapes of a plain (not interlaced) RGBA or grey + alpha PNG while it streams: each row is
 * unfiltered against the one before and labelled at once, so a 16384 × 16384 sheet needs two rows and its
 * shapes rather than a gibibyte of decoded pixels. Other PNGs are decoded whole ({@link #supports}).
 */
final class AlphaRows implements ImageDataCheck.Rows {
    private final ShapeFinder finder;
    private final int threshold;
    private final int bytesPerPixel;
    private final int alphaOffset;
    /** 16-bit samples. */
    private final boolean wide;
    private final int[] argb;
    private byte[] previous;
    private byte[] current;
    private int y;

    /** The outcome: the header and shapes, or why the file cannot be read, and any warning. */
    record Found(PngHeader header, Shapes shapes, Diagnostic diagnostic, Diagnostic warning) {
    }

    private AlphaRows(PngHeader header, int threshold) {
        this.finder = ShapeFinder.streaming(header.width());
        this.threshold = threshold;
        int sampleBytes = header.bitDepth() / 8;
        this.bytesPerPixel = header.channels() * sampleBytes;
        // The alpha sample is the last one; of a 16-bit sample its high byte comes first.
        this.alphaOffset = (header.channels() - 1) * sampleBytes;
        this.wide = sampleBytes == 2;
        this.argb = new int[header.width()];
        this.previous = new byte[1 + header.width() * bytesPerPixel];
        this.current = new byte[previous.length];
    }

    /** Whether the header's kind of PNG is read row by row here. */
    static boolean supports(PngHeader header) {
        return !header.interlaced() && (header.colourType() == 6 || header.colourType() == 4)
                && (header.bitDepth() == 8 || header.bitDepth() == 16);
    }

    /** The shapes of {@code path}; null when the PNG is of a kind {@link #supports} refuses. */
    static Found find(Path path, String file, PngLimits limits, int threshold) {
        Diagnostic irregular = dev.reel.io.ProjectFolder.notRegular(path, file);
        if (irregular != null) {
            return new Found(null, null, irregular, null);
        }
        try (InputStream input = new BufferedInputStream(Files.newInputStream(path), 1 << 16)) {
            PngChunks chunks = new PngChunks(file, input);
            PngHeader header = chunks.header(limits);
            if (!supports(header)) {
                return null;
            }
            AlphaRows rows = new AlphaRows(header, threshold);
            Diagnostic warning = chunks.check(header, rows);
            return new Found(header, rows.finder.finish(), null, warning);
        } catch (PngProblem problem) {
            return new Found(null, null, problem.diagnostic(), null);
        } catch (IOException | SecurityException unreadable) {
            return null;
        }
    }

    @Override
    public void row(byte[] filtered) {
        System.arraycopy(filtered, 0, current, 0, filtered.length);
        unfilter(current, previous, bytesPerPixel);
        if (!wide) {
            for (int x = 0, at = 1 + alphaOffset; x < argb.length; x++, at += bytesPerPixel) {
                argb[x] = (current[at] & 0xff) << 24;
            }
        } else {
            // 16-bit alpha scaled to 8 bits with rounding, as the decoded image has it (ArgbConversion).
            for (int x = 0, at = 1 + alphaOffset; x < argb.length; x++, at += bytesPerPixel) {
                int sample = (current[at] & 0xff) << 8 | current[at + 1] & 0xff;
                argb[x] = ((sample * 255 + 32767) / 65535) << 24;
            }
        }
        finder.row(argb, y++, threshold);
        byte[] swap = previous;
        previous = current;
        current = swap;
    }

    /** Undoes PNG's row filter in place; {@code row[0]} is the filter type (checked to be 0–4 upstream). */
    static void unfilter(byte[] row, byte[] above, int bpp) {
        int filter = row[0];
        int length = row.length;
        switch (filter) {
            case 1 -> {
                for (int i = 1 + bpp; i < length; i++) {
                    row[i] += row[i - bpp];
                }
            }
            case 2 -> {
                for (int i = 1; i < length; i++) {
                    row[i] += above[i];
                }
            }
            case 3 -> {
                for (int i = 1; i < length; i++) {
                    int left = i > bpp ? row[i - bpp] & 0xff : 0;
                    row[i] += (byte) ((left + (above[i] & 0xff)) >>> 1);
                }
            }
            case 4 -> {
                for (int i = 1; i < length; i++) {
                    int a = i > bpp ? row[i - bpp] & 0xff : 0;
                    int b = above[i] & 0xff;
                    int c = i > bpp ? above[i - bpp] & 0xff : 0;
                    int p = a + b - c;
                    int pa = Math.abs(p - a);
                    int pb = Math.abs(p - b);
                    int pc = Math.abs(p - c);
                    row[i] += (byte) (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
                }
            }
            default -> {
                // 0: the row is stored as it is.
            }
        }
    }
}

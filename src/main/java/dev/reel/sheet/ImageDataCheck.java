package dev.reel.sheet;

import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * Inflates a PNG's image data as its IDAT chunks stream past, in a fixed 64 KiB window, and checks that the
 * zlib stream is whole and holds exactly the filtered rows the header promises: every row of every interlace
 * pass, each starting with a filter type of 0 to 4, and nothing after the last row. Nothing is kept, so a
 * 16384 × 16384 sheet is checked in the same few kilobytes as an icon.
 */
final class ImageDataCheck {
    private static final int WINDOW = 1 << 16;

    private final Inflater inflater = new Inflater();
    private final byte[] window = new byte[WINDOW];
    /** Bytes per row of each pass, filter byte included, and rows per pass; empty passes left out. */
    private final long[] rowBytes;
    private final long[] rows;
    private final long expected;
    private int pass;
    private long row;
    private long inRow;
    private long produced;
    private String problem;
    /** Where whole rows go as they are inflated (filter byte first), or null; plain, not interlaced, images only. */
    private Rows sink;
    private byte[] rowBuffer;

    /** Receives each filtered row of a plain image. */
    interface Rows {
        void row(byte[] filtered);

        /** The data of a valid tRNS chunk, which comes before the first row; ignored unless overridden. */
        default void transparency(byte[] data) {
        }

        /** How to ask how many compressed bytes were inflated so far; told once, before the first row. */
        default void compressedBytes(java.util.function.LongSupplier read) {
        }
    }

    ImageDataCheck(PngHeader header) {
        long bitsPerPixel = (long) header.channels() * header.bitDepth();
        int[][] passes = header.interlaced() ? PngHeader.ADAM7 : new int[][]{{0, 0, 1, 1}};
        long[] widths = new long[passes.length];
        long[] heights = new long[passes.length];
        int used = 0;
        for (int[] p : passes) {
            long passWidth = (header.width() - p[0] + (long) p[2] - 1) / p[2];
            long passHeight = (header.height() - p[1] + (long) p[3] - 1) / p[3];
            if (passWidth > 0 && passHeight > 0) {
                widths[used] = 1 + (passWidth * bitsPerPixel + 7) / 8;
                heights[used] = passHeight;
                used++;
            }
        }
        rowBytes = java.util.Arrays.copyOf(widths, used);
        rows = java.util.Arrays.copyOf(heights, used);
        expected = header.inflatedBytes();
    }

    /** Sends every row to {@code rows} as it completes; the image must not be interlaced. */
    void sendRowsTo(Rows rows) {
        if (rowBytes.length != 1) {
            throw new IllegalStateException("rows of an interlaced image come in passes");
        }
        sink = rows;
        rowBuffer = new byte[(int) rowBytes[0]];
        rows.compressedBytes(inflater::getBytesRead);
    }

    /** Passes a valid tRNS chunk's data on to the rows' receiver, if there is one. */
    void transparency(byte[] data) {
        if (sink != null) {
            sink.transparency(data);
        }
    }

    /** Feeds {@code length} bytes of an IDAT chunk's data; false once the data is known to be broken. */
    boolean feed(byte[] data, int offset, int length) {
        if (problem != null) {
            return false;
        }
        if (inflater.finished()) {
            // Bytes after the end of the zlib stream: decoders ignore them, and so does Reel.
            return true;
        }
        inflater.setInput(data, offset, length);
        try {
            while (!inflater.needsInput() && !inflater.finished()) {
                int got = inflater.inflate(window);
                if (got == 0 && inflater.needsDictionary()) {
                    problem = "its zlib stream asks for a preset dictionary, which PNG does not allow";
                    return false;
                }
                if (!account(got)) {
                    return false;
                }
                if (got == 0 && !inflater.needsInput() && !inflater.finished()) {
                    break;
                }
            }
        } catch (DataFormatException corrupt) {
            problem = "the compressed data is corrupt (" + corrupt.getMessage() + ")";
            return false;
        }
        return true;
    }

    /** Checks the rows in the {@code got} bytes just inflated into the window. */
    private boolean account(int got) {
        int at = 0;
        while (at < got) {
            if (pass >= rowBytes.length) {
                problem = "it inflates to more than the " + expected + " bytes the image needs";
                return false;
            }
            if (inRow == 0) {
                int filter = window[at] & 0xff;
                if (filter > 4) {
                    problem = "a row starts with an unknown filter type " + filter;
                    return false;
                }
            }
            long step = Math.min(got - at, rowBytes[pass] - inRow);
            if (sink != null) {
                System.arraycopy(window, at, rowBuffer, (int) inRow, (int) step);
            }
            at += (int) step;
            inRow += step;
            produced += step;
            if (inRow == rowBytes[pass]) {
                inRow = 0;
                if (sink != null) {
                    sink.row(rowBuffer);
                }
                if (++row == rows[pass]) {
                    row = 0;
                    pass++;
                }
            }
        }
        return true;
    }

    /** Whether every row arrived and the zlib stream ended cleanly. */
    boolean complete() {
        return problem == null && inflater.finished() && produced == expected;
    }

    /** Why the image data is not {@link #complete}, after the last IDAT; null while nothing is known wrong. */
    String whyIncomplete() {
        if (problem != null || complete()) {
            return problem;
        }
        if (produced < expected) {
            return "it stops after " + produced + " of the " + expected + " bytes the image needs";
        }
        return "the zlib stream does not end where the image ends (it is cut short)";
    }

    /** What made the data broken while it streamed, or null. */
    String problem() {
        return problem;
    }

    void close() {
        inflater.end();
    }
}

package dev.reel.cli;

import dev.reel.reliability.PeakHeap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Slicing a 16384 × 16384 all-transparent RGBA sheet (the size limit) by a 64 px grid and by alpha, and checking
 * it, in a child JVM whose peak heap is printed: under 1 GiB (the grid needs the size alone; alpha slicing labels
 * rows as they inflate; the check inflates in a fixed window). Tagged reliability: writing the sheet deflates 1 GiB of rows.
 */
@Tag("reliability")
class BigSheetMemoryTest {
    private static final int SIZE = 16384;
    private static final long GIB = 1L << 30;

    @TempDir
    Path temp;

    @Test
    void gridAndAlphaSlicingAndCheckingTheLargestSheetStayUnderOneGibibyte() throws Exception {
        long started = System.nanoTime();
        Path sheet = transparentSheet(temp.resolve("big.png"));
        PeakHeap.Run grid = PeakHeap.measure("3g", temp, "slice", sheet.toString(), "--grid", "64,64", "--dry-run");
        PeakHeap.Run check = PeakHeap.measure("3g", temp, "check", sheet.toString());
        PeakHeap.Run alpha = PeakHeap.measure("3g", temp, "slice", sheet.toString(), "--alpha", "--dry-run");
        System.out.printf(Locale.ROOT, "PEAK big-sheet 16384x16384 grid-64=%.1f MiB alpha=%.1f MiB check=%.1f MiB"
                        + " (%.0f s)%n", grid.peakBytes() / 1048576.0, alpha.peakBytes() / 1048576.0,
                check.peakBytes() / 1048576.0, (System.nanoTime() - started) / 1e9);
        // All transparent: alpha slicing finds no shape and says so (SLC001, exit 1), within the same bound.
        assertThat(alpha.exit()).as(alpha.output()).isEqualTo(1);
        assertThat(alpha.peakBytes()).as("alpha slicing peak heap").isLessThan(GIB);
        assertThat(grid.exit()).as(grid.output()).isZero();
        assertThat(check.exit()).as(check.output()).isZero();
        assertThat(grid.peakBytes()).as("grid slicing peak heap").isLessThan(GIB);
        assertThat(check.peakBytes()).as("check peak heap").isLessThan(GIB);
    }

    /** Filter byte 0 and four zero bytes per pixel on every row, deflated as it is written. */
    private static Path transparentSheet(Path file) throws IOException {
        Deflater deflater = new Deflater(Deflater.BEST_SPEED);
        java.io.ByteArrayOutputStream compressed = new java.io.ByteArrayOutputStream();
        byte[] row = new byte[1 + SIZE * 4];
        byte[] buffer = new byte[1 << 16];
        for (int y = 0; y < SIZE; y++) {
            deflater.setInput(row);
            while (!deflater.needsInput()) {
                compressed.write(buffer, 0, deflater.deflate(buffer));
            }
        }
        deflater.finish();
        while (!deflater.finished()) {
            compressed.write(buffer, 0, deflater.deflate(buffer));
        }
        deflater.end();
        byte[] header = new byte[13];
        putInt(header, 0, SIZE);
        putInt(header, 4, SIZE);
        header[8] = 8;
        header[9] = 6;
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file))) {
            out.write(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
            chunk(out, "IHDR", header);
            chunk(out, "IDAT", compressed.toByteArray());
            chunk(out, "IEND", new byte[0]);
        }
        return file;
    }

    private static void chunk(OutputStream out, String type, byte[] data) throws IOException {
        byte[] typeBytes = type.getBytes(StandardCharsets.US_ASCII);
        CRC32 crc = new CRC32();
        crc.update(typeBytes);
        crc.update(data);
        byte[] number = new byte[4];
        putInt(number, 0, data.length);
        out.write(number);
        out.write(typeBytes);
        out.write(data);
        putInt(number, 0, (int) crc.getValue());
        out.write(number);
    }

    private static void putInt(byte[] data, int at, int value) {
        data[at] = (byte) (value >>> 24);
        data[at + 1] = (byte) (value >>> 16);
        data[at + 2] = (byte) (value >>> 8);
        data[at + 3] = (byte) value;
    }
}

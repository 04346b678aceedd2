package dev.reel.reliability;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;

/**
 * All-transparent RGBA PNGs of any size written row by row (a 16384² one is about 5 MB of deflated zeros), with
 * ways to spoil them: image data cut short, a corrupt deflate stream, no IEND chunk.
 */
final class BigSheets {
    private BigSheets() {
    }

    /** Writes a transparent {@code width} × {@code height} PNG to {@code file}. */
    static Path blank(int width, int height, Path file) throws IOException {
        Files.write(file, png(width, height, true));
        return file;
    }

    /** The bytes of a transparent PNG, with or without its IEND chunk. */
    static byte[] png(int width, int height, boolean withEnd) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
        chunk(out, "IHDR", ByteBuffer.allocate(13).putInt(width).putInt(height).put((byte) 8).put((byte) 6)
                .put((byte) 0).put((byte) 0).put((byte) 0).array());
        chunk(out, "IDAT", idat(width, height));
        if (withEnd) {
            chunk(out, "IEND", new byte[0]);
        }
        return out.toByteArray();
    }

    /**
     * The deflated rows (filter byte 0, then zeros), at the fastest level: a 16384² sheet's gigabyte of rows took
     * 6.5 s of processor time at the default level (to 1.0 MB) and takes 2.0 s at this one (to 4.7 MB).
     */
    static byte[] idat(int width, int height) throws IOException {
        ByteArrayOutputStream data = new ByteArrayOutputStream();
        byte[] row = new byte[1 + width * 4];
        Deflater deflater = new Deflater(Deflater.BEST_SPEED);
        try (OutputStream deflate = new DeflaterOutputStream(data, deflater, 64 * 1024)) {
            for (int y = 0; y < height; y++) {
                deflate.write(row);
            }
        } finally {
            deflater.end();
        }
        return data.toByteArray();
    }

    /** A PNG whose IDAT holds only the first half of its deflated rows (its CRC right, its data short). */
    static byte[] truncatedData(int width, int height) throws IOException {
        byte[] idat = idat(width, height);
        byte[] half = java.util.Arrays.copyOf(idat, idat.length / 2);
        return withIdat(width, height, half);
    }

    /** A PNG whose deflate stream is garbage after its header bytes (its CRC right). */
    static byte[] corruptDeflate(int width, int height) throws IOException {
        byte[] idat = idat(width, height);
        for (int i = 2; i < idat.length; i++) {
            idat[i] = (byte) 0xff;
        }
        return withIdat(width, height, idat);
    }

    private static byte[] withIdat(int width, int height, byte[] idat) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
        chunk(out, "IHDR", ByteBuffer.allocate(13).putInt(width).putInt(height).put((byte) 8).put((byte) 6)
                .put((byte) 0).put((byte) 0).put((byte) 0).array());
        chunk(out, "IDAT", idat);
        chunk(out, "IEND", new byte[0]);
        return out.toByteArray();
    }

    private static void chunk(ByteArrayOutputStream out, String type, byte[] data) throws IOException {
        byte[] name = type.getBytes(StandardCharsets.US_ASCII);
        out.write(ByteBuffer.allocate(4).putInt(data.length).array());
        out.write(name);
        out.write(data);
        CRC32 crc = new CRC32();
        crc.update(name);
        crc.update(data);
        out.write(ByteBuffer.allocate(4).putInt((int) crc.getValue()).array());
    }
}

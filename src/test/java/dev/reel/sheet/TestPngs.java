package dev.reel.sheet;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/** Builds PNG files byte by byte, valid or deliberately broken, for the loader tests. */
final class TestPngs {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    private TestPngs() {
        out.writeBytes(PngChunks.SIGNATURE);
    }

    static TestPngs start() {
        return new TestPngs();
    }

    TestPngs header(long width, long height, int bitDepth, int colourType, boolean interlaced) {
        byte[] data = new byte[13];
        putInt(data, 0, (int) width);
        putInt(data, 4, (int) height);
        data[8] = (byte) bitDepth;
        data[9] = (byte) colourType;
        data[12] = (byte) (interlaced ? 1 : 0);
        return chunk("IHDR", data);
    }

    TestPngs chunk(String type, byte[] data) {
        CRC32 crc = new CRC32();
        byte[] typeBytes = type.getBytes(StandardCharsets.US_ASCII);
        crc.update(typeBytes);
        crc.update(data);
        writeInt(data.length);
        out.writeBytes(typeBytes);
        out.writeBytes(data);
        writeInt((int) crc.getValue());
        return this;
    }

    /** One IDAT holding {@code raw} scanlines (filter bytes included), deflated. */
    TestPngs imageData(byte[] raw) {
        return chunk("IDAT", deflate(raw));
    }

    TestPngs end() {
        return chunk("IEND", new byte[0]);
    }

    byte[] bytes() {
        return out.toByteArray();
    }

    /** Scanlines of an 8-bit RGBA image from ARGB pixels, filter type 0 on every row. */
    static byte[] rgbaRows(int width, int height, int[] argb) {
        ByteArrayOutputStream rows = new ByteArrayOutputStream();
        for (int y = 0; y < height; y++) {
            rows.write(0);
            for (int x = 0; x < width; x++) {
                int pixel = argb[y * width + x];
                rows.write(pixel >>> 16);
                rows.write(pixel >>> 8);
                rows.write(pixel);
                rows.write(pixel >>> 24);
            }
        }
        return rows.toByteArray();
    }

    /** A small valid RGBA PNG of the given pixels. */
    static byte[] rgba(int width, int height, int[] argb) {
        return start().header(width, height, 8, 6, false).imageData(rgbaRows(width, height, argb)).end().bytes();
    }

    static byte[] deflate(byte[] raw) {
        Deflater deflater = new Deflater();
        deflater.setInput(raw);
        deflater.finish();
        ByteArrayOutputStream compressed = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        while (!deflater.finished()) {
            compressed.write(buffer, 0, deflater.deflate(buffer));
        }
        deflater.end();
        return compressed.toByteArray();
    }

    /**
     * A zlib stream that inflates to {@code blocks} × 1 MiB of zeros. One megabyte is deflated once with a full
     * flush, which makes its blocks independent of what came before, and repeated: the stream is built in
     * milliseconds instead of deflating a gigabyte.
     */
    static byte[] zeroBomb(int blocks) {
        int block = 1 << 20;
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION, true);
        deflater.setInput(new byte[block]);
        ByteArrayOutputStream piece = new ByteArrayOutputStream();
        byte[] buffer = new byte[1 << 16];
        int written;
        do {
            written = deflater.deflate(buffer, 0, buffer.length, Deflater.FULL_FLUSH);
            piece.write(buffer, 0, written);
        } while (written == buffer.length);
        deflater.end();
        byte[] repeated = piece.toByteArray();
        ByteArrayOutputStream stream = new ByteArrayOutputStream();
        stream.write(0x78);
        stream.write(0xda);
        for (int i = 0; i < blocks; i++) {
            stream.writeBytes(repeated);
        }
        // A final empty stored block, then the Adler-32 of n zero bytes: a = 1, b = n mod 65521.
        stream.writeBytes(new byte[] {1, 0, 0, (byte) 0xff, (byte) 0xff});
        long length = (long) blocks * block;
        long adler = (length % 65521) << 16 | 1;
        stream.write((int) (adler >>> 24));
        stream.write((int) (adler >>> 16));
        stream.write((int) (adler >>> 8));
        stream.write((int) adler);
        return stream.toByteArray();
    }

    /** The image as ImageIO writes it as a PNG. */
    static byte[] written(BufferedImage image) {
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        try {
            if (!ImageIO.write(image, "png", png)) {
                throw new IllegalStateException("no PNG writer");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return png.toByteArray();
    }

    private void writeInt(int value) {
        out.write(value >>> 24);
        out.write(value >>> 16);
        out.write(value >>> 8);
        out.write(value);
    }

    private static void putInt(byte[] data, int at, int value) {
        data[at] = (byte) (value >>> 24);
        data[at + 1] = (byte) (value >>> 16);
        data[at + 2] = (byte) (value >>> 8);
        data[at + 3] = (byte) value;
    }
}

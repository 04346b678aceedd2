package dev.reel.sheet;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;

/** Big-endian integers and whole chunks as PNG writes them, for {@link PngChunks}. */
final class PngBytes {
    private PngBytes() {
    }

    static byte[] headerBytes(PngHeader header) {
        byte[] data = new byte[13];
        putInt(data, 0, header.width());
        putInt(data, 4, header.height());
        data[8] = (byte) header.bitDepth();
        data[9] = (byte) header.colourType();
        data[12] = (byte) (header.interlaced() ? 1 : 0);
        return data;
    }

    static void writeChunk(ByteArrayOutputStream out, String type, byte[] data) {
        CRC32 chunkCrc = new CRC32();
        byte[] typeBytes = type.getBytes(StandardCharsets.US_ASCII);
        chunkCrc.update(typeBytes);
        chunkCrc.update(data);
        writeInt(out, data.length);
        out.write(typeBytes, 0, 4);
        out.write(data, 0, data.length);
        writeInt(out, (int) chunkCrc.getValue());
    }

    static void writeInt(ByteArrayOutputStream out, int value) {
        out.write(value >>> 24);
        out.write(value >>> 16);
        out.write(value >>> 8);
        out.write(value);
    }

    static void putInt(byte[] data, int at, int value) {
        data[at] = (byte) (value >>> 24);
        data[at + 1] = (byte) (value >>> 16);
        data[at + 2] = (byte) (value >>> 8);
        data[at + 3] = (byte) value;
    }

    static long readUnsigned(byte[] data, int at) {
        return ((data[at] & 0xffL) << 24) | ((data[at + 1] & 0xffL) << 16) | ((data[at + 2] & 0xffL) << 8)
                | (data[at + 3] & 0xffL);
    }

    static String mebibytes(long bytes) {
        return bytes >= 1L << 30 ? String.format(java.util.Locale.ROOT, "%.1f GiB", bytes / (double) (1L << 30))
                : String.format(java.util.Locale.ROOT, "%.1f MiB", bytes / (double) (1L << 20));
    }
}

package dev.reel.sheet;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;

/**
 * Walks a PNG's chunks as a stream, checking the signature, the IHDR against the limits, every CRC and the
 * chunk order, and copies only what decoding needs (IHDR, PLTE, tRNS, IDAT, IEND) into a new stream.
 * Ancillary chunks are checked and skipped without ever being inflated: that is what defuses zTXt, iTXt and
 * iCCP bombs, which ImageIO would otherwise inflate whole into memory.
 */
final class PngChunks {
    static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    private static final int BUFFER = 1 << 16;
    /** Deflate's best case is two bits for a 258-byte match: 1032 to 1; a little more covers block headers. */
    private static final long MAX_DEFLATE_RATIO = 1040;

    private final String file;
    private final String name;
    private final InputStream input;
    private final CRC32 crc = new CRC32();
    private final byte[] buffer = new byte[BUFFER];

    /** What decoding needs: the header, the chunks to hand to ImageIO, and the palette and transparency. */
    record Scan(PngHeader header, byte[] decodable, byte[] palette, byte[] transparency) {
    }

    PngChunks(String file, InputStream input) {
        this.file = file;
        this.name = PngLoader.nameOf(file);
        this.input = input;
    }

    /** The file's own name, as messages call it. */
    String name() {
        return name;
    }

    /** Reads the signature and IHDR only, refusing sizes beyond {@code limits}. */
    PngHeader header(PngLimits limits) throws PngProblem, IOException {
        byte[] signature = new byte[SIGNATURE.length];
        int read = readUpTo(signature, SIGNATURE.length);
        if (read == 0) {
            throw problem(Code.PNG001, name + " is empty");
        }
        for (int i = 0; i < read; i++) {
            if (signature[i] != SIGNATURE[i]) {
                throw problem(Code.PNG001, name + " is not a PNG file (it does not start with the PNG signature)");
            }
        }
        if (read < SIGNATURE.length) {
            throw problem(Code.PNG001, name + " is truncated: it ends inside the PNG signature");
        }
        long length = readLength();
        String type = readType();
        if (!type.equals("IHDR") || length != 13) {
            throw problem(Code.PNG001, name + " is not a valid PNG: it does not start with a 13-byte IHDR chunk");
        }
        byte[] data = new byte[13];
        readFully(data, 13, "IHDR");
        crc.update(data);
        checkCrc("IHDR");
        return parseHeader(data, limits);
    }

    /** Reads the whole stream after {@link #header}, keeping only what decoding needs. */
    Scan rest(PngHeader header) throws PngProblem, IOException {
        return walk(header, new ByteArrayOutputStream());
    }

    /** Reads the whole stream after {@link #header} with every check {@link #rest} makes, keeping nothing. */
    void check(PngHeader header) throws PngProblem, IOException {
        walk(header, new Dropped());
    }

    private Scan walk(PngHeader header, ByteArrayOutputStream kept) throws PngProblem, IOException {
        kept.write(SIGNATURE);
        writeChunk(kept, "IHDR", headerBytes(header));
        // Deflate's worst case (stored blocks) adds 5 bytes per 64 KiB; anything far beyond the inflated
        // size is not image data and must not be fed to the inflater.
        long imageDataLimit = header.inflatedBytes() + header.inflatedBytes() / 64 + (1 << 16);
        long imageData = 0;
        byte[] palette = null;
        byte[] transparency = null;
        boolean sawData = false;
        boolean dataEnded = false;
        while (true) {
            long length = readLength();
            String type = readType();
            switch (type) {
                case "IEND" -> {
                    if (length != 0) {
                        throw problem(Code.PNG001, name + " has an IEND chunk that is not empty");
                    }
                    checkCrc("IEND");
                    if (!sawData) {
                        throw problem(Code.PNG001, name + " has no image data (no IDAT chunk)");
                    }
                    if (header.colourType() == 3 && palette == null) {
                        throw problem(Code.PNG001, name + " is a palette image without a PLTE chunk");
                    }
                    // Deflate cannot inflate more than 1032 bytes per byte: data too short to fill the image
                    // is refused here, before ImageIO allocates pixel memory for a picture that is not there.
                    if (header.inflatedBytes() > imageData * MAX_DEFLATE_RATIO + (1 << 12)) {
                        throw problem(Code.PNG001, name + " is truncated or damaged: " + imageData
                                + " bytes of image data cannot hold a " + header.width() + " × " + header.height()
                                + " image");
                    }
                    writeChunk(kept, "IEND", new byte[0]);
                    return new Scan(header, kept.toByteArray(), palette, transparency);
                }
                case "IDAT" -> {
                    if (dataEnded) {
                        throw problem(Code.PNG001, name + " has IDAT chunks that are not consecutive");
                    }
                    imageData += length;
                    if (imageData > imageDataLimit) {
                        throw problem(Code.PNG001, name + " holds more image data than a " + header.width() + " × "
                                + header.height() + " image can need (" + imageData + " bytes so far)");
                    }
                    sawData = true;
                    copyChunk(kept, type, length);
                }
                case "PLTE" -> {
                    if (sawData || palette != null || length % 3 != 0 || length == 0 || length > 768) {
                        throw problem(Code.PNG001, name + " has a misplaced or malformed PLTE chunk");
                    }
                    palette = readSmall(type, (int) length);
                    // Only palette images use it; in truecolour images it is a mere suggestion.
                    if (header.colourType() == 3) {
                        writeChunk(kept, type, palette);
                    }
                }
                case "tRNS" -> {
                    byte[] data = readSmall(type, checkedSmallLength(type, length, 256));
                    if (sawData || transparency != null) {
                        throw problem(Code.PNG001, name + " has a misplaced tRNS chunk");
                    }
                    if (validTransparency(header, data, palette)) {
                        transparency = data;
                        writeChunk(kept, type, data);
                    }
                }
                case "IHDR" -> throw problem(Code.PNG001, name + " has a second IHDR chunk");
                default -> {
                    if (Character.isUpperCase(type.charAt(0))) {
                        throw problem(Code.PNG001, name + " has an unknown critical chunk " + type);
                    }
                    skipChunk(type, length);
                }
            }
            if (sawData && !type.equals("IDAT")) {
                dataEnded = true;
            }
        }
    }

    private PngHeader parseHeader(byte[] data, PngLimits limits) throws PngProblem {
        long width = readUnsigned(data, 0);
        long height = readUnsigned(data, 4);
        int bitDepth = data[8] & 0xff;
        int colourType = data[9] & 0xff;
        if (width == 0 || height == 0 || width > Integer.MAX_VALUE || height > Integer.MAX_VALUE) {
            throw problem(Code.PNG001, name + " has an invalid size " + width + " × " + height
                    + " (PNG allows 1 to 2147483647 pixels a side)");
        }
        if (width > limits.maxWidth() || height > limits.maxHeight()) {
            throw problem(Code.PNG002, name + " is " + width + " × " + height + " pixels, above the limit of "
                    + limits.maxWidth() + " × " + limits.maxHeight());
        }
        PngHeader header = new PngHeader((int) width, (int) height, bitDepth, colourType, data[12] == 1);
        if (header.argbBytes() > limits.maxPixelBytes()) {
            throw problem(Code.PNG002, name + " is " + width + " × " + height + " pixels and would need "
                    + mebibytes(header.argbBytes()) + " of memory, above the limit of "
                    + mebibytes(limits.maxPixelBytes()));
        }
        if (!header.validDepth()) {
            throw problem(Code.PNG001, name + " has an invalid bit depth " + bitDepth + " for colour type "
                    + colourType);
        }
        if (data[10] != 0 || data[11] != 0 || (data[12] & 0xff) > 1) {
            throw problem(Code.PNG001, name + " uses an unknown compression, filter or interlace method");
        }
        return header;
    }

    private static boolean validTransparency(PngHeader header, byte[] data, byte[] palette) {
        return switch (header.colourType()) {
            case 0 -> data.length == 2;
            case 2 -> data.length == 6;
            case 3 -> palette != null && data.length <= palette.length / 3;
            // Grey + alpha and RGBA images have alpha already; a tRNS there is ignored as decoders do.
            default -> false;
        };
    }

    private int checkedSmallLength(String type, long length, int max) throws PngProblem {
        if (length > max) {
            throw problem(Code.PNG001, name + " has a " + type + " chunk of " + length + " bytes, more than "
                    + max);
        }
        return (int) length;
    }

    private byte[] readSmall(String type, int length) throws PngProblem, IOException {
        byte[] data = new byte[length];
        readFully(data, length, type);
        crc.update(data);
        checkCrc(type);
        return data;
    }

    private void copyChunk(ByteArrayOutputStream kept, String type, long length) throws PngProblem, IOException {
        writeInt(kept, (int) length);
        kept.write(type.getBytes(StandardCharsets.US_ASCII));
        long left = length;
        while (left > 0) {
            int piece = (int) Math.min(BUFFER, left);
            readFully(buffer, piece, type);
            crc.update(buffer, 0, piece);
            kept.write(buffer, 0, piece);
            left -= piece;
        }
        int expected = (int) crc.getValue();
        checkCrc(type);
        writeInt(kept, expected);
    }

    private void skipChunk(String type, long length) throws PngProblem, IOException {
        long left = length;
        while (left > 0) {
            int piece = (int) Math.min(BUFFER, left);
            readFully(buffer, piece, type);
            crc.update(buffer, 0, piece);
            left -= piece;
        }
        checkCrc(type);
    }

    private long readLength() throws PngProblem, IOException {
        int read = readUpTo(buffer, 4);
        if (read == 0) {
            throw problem(Code.PNG001, name + " is truncated: it ends before the IEND chunk");
        }
        if (read < 4) {
            throw problem(Code.PNG001, name + " is truncated: it ends inside a chunk's length");
        }
        long length = readUnsigned(buffer, 0);
        if (length > Integer.MAX_VALUE) {
            throw problem(Code.PNG001, name + " has a chunk length of " + length + ", above the PNG limit");
        }
        return length;
    }

    private String readType() throws PngProblem, IOException {
        readFully(buffer, 4, "last");
        for (int i = 0; i < 4; i++) {
            int letter = buffer[i] & 0xff;
            if (!(letter >= 'A' && letter <= 'Z' || letter >= 'a' && letter <= 'z')) {
                throw problem(Code.PNG001, name + " has a malformed chunk type (bytes that are not letters)");
            }
        }
        crc.reset();
        crc.update(buffer, 0, 4);
        return new String(buffer, 0, 4, StandardCharsets.US_ASCII);
    }

    private void checkCrc(String type) throws PngProblem, IOException {
        byte[] stored = new byte[4];
        readFully(stored, 4, type);
        if (readUnsigned(stored, 0) != crc.getValue()) {
            throw problem(Code.PNG001, name + " has a bad CRC in its " + type + " chunk (the file is damaged)");
        }
    }

    private void readFully(byte[] target, int length, String type) throws PngProblem, IOException {
        if (readUpTo(target, length) < length) {
            throw problem(Code.PNG001, name + " is truncated: it ends inside the " + type + " chunk");
        }
    }

    private int readUpTo(byte[] target, int length) throws IOException {
        int total = 0;
        while (total < length) {
            int read = input.read(target, total, length - total);
            if (read < 0) {
                break;
            }
            total += read;
        }
        return total;
    }

    private static byte[] headerBytes(PngHeader header) {
        byte[] data = new byte[13];
        putInt(data, 0, header.width());
        putInt(data, 4, header.height());
        data[8] = (byte) header.bitDepth();
        data[9] = (byte) header.colourType();
        data[12] = (byte) (header.interlaced() ? 1 : 0);
        return data;
    }

    private static void writeChunk(ByteArrayOutputStream out, String type, byte[] data) {
        CRC32 chunkCrc = new CRC32();
        byte[] typeBytes = type.getBytes(StandardCharsets.US_ASCII);
        chunkCrc.update(typeBytes);
        chunkCrc.update(data);
        writeInt(out, data.length);
        out.write(typeBytes, 0, 4);
        out.write(data, 0, data.length);
        writeInt(out, (int) chunkCrc.getValue());
    }

    private static void writeInt(ByteArrayOutputStream out, int value) {
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

    private static long readUnsigned(byte[] data, int at) {
        return ((data[at] & 0xffL) << 24) | ((data[at + 1] & 0xffL) << 16) | ((data[at + 2] & 0xffL) << 8)
                | (data[at + 3] & 0xffL);
    }

    static String mebibytes(long bytes) {
        return bytes >= 1L << 30 ? String.format(java.util.Locale.ROOT, "%.1f GiB", bytes / (double) (1L << 30))
                : String.format(java.util.Locale.ROOT, "%.1f MiB", bytes / (double) (1L << 20));
    }

    /** Where {@link #check} sends the chunks decoding would need: checking a sheet must not hold its image data. */
    private static final class Dropped extends ByteArrayOutputStream {
        @Override
        public synchronized void write(int value) {
            // Dropped on purpose.
        }

        @Override
        public synchronized void write(byte[] bytes, int offset, int length) {
            // Dropped on purpose.
        }
    }

    PngProblem problem(Code code, String message) {
        return new PngProblem(Diagnostic.of(code, file, 0, 0, message));
    }
}

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
    static final long MAX_DEFLATE_RATIO = 1040;

    private final String file;
    private final String name;
    private final InputStream input;
    private final CRC32 crc = new CRC32();
    private final byte[] buffer = new byte[BUFFER];

    /** What decoding needs: the header, the chunks to hand to ImageIO, and the palette and transparency. */
    record Scan(PngHeader header, byte[] decodable, byte[] palette, byte[] transparency, Diagnostic warning) {
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

    /**
     * Reads the whole stream after {@link #header} with every check {@link #rest} makes, keeping nothing;
     * returns the warning the file deserves (PNG003), or null.
     */
    Diagnostic check(PngHeader header) throws PngProblem, IOException {
        return check(header, null);
    }

    /** {@link #check}, sending each filtered row of a plain (not interlaced) image to {@code rows}. */
    Diagnostic check(PngHeader header, ImageDataCheck.Rows rows) throws PngProblem, IOException {
        return walk(header, new Dropped(), rows).warning();
    }

    private Scan walk(PngHeader header, ByteArrayOutputStream kept) throws PngProblem, IOException {
        return walk(header, kept, (ImageDataCheck.Rows) null);
    }

    private Scan walk(PngHeader header, ByteArrayOutputStream kept, ImageDataCheck.Rows rows)
            throws PngProblem, IOException {
        ImageDataCheck inflated = new ImageDataCheck(header);
        if (rows != null) {
            inflated.sendRowsTo(rows);
        }
        try {
            return walk(header, kept, inflated);
        } finally {
            inflated.close();
        }
    }

    private Scan walk(PngHeader header, ByteArrayOutputStream kept, ImageDataCheck inflated)
            throws PngProblem, IOException {
        kept.write(SIGNATURE);
        PngBytes.writeChunk(kept, "IHDR", PngBytes.headerBytes(header));
        // Deflate's worst case (stored blocks) adds 5 bytes per 64 KiB; anything far beyond the inflated
        // size is not image data and must not be fed to the inflater.
        long imageDataLimit = header.inflatedBytes() + header.inflatedBytes() / 64 + (1 << 16);
        long imageData = 0;
        byte[] palette = null;
        byte[] transparency = null;
        boolean sawData = false;
        boolean dataEnded = false;
        while (true) {
            long length = readLengthOrEnd();
            if (length < 0) {
                // Some exporters (TexturePacker, Aseprite) stop after the last IDAT. Decoders load such files
                // when the image data is whole, and so does Reel, with a warning.
                if (!sawData || !inflated.complete()) {
                    throw problem(Code.PNG001, name + " is truncated: it ends before the IEND chunk"
                            + (sawData ? ", and " + inflated.whyIncomplete() : ""));
                }
                checkPalette(header, palette);
                Diagnostic warning = Diagnostic.of(Code.PNG003, file, 0, 0, name + " ends without the IEND chunk"
                        + " that closes a PNG; its image data is complete, so it is loaded as it is");
                PngBytes.writeChunk(kept, "IEND", new byte[0]);
                return new Scan(header, kept.toByteArray(), palette, transparency, warning);
            }
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
                    checkPalette(header, palette);
                    // Deflate cannot inflate more than 1032 bytes per byte: data too short to fill the image
                    // is refused here, before ImageIO allocates pixel memory for a picture that is not there.
                    if (header.inflatedBytes() > imageData * MAX_DEFLATE_RATIO + (1 << 12)) {
                        throw problem(Code.PNG001, name + " is truncated or damaged: " + imageData
                                + " bytes of image data cannot hold a " + header.width() + " × " + header.height()
                                + " image");
                    }
                    if (!inflated.complete()) {
                        throw problem(Code.PNG001, name + " has broken image data: " + inflated.whyIncomplete());
                    }
                    PngBytes.writeChunk(kept, "IEND", new byte[0]);
                    return new Scan(header, kept.toByteArray(), palette, transparency, null);
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
                    copyChunk(kept, type, length, inflated);
                }
                case "PLTE" -> {
                    if (sawData || palette != null || length % 3 != 0 || length == 0 || length > 768) {
                        throw problem(Code.PNG001, name + " has a misplaced or malformed PLTE chunk");
                    }
                    palette = readSmall(type, (int) length);
                    // Only palette images use it; in truecolour images it is a mere suggestion.
                    if (header.colourType() == 3) {
                        PngBytes.writeChunk(kept, type, palette);
                    }
                }
                case "tRNS" -> {
                    byte[] data = readSmall(type, checkedSmallLength(type, length, 256));
                    if (sawData || transparency != null) {
                        throw problem(Code.PNG001, name + " has a misplaced tRNS chunk");
                    }
                    if (validTransparency(header, data, palette)) {
                        transparency = data;
                        inflated.transparency(data);
                        PngBytes.writeChunk(kept, type, data);
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
        long width = PngBytes.readUnsigned(data, 0);
        long height = PngBytes.readUnsigned(data, 4);
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
                    + PngBytes.mebibytes(header.argbBytes()) + " of memory, above the limit of "
                    + PngBytes.mebibytes(limits.maxPixelBytes()));
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

    private void checkPalette(PngHeader header, byte[] palette) throws PngProblem {
        if (header.colourType() == 3 && palette == null) {
            throw problem(Code.PNG001, name + " is a palette image without a PLTE chunk");
        }
    }

    private void copyChunk(ByteArrayOutputStream kept, String type, long length, ImageDataCheck data)
            throws PngProblem, IOException {
        PngBytes.writeInt(kept, (int) length);
        kept.write(type.getBytes(StandardCharsets.US_ASCII));
        long left = length;
        while (left > 0) {
            int piece = (int) Math.min(BUFFER, left);
            readFully(buffer, piece, type);
            crc.update(buffer, 0, piece);
            kept.write(buffer, 0, piece);
            data.feed(buffer, 0, piece);
            left -= piece;
        }
        int expected = (int) crc.getValue();
        checkCrc(type);
        if (data.problem() != null) {
            throw problem(Code.PNG001, name + " has broken image data: " + data.problem());
        }
        PngBytes.writeInt(kept, expected);
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
        long length = readLengthOrEnd();
        if (length < 0) {
            throw problem(Code.PNG001, name + " is truncated: it ends before the IEND chunk");
        }
        return length;
    }

    /** The next chunk's length, or -1 when the file ends cleanly between chunks. */
    private long readLengthOrEnd() throws PngProblem, IOException {
        int read = readUpTo(buffer, 4);
        if (read == 0) {
            return -1;
        }
        if (read < 4) {
            throw problem(Code.PNG001, name + " is truncated: it ends inside a chunk's length");
        }
        long length = PngBytes.readUnsigned(buffer, 0);
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
        if (PngBytes.readUnsigned(stored, 0) != crc.getValue()) {
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

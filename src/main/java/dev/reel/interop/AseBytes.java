package dev.reel.interop;

import dev.reel.model.Code;

import java.nio.charset.StandardCharsets;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * A little-endian cursor over the bytes of an Aseprite file that never reads past its current limit: every
 * read past the end of a chunk or the file is an {@link AseProblem} naming the byte offset.
 */
final class AseBytes {
    private final byte[] bytes;
    private int position;
    private int limit;

    AseBytes(byte[] bytes) {
        this.bytes = bytes;
        this.limit = bytes.length;
    }

    int position() {
        return position;
    }

    int limit() {
        return limit;
    }

    int length() {
        return bytes.length;
    }

    void seek(int newPosition) {
        position = newPosition;
    }

    /** Restricts reads to {@code newLimit} (a chunk's end) and returns the old limit. */
    int limitTo(int newLimit) {
        int old = limit;
        limit = newLimit;
        return old;
    }

    int remaining() {
        return limit - position;
    }

    private void need(int count, String what) throws AseProblem {
        if (count < 0 || count > limit - position) {
            throw new AseProblem(Code.ASE001, position, "the file ends (or its chunk does) in the middle of " + what);
        }
    }

    int u8(String what) throws AseProblem {
        need(1, what);
        return bytes[position++] & 0xff;
    }

    int u16(String what) throws AseProblem {
        need(2, what);
        int value = (bytes[position] & 0xff) | (bytes[position + 1] & 0xff) << 8;
        position += 2;
        return value;
    }

    int s16(String what) throws AseProblem {
        return (short) u16(what);
    }

    int s32(String what) throws AseProblem {
        need(4, what);
        int value = (bytes[position] & 0xff) | (bytes[position + 1] & 0xff) << 8 | (bytes[position + 2] & 0xff) << 16
                | (bytes[position + 3] & 0xff) << 24;
        position += 4;
        return value;
    }

    long u32(String what) throws AseProblem {
        return s32(what) & 0xffffffffL;
    }

    void skip(int count, String what) throws AseProblem {
        need(count, what);
        position += count;
    }

    String string(String what) throws AseProblem {
        int length = u16(what);
        need(length, what);
        String text = new String(bytes, position, length, StandardCharsets.UTF_8);
        position += length;
        return text;
    }

    /** Copies {@code count} raw bytes from {@code start}, leaving the cursor alone (any thread may call it). */
    byte[] copy(int start, int count, String what) throws AseProblem {
        if (count < 0 || start < 0 || count > bytes.length - start) {
            throw new AseProblem(Code.ASE001, start, "the file ends (or its chunk does) in the middle of " + what);
        }
        byte[] copy = new byte[count];
        System.arraycopy(bytes, start, copy, 0, count);
        return copy;
    }

    /**
     * Inflates the zlib stream between {@code start} and {@code end} into exactly {@code size} bytes; more output
     * than that is never produced, so a stream claiming gigabytes costs no more than {@code size}. It leaves the
     * cursor alone: any thread may call it.
     */
    byte[] inflate(int start, int end, int size, String what) throws AseProblem {
        byte[] out = new byte[size];
        inflate(start, end, out, size, what);
        return out;
    }

    /** Each thread's inflater, reset after every stream: a new one per cel cost a native allocation each time. */
    private static final ThreadLocal<Inflater> INFLATERS = ThreadLocal.withInitial(Inflater::new);

    /** As {@link #inflate(int, int, int, String)}, into the first {@code size} bytes of {@code out}. */
    void inflate(int start, int end, byte[] out, int size, String what) throws AseProblem {
        Inflater inflater = INFLATERS.get();
        try {
            inflater.setInput(bytes, start, end - start);
            int filled = 0;
            while (filled < size) {
                int count = inflater.inflate(out, filled, size - filled);
                if (count == 0) {
                    if (inflater.finished() || inflater.needsInput() || inflater.needsDictionary()) {
                        throw new AseProblem(Code.ASE001, start, "the compressed pixels of " + what + " give "
                                + filled + " of the " + size + " bytes its size needs");
                    }
                }
                filled += count;
            }
        } catch (DataFormatException corrupt) {
            throw new AseProblem(Code.ASE001, start, "the compressed pixels of " + what + " are corrupt ("
                    + corrupt.getMessage() + ")");
        } finally {
            inflater.reset();
        }
    }
}

package dev.reel.runtime;

import java.nio.charset.StandardCharsets;

/**
 * A 64-bit FNV-1a accumulator: every number goes in as its 8 bytes, least significant first, so the
 * result depends only on the values fed in, never on the JVM, the platform or the run. Its static helpers are
 * what every state hash of the runtime folds with, a rig pose's ({@code dev.reel.runtime.rig}) included.
 */
public final class Fnv64 {
    public static final long OFFSET_BASIS = 0xcbf29ce484222325L;
    private static final long PRIME = 0x100000001b3L;

    private long hash = OFFSET_BASIS;

    long value() {
        return hash;
    }

    void reset() {
        hash = OFFSET_BASIS;
    }

    Fnv64 addLong(long value) {
        hash = mix(hash, value);
        return this;
    }

    /**
     * {@code hash} with {@code value}'s 8 bytes folded in, least significant first: {@link #addLong} without an
     * accumulator object, for the state hashes computed on every step (an object there is garbage per step).
     */
    public static long mix(long hash, long value) {
        long h = hash;
        for (int shift = 0; shift < 64; shift += 8) {
            h ^= (value >>> shift) & 0xff;
            h *= PRIME;
        }
        return h;
    }

    /** {@link #addDouble} as {@link #mix} does it. */
    public static long mixDouble(long hash, double value) {
        return mix(hash, Double.doubleToLongBits(value + 0.0));
    }

    Fnv64 addInt(int value) {
        return addLong(value);
    }

    Fnv64 addBoolean(boolean value) {
        return addLong(value ? 1 : 0);
    }

    /** A double as its IEEE-754 bits, with -0.0 taken as 0.0 and every NaN as the canonical NaN. */
    Fnv64 addDouble(double value) {
        hash = mixDouble(hash, value);
        return this;
    }

    /** A string as its UTF-8 length then bytes; null differs from "". */
    Fnv64 addString(String text) {
        if (text == null) {
            return addLong(-1);
        }
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        addLong(bytes.length);
        long h = hash;
        for (byte b : bytes) {
            h ^= b & 0xff;
            h *= PRIME;
        }
        hash = h;
        return this;
    }

    /** The FNV-1a hash of one string, as {@link #addString} would fold it into a fresh accumulator. */
    public static long of(String text) {
        return new Fnv64().addString(text).value();
    }
}

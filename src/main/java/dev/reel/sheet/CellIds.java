package dev.reel.sheet;

import java.security.SecureRandom;
import java.util.Random;
import java.util.function.Supplier;

/** Sources of cell ids: 12 lowercase hex digits (48 random bits), random in the editor, seeded in tests. */
public final class CellIds {
    private CellIds() {
    }

    /** Ids from a secure random source, as new cells get them. */
    public static Supplier<String> random() {
        return from(new SecureRandom());
    }

    /** The same ids for the same seed, for tests and reproducible tools. */
    public static Supplier<String> seeded(long seed) {
        return from(new Random(seed));
    }

    private static Supplier<String> from(Random random) {
        return () -> {
            long bits = random.nextLong() & 0xffff_ffff_ffffL;
            return String.format("%012x", bits);
        };
    }
}

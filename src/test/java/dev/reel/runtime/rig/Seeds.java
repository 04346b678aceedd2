package dev.reel.runtime.rig;

import java.util.Random;
import java.util.function.Consumer;

/** Seeded property loops: each case its own seed, printed when it fails; {@code -Dreel.seed=SEED} replays one. */
final class Seeds {
    private Seeds() {
    }

    static void loop(int cases, long base, Consumer<Random> property) {
        Long only = Long.getLong("reel.seed");
        for (int run = 0; run < cases; run++) {
            long seed = only != null ? only : base + run;
            try {
                property.accept(new Random(seed));
            } catch (AssertionError | RuntimeException e) {
                throw new AssertionError("seed " + seed + " (replay with -Dreel.seed=" + seed + "): "
                        + e.getMessage(), e);
            }
            if (only != null) {
                return;
            }
        }
    }
}

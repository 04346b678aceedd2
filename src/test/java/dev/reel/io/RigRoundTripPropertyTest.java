package dev.reel.io;

import dev.reel.model.rig.Rig;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** Random valid rigs written, read and written again: no diagnostic, the same rig, the same bytes. */
class RigRoundTripPropertyTest {
    private static final int ROUNDS = 500;

    @Test
    void randomRigsReadBackAsWritten() {
        Long replay = Long.getLong("reel.seed");
        Random seeds = new Random(replay == null ? System.nanoTime() : replay);
        for (int round = 0; round < (replay == null ? ROUNDS : 1); round++) {
            long seed = replay == null ? seeds.nextLong() : replay;
            String context = "seed " + seed + " (replay with -Dreel.seed=" + seed + ")";
            Rig rig = RandomRigs.rig(new Random(seed));
            String text = RigCodec.write(rig);
            Loaded<Rig> loaded = RigCodec.read(text, "random.aerig");
            assertThat(loaded.diagnostics()).as(context + "\n" + text).isEmpty();
            assertThat(RandomRigs.bare(loaded.value())).as(context + "\n" + text).isEqualTo(rig);
            assertThat(RigCodec.write(loaded.value())).as(context).isEqualTo(text);
        }
    }
}

package dev.reel.edit.cmd;

import dev.reel.edit.Document;
import dev.reel.edit.Gesture;
import dev.reel.io.ClipCodec;
import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Track;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Random clips retimed at random, as edge drags (gestures updated several times, then committed or cancelled)
 * and as plain steps: undoing everything gives back the first bytes, and redoing everything the last.
 */
class RetimeUndoPropertyTest {
    private static final double[] RATES = {0, 10, 12, 24, 60};

    private static String randomClip(Random random) {
        StringBuilder text = new StringBuilder("anim version=1 length=2 {\n");
        String[] paths = {"", "Arm", "Arm/Hand", "Leg"};
        int tracks = 1 + random.nextInt(4);
        for (int t = 0; t < tracks; t++) {
            text.append("  track \"").append(paths[t]).append("\" prop=\"transform.rotation\" kind=float32 {\n");
            // Mostly whole frames, a quarter anywhere to the millisecond; never two keys at one time.
            Set<Double> times = new java.util.TreeSet<>();
            int keys = 1 + random.nextInt(6);
            while (times.size() < keys) {
                times.add(random.nextInt(4) == 0 ? Math.round(random.nextDouble() * 2000) / 1000.0
                        : random.nextInt(120) / 60.0);
            }
            for (double time : times) {
                text.append("    key t=").append(time).append(" v=").append(random.nextInt(9)).append(" {}\n");
            }
            text.append("  }\n");
        }
        text.append("  event t=0.5 name=\"Hit\" {}\n}\n");
        return text.toString();
    }

    private static RetimeKeys randomRetime(Random random, Clip clip) {
        Set<Long> chosen = new HashSet<>();
        for (Track track : clip.tracks()) {
            for (Key key : track.keys()) {
                if (random.nextBoolean()) {
                    chosen.add(key.id());
                }
            }
        }
        Set<Long> events = random.nextBoolean() ? Set.of(clip.events().get(0).id()) : Set.of();
        return new RetimeKeys(chosen, events, random.nextDouble() * 2, 0.1 + random.nextDouble() * 2.5,
                RATES[random.nextInt(RATES.length)], random.nextBoolean());
    }

    @Test
    void undoingEveryRetimeGivesBackTheFirstBytesAndRedoingThemTheLast() {
        long seed = Long.getLong("reel.seed", System.nanoTime());
        Random random = new Random(seed);
        int changed = 0;
        for (int run = 0; run < 200; run++) {
            var loaded = ClipCodec.read(randomClip(random), "r.aeanim");
            assertThat(loaded.diagnostics()).as("seed " + seed).isEmpty();
            Document<Clip> document = new Document<>(loaded.value(), null, "r.aeanim");
            byte[] first = ClipCodec.bytes(document.value());
            for (int step = 0; step < 8; step++) {
                try {
                    if (random.nextBoolean()) {
                        document.execute(randomRetime(random, document.value()));
                    } else {
                        Gesture<Clip> drag = document.gesture("Retime");
                        for (int move = 0; move < 4; move++) {
                            try {
                                drag.update(randomRetime(random, document.value()));
                            } catch (IllegalArgumentException refused) {
                                // The last preview stays, as a drag that stops does.
                            }
                        }
                        if (random.nextInt(4) == 0) {
                            drag.cancel();
                        } else {
                            drag.commit();
                        }
                    }
                } catch (IllegalArgumentException refused) {
                    continue;
                }
            }
            byte[] last = ClipCodec.bytes(document.value());
            changed += java.util.Arrays.equals(first, last) ? 0 : 1;
            while (document.undo()) {
                // back to the start
            }
            assertThat(ClipCodec.bytes(document.value())).as("seed " + seed + ": undo all").isEqualTo(first);
            while (document.redo()) {
                // forward to the end
            }
            assertThat(ClipCodec.bytes(document.value())).as("seed " + seed + ": redo all").isEqualTo(last);
        }
        assertThat(changed).as("seed " + seed + ": most random clips end up retimed").isGreaterThan(100);
    }
}

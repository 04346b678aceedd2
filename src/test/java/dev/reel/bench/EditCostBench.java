package dev.reel.bench;

import dev.reel.edit.Document;
import dev.reel.edit.Gesture;
import dev.reel.edit.cmd.MoveKeys;
import dev.reel.io.ClipCodec;
import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Track;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Locale;
import java.util.Random;
import java.util.Set;

/**
 * B8 edit figures at the document level (no window): a drag frame, its release and its undo, moving 10,000 keys
 * of the generated 100,000-key clip beside the same gesture moving every key of the sample's 0.44 s attack
 * clip (and each per key moved); and the live heap a hundred drags and a hundred undos of the big clip leave
 * behind after a GC.
 */
@Tag("bench")
@Tag("B8")
class EditCostBench {
    private static final int DRAGS = 100;

    @Test
    void dragAndUndoCostWhatTheyTouch() throws Exception {
        Clip big = ClipCodec.read(BigProjects.clip(new Random(18), 200, 500), BigProjects.BIG_CLIP).value();
        Clip attack = ClipCodec.read(Files.readString(Path.of("sample-projects/platformer/anim/knight/attack.aeanim")),
                "attack.aeanim").value();
        Set<Long> bigKeys = keysOf(big, 20);
        Set<Long> attackKeys = keysOf(attack, Integer.MAX_VALUE);
        for (int i = 0; i < 5; i++) {
            drag(big, bigKeys);
            drag(attack, attackKeys);
        }
        double[] bigTimes = median(big, bigKeys);
        double[] attackTimes = median(attack, attackKeys);
        String[] names = {"drag-frame", "release", "undo"};
        for (int i = 0; i < names.length; i++) {
            System.out.println(String.format(Locale.ROOT, "BENCH B8 %s-100000keys reel=%.3f peer=attack-clip:%.3f unit=ms"
                    + " ratio=%.2f target=<=2x-of-attack", names[i], bigTimes[i], attackTimes[i],
                    attackTimes[i] / bigTimes[i]));
        }
        // The same figures per key moved: 10,000 keys against the attack clip's few, so what each costs is the
        // comparison that says whether a gesture grows with what it touches rather than with the document.
        for (int i = 0; i < names.length; i++) {
            double bigPerKey = bigTimes[i] * 1e6 / bigKeys.size();
            double attackPerKey = attackTimes[i] * 1e6 / attackKeys.size();
            System.out.println(String.format(Locale.ROOT, "BENCH B8 %s-per-key-100000keys reel=%.1f peer=attack-clip:%.1f"
                    + " unit=ns ratio=%.2f target=<=2x-of-attack", names[i], bigPerKey, attackPerKey,
                    attackPerKey / bigPerKey));
        }

        Document<Clip> document = new Document<>(big, null, "big");
        long before = liveHeap();
        for (int i = 0; i < DRAGS; i++) {
            Gesture<Clip> gesture = document.gesture("Move keys");
            for (int frame = 1; frame <= 5; frame++) {
                gesture.update(new MoveKeys(bigKeys, frame / 600.0));
            }
            gesture.commit();
        }
        for (int i = 0; i < DRAGS; i++) {
            document.undo();
        }
        long after = liveHeap();
        System.out.println(String.format(Locale.ROOT, "BENCH B8 heap-100-drags-100-undos reel=%.1f unit=MiB target=<=50",
                (after - before) / 1048576.0));
        if (document.value() != big) {
            throw new AssertionError("undo did not give back the clip");
        }
    }

    /** The ids of every key of the first {@code tracks} tracks. */
    private static Set<Long> keysOf(Clip clip, int tracks) {
        Set<Long> ids = new HashSet<>();
        for (Track track : clip.tracks().subList(0, Math.min(tracks, clip.tracks().size()))) {
            for (Key key : track.keys()) {
                ids.add(key.id());
            }
        }
        return ids;
    }

    /** Milliseconds of a drag frame, of its release and of its undo (median of 15 drags). */
    private static double[] median(Clip clip, Set<Long> keys) {
        double[][] runs = new double[3][15];
        for (int i = 0; i < 15; i++) {
            double[] one = drag(clip, keys);
            for (int j = 0; j < 3; j++) {
                runs[j][i] = one[j];
            }
        }
        double[] medians = new double[3];
        for (int j = 0; j < 3; j++) {
            java.util.Arrays.sort(runs[j]);
            medians[j] = runs[j][7];
        }
        return medians;
    }

    private static double[] drag(Clip clip, Set<Long> keys) {
        Document<Clip> document = new Document<>(clip, null, "clip");
        Gesture<Clip> gesture = document.gesture("Move keys");
        long start = System.nanoTime();
        for (int frame = 1; frame <= 10; frame++) {
            gesture.update(new MoveKeys(keys, frame / 600.0));
        }
        double frameMillis = (System.nanoTime() - start) / 1e6 / 10;
        start = System.nanoTime();
        gesture.commit();
        double release = (System.nanoTime() - start) / 1e6;
        start = System.nanoTime();
        document.undo();
        double undo = (System.nanoTime() - start) / 1e6;
        Harness.sink += document.value().tracks().size();
        return new double[] {frameMillis, release, undo};
    }

    private static long liveHeap() throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(50);
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}

package dev.reel.edit.cmd;

import dev.reel.doc.Numbers;
import dev.reel.io.ClipCodec;
import dev.reel.model.Clip;
import dev.reel.model.Extras;
import dev.reel.model.Flipbook;
import dev.reel.model.FrameTime;
import dev.reel.model.Ids;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.Track;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A key on a frame has one time whichever gesture made it: seeded loops over frame rates 1 to 120 make the key
 * of one frame by each gesture's arithmetic and check the stored bits and the saved text agree.
 */
class FrameTimesPropertyTest {
    private static final int ROUNDS = 400;

    @Test
    void snapAndOfAgreeAndEveryRateCountsAFrameOneWay() {
        long seed = Long.getLong("reel.seed", System.nanoTime());
        System.out.println("FrameTimesPropertyTest.snapAndOf seed=" + seed);
        Random random = new Random(seed);
        for (int fps = 1; fps <= 120; fps++) {
            for (int round = 0; round < ROUNDS / 4; round++) {
                long frame = random.nextInt(fps * 20);
                double time = FrameTime.of(frame, fps);
                String context = "seed " + seed + ", frame " + frame + " of " + fps + " fps";
                assertThat(FrameTime.frame(time, fps)).as(context).isEqualTo(frame);
                assertThat(bits(FrameTime.snap(time, fps))).as(context).isEqualTo(bits(time));
                double jitter = (random.nextDouble() - 0.5) * 0.98 / fps;
                assertThat(bits(FrameTime.snap(time + jitter, fps))).as(context + ", snapped from nearby")
                        .isEqualTo(bits(time));
                int times = 1 + random.nextInt(5);
                assertThat(bits(FrameTime.of(frame * times, fps * times))).as(context + " counted at " + times + "×")
                        .isEqualTo(bits(time));
                assertThat(bits(FrameTime.tidy(Math.round(time * 1e9) / 1e9, fps))).as(context + ", nine decimals")
                        .isEqualTo(bits(time));
            }
        }
    }

    @Test
    void everyGestureStoresAndSavesAFrameWithTheSameBits() {
        long seed = Long.getLong("reel.seed", System.nanoTime());
        System.out.println("FrameTimesPropertyTest.everyGesture seed=" + seed);
        Random random = new Random(seed);
        for (int round = 0; round < ROUNDS; round++) {
            int fps = 1 + random.nextInt(120);
            long frame = 2 + random.nextInt(fps * 4);
            String context = "seed " + seed + ", frame " + frame + " of " + fps + " fps";
            double expected = FrameTime.of(frame, fps);
            Clip clip = clipAt(fps, 5);
            long trackId = clip.tracks().get(0).id();

            List<Double> stored = new ArrayList<>();
            // A double-click snaps the mouse's time (as the dope sheet did: to nine decimals).
            double clicked = Math.round(Math.round((expected + 0.3 / fps) * fps) / (double) fps * 1e9) / 1e9;
            stored.add(keyTime(new AddKey(trackId, Key.of(clicked, new Value.Num(1))).apply(clip)));
            // K or Rec at a cursor that playback or arrow keys moved there one frame at a time.
            double stepped = 0;
            for (long i = 0; i < frame; i++) {
                stepped += 1.0 / fps;
            }
            stored.add(keyTime(new KeyFields(stepped, List.of(new KeyFields.Field("", "transform.rotation",
                    Kind.FLOAT32, new Value.Num(1)))).apply(clip)));
            // Paste at the cursor of a key copied from frame 1.
            Clip source = new AddKey(trackId, Key.of(FrameTime.of(1, fps), new Value.Num(1))).apply(clip);
            CopiedKeys copied = CopiedKeys.of(source, Set.of(source.tracks().get(0).keys().get(0).id()));
            stored.add(keyTime(PasteKeys.at(copied, stepped).apply(clip)));
            // A nudge or snapped drag: the key at frame 1 moved by whole frames.
            double delta = FrameTime.snap(stepped, fps) - FrameTime.of(1, fps);
            stored.add(keyTime(new MoveKeys(Set.of(source.tracks().get(0).keys().get(0).id()), delta)
                    .apply(source)));
            // Duplicate the frame-1 key to one frame after it, then onwards.
            Clip duplicated = DuplicateKeys.of(source, Set.of(source.tracks().get(0).keys().get(0).id()),
                    delta).apply(source);
            stored.add(duplicated.tracks().get(0).keys().get(1).time());

            for (double time : stored) {
                assertThat(bits(time)).as(context + ": stored " + time + " for " + expected).isEqualTo(bits(expected));
            }
            Clip saved = new AddKey(trackId, Key.of(clicked, new Value.Num(1))).apply(clip);
            String text = ClipCodec.write(saved);
            assertThat(text).as(context).contains("key t=" + Numbers.format(expected) + " ");
            Clip read = ClipCodec.read(text, "frames.aeanim").value();
            assertThat(bits(keyTime(read))).as(context + ", read back").isEqualTo(bits(expected));
        }
    }

    /** A clip whose frame rate is {@code fps} (a flipbook at that rate) with an empty float track. */
    private static Clip clipAt(int fps, double length) {
        Flipbook flipbook = new Flipbook(Ids.next(), "", (double) fps, List.of(), List.of(),
                List.of("engine/sprites/runner_0"), Extras.NONE);
        Track track = Track.of("", "transform.rotation", Kind.FLOAT32);
        return Clip.empty(length, LoopMode.LOOP).withFlipbooks(List.of(flipbook)).withTracks(List.of(track));
    }

    private static double keyTime(Clip clip) {
        List<Key> keys = clip.tracks().get(0).keys();
        assertThat(keys).hasSize(1);
        return keys.get(0).time();
    }

    private static long bits(double value) {
        return Double.doubleToLongBits(value);
    }
}

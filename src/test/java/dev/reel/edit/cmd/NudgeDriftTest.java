package dev.reel.edit.cmd;

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

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A key nudged one frame at a time, 199 times, lands on the time of the frame it reached, bit for bit: on the
 * frame grid and off it (a key at 0.14 s sits between frames at 25 and at 60 fps), as the dope sheet's arrow
 * keys move it. Adding a rounded frame duration per step drifted: 0.14 s became 3.456666733 s at 60 fps.
 */
class NudgeDriftTest {
    private static final int NUDGES = 199;

    @Test
    void aKeyOnAFrameNudged199TimesIsOnTheFrameItReached() {
        for (long frame : new long[] {0, 1, 4, 7, 11, 40}) {
            Clip clip = clipAt(12, FrameTime.of(frame, 12));
            double time = keyTime(nudged(clip, 12, NUDGES));
            assertThat(bits(time)).as("frame " + frame + " of 12 fps nudged " + NUDGES + " times gave " + time)
                    .isEqualTo(bits(FrameTime.of(frame + NUDGES, 12)));
        }
    }

    @Test
    void aKeyBetweenFramesKeepsItsPlaceBetweenThemWithoutDrift() {
        // 0.14 s is frame 3.5 at 25 fps and frame 8.4 at 60 fps (a clip without a flipbook counts 60).
        Clip at25 = clipAt(25, 0.14);
        assertThat(bits(keyTime(nudged(at25, 25, NUDGES)))).isEqualTo(bits((3.5 + NUDGES) / 25));
        Clip at60 = clipAt(0, 0.14);
        double time = keyTime(nudged(at60, 60, NUDGES));
        assertThat(bits(time)).as("0.14 s at 60 fps nudged " + NUDGES + " times gave " + time)
                .isEqualTo(bits((8.4 + NUDGES) / 60));
        assertThat(ClipCodec.write(nudged(at60, 60, NUDGES))).contains("key t=3.4566666666666666 ");
    }

    @Test
    void nudgingBackThereAndBackAgainGivesTheFirstTime() {
        Clip clip = clipAt(0, 0.14);
        Clip there = nudged(clip, 60, NUDGES);
        Clip back = there;
        long id = back.tracks().get(0).keys().get(0).id();
        for (int i = 0; i < NUDGES; i++) {
            back = MoveKeys.byFrames(Set.of(id), Set.of(), -1, 60, false).apply(back);
        }
        assertThat(bits(keyTime(back))).isEqualTo(bits(0.14));
    }

    private static Clip nudged(Clip clip, double fps, int times) {
        long id = clip.tracks().get(0).keys().get(0).id();
        Clip result = clip;
        for (int i = 0; i < times; i++) {
            result = MoveKeys.byFrames(Set.of(id), Set.of(), 1, fps, false).apply(result);
        }
        return result;
    }

    /** A clip counted at {@code fps} (a flipbook at that rate; none for 0) with one float key at {@code time}. */
    private static Clip clipAt(int fps, double time) {
        Track track = Track.of("", "transform.rotation", Kind.FLOAT32);
        Clip clip = Clip.empty(5, LoopMode.LOOP).withTracks(List.of(track));
        if (fps > 0) {
            clip = clip.withFlipbooks(List.of(new Flipbook(Ids.next(), "", (double) fps, List.of(), List.of(),
                    List.of("engine/sprites/runner_0"), Extras.NONE)));
        }
        return new AddKey(track.id(), Key.of(time, new Value.Num(1))).apply(clip);
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

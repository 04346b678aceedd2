package dev.reel.runtime;

import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.Track;
import dev.reel.model.TangentMode;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static dev.reel.runtime.Clips.track;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A sample is a function of the clip and the time alone: playing forward, scrubbing in random order and
 * sampling each track on its own from a fresh sampler give the same bits, whatever path (cursor, grid row,
 * search) found the key — on clips whose keys are unevenly spaced, some closer than the jump grid's rows.
 */
class SamplingOrderTest {
    private static final Interp[] INTERPS = {Interp.BEZIER, Interp.LINEAR, Interp.STEP};

    @Test
    void playbackScrubbingAndSingleTrackSamplesAgreeToTheBit() {
        check(false);
    }

    /** The same with free handles on half the keys: segments that bend time, solved in the sampler's own loops. */
    @Test
    void segmentsThatBendTimeAgreeToTheBitToo() {
        check(true);
    }

    private static void check(boolean free) {
        for (long seed = 1; seed <= 40; seed++) {
            Random random = new Random(seed);
            CompiledClip clip = CompiledClip.compile(Clips.clip(4, LoopMode.LOOP, tracks(random, free), List.of()));
            int count = 400;
            double[] times = new double[count];
            for (int i = 0; i < count; i++) {
                times[i] = i * 4.2 / count - 0.1;
            }
            double[][] forward = new double[count][];
            ClipSampler playing = new ClipSampler(clip);
            for (int i = 0; i < count; i++) {
                playing.sampleAll(times[i]);
                forward[i] = playing.values().clone();
            }
            ClipSampler scrubbing = new ClipSampler(clip);
            for (int n = 0; n < count; n++) {
                int i = random.nextInt(count);
                scrubbing.sampleAll(times[i]);
                assertThat(scrubbing.values()).as("seed %d, scrub to t=%s", seed, times[i]).containsExactly(forward[i]);
            }
            for (int n = 0; n < 50; n++) {
                int i = random.nextInt(count);
                ClipSampler single = new ClipSampler(clip);
                for (int track = 0; track < clip.tracks().size(); track++) {
                    single.sample(track, times[i]);
                    for (int lane = 0; lane < clip.track(track).lanes(); lane++) {
                        assertThat(single.lane(track, lane)).as("seed %d, track %d at t=%s", seed, track, times[i])
                                .isEqualTo(forward[i][clip.offset(track) + lane]);
                    }
                }
            }
        }
    }

    private static List<Track> tracks(Random random, boolean free) {
        List<Track> tracks = new ArrayList<>();
        for (int i = 0; i < (free ? 30 : 6); i++) {
            tracks.add(track("Node" + i, "transform.rotation", Kind.FLOAT32, keys(random, 1, free)));
        }
        tracks.add(track("", "transform.position", Kind.VEC2, keys(random, 2, free)));
        tracks.add(track("", "SpriteRenderer.tint", Kind.COLOR, keys(random, 4, free)));
        return tracks;
    }

    /** 1 to 12 keys in [0, 4], some a millisecond apart, mixed interpolations. */
    private static Key[] keys(Random random, int lanes, boolean free) {
        int count = 1 + random.nextInt(12);
        double[] times = new double[count];
        for (int i = 0; i < count; i++) {
            times[i] = random.nextInt(4) == 0 && i > 0 ? times[i - 1] + 0.001 : random.nextDouble() * 4;
        }
        java.util.Arrays.sort(times);
        Key[] keys = new Key[count];
        for (int i = 0; i < count; i++) {
            double[] values = new double[lanes];
            for (int lane = 0; lane < lanes; lane++) {
                values[lane] = random.nextDouble() * 2 - 1;
            }
            Value value = lanes == 1 ? new Value.Num(values[0]) : new Value.Vec(values);
            keys[i] = Key.of(times[i], value).withInterp(INTERPS[random.nextInt(INTERPS.length)]);
            if (free && random.nextBoolean()) {
                double[] in = new double[2 * lanes];
                double[] out = new double[2 * lanes];
                // Per lane (dt, dv); handle times from 5% to 95% of a second, fitted into the segment.
                for (int lane = 0; lane < lanes; lane++) {
                    in[2 * lane] = -(0.05 + 0.9 * random.nextDouble());
                    in[2 * lane + 1] = random.nextDouble() - 0.5;
                    out[2 * lane] = 0.05 + 0.9 * random.nextDouble();
                    out[2 * lane + 1] = random.nextDouble() - 0.5;
                }
                keys[i] = keys[i].withTangent(TangentMode.FREE, new Value.Vec(in), new Value.Vec(out));
            }
        }
        return keys;
    }
}

package dev.reel.runtime;

import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static dev.reel.runtime.Clips.track;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What an animator shows is the same whether its clip is sampled from its slices or by a sampler: the same
 * bits at every time — before the first key, on keys and within the player's tolerance of them, after the last
 * key, on bent bezier segments (free handles), rounded int32 and stepping tracks — from any starting slice.
 */
class TimeSlicesTest {
    private static final Interp[] INTERPS = {Interp.BEZIER, Interp.LINEAR, Interp.STEP};

    @Test
    void slicesGiveTheSamplersBitsFromAnyStartingSlice() {
        int bent = 0;
        for (long seed = 1; seed <= 60; seed++) {
            Random random = new Random(seed);
            CompiledClip clip = CompiledClip.compile(Clips.clip(4, LoopMode.LOOP, tracks(random), List.of()));
            TimeSlices slices = clip.slices;
            assertThat(slices).as("seed %d", seed).isNotNull();
            ClipSampler sampler = new ClipSampler(clip);
            double[] out = new double[clip.valueSize()];
            int slice = 0;
            List<Double> times = new ArrayList<>();
            for (int i = 0; i < 300; i++) {
                times.add(i * 4.4 / 300 - 0.2);
            }
            for (double key : clip.keyTimes) {
                times.add(key);
                times.add(key - Timeline.EPSILON / 2);
                times.add(key - 2 * Timeline.EPSILON);
                times.add(Math.nextUp(key));
            }
            for (double t : times) {
                sampler.sampleAll(t);
                Arrays.fill(out, Double.NaN);
                slice = slices.sample(t, random.nextInt(4) == 0 ? random.nextInt(50) - 5 : slice, out);
                assertThat(out).as("seed %d, t=%s", seed, t).containsExactly(sampler.values());
            }
            bent += clip.timeline.curves.length + clip.curves.length > 1 ? 1 : 0;
        }
        // The clips did bend time somewhere, so the solved lanes were compared too.
        assertThat(bent).isGreaterThan(30);
    }

    @Test
    void clipsWithQuatsOrTracksWithoutKeysKeepTheSampler() {
        Track quat = track("", "transform.rotation3", Kind.QUAT, Key.of(0, Value.Vec.of(0, 0, 0, 1)),
                Key.of(1, Value.Vec.of(0, 0, 1, 0)));
        assertThat(CompiledClip.compile(Clips.clip(1, LoopMode.LOOP, quat)).slices).isNull();
        Track empty = track("", "transform.rotation", Kind.FLOAT32);
        assertThat(CompiledClip.compile(Clips.clip(1, LoopMode.LOOP, empty)).slices).isNull();
    }

    static List<Track> tracks(Random random) {
        List<Track> tracks = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            tracks.add(track("Node" + i, "transform.rotation", Kind.FLOAT32, keys(random, 1)));
        }
        tracks.add(track("", "transform.position", Kind.VEC2, keys(random, 2)));
        tracks.add(track("", "SpriteRenderer.tint", Kind.COLOR, keys(random, 4)));
        tracks.add(track("", "SpriteRenderer.order", Kind.INT32, keys(random, 1)));
        tracks.add(Clips.numeric(track("Node0", "SpriteRenderer.order", Kind.INT32, keys(random, 1))));
        return tracks;
    }

    /** 1 to 10 keys in [0, 4], some a millisecond apart, mixed interpolations, some with free handles. */
    private static Key[] keys(Random random, int lanes) {
        int count = 1 + random.nextInt(10);
        double[] times = new double[count];
        for (int i = 0; i < count; i++) {
            times[i] = random.nextInt(4) == 0 && i > 0 ? times[i - 1] + 0.001 : random.nextDouble() * 4;
        }
        Arrays.sort(times);
        Key[] keys = new Key[count];
        for (int i = 0; i < count; i++) {
            double[] values = new double[lanes];
            double[] in = new double[2 * lanes];
            double[] out = new double[2 * lanes];
            for (int lane = 0; lane < lanes; lane++) {
                values[lane] = random.nextDouble() * 8 - 4;
                in[2 * lane] = -random.nextDouble() * 0.5;
                in[2 * lane + 1] = random.nextDouble() * 2 - 1;
                out[2 * lane] = random.nextDouble() * 0.5;
                out[2 * lane + 1] = random.nextDouble() * 2 - 1;
            }
            Value value = lanes == 1 ? new Value.Num(values[0]) : new Value.Vec(values);
            Key key = Key.of(times[i], value).withInterp(INTERPS[random.nextInt(INTERPS.length)]);
            keys[i] = random.nextBoolean() ? key.withTangent(TangentMode.FREE, new Value.Vec(in), new Value.Vec(out))
                    : key;
        }
        return keys;
    }
}

package dev.reel.runtime;

import dev.reel.model.Clip;
import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** The handles a curve editor draws are the ones the sampler plays. */
class KeyHandlesTest {

    /** The bezier through a segment's handles, at parameter u: (time, value). */
    private static double[] bezier(KeyHandles handles, int i, int lane, double u) {
        double t0 = handles.time(i);
        double t3 = handles.time(i + 1);
        double t1 = t0 + handles.outTime(i, lane);
        double t2 = t3 + handles.inTime(i + 1, lane);
        double v0 = handles.value(i, lane);
        double v3 = handles.value(i + 1, lane);
        double v1 = v0 + handles.outValue(i, lane);
        double v2 = v3 + handles.inValue(i + 1, lane);
        double a = 1 - u;
        return new double[] {a * a * a * t0 + 3 * a * a * u * t1 + 3 * a * u * u * t2 + u * u * u * t3,
                a * a * a * v0 + 3 * a * a * u * v1 + 3 * a * u * u * v2 + u * u * u * v3};
    }

    @Test
    void theBezierThroughTheHandlesIsWhatTheSamplerPlaysForRandomTracks() {
        long seed = 42;
        Random random = new Random(seed);
        for (int round = 0; round < 50; round++) {
            List<Key> keys = new ArrayList<>();
            double time = 0;
            for (int i = 0; i < 6; i++) {
                // Every mode that shapes a bezier (constant steps instead), a side each.
                TangentMode[] bent = {TangentMode.AUTO, TangentMode.LINEAR, TangentMode.FREE, TangentMode.ALIGNED,
                    TangentMode.FLAT};
                TangentMode mode = bent[random.nextInt(bent.length)];
                TangentMode outMode = bent[random.nextInt(bent.length)];
                Value.Vec in = Value.Vec.of(-random.nextDouble(), random.nextGaussian(), -random.nextDouble(),
                        random.nextGaussian());
                Value.Vec out = Value.Vec.of(random.nextDouble(), random.nextGaussian(), random.nextDouble(),
                        random.nextGaussian());
                keys.add(Key.of(time, Value.Vec.of(random.nextGaussian() * 5, random.nextGaussian()))
                        .withTangents(mode, outMode, in, out).withInterp(Interp.BEZIER));
                time += 0.1 + random.nextDouble();
            }
            Track track = Track.of("", "transform.position", Kind.VEC2).withKeys(keys);
            Clip clip = Clip.empty(time, LoopMode.ONCE).withTracks(List.of(track));
            ClipSampler sampler = new ClipSampler(CompiledClip.compile(clip));
            KeyHandles handles = KeyHandles.of(track);
            for (int i = 0; i + 1 < handles.count(); i++) {
                for (int lane = 0; lane < 2; lane++) {
                    for (double u = 0.05; u < 1; u += 0.1) {
                        double[] point = bezier(handles, i, lane, u);
                        sampler.sample(0, point[0]);
                        assertThat(sampler.lane(0, lane)).as("seed " + seed + " round " + round + " key " + i)
                                .isCloseTo(point[1], org.assertj.core.data.Offset.offset(1e-5));
                    }
                }
            }
        }
    }

    @Test
    void theOuterHandlesAreZeroAndFreeHandlesComeBackAsWritten() {
        Key first = Key.of(0, new Value.Num(0)).withTangent(TangentMode.FREE, Value.Vec.of(-0.2, 1),
                Value.Vec.of(0.25, 2));
        Track track = Track.of("", "transform.rotation", Kind.FLOAT32).withKeys(List.of(first,
                Key.of(1, new Value.Num(3))));
        KeyHandles handles = KeyHandles.of(track);
        assertThat(handles.in(0).lanes()).containsExactly(0, 0);
        assertThat(handles.out(0).lanes()).containsExactly(0.25, 2);
        assertThat(handles.out(1).lanes()).containsExactly(0, 0);
        assertThat(handles.in(1).lanes()).containsExactly(-1 / 3.0, 0);
    }
}

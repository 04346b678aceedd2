package dev.reel.runtime;

import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;

import static dev.reel.runtime.Clips.key;
import static dev.reel.runtime.Clips.track;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The handle modes of docs/formats.md (Sampling a clip), each side of a key on its own. */
class HandleModesTest {

    private static double scalar(Track track, double t) {
        ClipSampler sampler = new ClipSampler(Clips.compiled(track));
        sampler.sample(0, t);
        return sampler.lane(0, 0);
    }

    private static Key moded(double time, double value, TangentMode in, TangentMode out) {
        return key(time, value).withTangents(in, out, null, null);
    }

    private static Key written(double time, double value, TangentMode in, TangentMode out, double inDt, double inDv,
                               double outDt, double outDv) {
        return key(time, value).withTangents(in, out, Value.Vec.of(inDt, inDv), Value.Vec.of(outDt, outDv));
    }

    private static Track curve(Key... keys) {
        return track("", "A.b", Kind.FLOAT32, keys);
    }

    private static double slopeAt(Track track, double t) {
        return (scalar(track, t + 1e-6) - scalar(track, t - 1e-6)) / 2e-6;
    }

    @Test
    void flatMakesTheSlopeZeroAtTheKeyWhereAutoWouldLean() {
        Track auto = curve(key(0, 0), key(1, 5), key(2, 10));
        Track flat = curve(key(0, 0), moded(1, 5, TangentMode.FLAT, TangentMode.FLAT), key(2, 10));
        assertThat(slopeAt(auto, 1)).isCloseTo(5, within(1e-3));
        assertThat(slopeAt(flat, 1)).isCloseTo(0, within(1e-3));
        KeyHandles handles = KeyHandles.of(flat);
        assertThat(handles.in(1).lanes()).containsExactly(-1.0 / 3, 0);
        assertThat(handles.out(1).lanes()).containsExactly(1.0 / 3, 0);
    }

    @Test
    void eachSideHasItsOwnMode() {
        // In side flat, out side linear: level coming in, straight at the next key going out.
        Track track = curve(key(0, 0), moded(1, 3, TangentMode.FLAT, TangentMode.LINEAR),
                moded(2, 9, TangentMode.LINEAR, TangentMode.AUTO));
        KeyHandles handles = KeyHandles.of(track);
        assertThat(handles.in(1).lanes()).containsExactly(-1.0 / 3, 0);
        assertThat(handles.out(1).lanes()).containsExactly(1.0 / 3, 2);
        assertThat(handles.in(2).lanes()).containsExactly(-1.0 / 3, -2);
        assertThat(scalar(track, 1.5)).isCloseTo(6, within(1e-12));
        assertThat(slopeAt(track, 1 - 1e-3)).isCloseTo(0, within(0.1));
    }

    @Test
    void aConstantOutSideStepsTheSegmentWhateverItsInterp() {
        for (Interp interp : Interp.values()) {
            Track track = curve(moded(0, 1, TangentMode.AUTO, TangentMode.CONSTANT).withInterp(interp), key(1, 4),
                    key(2, 0));
            assertThat(scalar(track, 0.5)).as(interp.word()).isEqualTo(1);
            assertThat(scalar(track, 0.999)).as(interp.word()).isEqualTo(1);
            assertThat(scalar(track, 1)).as(interp.word()).isEqualTo(4);
            assertThat(scalar(track, 1.5)).as(interp.word()).isLessThan(4).isGreaterThan(0);
        }
    }

    @Test
    void aConstantInSideStepsTheSegmentThatEndsThere() {
        Track track = curve(key(0, 1), moded(1, 4, TangentMode.CONSTANT, TangentMode.AUTO), key(2, 0));
        assertThat(scalar(track, 0.5)).isEqualTo(1);
        assertThat(scalar(track, 1)).isEqualTo(4);
        assertThat(scalar(track, 1.5)).isStrictlyBetween(0.0, 4.0);
        assertThat(KeyHandles.of(track).in(1).lanes()).containsExactly(0, 0);
    }

    @Test
    void alignedInSideTakesTheOutSidesSlopeAndKeepsItsOwnTime() {
        // out (0.2, 0.6) leads: slope 3; in keeps dt -0.4, so dv = -1.2 instead of the written 5.
        Key middle = written(1, 2, TangentMode.ALIGNED, TangentMode.ALIGNED, -0.4, 5, 0.2, 0.6);
        Track track = curve(key(0, 0), middle, key(2, 3));
        KeyHandles handles = KeyHandles.of(track);
        assertThat(handles.out(1).lanes()).containsExactly(0.2, 0.6);
        assertThat(handles.inTime(1, 0)).isEqualTo(-0.4);
        assertThat(handles.inValue(1, 0)).isCloseTo(-1.2, within(1e-15));
        Track asFree = curve(key(0, 0), written(1, 2, TangentMode.FREE, TangentMode.FREE, -0.4, -1.2, 0.2, 0.6),
                key(2, 3));
        for (double t = 0.05; t < 2; t += 0.1) {
            assertThat(scalar(track, t)).as("t=%s", t).isCloseTo(scalar(asFree, t), within(1e-12));
        }
    }

    @Test
    void anAlignedSideFollowsTheOtherSidesModeAndLengthensOrShortensOnlyInValue() {
        // Out aligned, in auto: the auto slope through (0,0) and (2,4) is 2, so out (0.5, ?) becomes (0.5, 1).
        Key middle = written(1, 2, TangentMode.AUTO, TangentMode.ALIGNED, -0.1, 0, 0.5, -3);
        KeyHandles handles = KeyHandles.of(curve(key(0, 0), middle, key(2, 4)));
        assertThat(handles.in(1).lanes()).containsExactly(-1.0 / 3, -2.0 / 3);
        assertThat(handles.outTime(1, 0)).isEqualTo(0.5);
        assertThat(handles.outValue(1, 0)).isCloseTo(1, within(1e-15));
        // In aligned, out flat: the in side levels out.
        Key level = written(1, 2, TangentMode.ALIGNED, TangentMode.FLAT, -0.25, 7, 0, 0);
        assertThat(KeyHandles.of(curve(key(0, 0), level, key(2, 4))).in(1).lanes()).containsExactly(-0.25, 0);
    }

    @Test
    void anAlignedSideStaysAsWrittenWithoutAnOtherSideToFollow() {
        // First key: no in side. Beside a constant side. Beside a free handle of no length.
        Key first = written(0, 0, TangentMode.ALIGNED, TangentMode.ALIGNED, -0.3, 1, 0.3, 2);
        assertThat(KeyHandles.of(curve(first, key(1, 1))).out(0).lanes()).containsExactly(0.3, 2);
        Key besideConstant = written(1, 1, TangentMode.CONSTANT, TangentMode.ALIGNED, 0, 0, 0.3, 2);
        assertThat(KeyHandles.of(curve(key(0, 0), besideConstant, key(2, 1))).out(1).lanes())
                .containsExactly(0.3, 2);
        Key besideNothing = written(1, 1, TangentMode.FREE, TangentMode.ALIGNED, 0, 0, 0.3, 2);
        assertThat(KeyHandles.of(curve(key(0, 0), besideNothing, key(2, 1))).out(1).lanes())
                .containsExactly(0.3, 2);
    }

    @Test
    void besideAVerticalHandleAnAlignedSideTurnsVerticalTheOtherWay() {
        Key besideVertical = written(1, 1, TangentMode.FREE, TangentMode.ALIGNED, 0, 4, 0.3, 2);
        assertThat(KeyHandles.of(curve(key(0, 0), besideVertical, key(2, 1))).out(1).lanes())
                .containsExactly(0, -2);
        Key pointingDown = written(1, 1, TangentMode.FREE, TangentMode.ALIGNED, 0, -4, 0.3, -2);
        assertThat(KeyHandles.of(curve(key(0, 0), pointingDown, key(2, 1))).out(1).lanes())
                .containsExactly(0, 2);
    }

    @Test
    void alignedWithoutWrittenHandlesPlaysAsAuto() {
        Track auto = curve(key(0, 0), key(1, 2), key(3, 4));
        Track aligned = curve(key(0, 0), moded(1, 2, TangentMode.ALIGNED, TangentMode.ALIGNED), key(3, 4));
        for (double t = 0.05; t < 3; t += 0.1) {
            assertThat(scalar(aligned, t)).as("t=%s", t).isCloseTo(scalar(auto, t), within(1e-12));
        }
    }

    @Test
    void alignedHandlesAreCollinearPerLaneOfAVector() {
        Key middle = key(1, Value.Vec.of(1, 1)).withTangents(TangentMode.ALIGNED, TangentMode.ALIGNED,
                Value.Vec.of(-0.5, 3, -0.2, -1), Value.Vec.of(0.25, 1, 0.4, 2));
        Track track = track("", "transform.position", Kind.VEC2, key(0, Value.Vec.of(0, 0)), middle,
                key(2, Value.Vec.of(3, 0)));
        KeyHandles handles = KeyHandles.of(track);
        for (int lane = 0; lane < 2; lane++) {
            double cross = handles.inTime(1, lane) * handles.outValue(1, lane)
                    - handles.inValue(1, lane) * handles.outTime(1, lane);
            assertThat(cross).as("lane %d", lane).isCloseTo(0, within(1e-12));
            assertThat(handles.inTime(1, lane) * handles.outTime(1, lane)).isNegative();
        }
    }
}

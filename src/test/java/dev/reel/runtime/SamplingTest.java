package dev.reel.runtime;

import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.reel.runtime.Clips.key;
import static dev.reel.runtime.Clips.track;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class SamplingTest {

    private static double scalar(Track track, double t) {
        ClipSampler sampler = new ClipSampler(Clips.compiled(track));
        sampler.sample(0, t);
        return sampler.lane(0, 0);
    }

    private static Value value(Track track, double t) {
        ClipSampler sampler = new ClipSampler(Clips.compiled(track));
        sampler.sample(0, t);
        return sampler.value(0);
    }

    @Test
    void linearFloatInterpolatesAndHoldsOutsideItsKeys() {
        Track track = track("", "A.b", Kind.FLOAT32, key(1, 10, Interp.LINEAR), key(3, 20, Interp.LINEAR));
        assertThat(scalar(track, 0)).isEqualTo(10);
        assertThat(scalar(track, 1)).isEqualTo(10);
        assertThat(scalar(track, 2)).isEqualTo(15);
        assertThat(scalar(track, 2.5)).isEqualTo(17.5);
        assertThat(scalar(track, 3)).isEqualTo(20);
        assertThat(scalar(track, 99)).isEqualTo(20);
    }

    @Test
    void stepHoldsTheKeyValueUntilTheNextKey() {
        Track track = track("", "A.b", Kind.FLOAT32, key(0, 1, Interp.STEP), key(1, 2, Interp.STEP), key(2, 3));
        assertThat(scalar(track, 0.999)).isEqualTo(1);
        assertThat(scalar(track, 1)).isEqualTo(2);
        assertThat(scalar(track, 1.5)).isEqualTo(2);
        assertThat(scalar(track, 2)).isEqualTo(3);
    }

    @Test
    void theInterpOfAKeyShapesTheSegmentThatStartsThere() {
        Track track = track("", "A.b", Kind.FLOAT32, key(0, 0, Interp.LINEAR), key(1, 10, Interp.STEP), key(2, 20));
        assertThat(scalar(track, 0.5)).isEqualTo(5);
        assertThat(scalar(track, 1.5)).isEqualTo(10);
    }

    @Test
    void int32StepsUnlessNumericThenRoundsHalfAwayFromZero() {
        Track stepping = track("", "A.n", Kind.INT32, key(0, 0, Interp.LINEAR), key(1, 3, Interp.LINEAR));
        assertThat(scalar(stepping, 0.9)).isEqualTo(0);
        assertThat(scalar(stepping, 1)).isEqualTo(3);
        Track numeric = Clips.numeric(track("", "A.n", Kind.INT32, key(0, 0, Interp.LINEAR), key(1, 3)));
        assertThat(scalar(numeric, 0.5)).isEqualTo(2); // 1.5 rounds away from zero
        assertThat(scalar(numeric, 0.4)).isEqualTo(1); // 1.2
        Track negative = Clips.numeric(track("", "A.n", Kind.INT32, key(0, 0, Interp.LINEAR), key(1, -3)));
        assertThat(scalar(negative, 0.5)).isEqualTo(-2);
    }

    @Test
    void roundingHalfAwayFromZeroIsExact() {
        assertThat(CompiledTrack.roundHalfAwayFromZero(0.49999999999999994)).isEqualTo(0);
        assertThat(CompiledTrack.roundHalfAwayFromZero(2.5)).isEqualTo(3);
        assertThat(CompiledTrack.roundHalfAwayFromZero(-2.5)).isEqualTo(-3);
        assertThat(Double.doubleToLongBits(CompiledTrack.roundHalfAwayFromZero(-0.2))).isEqualTo(0L);
    }

    @Test
    void boolEnumAndAssetAlwaysStep() {
        Track bool = track("", "A.on", Kind.BOOL, key(0, new Value.Bool(false)).withInterp(Interp.LINEAR),
                key(1, new Value.Bool(true)));
        assertThat(value(bool, 0.99)).isEqualTo(new Value.Bool(false));
        assertThat(value(bool, 1)).isEqualTo(new Value.Bool(true));
        Track word = track("", "A.mode", Kind.ENUM, key(0, new Value.Symbol("idle")), key(1, new Value.Symbol("run")));
        assertThat(value(word, 0.5)).isEqualTo(new Value.Symbol("idle"));
        assertThat(value(word, 1.5)).isEqualTo(new Value.Symbol("run"));
        Track asset = track("", "A.sprite", Kind.ASSET_REF, key(0, new Value.Asset("a.png#a_000")),
                key(0.5, new Value.Asset("a.png#a_001")));
        assertThat(value(asset, 0.7)).isEqualTo(new Value.Asset("a.png#a_001"));
    }

    @Test
    void vectorsColoursAndRectsInterpolatePerLane() {
        Track vec = track("", "transform.position", Kind.VEC2,
                key(0, Value.Vec.of(0, 10)).withInterp(Interp.LINEAR), key(2, Value.Vec.of(4, -10)));
        assertThat(value(vec, 0.5)).isEqualTo(Value.Vec.of(1, 5));
        Track colour = track("", "SpriteRenderer.tint", Kind.COLOR,
                key(0, Value.Vec.of(1, 1, 1, 1)).withInterp(Interp.LINEAR), key(1, Value.Vec.of(1, 0.5, 0, 0)));
        assertThat(value(colour, 0.5)).isEqualTo(Value.Vec.of(1, 0.75, 0.5, 0.5));
        Track rect = track("", "A.r", Kind.RECT,
                key(0, Value.Vec.of(0, 0, 10, 10)).withInterp(Interp.LINEAR), key(1, Value.Vec.of(10, 0, 20, 30)));
        assertThat(value(rect, 0.5)).isEqualTo(Value.Vec.of(5, 0, 15, 20));
        Track vec3 = track("", "A.v", Kind.VEC3, key(0, Value.Vec.of(0, 0, 0)), key(1, Value.Vec.of(1, 2, 3)));
        double[] lanes = ((Value.Vec) value(vec3, 0.5)).lanes();
        assertThat(lanes).containsExactly(new double[]{0.5, 1, 1.5}, within(1e-12));
    }

    @Test
    void defaultBezierWithAutoTangentsEasesBetweenTwoKeys() {
        Track track = track("", "A.b", Kind.FLOAT32, key(0, 0), key(1, 1));
        assertThat(scalar(track, 0.5)).isCloseTo(0.5, within(1e-12));
        // Flat end tangents make the Hermite curve 3u² - 2u³.
        assertThat(scalar(track, 0.25)).isCloseTo(0.15625, within(1e-12));
    }

    @Test
    void linearTangentsPointAtTheNeighbourKeysAndMakeAStraightSegment() {
        Key start = key(0, 0).withTangent(TangentMode.LINEAR, null, null);
        Key end = key(2, 8).withTangent(TangentMode.LINEAR, null, null);
        Track track = track("", "A.b", Kind.FLOAT32, start, end);
        for (double t = 0; t <= 2; t += 0.125) {
            assertThat(scalar(track, t)).isCloseTo(4 * t, within(1e-12));
        }
    }

    @Test
    void autoTangentsFollowCatmullRomInsideAMonotoneRun() {
        // Evenly spaced, evenly rising keys: Catmull-Rom gives slope 1 at the middle key, so the curve is
        // a straight line around it.
        Track track = track("", "A.b", Kind.FLOAT32, key(0, 0), key(1, 1), key(2, 2));
        double slopeAtMiddle = (scalar(track, 1 + 1e-6) - scalar(track, 1 - 1e-6)) / 2e-6;
        assertThat(slopeAtMiddle).isCloseTo(1, within(1e-5));
    }

    @Test
    void autoTangentsAreFlatAtAnExtremum() {
        Track track = track("", "A.b", Kind.FLOAT32, key(0, 0), key(1, 5), key(2, 0));
        assertThat(scalar(track, 1 - 1e-4)).isLessThanOrEqualTo(5);
        assertThat(scalar(track, 1 + 1e-4)).isLessThanOrEqualTo(5);
        assertThat((scalar(track, 1 + 1e-6) - scalar(track, 1 - 1e-6)) / 2e-6).isCloseTo(0, within(1e-4));
    }

    @Test
    void freeHandlesShapeTheSegmentInTimeAndValue() {
        // out handle (0.5, 1) from (0,0); in handle (-0.5, 0) into (1,1): y(u) control points 0,1,1,1 and
        // time control points 0,0.5,0.5,1.
        Track track = track("", "A.b", Kind.FLOAT32,
                Clips.free(0, 0, -0.1, 0, 0.5, 1), Clips.free(1, 1, -0.5, 0, 0.1, 0));
        for (double u = 0.05; u < 1; u += 0.05) {
            double time = 3 * u * (1 - u) * (1 - u) * 0.5 + 3 * u * u * (1 - u) * 0.5 + u * u * u;
            double expected = 3 * u * (1 - u) * (1 - u) + 3 * u * u * (1 - u) + u * u * u;
            assertThat(scalar(track, time)).as("u=%s", u).isCloseTo(expected, within(1e-9));
        }
    }

    @Test
    void handlesLongerThanTheSegmentAreScaledAlongTheirDirection() {
        // out = (2, 4) on a 1 s segment becomes (1, 2); in = (+0.5, 0) points the wrong way and becomes (0, 0).
        Track track = track("", "A.b", Kind.FLOAT32,
                Clips.free(0, 0, 0, 0, 2, 4), Clips.free(1, 1, 0.5, 0, 0, 0));
        for (double u = 0.05; u < 1; u += 0.05) {
            double time = 3 * u * (1 - u) * (1 - u) * 1 + 3 * u * u * (1 - u) * 1 + u * u * u;
            double expected = 3 * u * (1 - u) * (1 - u) * 2 + 3 * u * u * (1 - u) * 1 + u * u * u;
            assertThat(scalar(track, time)).as("u=%s", u).isCloseTo(expected, within(1e-9));
        }
    }

    @Test
    void vectorHandlesAreGivenPerLane() {
        Key start = key(0, Value.Vec.of(0, 0))
                .withTangent(TangentMode.FREE, Value.Vec.of(0, 0, 0, 0), Value.Vec.of(1.0 / 3, 0, 1.0 / 3, 3));
        Key end = key(1, Value.Vec.of(1, 1))
                .withTangent(TangentMode.FREE, Value.Vec.of(-1.0 / 3, -1.0 / 3, -1.0 / 3, 0), null);
        Track track = track("", "A.v", Kind.VEC2, start, end);
        double[] lanes = ((Value.Vec) value(track, 0.5)).lanes();
        // Lane x: control points 0, 0, 2/3, 1 at u=0.5 -> (0 + 3*0 + 3*2/3 + 1)/8 = 0.375.
        assertThat(lanes[0]).isCloseTo(0.375, within(1e-12));
        // Lane y: control points 0, 3, 1, 1 -> (0 + 9 + 3 + 1)/8.
        assertThat(lanes[1]).isCloseTo(13.0 / 8, within(1e-12));
    }

    @Test
    void quatsSlerpOnTheShortArc() {
        double angle = 1.2;
        Value start = Value.Vec.of(0, 0, 0, 1);
        // The same rotation as (0,0,sin,cos), negated: the long way round if taken literally.
        Value end = Value.Vec.of(0, 0, -Math.sin(angle / 2), -Math.cos(angle / 2));
        Track track = track("", "transform.rotation", Kind.QUAT, key(0, start), key(1, end));
        double[] half = ((Value.Vec) value(track, 0.5)).lanes();
        double sign = Math.signum(half[3]);
        assertThat(half[2] * sign).isCloseTo(Math.sin(angle / 4), within(1e-12));
        assertThat(half[3] * sign).isCloseTo(Math.cos(angle / 4), within(1e-12));
        double[] quarter = ((Value.Vec) value(track, 0.25)).lanes();
        assertThat(Math.abs(quarter[2])).isCloseTo(Math.sin(angle / 8), within(1e-12));
    }

    @Test
    void quatKeysAreNormalised() {
        Track track = track("", "transform.rotation", Kind.QUAT, key(0, Value.Vec.of(0, 0, 0, 2)));
        assertThat(value(track, 0)).isEqualTo(Value.Vec.of(0, 0, 0, 1));
    }

    @Test
    void flipbooksBecomeStepTracksOnSpriteAndFlipX() {
        CompiledClip clip = CompiledClip.compile(Clips.clip(1, LoopMode.LOOP,
                List.of(Clips.flipbook("Body", 4.0, List.of(), List.of(false, true, false), "s0", "s1", "s2"),
                        Clips.flipbook("", null, List.of(0.1, 0.3), List.of(), "a", "b")),
                List.of(track("", "A.b", Kind.FLOAT32, key(0, 1))), List.of()));
        assertThat(clip.tracks()).extracting(CompiledTrack::target).containsExactly(
                "Body:SpriteRenderer.sprite", "Body:SpriteRenderer.flipX", ":SpriteRenderer.sprite", ":A.b");
        ClipSampler sampler = new ClipSampler(clip);
        sampler.sampleAll(0.3);
        assertThat(sampler.value(0)).isEqualTo(new Value.Asset("s1"));
        assertThat(sampler.value(1)).isEqualTo(new Value.Bool(true));
        assertThat(sampler.value(2)).isEqualTo(new Value.Asset("b"));
        sampler.sampleAll(0.05);
        assertThat(sampler.value(2)).isEqualTo(new Value.Asset("a"));
        sampler.sampleAll(0.9);
        assertThat(sampler.value(0)).isEqualTo(new Value.Asset("s2"));
    }

    @Test
    void aTrackWithoutFlipsHasNoFlipXTrack() {
        CompiledClip clip = CompiledClip.compile(Clips.clip(1, LoopMode.LOOP,
                List.of(Clips.flipbook("", 12.0, List.of(), List.of(), "s0")), List.of(), List.of()));
        assertThat(clip.tracks()).extracting(CompiledTrack::target).containsExactly(":SpriteRenderer.sprite");
    }
}

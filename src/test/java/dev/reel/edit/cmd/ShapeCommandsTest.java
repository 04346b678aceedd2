package dev.reel.edit.cmd;

import dev.reel.edit.Samples;
import dev.reel.model.Clip;
import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.runtime.ClipSampler;
import dev.reel.runtime.CompiledClip;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.DoubleUnaryOperator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Easing presets and curve point moves: the shapes a curve editor gives segments. */
class ShapeCommandsTest {
    private static final Track RAMP = Track.of("", "transform.rotation", Kind.FLOAT32).withKeys(List.of(
            Key.of(0, new Value.Num(0)), Key.of(1, new Value.Num(10)), Key.of(2, new Value.Num(4))));
    private static final Clip CLIP = Clip.empty(2, LoopMode.ONCE).withTracks(List.of(RAMP));

    private static double sample(Clip clip, double time) {
        ClipSampler sampler = new ClipSampler(CompiledClip.compile(clip));
        sampler.sample(0, time);
        return sampler.lane(0, 0);
    }

    private static void assertFollows(Clip clip, DoubleUnaryOperator easing, double tolerance) {
        for (int i = 0; i <= 20; i++) {
            double t = i / 20.0;
            assertThat(sample(clip, t)).as("t=" + t).isCloseTo(10 * easing.applyAsDouble(t),
                    org.assertj.core.data.Offset.offset(tolerance));
        }
    }

    @Test
    void easeInAndEaseOutAreTheQuadraticsExactly() {
        long first = RAMP.keys().get(0).id();
        assertFollows(new SetEasing(Set.of(first), SetEasing.Preset.EASE_IN).apply(CLIP), t -> t * t, 1e-6);
        assertFollows(new SetEasing(Set.of(first), SetEasing.Preset.EASE_OUT).apply(CLIP), t -> t * (2 - t), 1e-6);
    }

    @Test
    void easeInOutIsFlatAtBothEndsAndHalfwayAtTheMiddle() {
        Clip eased = new SetEasing(Set.of(RAMP.keys().get(0).id()), SetEasing.Preset.EASE_IN_OUT).apply(CLIP);
        assertThat(sample(eased, 0.5)).isCloseTo(5, org.assertj.core.data.Offset.offset(1e-6));
        assertThat(sample(eased, 0.02)).isLessThan(0.1);
        assertThat(sample(eased, 0.98)).isGreaterThan(9.9);
        assertFollows(eased, t -> t < 0.5 ? 2 * t * t : -1 + (4 - 2 * t) * t, 0.3);
    }

    @Test
    void easingOneSegmentLeavesTheNextSegmentAsItWas() {
        Clip eased = new SetEasing(Set.of(RAMP.keys().get(0).id()), SetEasing.Preset.EASE_IN).apply(CLIP);
        for (int i = 0; i <= 10; i++) {
            double t = 1 + i / 10.0;
            assertThat(sample(eased, t)).as("t=" + t).isCloseTo(sample(CLIP, t),
                    org.assertj.core.data.Offset.offset(1e-9));
        }
        Key next = eased.tracks().get(0).keys().get(1);
        assertThat(next.sharedTangent()).isEqualTo(TangentMode.FREE);
    }

    @Test
    void linearAndConstantSetTheInterpolationOnly() {
        long middle = RAMP.keys().get(1).id();
        Clip linear = new SetEasing(Set.of(middle), SetEasing.Preset.LINEAR).apply(CLIP);
        assertThat(linear.tracks().get(0).key(middle)).isEqualTo(RAMP.key(middle).withInterp(Interp.LINEAR));
        Clip constant = new SetEasing(Set.of(middle), SetEasing.Preset.CONSTANT).apply(CLIP);
        assertThat(sample(constant, 1.9)).isEqualTo(10);
    }

    @Test
    void movingPointsChangesOnlyTheirLanesAndKeepsTheOthers() {
        Clip clip = Samples.clip();
        Track position = Samples.position(clip);
        Key middle = Samples.keyAt(position, 1);

        Clip moved = new MoveCurvePoints(Map.of(middle.id(), Set.of(1)), 0.25, 3).apply(clip);

        Key key = moved.track(position.id()).key(middle.id());
        assertThat(key.time()).isEqualTo(1.25);
        assertThat(key.value()).isEqualTo(Value.Vec.of(10, 3));
        assertThat(moved.track(position.id()).keys()).hasSize(3);
    }

    @Test
    void movingAnIntPointKeepsItWhole() {
        Clip clip = Samples.clip();
        Key order = Samples.track(clip, "", "SpriteRenderer.order").keys().get(0);
        Clip moved = new MoveCurvePoints(Map.of(order.id(), Set.of(0)), 0, 1.4).apply(clip);
        assertThat(Samples.track(moved, "", "SpriteRenderer.order").keys().get(0).value()).isEqualTo(new Value.Num(2));
        assertThatThrownBy(() -> new MoveCurvePoints(Map.of(-3L, Set.of(0)), 0, 1).apply(clip))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void pointsOfSeveralTracksMoveByTheirOwnAmountsAndOnlyTheTimedKeysMoveInTime() {
        Clip clip = Samples.clip();
        Track position = Samples.position(clip);
        Track arm = Samples.arm(clip);
        Key middle = Samples.keyAt(position, 1);
        Key raised = Samples.keyAt(arm, 0.5);

        Clip moved = new MoveCurvePoints(Map.of(middle.id(), Map.of(0, 2.0, 1, -1.0), raised.id(), Map.of(0, 0.5)),
                Set.of(raised.id()), 0.25).apply(clip);

        Key key = moved.track(position.id()).key(middle.id());
        assertThat(key.value()).as("each lane by its own amount").isEqualTo(Value.Vec.of(12, -1));
        assertThat(key.time()).as("not timed: it keeps its time (a lane of it is locked)").isEqualTo(1);
        Key turned = moved.track(arm.id()).key(raised.id());
        assertThat(turned.value()).isEqualTo(new Value.Num(45.5));
        assertThat(turned.time()).isEqualTo(0.75);
        assertThat(new MoveCurvePoints(Map.of(middle.id(), Map.of(0, 0.0)), Set.of(), 0).apply(clip))
                .as("nothing moves").isEqualTo(clip);
    }
}

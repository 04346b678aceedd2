package dev.reel.edit.cmd;

import dev.reel.model.Clip;
import dev.reel.model.FrameTime;
import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** Back, elastic and bounce baked into keys: one a frame (or every few), through the curve, ends kept. */
class BakeEasingTest {
    private final Key start = Key.of(0, new Value.Num(10));
    private final Key end = Key.of(0.5, new Value.Num(20));
    private final Key after = Key.of(1, new Value.Num(0));
    private final Track track = Track.of("", "A.b", Kind.FLOAT32).withKeys(List.of(start, end, after));
    private final Clip clip = Clip.empty(1, LoopMode.ONCE).withTracks(List.of(track));

    @Test
    void eachCurveStartsAtZeroEndsAtOneAndBackAndElasticOvershoot() {
        for (BakeEasing.Curve curve : BakeEasing.Curve.values()) {
            assertThat(curve.at(0)).as(curve.title()).isZero();
            assertThat(curve.at(1)).as(curve.title()).isEqualTo(1);
        }
        assertThat(BakeEasing.Curve.BACK.at(0.6)).isGreaterThan(1);
        assertThat(BakeEasing.Curve.ELASTIC.at(0.1)).isGreaterThan(1);
        assertThat(BakeEasing.Curve.BOUNCE.at(1 / 2.75)).isCloseTo(1, within(1e-12));
        assertThat(BakeEasing.Curve.BOUNCE.at(0.5)).isLessThan(1);
    }

    @Test
    void aKeyEveryFrameFollowsTheCurveAndOnlyTheSelectedSegmentChanges() {
        Clip baked = new BakeEasing(Set.of(start.id()), BakeEasing.Curve.BOUNCE, 60, 1).apply(clip);
        List<Key> keys = baked.tracks().get(0).keys();
        // Frames 1..29 lie inside the half-second segment at 60 fps.
        assertThat(keys).hasSize(3 + 29);
        assertThat(keys.get(0).interp()).isEqualTo(Interp.LINEAR);
        for (int frame = 1; frame <= 29; frame++) {
            Key key = keys.get(frame);
            assertThat(key.time()).isEqualTo(FrameTime.of(frame, 60));
            assertThat(((Value.Num) key.value()).value())
                    .isCloseTo(10 + 10 * BakeEasing.Curve.BOUNCE.at(frame / 30.0), within(1e-12));
            assertThat(key.interp()).isEqualTo(Interp.LINEAR);
        }
        assertThat(keys.get(30)).isEqualTo(end);
        assertThat(keys.get(31)).isEqualTo(after);
    }

    @Test
    void aSparserDensityAndVectorLanes() {
        Key from = Key.of(0, Value.Vec.of(0, 100));
        Key to = Key.of(0.5, Value.Vec.of(10, 0));
        Clip vectors = Clip.empty(1, LoopMode.ONCE).withTracks(List.of(
                Track.of("", "transform.position", Kind.VEC2).withKeys(List.of(from, to))));
        List<Key> keys = new BakeEasing(Set.of(from.id()), BakeEasing.Curve.BACK, 24, 4).apply(vectors)
                .tracks().get(0).keys();
        // 0.5 s at 24 fps is 12 frames: keys at frames 4 and 8.
        assertThat(keys).extracting(Key::time).containsExactly(0.0, FrameTime.of(4, 24), FrameTime.of(8, 24), 0.5);
        double eased = BakeEasing.Curve.BACK.at(FrameTime.of(4, 24) / 0.5);
        assertThat(((Value.Vec) keys.get(1).value()).get(0)).isCloseTo(10 * eased, within(1e-12));
        assertThat(((Value.Vec) keys.get(1).value()).get(1)).isCloseTo(100 - 100 * eased, within(1e-12));
    }

    @Test
    void aConstantSideOnTheSegmentTurnsAutoSoTheBakeDoesNotStep() {
        Key stepping = start.withTangents(TangentMode.AUTO, TangentMode.CONSTANT, null, null);
        Clip before = clip.withTracks(List.of(track.withKeys(List.of(stepping, end, after))));
        List<Key> keys = new BakeEasing(Set.of(start.id()), BakeEasing.Curve.ELASTIC, 60, 2).apply(before)
                .tracks().get(0).keys();
        assertThat(keys.get(0).outTangent()).isEqualTo(TangentMode.AUTO);
    }
}

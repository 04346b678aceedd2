package dev.reel.edit.cmd;

import dev.reel.edit.Document;
import dev.reel.io.ClipCodec;
import dev.reel.model.Clip;
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

import static org.assertj.core.api.Assertions.assertThat;

/** A key with free tangents keeps its curve's shape when its value changes: its handles scale with the change. */
class FreeHandleValueTest {
    private final Key start = Key.of(0, new Value.Num(0)).withTangent(TangentMode.FREE, null, Value.Vec.of(0.3, 0));
    // Eases into 10 from below: the in handle sits 8 under the key, still above the neighbour at 0.
    private final Key peak = Key.of(1, new Value.Num(10)).withTangent(TangentMode.FREE, Value.Vec.of(-0.3, -8),
            Value.Vec.of(0.3, 0));
    private final Key end = Key.of(2, new Value.Num(10));
    private final Track track = Track.of("", "transform.rotation", Kind.FLOAT32).withKeys(List.of(start, peak, end));
    private final Clip clip = Clip.empty(2, LoopMode.ONCE).withTracks(List.of(track));

    @Test
    void loweringAKeyTowardItsNeighbourNeverDipsBelowBoth() {
        assertThat(lowest(clip, 0, 1)).as("before: the curve stays between 0 and 10").isGreaterThanOrEqualTo(-1e-9);

        Clip lowered = new SetKeyValue(peak.id(), new Value.Num(2)).apply(clip);

        assertThat(lowest(lowered, 0, 1)).as("lowered to 2: never below min(0, 2)").isGreaterThanOrEqualTo(-1e-9);
        assertThat(highest(lowered, 0, 1)).as("and never above the key").isLessThanOrEqualTo(2 + 1e-9);
        Key moved = lowered.tracks().get(0).key(peak.id());
        assertThat(moved.in().lanes()).as("the in handle scaled by 2/10").containsExactly(-0.3, -1.6);
        assertThat(moved.sharedTangent()).isEqualTo(TangentMode.FREE);
    }

    @Test
    void aDragInTheCurvesScalesTheHandlesOfBothSegmentsAndUndoIsExact() {
        Document<Clip> document = new Document<>(clip, null, "handles");
        // The peak dragged down by 6: the rise from the start falls 10 → 4, the one to the end grows 0 → 6.
        document.execute(new MoveCurvePoints(Map.of(peak.id(), Set.of(0)), 0, -6));

        Key moved = document.value().tracks().get(0).key(peak.id());
        assertThat(moved.value()).isEqualTo(new Value.Num(4));
        assertThat(moved.in().lanes()).containsExactly(-0.3, -8 * 0.4);
        assertThat(moved.out().lanes()).as("a flat segment has nothing to scale from").containsExactly(0.3, 0.0);
        assertThat(lowest(document.value(), 0, 1)).isGreaterThanOrEqualTo(-1e-9);

        String written = ClipCodec.write(clip);
        document.undo();
        assertThat(ClipCodec.write(document.value())).isEqualTo(written);
        document.redo();
        assertThat(document.value().tracks().get(0).key(peak.id())).isEqualTo(moved);
    }

    @Test
    void typingANewValueScalesFromTheValueBeforeTheTypingNotFromEachKeystroke() {
        Document<Clip> document = new Document<>(clip, null, "handles");
        // Typing 0.5 over 10 shows 0 after the first keystroke: the neighbour's value, a flat segment.
        document.execute(new SetKeyValue(peak.id(), new Value.Num(0)));
        document.execute(new SetKeyValue(peak.id(), new Value.Num(0.5)));

        assertThat(document.history().size()).as("one step").isEqualTo(1);
        assertThat(document.value().tracks().get(0).key(peak.id()).in().lanes()).containsExactly(-0.3, -8 * 0.05);
        document.undo();
        assertThat(document.value()).isEqualTo(clip);
    }

    @Test
    void aKeyCrossingItsNeighbourTurnsItsHandleTowardIt() {
        Clip crossed = new SetKeyValue(peak.id(), new Value.Num(-5)).apply(clip);

        assertThat(crossed.tracks().get(0).key(peak.id()).in().lanes()).containsExactly(-0.3, 4.0);
        assertThat(lowest(crossed, 0, 1)).isGreaterThanOrEqualTo(-5 - 1e-9);
        assertThat(highest(crossed, 0, 1)).isLessThanOrEqualTo(1e-9);
    }

    @Test
    void oneHandlePairForEveryLaneSplitsWhenOnlyOneLaneMoves() {
        Key first = Key.of(0, Value.Vec.of(0, 0));
        Key second = Key.of(1, Value.Vec.of(10, 10)).withTangent(TangentMode.FREE, Value.Vec.of(-0.3, -8), null);
        Track scale = Track.of("", "transform.scale", Kind.VEC2).withKeys(List.of(first, second));
        Clip vectors = Clip.empty(1, LoopMode.ONCE).withTracks(List.of(scale));

        Clip moved = new SetKeyValue(second.id(), Value.Vec.of(5, 10)).apply(vectors);

        assertThat(moved.tracks().get(0).key(second.id()).in().lanes()).containsExactly(-0.3, -4, -0.3, -8);
    }

    private static double lowest(Clip clip, double from, double to) {
        return extreme(clip, from, to, true);
    }

    private static double highest(Clip clip, double from, double to) {
        return extreme(clip, from, to, false);
    }

    private static double extreme(Clip clip, double from, double to, boolean lowest) {
        ClipSampler sampler = new ClipSampler(CompiledClip.compile(clip));
        double extreme = lowest ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
        for (int i = 0; i <= 400; i++) {
            sampler.sample(0, from + (to - from) * i / 400);
            double value = sampler.lane(0, 0);
            extreme = lowest ? Math.min(extreme, value) : Math.max(extreme, value);
        }
        return extreme;
    }
}

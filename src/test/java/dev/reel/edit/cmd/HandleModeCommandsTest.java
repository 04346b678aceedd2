package dev.reel.edit.cmd;

import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.runtime.KeyHandles;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/** Handle modes set on many keys at once, and handle drags, keep the curve's shape where they promise to. */
class HandleModeCommandsTest {
    private final Key first = Key.of(0, new Value.Num(0));
    private final Key middle = Key.of(1, new Value.Num(2));
    private final Key last = Key.of(2, new Value.Num(6));
    private final Track track = Track.of("", "A.b", Kind.FLOAT32).withKeys(List.of(first, middle, last));
    private final Clip clip = Clip.empty(2, LoopMode.ONCE).withTracks(List.of(track));

    private Key key(Clip clip, Key key) {
        return clip.tracks().get(0).key(key.id());
    }

    private static KeyHandles handles(Clip clip) {
        return KeyHandles.of(clip.tracks().get(0));
    }

    @Test
    void freeAndAlignedStartFromTheHandlesTheKeysPlayed() {
        KeyHandles before = handles(clip);
        for (TangentMode mode : List.of(TangentMode.FREE, TangentMode.ALIGNED)) {
            Clip after = new SetHandleModes(Set.of(first.id(), middle.id(), last.id()), SetHandleModes.Side.BOTH, mode)
                    .apply(clip);
            assertThat(key(after, middle).inTangent()).isEqualTo(mode);
            assertThat(key(after, middle).outTangent()).isEqualTo(mode);
            assertThat(key(after, middle).in()).isEqualTo(before.in(1));
            assertThat(key(after, middle).out()).isEqualTo(before.out(1));
        }
    }

    @Test
    void oneSideChangesAloneAndOtherModesDropTheirWrittenHandles() {
        Clip free = new SetHandleModes(Set.of(middle.id()), SetHandleModes.Side.BOTH, TangentMode.FREE).apply(clip);
        Clip flatOut = new SetHandleModes(Set.of(middle.id()), SetHandleModes.Side.OUT, TangentMode.FLAT).apply(free);
        Key changed = key(flatOut, middle);
        assertThat(changed.inTangent()).isEqualTo(TangentMode.FREE);
        assertThat(changed.outTangent()).isEqualTo(TangentMode.FLAT);
        assertThat(changed.in()).isEqualTo(key(free, middle).in());
        assertThat(changed.out()).isNull();
        assertThat(handles(flatOut).outValue(1, 0)).isZero();
    }

    @Test
    void settingAlignedOnABrokenKeyWritesTheInHandleInLineWithTheOut() {
        Key broken = middle.withTangent(TangentMode.FREE, Value.Vec.of(-0.5, 3), Value.Vec.of(0.25, 1));
        Clip before = clip.withTracks(List.of(track.withKeys(List.of(first, broken, last))));
        Clip after = new SetHandleModes(Set.of(middle.id()), SetHandleModes.Side.BOTH, TangentMode.ALIGNED)
                .apply(before);
        Key aligned = key(after, middle);
        assertThat(aligned.out().lanes()).containsExactly(0.25, 1);
        assertThat(aligned.in().get(0)).isEqualTo(-0.5);
        assertThat(aligned.in().get(1)).isCloseTo(-2, within(1e-12));
    }

    @Test
    void anUnknownKeyIsRefusedByName() {
        assertThatThrownBy(() -> new SetHandleModes(Set.of(-5L), SetHandleModes.Side.BOTH, TangentMode.FLAT).apply(clip))
                .hasMessageContaining("no key with id -5");
    }

    @Test
    void draggingAnAutoHandleAlignsTheKeyAndTurnsTheOtherHandleInLine() {
        // Pixels: 100 per second, 10 per unit. Out handle to (1.5, 4): dt 0.5, dv 2.
        Clip after = new DragHandle(middle.id(), 0, true, 1.5, 4, 100, 10, false).apply(clip);
        Key dragged = key(after, middle);
        assertThat(dragged.sharedTangent()).isEqualTo(TangentMode.ALIGNED);
        assertThat(dragged.out().lanes()).containsExactly(0.5, 2);
        double[] in = dragged.in().lanes();
        assertThat(in[0] * 2 - in[1] * 0.5).as("collinear").isCloseTo(0, within(1e-12));
        assertThat(in[0]).isNegative();
        // The in handle kept its length in pixels.
        KeyHandles before = handles(clip);
        double was = Math.hypot(before.inTime(1, 0) * 100, before.inValue(1, 0) * 10);
        assertThat(Math.hypot(in[0] * 100, in[1] * 10)).isCloseTo(was, within(1e-9));
        assertThat(key(after, first)).isEqualTo(first);
    }

    @Test
    void aFreeHandleMovesAloneAndAltFreesAnAlignedOne() {
        Clip free = new SetHandleModes(Set.of(middle.id()), SetHandleModes.Side.BOTH, TangentMode.FREE).apply(clip);
        Clip moved = new DragHandle(middle.id(), 0, true, 1.5, 4, 100, 10, false).apply(free);
        assertThat(key(moved, middle).in()).isEqualTo(key(free, middle).in());
        assertThat(key(moved, middle).out().lanes()).containsExactly(0.5, 2);

        Clip aligned = new DragHandle(middle.id(), 0, true, 1.5, 4, 100, 10, false).apply(clip);
        Clip broken = new DragHandle(middle.id(), 0, false, 0.5, 5, 100, 10, true).apply(aligned);
        Key key = key(broken, middle);
        assertThat(key.inTangent()).isEqualTo(TangentMode.FREE);
        assertThat(key.outTangent()).isEqualTo(TangentMode.ALIGNED);
        assertThat(key.in().lanes()).containsExactly(-0.5, 3);
        // The aligned out side now follows the freed in side: slope 3 / -0.5 = -6, with its own dt 0.5.
        assertThat(key.out().get(0)).isEqualTo(0.5);
        assertThat(key.out().get(1)).isCloseTo(-3, within(1e-12));
    }

    @Test
    void aHandleStaysOnItsSideOfTheKey() {
        Clip after = new DragHandle(middle.id(), 0, true, 0.2, 3, 100, 10, false).apply(clip);
        assertThat(key(after, middle).out().get(0)).isZero();
    }
}

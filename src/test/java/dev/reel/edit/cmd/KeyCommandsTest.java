package dev.reel.edit.cmd;

import dev.reel.edit.MergeKey;
import dev.reel.edit.Samples;
import dev.reel.model.Clip;
import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Commands on keys, addressed by id. */
class KeyCommandsTest {
    private final Clip clip = Samples.clip();
    private final Track position = Samples.position(clip);
    private final Key first = Samples.keyAt(position, 0);
    private final Key middle = Samples.keyAt(position, 1);

    @Test
    void setKeyValueChangesTheValueAndKeepsTheKeysComments() {
        Clip changed = new SetKeyValue(first.id(), Value.Vec.of(3, 4)).apply(clip);

        Key key = changed.track(position.id()).key(first.id());
        assertThat(key.value()).isEqualTo(Value.Vec.of(3, 4));
        assertThat(key.extras()).isEqualTo(first.extras());
        assertThat(first.extras().trailingComment()).isEqualTo("# start");
        Untouched.exceptKey(clip, changed, position.id(), first.id());
        assertThat(new SetKeyValue(first.id(), Value.Vec.of(1, 1)).mergeKey())
                .isEqualTo(new MergeKey("key-value", first.id()));
    }

    @Test
    void setKeyValueRefusesAValueOfAnotherKind() {
        assertThatThrownBy(() -> new SetKeyValue(first.id(), new Value.Num(1)).apply(clip))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("vec2");
        assertThatThrownBy(() -> new SetKeyValue(first.id(), Value.Vec.of(1, 2, 3)).apply(clip))
                .isInstanceOf(IllegalArgumentException.class);
        Key order = Samples.track(clip, "", "SpriteRenderer.order").keys().get(0);
        assertThatThrownBy(() -> new SetKeyValue(order.id(), new Value.Num(1.5)).apply(clip))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("int32");
    }

    @Test
    void setKeyTimeMovesTheKeyAndKeepsTheTrackInTimeOrder() {
        Clip moved = new SetKeyTime(first.id(), 1.5).apply(clip);

        Track track = moved.track(position.id());
        assertThat(track.keys()).extracting(Key::time).containsExactly(1.0, 1.5, 2.0);
        assertThat(track.key(first.id())).isEqualTo(first.withTime(1.5));
        assertThat(moved.withTracks(clip.tracks())).isEqualTo(clip);
        assertThat(moved.tracks().subList(1, 3)).isEqualTo(clip.tracks().subList(1, 3));
    }

    @Test
    void setKeyTimeOntoAnotherKeyReplacesIt() {
        Clip moved = new SetKeyTime(first.id(), 1).apply(clip);

        Track track = moved.track(position.id());
        assertThat(track.keys()).extracting(Key::id).containsExactly(first.id(), Samples.keyAt(position, 2).id());
        assertThat(track.key(middle.id())).isNull();
    }

    @Test
    void setKeyTimeRefusesATimeOutsideTheClip() {
        assertThatThrownBy(() -> new SetKeyTime(first.id(), 2.5).apply(clip))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("outside");
        assertThatThrownBy(() -> new SetKeyTime(first.id(), -0.1).apply(clip))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void setKeyInterpChangesOnlyTheInterpolation() {
        Clip changed = new SetKeyInterp(first.id(), Interp.STEP).apply(clip);

        assertThat(changed.track(position.id()).key(first.id())).isEqualTo(first.withInterp(Interp.STEP));
        Untouched.exceptKey(clip, changed, position.id(), first.id());
    }

    @Test
    void setKeyTangentSetsTheModeAndHandlesPerLane() {
        Value.Vec in = Value.Vec.of(-0.2, 1, -0.2, 2);
        Value.Vec out = Value.Vec.of(0.2, -1, 0.2, -2);
        Clip changed = new SetKeyTangent(middle.id(), TangentMode.FREE, in, out).apply(clip);

        Key key = changed.track(position.id()).key(middle.id());
        assertThat(key.sharedTangent()).isEqualTo(TangentMode.FREE);
        assertThat(key.in()).isEqualTo(in);
        assertThat(key.out()).isEqualTo(out);
        Untouched.exceptKey(clip, changed, position.id(), middle.id());

        Clip cleared = new SetKeyTangent(middle.id(), TangentMode.AUTO, null, null).apply(changed);
        assertThat(cleared).isEqualTo(clip);
        assertThatThrownBy(() -> new SetKeyTangent(middle.id(), TangentMode.FREE, Value.Vec.of(1, 2), null)
                .apply(clip)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("pair");
    }

    @Test
    void addKeyInsertsInTimeOrder() {
        Key added = Key.of(0.5, Value.Vec.of(5, 5));
        Clip changed = new AddKey(position.id(), added).apply(clip);

        assertThat(changed.track(position.id()).keys()).containsExactly(first, added, middle,
                Samples.keyAt(position, 2));
        assertThat(changed.tracks().subList(1, 3)).isEqualTo(clip.tracks().subList(1, 3));
    }

    @Test
    void addKeyAtAnOccupiedTimeSetsThatKeysValue() {
        Clip changed = new AddKey(position.id(), Key.of(1, Value.Vec.of(7, 7))).apply(clip);

        assertThat(changed.track(position.id()).keys()).hasSize(3);
        assertThat(changed.track(position.id()).key(middle.id())).isEqualTo(middle.withValue(Value.Vec.of(7, 7)));
        Untouched.exceptKey(clip, changed, position.id(), middle.id());
    }

    @Test
    void addKeyRefusesAKeyOutsideTheClipOrOfAnotherKind() {
        assertThatThrownBy(() -> new AddKey(position.id(), Key.of(3, Value.Vec.of(0, 0))).apply(clip))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new AddKey(position.id(), Key.of(1.5, new Value.Bool(true))).apply(clip))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new AddKey(position.id(), first).apply(clip))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("already used");
    }

    @Test
    void removeKeysRemovesKeysOnSeveralTracks() {
        Key armKey = Samples.arm(clip).keys().get(1);
        Clip changed = new RemoveKeys(Set.of(first.id(), armKey.id())).apply(clip);

        assertThat(changed.track(position.id()).keys()).extracting(Key::id).doesNotContain(first.id()).hasSize(2);
        assertThat(changed.track(Samples.arm(clip).id()).keys()).containsExactly(Samples.arm(clip).keys().get(0));
        assertThat(changed.tracks().get(2)).isEqualTo(clip.tracks().get(2));
        assertThat(changed.track(position.id()).extras()).isEqualTo(position.extras());
        assertThat(new RemoveKeys(Set.of(first.id(), armKey.id())).label()).isEqualTo("Delete 2 keys");
        assertThat(new RemoveKeys(Set.of(first.id())).label()).isEqualTo("Delete key");
    }
}

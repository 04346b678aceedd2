package dev.reel.edit.cmd;

import dev.reel.edit.Samples;
import dev.reel.model.Clip;
import dev.reel.model.Flipbook;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.Track;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Keying node fields (K, Rec) and dropping frames on a sprite row. */
class FieldCommandsTest {
    private final Clip clip = Samples.clip();

    @Test
    void keyingAnAnimatedFieldAddsAKeyAndAnExistingKeyTakesTheValue() {
        Track arm = Samples.arm(clip);
        Key raised = Samples.keyAt(arm, 0.5);
        KeyFields key = new KeyFields(0.5, List.of(new KeyFields.Field("Arm", "transform.rotation", Kind.FLOAT32,
                new Value.Num(30))));
        Clip keyed = key.apply(clip);
        assertThat(keyed.track(arm.id()).keys()).hasSize(2);
        assertThat(keyed.track(arm.id()).key(raised.id()).value()).isEqualTo(new Value.Num(30));

        Clip later = new KeyFields(1, List.of(new KeyFields.Field("Arm", "transform.rotation", Kind.FLOAT32,
                new Value.Num(90)))).apply(clip);
        assertThat(later.track(arm.id()).keys()).extracting(Key::time).containsExactly(0.0, 0.5, 1.0);
    }

    @Test
    void theUndoLabelOfOneKeyedFieldNamesItsNodeAndPropertyAsPanelsDo() {
        assertThat(new KeyFields(0, List.of(new KeyFields.Field("Arm", "transform.rotation", Kind.FLOAT32,
                new Value.Num(1)))).label()).isEqualTo("Key Arm · Rotation");
        assertThat(new KeyFields(0, List.of(new KeyFields.Field("", "ik/leg_l.mix", Kind.FLOAT32,
                new Value.Num(1)))).label()).isEqualTo("Key (this node) · leg_l IK · mix");
    }

    @Test
    void keyingAFieldTheClipDoesNotAnimateCreatesItsTrack() {
        KeyFields key = new KeyFields(1, List.of(
                new KeyFields.Field("Arm", "transform.scale", Kind.VEC2, Value.Vec.of(2, 2)),
                new KeyFields.Field("Arm", "SpriteRenderer.flipX", Kind.BOOL, new Value.Bool(true))));
        Clip keyed = key.apply(clip);

        assertThat(keyed.tracks()).hasSize(clip.tracks().size() + 2);
        Track scale = Samples.track(keyed, "Arm", "transform.scale");
        assertThat(scale.keys()).extracting(Key::time, Key::value)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(1.0, Value.Vec.of(2, 2)));
        assertThat(key.apply(clip)).as("ids made once").isEqualTo(keyed);
        assertThat(key.label()).isEqualTo("Key 2 fields");
    }

    @Test
    void keyingRefusesAWrongKindAndATimeOutsideTheClip() {
        assertThatThrownBy(() -> new KeyFields(0, List.of(new KeyFields.Field("Arm", "transform.rotation",
                Kind.VEC2, Value.Vec.of(1, 1)))).apply(clip)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new KeyFields(3, List.of(new KeyFields.Field("Arm", "transform.rotation",
                Kind.FLOAT32, new Value.Num(1)))).apply(clip)).hasMessageContaining("outside");
    }

    @Test
    void droppedFramesGoOneEveryTwelfthOfASecondAndGrowTheClip() {
        Clip empty = Clip.empty(0.2, LoopMode.LOOP);
        List<String> sprites = List.of("assets/a.png#a_000", "assets/a.png#a_001", "assets/a.png#a_002",
                "assets/a.png#a_003");

        Clip dropped = AddFrames.dropped("", sprites, 0.1).apply(empty);

        Track track = dropped.tracks().get(0);
        assertThat(track.property()).isEqualTo("SpriteRenderer.sprite");
        assertThat(track.keys()).hasSize(4);
        for (int i = 0; i < 4; i++) {
            assertThat(track.keys().get(i).time()).isCloseTo(0.1 + i / 12.0, org.assertj.core.data.Offset.offset(1e-9));
        }
        assertThat(dropped.length()).isCloseTo(0.1 + 4 / 12.0, org.assertj.core.data.Offset.offset(1e-9));

        Clip atStart = AddFrames.dropped("Body", sprites.subList(0, 2), 0).apply(empty);
        Flipbook flipbook = atStart.flipbooks().get(0);
        assertThat(flipbook.path()).isEqualTo("Body");
        assertThat(flipbook.sprites()).containsExactlyElementsOf(sprites.subList(0, 2));
    }
}

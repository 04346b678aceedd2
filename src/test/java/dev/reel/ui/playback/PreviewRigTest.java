package dev.reel.ui.playback;

import dev.reel.edit.cmd.AddTrack;
import dev.reel.edit.cmd.KeyFields;
import dev.reel.io.ProjectFolder;
import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.Properties;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.ui.TestProjects;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.documents.Workspace;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The preview rig: rest values, the clip at the cursor, Rec, Auto Key, K and Set from Scene. */
class PreviewRigTest {
    private static final PreviewRig.Field POSITION = new PreviewRig.Field(Properties.POSITION, Kind.VEC2);
    private static final PreviewRig.Field ROTATION = new PreviewRig.Field(Properties.ROTATION, Kind.FLOAT32);
    private static final PreviewRig.Field SPRITE = new PreviewRig.Field(Properties.SPRITE, Kind.ASSET_REF);

    @TempDir
    Path temp;
    Path root;
    Workspace workspace;
    Playback playback;
    PreviewRig rig;
    OpenDocument<Clip> attack;

    @BeforeEach
    @SuppressWarnings("unchecked")
    void open() {
        root = TestProjects.platformer(temp);
        workspace = new Workspace(ProjectFolder.at(root), message -> { });
        playback = new Playback();
        rig = new PreviewRig(workspace, playback);
        attack = (OpenDocument<Clip>) workspace.open(root.resolve("anim/knight/attack.aeanim")).orElseThrow();
    }

    @Test
    void nodesAreTheClipsPathsAndDefaultsComeFromTheKnownPropertiesAndTheFlipbook() {
        assertThat(rig.nodes()).containsExactly("");
        rig.addNode("Sword");
        assertThat(rig.nodes()).containsExactly("", "Sword");
        assertThat(rig.rest("", ROTATION)).isEqualTo(new Value.Num(0));
        assertThat(rig.rest("", new PreviewRig.Field(Properties.SCALE, Kind.VEC2))).isEqualTo(Value.Vec.of(1, 1));
        assertThat(rig.rest("", new PreviewRig.Field(Properties.TINT, Kind.COLOR))).isEqualTo(Value.Vec.of(1, 1, 1, 1));
        assertThat(rig.rest("", SPRITE)).isEqualTo(new Value.Asset("assets/knight/knight_attack.png#knight_attack_000"));
    }

    @Test
    void previewShowsTheClipAtTheCursorAndNeverChangesTheDocument() {
        attack.setTimeCursor(0.14);
        long version = attack.document().version();

        assertThat(rig.driven("", Properties.POSITION)).isTrue();
        assertThat(rig.shown("", POSITION)).isEqualTo(Value.Vec.of(10, 0));
        assertThat(rig.shown("", SPRITE)).isEqualTo(new Value.Asset("assets/knight/knight_attack.png#knight_attack_002"));
        assertThat(rig.driven("", Properties.ROTATION)).isFalse();

        playback.previewProperty().set(false);
        assertThat(rig.driven("", Properties.POSITION)).isFalse();
        assertThat(rig.shown("", POSITION)).isEqualTo(Value.Vec.of(0, 0));
        assertThat(attack.document().version()).isEqualTo(version);
    }

    @Test
    void withoutRecAnEditSetsTheRestValueAndADrivenFieldRefusesIt() {
        assertThat(rig.edit("", ROTATION, new Value.Num(0.5))).isNull();
        assertThat(rig.rest("", ROTATION)).isEqualTo(new Value.Num(0.5));
        assertThatThrownBy(() -> rig.edit("", POSITION, Value.Vec.of(3, 3)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("driven");
        assertThat(attack.document().history().size()).isZero();
    }

    @Test
    @SuppressWarnings("unchecked")
    void aRestValueBelongsToTheClipItWasSetInAndNoOtherClipDrawsIt() {
        OpenDocument<Clip> run = (OpenDocument<Clip>) workspace.open(root.resolve("anim/knight/run.aeanim")).orElseThrow();
        assertThat(rig.driven("", Properties.ROTATION)).isFalse();
        rig.edit("", ROTATION, new Value.Num(0.25));
        assertThat(rig.shown("", ROTATION)).isEqualTo(new Value.Num(0.25));

        // Another clip, focused again or opened afterwards, has its own rest pose: the edit in run does not move it.
        workspace.focus(attack);
        assertThat(rig.rest("", ROTATION)).isEqualTo(new Value.Num(0));
        OpenDocument<?> rogue = workspace.open(root.resolve("anim/rogue/idle.aeanim")).orElseThrow();
        assertThat(workspace.focused()).isSameAs(rogue);
        assertThat(rig.rest("", ROTATION)).isEqualTo(new Value.Num(0));
        rig.edit("", ROTATION, new Value.Num(-1));

        // Back in run, its own rest value is there as it was left.
        workspace.focus(run);
        assertThat(rig.shown("", ROTATION)).isEqualTo(new Value.Num(0.25));
        workspace.focus(attack);
        assertThat(rig.shown("", ROTATION)).isEqualTo(new Value.Num(0));
    }

    @Test
    void recWithAutoKeyReturnsTheKeyAndWithoutItWaitsForK() {
        attack.setTimeCursor(0.3);
        playback.recProperty().set(true);
        KeyFields keyed = rig.edit("", POSITION, Value.Vec.of(12, 4));
        assertThat(keyed).isNotNull();
        attack.document().execute(keyed);
        Track position = attack.value().tracks().stream().filter(t -> t.property().equals(Properties.POSITION))
                .findFirst().orElseThrow();
        assertThat(position.keys()).extracting(Key::time).containsExactly(0.0, 0.14, 0.3, 0.44);

        playback.autoKeyProperty().set(false);
        assertThat(rig.edit("", ROTATION, new Value.Num(0.25))).isNull();
        assertThat(rig.pending("", Properties.ROTATION)).isEqualTo(new Value.Num(0.25));
        assertThat(rig.shown("", ROTATION)).isEqualTo(new Value.Num(0.25));
        KeyFields k = rig.keyChanges();
        assertThat(k.fields()).extracting(KeyFields.Field::property).containsExactly(Properties.ROTATION);
        attack.setTimeCursor(0.2);
        assertThat(rig.pending("", Properties.ROTATION)).as("moving the cursor drops a recorded edit").isNull();
    }

    @Test
    void kKeysFieldsThatDifferFromTheClipAtTheCursorOnly() {
        attack.setTimeCursor(0.3);
        assertThat(rig.keyChanges()).as("nothing changed").isNull();
        rig.edit("", ROTATION, new Value.Num(1.5));
        KeyFields keys = rig.keyChanges();
        assertThat(keys.fields()).containsExactly(new KeyFields.Field("", Properties.ROTATION, Kind.FLOAT32,
                new Value.Num(1.5)));
        playback.previewProperty().set(false);
        assertThat(rig.keyChanges().fields()).extracting(KeyFields.Field::property)
                .as("without Preview the rest position differs from the clip")
                .contains(Properties.ROTATION, Properties.POSITION);
    }

    @Test
    void laneTracksAreSampledAndKeyedLaneByLane() {
        Track x = Track.of("Arm", "transform.position.x", Kind.FLOAT32).withKeys(List.of(
                Key.of(0, new Value.Num(2)), Key.of(0.44, new Value.Num(6))));
        attack.document().execute(new AddTrack(x));
        attack.setTimeCursor(0.44);
        assertThat(rig.nodes()).contains("Arm");
        assertThat(rig.shown("Arm", POSITION)).isEqualTo(Value.Vec.of(6, 0));
        playback.recProperty().set(true);
        KeyFields keyed = rig.edit("Arm", POSITION, Value.Vec.of(7, 1));
        assertThat(keyed.fields()).containsExactly(new KeyFields.Field("Arm", "transform.position.x", Kind.FLOAT32,
                new Value.Num(7)));
    }

    @Test
    void setFromSceneGivesKeysTheSceneValuesOfTheirFields() {
        rig.setRest("", Properties.POSITION, Value.Vec.of(5, 6));
        Track position = attack.value().tracks().get(0);
        Key middle = position.keys().get(1);
        assertThat(rig.sceneValues(attack.value(), Set.of(middle.id()))).containsEntry(middle.id(), Value.Vec.of(5, 6));
    }

    @Test
    void playbackMapsTravelledTimeByLoopMode() {
        assertThat(Playback.clipTime(1.25, 1, LoopMode.ONCE, false)).isEqualTo(1);
        assertThat(Playback.clipTime(1.25, 1, LoopMode.LOOP, false)).isEqualTo(0.25);
        assertThat(Playback.clipTime(1.25, 1, LoopMode.PING_PONG, false)).isEqualTo(0.75);
        assertThat(Playback.clipTime(0.25, 1, LoopMode.LOOP, true)).isEqualTo(0.75);
        assertThat(Playback.clipTime(3, 0, LoopMode.LOOP, false)).isZero();
        playback.loopOverrideProperty().set(LoopMode.PING_PONG);
        assertThat(playback.loopOf(attack.value())).isEqualTo(LoopMode.PING_PONG);
    }
}

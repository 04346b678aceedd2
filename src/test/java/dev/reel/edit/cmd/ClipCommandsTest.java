package dev.reel.edit.cmd;

import dev.reel.edit.Samples;
import dev.reel.model.Authority;
import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.OnEnd;
import dev.reel.model.Track;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Commands on a clip and its tracks. */
class ClipCommandsTest {
    private final Clip clip = Samples.clip();
    private final Track position = Samples.position(clip);
    private final Track arm = Samples.arm(clip);

    @Test
    void setClipLengthChangesOnlyTheLengthAndRefusesToCutOffKeys() {
        Clip longer = new SetClipLength(3).apply(clip);

        assertThat(longer.length()).isEqualTo(3);
        assertThat(longer.withLength(clip.length())).isEqualTo(clip);
        assertThat(SetClipLength.shortest(clip)).isEqualTo(2);
        assertThatThrownBy(() -> new SetClipLength(1.5).apply(clip)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("t=2");
        assertThatThrownBy(() -> new SetClipLength(Double.NaN).apply(clip))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(new SetClipLength(3).mergeKey()).isEqualTo(new SetClipLength(4).mergeKey());
    }

    @Test
    void setClipLoopChangesOnlyTheLoopMode() {
        Clip once = new SetClipLoop(LoopMode.PING_PONG).apply(clip);

        assertThat(once.loop()).isEqualTo(LoopMode.PING_PONG);
        assertThat(once.withLoop(LoopMode.LOOP)).isEqualTo(clip);
    }

    @Test
    void setTrackPropertySetsEachHeaderFieldAndKeepsKeysAndComments() {
        Clip simulated = SetTrackProperty.authority(position.id(), Authority.SIMULATION).apply(clip);
        assertThat(simulated.track(position.id()).authority()).isEqualTo(Authority.SIMULATION);
        assertThat(simulated.track(position.id()).keys()).isEqualTo(position.keys());
        assertThat(simulated.track(position.id()).extras()).isEqualTo(position.extras());
        assertThat(position.extras().comments()).isNotEmpty();
        Untouched.exceptTrack(clip, simulated, position.id());

        Clip held = SetTrackProperty.onEnd(arm.id(), OnEnd.HOLD).apply(clip);
        assertThat(held.track(arm.id()).onEnd()).isEqualTo(OnEnd.HOLD);
        Untouched.exceptTrack(clip, held, arm.id());

        Clip rooted = SetTrackProperty.root(position.id(), true).apply(clip);
        assertThat(rooted.track(position.id()).root()).isTrue();

        Clip renamed = SetTrackProperty.path(arm.id(), "Body/Arm").apply(clip);
        assertThat(renamed.track(arm.id()).path()).isEqualTo("Body/Arm");

        Clip lane = SetTrackProperty.property(arm.id(), "transform.position.x").apply(clip);
        assertThat(lane.track(arm.id()).property()).isEqualTo("transform.position.x");

        Track order = Samples.track(clip, "", "SpriteRenderer.order");
        Clip numeric = SetTrackProperty.numeric(order.id(), true).apply(clip);
        assertThat(numeric.track(order.id()).numeric()).isTrue();
        Untouched.exceptTrack(clip, numeric, order.id());
    }

    @Test
    void setTrackPropertyRefusesWhatBreaksTheTrackRules() {
        assertThatThrownBy(() -> SetTrackProperty.property(arm.id(), "SpriteRenderer.flipX").apply(clip))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("bool");
        assertThatThrownBy(() -> SetTrackProperty.root(arm.id(), true).apply(clip))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SetTrackProperty.numeric(arm.id(), true).apply(clip))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("int32");
        Clip rooted = SetTrackProperty.root(position.id(), true).apply(clip);
        assertThatThrownBy(() -> new RenameTrack(position.id(), "Body").apply(rooted))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void typingATrackPathOrPropertyMergesButTogglingFlagsDoesNot() {
        assertThat(SetTrackProperty.path(arm.id(), "A").mergeKey())
                .isEqualTo(SetTrackProperty.path(arm.id(), "AB").mergeKey()).isNotNull();
        assertThat(SetTrackProperty.property(arm.id(), "A").mergeKey()).isNotNull();
        assertThat(SetTrackProperty.numeric(arm.id(), true).mergeKey()).isNull();
        assertThat(SetTrackProperty.onEnd(arm.id(), OnEnd.HOLD).field()).isEqualTo("onEnd");
        assertThat(SetTrackProperty.onEnd(arm.id(), OnEnd.HOLD).newValue()).isEqualTo(OnEnd.HOLD);
    }

    @Test
    void addTrackAppendsOrInsertsAndKeepsTheOthers() {
        Track tint = Track.of("", "SpriteRenderer.tint", Kind.COLOR);
        Clip added = new AddTrack(tint).apply(clip);

        assertThat(added.tracks()).hasSize(4);
        assertThat(added.tracks().get(3)).isEqualTo(tint);
        assertThat(added.withTracks(clip.tracks())).isEqualTo(clip);

        Clip first = new AddTrack(tint, 0).apply(clip);
        assertThat(first.tracks().get(0)).isEqualTo(tint);
        assertThat(first.tracks().subList(1, 4)).isEqualTo(clip.tracks());
    }

    @Test
    void addTrackSortsPastedKeysAndRefusesBadOnes() {
        Track pasted = Track.of("Leg", "transform.rotation", Kind.FLOAT32)
                .withKeys(List.of(Key.of(1, new Value.Num(2)), Key.of(0.5, new Value.Num(1))));
        Clip added = new AddTrack(pasted).apply(clip);
        assertThat(added.track(pasted.id()).keys()).extracting(Key::time).containsExactly(0.5, 1.0);

        Track late = Track.of("Leg", "transform.rotation", Kind.FLOAT32)
                .withKeys(List.of(Key.of(5, new Value.Num(2))));
        assertThatThrownBy(() -> new AddTrack(late).apply(clip)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("outside");
        Track twins = Track.of("Leg", "transform.rotation", Kind.FLOAT32)
                .withKeys(List.of(Key.of(1, new Value.Num(2)), Key.of(1, new Value.Num(3))));
        assertThatThrownBy(() -> new AddTrack(twins).apply(clip)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new AddTrack(position).apply(clip)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(String.valueOf(position.id()));
        Track wrongKind = Track.of("", "transform.position", Kind.FLOAT32);
        assertThatThrownBy(() -> new AddTrack(wrongKind).apply(clip)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void removeTrackRemovesOnlyThatTrack() {
        Clip removed = new RemoveTrack(arm.id()).apply(clip);

        assertThat(removed.track(arm.id())).isNull();
        assertThat(removed.tracks()).containsExactly(clip.tracks().get(0), clip.tracks().get(2));
        assertThat(removed.events()).isEqualTo(clip.events());
    }

    @Test
    void renameTrackChangesTheNodePathAndKeepsTheRest() {
        Clip renamed = new RenameTrack(arm.id(), "Body/Arm").apply(clip);

        Track changed = renamed.track(arm.id());
        assertThat(changed.path()).isEqualTo("Body/Arm");
        assertThat(changed.property()).isEqualTo(arm.property());
        assertThat(changed.keys()).isEqualTo(arm.keys());
        assertThat(changed.extras()).isEqualTo(arm.extras());
        Untouched.exceptTrack(clip, renamed, arm.id());
        assertThat(new RenameTrack(arm.id(), "B").label()).isEqualTo("Rename track to \"B\"");
    }

    @Test
    void renamingATrackToTheNodeItselfSaysSoInItsLabel() {
        assertThat(new RenameTrack(arm.id(), "").label()).isEqualTo("Rename track to (this node)");
        assertThat(new RenameTrack(arm.id(), "Body/Arm").label()).isEqualTo("Rename track to \"Body/Arm\"");
    }
}

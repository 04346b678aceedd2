package dev.reel.edit.cmd;

import dev.reel.edit.Samples;
import dev.reel.io.ClipCodec;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.Track;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Copy, paste and duplicate of keys and events. */
class PasteCommandsTest {
    private final Clip clip = Samples.clip();
    private final Track position = Samples.position(clip);
    private final Track arm = Samples.arm(clip);

    @Test
    void aCopyCountsTimesFromItsEarliestKeyAndNamesTracksByPathAndProperty() {
        CopiedKeys copied = CopiedKeys.of(clip, Set.of(Samples.keyAt(position, 1).id(),
                Samples.keyAt(arm, 0.5).id(), Samples.eventAt(clip, 1.5).id()));

        assertThat(copied.tracks()).extracting(CopiedKeys.Piece::path, CopiedKeys.Piece::property)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("", "transform.position"),
                        org.assertj.core.groups.Tuple.tuple("Arm", "transform.rotation"));
        assertThat(copied.tracks().get(0).keys().get(0).time()).isEqualTo(0.5);
        assertThat(copied.tracks().get(1).keys().get(0).time()).isZero();
        assertThat(copied.events().get(0).time()).isEqualTo(1.0);
        assertThat(copied.size()).isEqualTo(3);
        assertThat(copied.span()).isEqualTo(1.0);
    }

    @Test
    void pastingIntoAClipWithoutTheTracksCreatesThemAndGrowsTheClip() {
        CopiedKeys copied = CopiedKeys.of(clip, Set.of(Samples.keyAt(arm, 0).id(), Samples.keyAt(arm, 0.5).id(),
                Samples.eventAt(clip, 0.5).id()));
        Clip other = Clip.empty(1, LoopMode.ONCE);
        PasteKeys paste = PasteKeys.at(copied, 0.75);

        Clip pasted = paste.apply(other);

        assertThat(pasted.tracks()).hasSize(1);
        Track created = pasted.tracks().get(0);
        assertThat(created.target()).isEqualTo("Arm:transform.rotation");
        assertThat(created.kind()).isEqualTo(Kind.FLOAT32);
        assertThat(created.keys()).extracting(Key::time).containsExactly(0.75, 1.25);
        assertThat(created.keys()).extracting(Key::value).containsExactly(new Value.Num(0), new Value.Num(45));
        assertThat(pasted.events()).extracting(ClipEvent::name, ClipEvent::time)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("Step", 1.25));
        assertThat(pasted.length()).isEqualTo(1.25);
        assertThat(paste.pastedIds()).containsAll(created.keys().stream().map(Key::id).toList());
        assertThat(paste.apply(other)).as("the same ids every time").isEqualTo(pasted);
        assertThat(ClipCodec.read(ClipCodec.write(pasted), "x.aeanim").usable()).isTrue();
    }

    @Test
    void pastingOntoAnExistingTrackReplacesTheKeyAtTheSameTime() {
        CopiedKeys copied = CopiedKeys.of(clip, Set.of(Samples.keyAt(position, 2).id()));
        Clip pasted = PasteKeys.at(copied, 1).apply(clip);

        Track track = pasted.track(position.id());
        assertThat(track.keys()).extracting(Key::time).containsExactly(0.0, 1.0, 2.0);
        assertThat(track.keys().get(1).value()).isEqualTo(Value.Vec.of(20, 5));
        assertThat(pasted.tracks()).hasSameSizeAs(clip.tracks());
    }

    @Test
    void keysOfAPropertyHeldByATrackOfAnotherKindAreLeftOutNotFailed() {
        Track custom = Track.of("Arm", "script/Mood.level", Kind.INT32).withKeys(java.util.List.of(
                Key.of(0, new Value.Num(1))));
        Clip source = Clip.empty(1, LoopMode.ONCE).withTracks(java.util.List.of(custom));
        Track otherKind = Track.of("Arm", "script/Mood.level", Kind.FLOAT32);
        Clip target = Clip.empty(1, LoopMode.ONCE).withTracks(java.util.List.of(otherKind));
        PasteKeys paste = PasteKeys.at(CopiedKeys.of(source, Set.of(custom.keys().get(0).id())), 0);

        assertThat(paste.skipped(target)).isEqualTo(1);
        assertThat(paste.apply(target)).isEqualTo(target);
    }

    @Test
    void duplicatePlacesCopiesLaterOnTheSameTracksWithNewIds() {
        Key raised = Samples.keyAt(arm, 0.5);
        DuplicateKeys duplicate = DuplicateKeys.of(clip, Set.of(Samples.keyAt(arm, 0).id(), raised.id()), 1);

        Clip doubled = duplicate.apply(clip);

        Track track = doubled.track(arm.id());
        assertThat(track.keys()).extracting(Key::time).containsExactly(0.0, 0.5, 1.0, 1.5);
        assertThat(duplicate.copyIds()).hasSize(2).doesNotContain(raised.id());
        assertThat(track.keys().get(3).value()).isEqualTo(raised.value());
        assertThat(duplicate.label()).isEqualTo("Duplicate 2 keys");
    }
}

package dev.reel.edit.cmd;

import dev.reel.edit.Samples;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.EventMode;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Commands on clip events. */
class EventCommandsTest {
    private final Clip clip = Samples.clip();
    private final ClipEvent step = Samples.eventAt(clip, 0.5);
    private final ClipEvent late = Samples.eventAt(clip, 1.5);

    @Test
    void addEventInsertsItInTimeOrder() {
        ClipEvent hit = ClipEvent.of(1, "Hit");
        Clip changed = new AddEvent(hit).apply(clip);

        assertThat(changed.events()).containsExactly(step, hit, late);
        assertThat(changed.withEvents(clip.events())).isEqualTo(clip);
        assertThatThrownBy(() -> new AddEvent(ClipEvent.of(3, "Hit")).apply(clip))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("outside");
        assertThatThrownBy(() -> new AddEvent(ClipEvent.of(1, " ")).apply(clip))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void removeEventRemovesOnlyThatEvent() {
        Clip changed = new RemoveEvent(step.id()).apply(clip);

        assertThat(changed.events()).containsExactly(late);
        assertThat(changed.tracks()).isEqualTo(clip.tracks());
    }

    @Test
    void renameEventChangesTheNameAndKeepsItsComments() {
        Clip changed = new RenameEvent(step.id(), "Footstep").apply(clip);

        ClipEvent renamed = changed.events().get(0);
        assertThat(renamed.name()).isEqualTo("Footstep");
        assertThat(renamed.extras()).isEqualTo(step.extras());
        assertThat(step.extras().comments()).containsExactly("# footsteps");
        Untouched.exceptEvent(clip, changed, step.id());
        assertThat(new RenameEvent(step.id(), "F").mergeKey()).isEqualTo(new RenameEvent(step.id(), "Fo").mergeKey());
    }

    @Test
    void setEventTimeMovesItAndKeepsItsPlaceInTheFile() {
        Clip changed = new SetEventTime(step.id(), 1.75).apply(clip);

        assertThat(changed.events().get(0)).isEqualTo(step.withTime(1.75));
        Untouched.exceptEvent(clip, changed, step.id());
        assertThatThrownBy(() -> new SetEventTime(step.id(), 2.01).apply(clip))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void setEventPayloadSetsOrClearsThePayload() {
        Clip cleared = new SetEventPayload(step.id(), null).apply(clip);
        assertThat(cleared.events().get(0).payload()).isNull();
        Untouched.exceptEvent(clip, cleared, step.id());

        Clip set = new SetEventPayload(late.id(), 2.5).apply(clip);
        assertThat(set.events().get(1).payload()).isEqualTo(2.5);
        Untouched.exceptEvent(clip, set, late.id());
        assertThatThrownBy(() -> new SetEventPayload(late.id(), Double.POSITIVE_INFINITY).apply(clip))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void setEventModeChangesOnlyTheMode() {
        Clip changed = new SetEventMode(late.id(), EventMode.PREVIEW).apply(clip);

        assertThat(changed.events().get(1).mode()).isEqualTo(EventMode.PREVIEW);
        assertThat(changed.events().get(1).name()).isEqualTo("Step");
        Untouched.exceptEvent(clip, changed, late.id());
    }
}

package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** Adds an event inside the clip, after the events at or before its time (so a file lists them in time order). */
public record AddEvent(ClipEvent event) implements Command<Clip> {

    public AddEvent {
        Objects.requireNonNull(event, "event");
    }

    @Override
    public String label() {
        return "Add event " + event.name();
    }

    @Override
    public Clip apply(Clip clip) {
        if (ClipParts.uses(clip, event.id())) {
            throw new IllegalArgumentException("id " + event.id() + " is already used in this clip");
        }
        Require.timeIn(clip, event.time(), "event time");
        Require.name(event.name(), "an event");
        Objects.requireNonNull(event.mode(), "mode");
        if (event.payload() != null) {
            Require.finite(event.payload(), "an event payload");
        }
        ClipEvent event = this.event.withTime(Times.placed(this.event.time(), clip));
        List<ClipEvent> events = new ArrayList<>(clip.events());
        int at = 0;
        while (at < events.size() && events.get(at).time() <= event.time()) {
            at++;
        }
        events.add(at, event);
        return clip.withEvents(events);
    }
}

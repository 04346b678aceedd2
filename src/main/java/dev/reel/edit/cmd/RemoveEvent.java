package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;

import java.util.ArrayList;
import java.util.List;

/** Deletes an event. */
public record RemoveEvent(long eventId) implements Command<Clip> {

    @Override
    public String label() {
        return "Delete event";
    }

    @Override
    public Clip apply(Clip clip) {
        ClipParts.event(clip, eventId);
        List<ClipEvent> events = new ArrayList<>(clip.events());
        events.removeIf(event -> event.id() == eventId);
        return clip.withEvents(events);
    }
}

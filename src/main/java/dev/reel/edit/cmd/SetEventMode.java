package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.EventMode;

import java.util.Objects;

/** Sets when an event is delivered: gameplay, presentation or preview. */
public record SetEventMode(long eventId, EventMode mode) implements Command<Clip> {

    public SetEventMode {
        Objects.requireNonNull(mode, "mode");
    }

    @Override
    public String label() {
        return "Set event mode to " + mode.word();
    }

    @Override
    public Clip apply(Clip clip) {
        return ClipParts.changeEvent(clip, eventId, event -> new ClipEvent(event.id(), event.time(), event.name(),
                event.payload(), mode, event.extras()));
    }
}

package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.MergeKey;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;

/** Renames an event (the name a game listens for); typing the name merges into one step. */
public record RenameEvent(long eventId, String name) implements Command<Clip> {

    @Override
    public String label() {
        return "Rename event " + name;
    }

    @Override
    public Clip apply(Clip clip) {
        Require.name(name, "an event");
        return ClipParts.changeEvent(clip, eventId, event -> new ClipEvent(event.id(), event.time(), name,
                event.payload(), event.mode(), event.extras()));
    }

    @Override
    public MergeKey mergeKey() {
        return new MergeKey("event-name", eventId);
    }
}

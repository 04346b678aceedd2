package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.MergeKey;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;

/** Sets the number passed with an event, or removes it (null). */
public record SetEventPayload(long eventId, Double payload) implements Command<Clip> {

    @Override
    public String label() {
        return "Set event payload";
    }

    @Override
    public Clip apply(Clip clip) {
        if (payload != null) {
            Require.finite(payload, "an event payload");
        }
        return ClipParts.changeEvent(clip, eventId, event -> new ClipEvent(event.id(), event.time(), event.name(),
                payload, event.mode(), event.extras()));
    }

    @Override
    public MergeKey mergeKey() {
        return new MergeKey("event-payload", eventId);
    }
}

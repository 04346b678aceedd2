package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.MergeKey;
import dev.reel.model.Clip;

/** Moves an event to another time inside the clip; it keeps its place in the file. */
public record SetEventTime(long eventId, double time) implements Command<Clip> {

    @Override
    public String label() {
        return "Move event";
    }

    @Override
    public Clip apply(Clip clip) {
        Require.timeIn(clip, time, "event time");
        double time = Times.placed(this.time, clip);
        return ClipParts.changeEvent(clip, eventId, event -> event.withTime(time));
    }

    @Override
    public MergeKey mergeKey() {
        return new MergeKey("event-time", eventId);
    }
}

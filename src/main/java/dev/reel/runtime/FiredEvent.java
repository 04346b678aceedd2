package dev.reel.runtime;

import dev.reel.model.ClipEvent;
import dev.reel.model.EventMode;

/**
 * One occurrence of a clip event as a player delivers it.
 *
 * @param event    the clip's event
 * @param index    the event's index in the clip (file order)
 * @param mode     the mode it is delivered as: its own, except gameplay under unscaled time, which arrives
 *                 as presentation
 * @param cycle    the loop cycle or pingPong pass the occurrence belongs to (0 for once)
 * @param position the play position of the occurrence, in seconds travelled since Play
 */
public record FiredEvent(ClipEvent event, int index, EventMode mode, int cycle, double position) {

    public String name() {
        return event.name();
    }

    /** The payload, or null when the event has none. */
    public Double payload() {
        return event.payload();
    }
}

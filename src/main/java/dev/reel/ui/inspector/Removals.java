package dev.reel.ui.inspector;

import dev.reel.edit.Command;
import dev.reel.edit.cmd.RemoveCondition;
import dev.reel.edit.cmd.RemoveEvent;
import dev.reel.edit.cmd.RemoveKeys;
import dev.reel.edit.cmd.RemoveParam;
import dev.reel.edit.cmd.RemoveState;
import dev.reel.edit.cmd.RemoveTrack;
import dev.reel.edit.cmd.RemoveTransition;
import dev.reel.model.Clip;
import dev.reel.model.Controller;
import dev.reel.model.Track;

import java.util.Set;

/** Edit ▸ Delete in the inspector's outline: the command that removes the selected element. */
final class Removals {
    private Removals() {
    }

    /** The removal of the element with {@code id} of {@code value}, or null when there is none for it. */
    static Command<?> of(Object value, long id) {
        if (value instanceof Clip clip) {
            for (Track track : clip.tracks()) {
                if (track.id() == id) {
                    return new RemoveTrack(id);
                }
                if (track.key(id) != null) {
                    return new RemoveKeys(Set.of(id));
                }
            }
            return clip.events().stream().anyMatch(event -> event.id() == id) ? new RemoveEvent(id) : null;
        }
        if (value instanceof Controller controller) {
            if (ControllerItems.state(controller, id).isPresent()) {
                return new RemoveState(id);
            }
            if (ControllerItems.transition(controller, id).isPresent()) {
                return new RemoveTransition(id);
            }
            if (ControllerItems.param(controller, id).isPresent()) {
                return new RemoveParam(id);
            }
            if (ControllerItems.condition(controller, id).isPresent()) {
                return new RemoveCondition(id);
            }
        }
        return null;
    }
}

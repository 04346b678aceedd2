package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Controller;
import dev.reel.model.EventPolicy;

import java.util.Objects;

/** Sets whose events run while a state blends in: dominant, both or incoming. */
public record SetStateEvents(long stateId, EventPolicy events) implements Command<Controller> {

    public SetStateEvents {
        Objects.requireNonNull(events, "events");
    }

    @Override
    public String label() {
        return "Set state events to " + events.word();
    }

    @Override
    public Controller apply(Controller controller) {
        return ControllerParts.changeState(controller, stateId, state -> ControllerParts.state(state, state.clip(),
                state.speed(), state.loop(), events));
    }
}

package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Controller;
import dev.reel.model.State;

/** Makes a state the one the animator starts in. */
public record SetEntry(long stateId) implements Command<Controller> {

    @Override
    public String label() {
        return "Make entry state";
    }

    @Override
    public Controller apply(Controller controller) {
        State state = ControllerParts.state(controller, stateId);
        return controller.withEntry(state.name());
    }
}

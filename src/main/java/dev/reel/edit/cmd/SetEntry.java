package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Controller;

/**
 * Makes a state the one the animator starts in, or, in a sub-state machine's or a layer's graph, the state or
 * nested machine it enters ({@code stateId} is then a state's or a machine's id).
 */
public record SetEntry(long stateId) implements Command<Controller> {

    @Override
    public String label() {
        return "Make entry state";
    }

    @Override
    public Controller apply(Controller controller) {
        return controller.withEntry(ControllerParts.stateOrMachine(controller, stateId));
    }
}

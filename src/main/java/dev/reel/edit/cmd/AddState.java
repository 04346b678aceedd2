package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Controller;
import dev.reel.model.State;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Adds a state (usually {@link State#of}) under a name no other state has; in a controller without an entry
 * the new state becomes the entry.
 */
public record AddState(State state) implements Command<Controller> {

    public AddState {
        Objects.requireNonNull(state, "state");
    }

    @Override
    public String label() {
        return "Add state " + state.name();
    }

    @Override
    public Controller apply(Controller controller) {
        if (ControllerParts.uses(controller, state.id())) {
            throw new IllegalArgumentException("id " + state.id() + " is already used in this controller");
        }
        ControllerParts.freeStateName(controller, state.name(), state.id());
        Require.finite(state.speed(), "a state's speed");
        Objects.requireNonNull(state.events(), "events");
        List<State> states = new ArrayList<>(controller.states());
        states.add(state);
        Controller added = controller.withStates(states);
        return controller.entry().isEmpty() ? added.withEntry(state.name()) : added;
    }
}

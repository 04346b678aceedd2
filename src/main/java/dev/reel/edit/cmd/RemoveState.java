package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Controller;
import dev.reel.model.State;
import dev.reel.model.Transition;

import java.util.ArrayList;
import java.util.List;

/**
 * Deletes a state with every transition from or to it; if it was the entry, the first remaining state becomes
 * the entry (or none, {@code ""}, when no state remains).
 */
public record RemoveState(long stateId) implements Command<Controller> {

    @Override
    public String label() {
        return "Delete state";
    }

    @Override
    public Controller apply(Controller controller) {
        String name = ControllerParts.state(controller, stateId).name();
        List<State> states = new ArrayList<>(controller.states());
        states.removeIf(state -> state.id() == stateId);
        List<Transition> transitions = new ArrayList<>(controller.transitions());
        transitions.removeIf(transition -> transition.from().equals(name) || transition.to().equals(name));
        Controller removed = controller.withStates(states).withTransitions(transitions);
        if (!controller.entry().equals(name)) {
            return removed;
        }
        return removed.withEntry(states.isEmpty() ? "" : states.get(0).name());
    }
}

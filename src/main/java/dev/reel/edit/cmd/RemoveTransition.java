package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Controller;
import dev.reel.model.Transition;

import java.util.ArrayList;
import java.util.List;

/** Deletes a transition with its conditions. */
public record RemoveTransition(long transitionId) implements Command<Controller> {

    @Override
    public String label() {
        return "Delete transition";
    }

    @Override
    public Controller apply(Controller controller) {
        ControllerParts.transition(controller, transitionId);
        List<Transition> transitions = new ArrayList<>(controller.transitions());
        transitions.removeIf(transition -> transition.id() == transitionId);
        return controller.withTransitions(transitions);
    }
}

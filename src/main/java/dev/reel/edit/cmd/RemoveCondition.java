package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.Transition;

import java.util.ArrayList;
import java.util.List;

/** Deletes one condition of a transition, by the condition's id. */
public record RemoveCondition(long conditionId) implements Command<Controller> {

    @Override
    public String label() {
        return "Delete condition";
    }

    @Override
    public Controller apply(Controller controller) {
        Transition transition = ControllerParts.transitionOfCondition(controller, conditionId);
        List<Condition> conditions = new ArrayList<>(transition.conditions());
        conditions.removeIf(condition -> condition.id() == conditionId);
        return ControllerParts.changeTransition(controller, transition.id(),
                old -> ControllerParts.withConditions(old, conditions));
    }
}

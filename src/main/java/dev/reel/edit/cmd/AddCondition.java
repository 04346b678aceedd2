package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.Param;
import dev.reel.model.Transition;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Adds a condition (usually {@link Condition#of}) at the end of a transition's conditions; its param must exist
 * and its operator and value suit the param's kind.
 */
public record AddCondition(long transitionId, Condition condition) implements Command<Controller> {

    public AddCondition {
        Objects.requireNonNull(condition, "condition");
    }

    @Override
    public String label() {
        return "Add condition " + condition.param();
    }

    @Override
    public Controller apply(Controller controller) {
        Transition transition = ControllerParts.transition(controller, transitionId);
        if (ControllerParts.uses(controller, condition.id())) {
            throw new IllegalArgumentException("id " + condition.id() + " is already used in this controller");
        }
        check(controller, condition);
        List<Condition> conditions = new ArrayList<>(transition.conditions());
        conditions.add(condition);
        return ControllerParts.changeTransition(controller, transitionId,
                old -> ControllerParts.withConditions(old, conditions));
    }

    /** Refuses a condition on a param the controller lacks, or with an operator or value that does not suit it. */
    static void check(Controller controller, Condition condition) {
        Param param = controller.param(condition.param());
        if (param == null) {
            throw new IllegalArgumentException("no param named " + condition.param() + " for a condition");
        }
        Require.condition(param.name(), param.kind(), condition.op(), condition.value());
    }
}

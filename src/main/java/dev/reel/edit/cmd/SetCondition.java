package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.MergeKey;
import dev.reel.model.CondOp;
import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.Param;
import dev.reel.model.Transition;
import dev.reel.model.Value;

import java.util.ArrayList;
import java.util.List;

/**
 * Sets what a condition tests: its param (by the param's id), operator and value, which must suit the param's
 * kind (no op for a trigger; none or eq/ne with true/false for a bool; an op and a number for int and float).
 * Scrubbing the value merges into one step.
 */
public record SetCondition(long conditionId, long paramId, CondOp op, Value value) implements Command<Controller> {

    @Override
    public String label() {
        return "Set condition";
    }

    @Override
    public Controller apply(Controller controller) {
        Transition transition = ControllerParts.transitionOfCondition(controller, conditionId);
        Param param = ControllerParts.param(controller, paramId);
        Require.condition(param.name(), param.kind(), op, value);
        List<Condition> conditions = new ArrayList<>(transition.conditions());
        conditions.replaceAll(condition -> condition.id() != conditionId ? condition
                : new Condition(condition.id(), param.name(), op, value, condition.extras()));
        return ControllerParts.changeTransition(controller, transition.id(),
                old -> ControllerParts.withConditions(old, conditions));
    }

    @Override
    public MergeKey mergeKey() {
        return new MergeKey("condition", conditionId);
    }
}

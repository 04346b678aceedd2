package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.MergeKey;
import dev.reel.model.Condition;
import dev.reel.model.Controller;

import java.util.ArrayList;
import java.util.List;

/**
 * Renames a parameter to a name no other parameter has, and every condition that tests it with it. Typing the
 * name merges into one step.
 */
public record RenameParam(long paramId, String name) implements Command<Controller> {

    @Override
    public String label() {
        return "Rename param " + name;
    }

    @Override
    public Controller apply(Controller controller) {
        String old = ControllerParts.param(controller, paramId).name();
        ControllerParts.freeParamName(controller, name, paramId);
        Controller renamed = ControllerParts.changeParam(controller, paramId,
                param -> ControllerParts.param(param, name, param.defaultValue()));
        return ControllerParts.changeTransitions(renamed, transition -> {
            if (transition.conditions().stream().noneMatch(condition -> condition.param().equals(old))) {
                return transition;
            }
            List<Condition> conditions = new ArrayList<>(transition.conditions());
            conditions.replaceAll(condition -> !condition.param().equals(old) ? condition
                    : new Condition(condition.id(), name, condition.op(), condition.value(), condition.extras()));
            return ControllerParts.withConditions(transition, conditions);
        });
    }

    @Override
    public MergeKey mergeKey() {
        return new MergeKey("param-name", paramId);
    }
}

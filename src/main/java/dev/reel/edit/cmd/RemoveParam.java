package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.Param;

import java.util.ArrayList;
import java.util.List;

/** Deletes a parameter and every condition that tests it (the transitions stay, with their other conditions). */
public record RemoveParam(long paramId) implements Command<Controller> {

    @Override
    public String label() {
        return "Delete param";
    }

    @Override
    public Controller apply(Controller controller) {
        String name = ControllerParts.param(controller, paramId).name();
        List<Param> params = new ArrayList<>(controller.params());
        params.removeIf(param -> param.id() == paramId);
        return ControllerParts.changeTransitions(controller.withParams(params), transition -> {
            List<Condition> conditions = new ArrayList<>(transition.conditions());
            return conditions.removeIf(condition -> condition.param().equals(name))
                    ? ControllerParts.withConditions(transition, conditions) : transition;
        });
    }
}

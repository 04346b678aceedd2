package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.MergeKey;
import dev.reel.model.Controller;
import dev.reel.model.Param;
import dev.reel.model.Value;

/**
 * Sets the value a parameter starts with (true/false for bool, a whole number for int, a number for float), or
 * the kind's zero (null); a trigger has none. Scrubbing it merges into one step.
 */
public record SetParamDefault(long paramId, Value value) implements Command<Controller> {

    @Override
    public String label() {
        return "Set param default";
    }

    @Override
    public Controller apply(Controller controller) {
        Param param = ControllerParts.param(controller, paramId);
        Require.paramValue(param.kind(), value, "the default of " + param.name());
        return ControllerParts.changeParam(controller, paramId, old -> ControllerParts.param(old, old.name(), value));
    }

    @Override
    public MergeKey mergeKey() {
        return new MergeKey("param-default", paramId);
    }
}

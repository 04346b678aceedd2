package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Controller;
import dev.reel.model.Param;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** Adds a parameter (usually {@link Param#of}) under a name no other parameter has, at the end of the list. */
public record AddParam(Param param) implements Command<Controller> {

    public AddParam {
        Objects.requireNonNull(param, "param");
    }

    @Override
    public String label() {
        return "Add param " + param.name();
    }

    @Override
    public Controller apply(Controller controller) {
        if (ControllerParts.uses(controller, param.id())) {
            throw new IllegalArgumentException("id " + param.id() + " is already used in this controller");
        }
        ControllerParts.freeParamName(controller, param.name(), param.id());
        Objects.requireNonNull(param.kind(), "kind");
        Require.paramValue(param.kind(), param.defaultValue(), "the default of " + param.name());
        List<Param> params = new ArrayList<>(controller.params());
        params.add(param);
        return controller.withParams(params);
    }
}

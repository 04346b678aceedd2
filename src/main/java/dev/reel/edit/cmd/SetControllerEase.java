package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Controller;
import dev.reel.model.Ease;

import java.util.Objects;

/** Sets the curve every cross-fade's weight of a controller follows. */
public record SetControllerEase(Ease ease) implements Command<Controller> {

    public SetControllerEase {
        Objects.requireNonNull(ease, "ease");
    }

    @Override
    public String label() {
        return "Set ease to " + ease.word();
    }

    @Override
    public Controller apply(Controller controller) {
        return ControllerParts.with(controller, ease, controller.entryPos(), controller.anyPos());
    }
}

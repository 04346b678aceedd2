package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Controller;

/** Removes one motion from a blend-tree state (the others keep their order and places). */
public record RemoveMotion(long stateId, long motionId) implements Command<Controller> {

    @Override
    public String label() {
        return "Remove motion";
    }

    @Override
    public Controller apply(Controller controller) {
        return ControllerParts.changeMotions(controller, stateId,
                motions -> motions.remove(ControllerParts.motionIndex(motions, motionId)));
    }
}

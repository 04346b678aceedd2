package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.BlendKind;
import dev.reel.model.Controller;
import dev.reel.model.Motion;

import java.util.Objects;

/** Adds a motion (usually {@link Motion#of}) at the end of a blend-tree state's motions. */
public record AddMotion(long stateId, Motion motion) implements Command<Controller> {

    public AddMotion {
        Objects.requireNonNull(motion, "motion");
    }

    @Override
    public String label() {
        return "Add motion";
    }

    @Override
    public Controller apply(Controller controller) {
        if (ControllerParts.uses(controller, motion.id())) {
            throw new IllegalArgumentException("id " + motion.id() + " is already used in this controller");
        }
        Require.name(motion.clip(), "a clip path");
        Require.finite(motion.x(), "a motion's threshold");
        Require.finite(motion.y(), "a motion's y");
        boolean oneD = ControllerParts.tree(controller, stateId).kind() == BlendKind.ONE_D;
        Motion placed = oneD && motion.y() != 0
                ? new Motion(motion.id(), motion.clip(), motion.x(), 0, motion.extras()) : motion;
        return ControllerParts.changeMotions(controller, stateId, motions -> motions.add(placed));
    }
}

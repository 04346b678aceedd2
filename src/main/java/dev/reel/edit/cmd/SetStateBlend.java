package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.BlendKind;
import dev.reel.model.BlendTree;
import dev.reel.model.Controller;
import dev.reel.model.Motion;
import dev.reel.model.Param;
import dev.reel.model.ParamKind;
import dev.reel.model.State;

import java.util.List;

/**
 * Makes a state a blend tree of {@code kind} on float parameters {@code param} (and {@code paramY} for a 2D
 * tree), or a clip state again ({@code kind} null). A clip state that becomes a tree keeps its clip as the first
 * motion, at 0 ({@code firstMotionId} is that motion's id); a tree that becomes a clip state plays its first
 * motion's clip; a tree that changes kind or parameters keeps its motions (a 1D tree's motions sit at y = 0).
 */
public record SetStateBlend(long stateId, BlendKind kind, String param, String paramY, long firstMotionId)
        implements Command<Controller> {

    @Override
    public String label() {
        return kind == null ? "Make clip state" : kind == BlendKind.ONE_D ? "Make 1D blend tree"
                : "Make 2D blend tree";
    }

    @Override
    public Controller apply(Controller controller) {
        State state = ControllerParts.state(controller, stateId);
        if (kind == null) {
            String clip = state.tree() == null ? state.clip()
                    : state.tree().motions().isEmpty() ? null : state.tree().motions().get(0).clip();
            return ControllerParts.changeState(controller, stateId, old -> ControllerParts.withTree(old, clip, null));
        }
        floatParam(controller, param);
        String second = kind == BlendKind.TWO_D ? floatParam(controller, paramY) : null;
        List<Motion> motions;
        if (state.tree() != null) {
            motions = state.tree().motions().stream().map(m -> kind == BlendKind.ONE_D && m.y() != 0
                    ? new Motion(m.id(), m.clip(), m.x(), 0, m.extras()) : m).toList();
        } else if (state.clip() != null) {
            if (ControllerParts.uses(controller, firstMotionId)) {
                throw new IllegalArgumentException("id " + firstMotionId + " is already used in this controller");
            }
            motions = List.of(new Motion(firstMotionId, state.clip(), 0, 0, dev.reel.model.Extras.NONE));
        } else {
            motions = List.of();
        }
        BlendTree tree = new BlendTree(kind, param, second, motions);
        return ControllerParts.changeState(controller, stateId, old -> ControllerParts.withTree(old, null, tree));
    }

    private static String floatParam(Controller controller, String name) {
        Param found = name == null ? null : controller.param(name);
        if (found == null) {
            throw new IllegalArgumentException("no param named " + name + " in this controller");
        }
        if (found.kind() != ParamKind.FLOAT) {
            throw new IllegalArgumentException("a blend tree's parameter must be a float: " + name + " is "
                    + found.kind().word());
        }
        return name;
    }
}

package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.MergeKey;
import dev.reel.model.BlendKind;
import dev.reel.model.Controller;
import dev.reel.model.Motion;

/**
 * Places a blend-tree motion: its threshold {@code x} (1D; {@code y} is then ignored and stays 0) or its point.
 * Typing in a field merges into one step; a drag on the strip is one gesture.
 */
public record MoveMotion(long stateId, long motionId, double x, double y) implements Command<Controller> {

    @Override
    public String label() {
        return "Move motion";
    }

    @Override
    public Controller apply(Controller controller) {
        Require.finite(x, "a motion's threshold");
        Require.finite(y, "a motion's y");
        double placedY = ControllerParts.tree(controller, stateId).kind() == BlendKind.ONE_D ? 0 : y;
        return ControllerParts.changeMotions(controller, stateId, motions -> {
            int index = ControllerParts.motionIndex(motions, motionId);
            Motion old = motions.get(index);
            motions.set(index, new Motion(old.id(), old.clip(), x, placedY, old.extras()));
        });
    }

    @Override
    public MergeKey mergeKey() {
        return new MergeKey("motion-place", motionId);
    }
}

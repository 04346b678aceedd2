package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.MergeKey;
import dev.reel.model.Controller;

/** Sets how much of a layer is applied, 0 to 1; typing or dragging the slider merges into one step. */
public record SetLayerWeight(long layerId, double weight) implements Command<Controller> {

    @Override
    public String label() {
        return "Set layer weight";
    }

    @Override
    public Controller apply(Controller controller) {
        check(weight);
        return LayerParts.change(controller, layerId, old -> LayerParts.with(old, old.name(), weight, old.blend(),
                old.mask()));
    }

    static void check(double weight) {
        Require.finite(weight, "a layer's weight");
        if (weight < 0 || weight > 1) {
            throw new IllegalArgumentException("a layer's weight is from 0 to 1, not " + weight);
        }
    }

    @Override
    public MergeKey mergeKey() {
        return new MergeKey("layer-weight", layerId);
    }
}

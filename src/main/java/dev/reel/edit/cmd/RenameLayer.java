package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.MergeKey;
import dev.reel.model.Controller;

/** Renames a layer; typing the name merges into one step. */
public record RenameLayer(long layerId, String name) implements Command<Controller> {

    @Override
    public String label() {
        return "Rename layer " + name;
    }

    @Override
    public Controller apply(Controller controller) {
        LayerParts.freeName(controller, name, layerId);
        return LayerParts.change(controller, layerId, old -> LayerParts.with(old, name, old.weight(), old.blend(),
                old.mask()));
    }

    @Override
    public MergeKey mergeKey() {
        return new MergeKey("layer-name", layerId);
    }
}

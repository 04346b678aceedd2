package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Controller;

import java.util.LinkedHashSet;
import java.util.List;

/** Sets the node paths a layer may write (each with everything under it); empty: every path. */
public record SetLayerMask(long layerId, List<String> mask) implements Command<Controller> {

    public SetLayerMask {
        mask = List.copyOf(mask);
    }

    @Override
    public String label() {
        return "Set layer mask";
    }

    @Override
    public Controller apply(Controller controller) {
        if (new LinkedHashSet<>(mask).size() != mask.size()) {
            throw new IllegalArgumentException("a mask names each node path once");
        }
        return LayerParts.change(controller, layerId, old -> LayerParts.with(old, old.name(), old.weight(),
                old.blend(), mask));
    }
}

package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Controller;
import dev.reel.model.LayerBlend;

import java.util.Objects;

/** Sets how a layer combines with the layers under it: override or additive. */
public record SetLayerBlend(long layerId, LayerBlend blend) implements Command<Controller> {

    public SetLayerBlend {
        Objects.requireNonNull(blend, "blend");
    }

    @Override
    public String label() {
        return "Set layer blend";
    }

    @Override
    public Controller apply(Controller controller) {
        return LayerParts.change(controller, layerId, old -> LayerParts.with(old, old.name(), old.weight(), blend,
                old.mask()));
    }
}

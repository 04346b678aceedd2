package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Controller;
import dev.reel.model.Layer;

import java.util.ArrayList;
import java.util.List;

/** Removes a layer with its states and transitions (the base graph cannot be removed: it is not a layer). */
public record RemoveLayer(long layerId) implements Command<Controller> {

    @Override
    public String label() {
        return "Remove layer";
    }

    @Override
    public Controller apply(Controller controller) {
        List<Layer> layers = new ArrayList<>(controller.layers());
        layers.remove(LayerParts.index(controller, layerId));
        return controller.withLayers(layers);
    }
}

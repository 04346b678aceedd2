package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Controller;
import dev.reel.model.Layer;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** Adds a layer on top of the others (it runs and combines last) under a name no other layer has. */
public record AddLayer(Layer layer) implements Command<Controller> {

    public AddLayer {
        Objects.requireNonNull(layer, "layer");
    }

    @Override
    public String label() {
        return "Add layer " + layer.name();
    }

    @Override
    public Controller apply(Controller controller) {
        if (controller.layers().stream().anyMatch(other -> other.id() == layer.id())) {
            throw new IllegalArgumentException("id " + layer.id() + " is already used in this controller");
        }
        LayerParts.freeName(controller, layer.name(), layer.id());
        SetLayerWeight.check(layer.weight());
        List<Layer> layers = new ArrayList<>(controller.layers());
        layers.add(layer);
        return controller.withLayers(layers);
    }
}

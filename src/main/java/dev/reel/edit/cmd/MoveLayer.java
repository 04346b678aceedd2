package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Controller;
import dev.reel.model.Layer;

import java.util.ArrayList;
import java.util.List;

/**
 * Moves a layer to place {@code index} among the layers above the base graph (0 is the first over the base);
 * the order is the order layers run and combine in.
 */
public record MoveLayer(long layerId, int index) implements Command<Controller> {

    @Override
    public String label() {
        return "Reorder layers";
    }

    @Override
    public Controller apply(Controller controller) {
        int from = LayerParts.index(controller, layerId);
        if (index < 0 || index >= controller.layers().size()) {
            throw new IllegalArgumentException("no place " + index + " among " + controller.layers().size()
                    + " layers");
        }
        List<Layer> layers = new ArrayList<>(controller.layers());
        layers.add(index, layers.remove(from));
        return controller.withLayers(layers);
    }
}

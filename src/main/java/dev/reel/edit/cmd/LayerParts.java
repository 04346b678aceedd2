package dev.reel.edit.cmd;

import dev.reel.model.Controller;
import dev.reel.model.Layer;
import dev.reel.model.LayerBlend;
import dev.reel.model.State;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/** Finds a controller's layers by id (refusing unknown ids by name), puts changed ones back, builds copies. */
final class LayerParts {
    private LayerParts() {
    }

    static int index(Controller controller, long layerId) {
        for (int i = 0; i < controller.layers().size(); i++) {
            if (controller.layers().get(i).id() == layerId) {
                return i;
            }
        }
        throw new IllegalArgumentException("no layer with id " + layerId + " in this controller");
    }

    static Controller change(Controller controller, long layerId, UnaryOperator<Layer> change) {
        int index = index(controller, layerId);
        List<Layer> layers = new ArrayList<>(controller.layers());
        layers.set(index, change.apply(layers.get(index)));
        return controller.withLayers(layers);
    }

    static Layer with(Layer old, String name, double weight, LayerBlend blend, List<String> mask) {
        return new Layer(old.id(), name, weight, blend, mask, old.entry(), old.states(), old.machines(),
                old.transitions(), old.extras(), old.pills());
    }

    static Layer withStates(Layer old, List<State> states) {
        return old.withGraph(old.entry(), states, old.machines(), old.transitions());
    }

    /** A layer name no other layer has, and not "Base" (the base layer's name in reports). */
    static String freeName(Controller controller, String name, long exceptId) {
        Require.name(name, "a layer");
        if (name.equals("Base")) {
            throw new IllegalArgumentException("a layer may not be named Base: it names the base graph");
        }
        for (Layer layer : controller.layers()) {
            if (layer.name().equals(name) && layer.id() != exceptId) {
                throw new IllegalArgumentException("there is already a layer named " + name);
            }
        }
        return name;
    }
}

package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Controller;
import dev.reel.model.Layer;
import dev.reel.model.State;

import java.util.ArrayList;
import java.util.List;

/** Sets the clip a layer's entry state plays (null: it plays nothing), a layer of one state made in the list. */
public record SetLayerClip(long layerId, String clip) implements Command<Controller> {

    @Override
    public String label() {
        return "Set layer clip";
    }

    @Override
    public Controller apply(Controller controller) {
        Layer layer = controller.layers().get(LayerParts.index(controller, layerId));
        if (clip != null) {
            Require.name(clip, "a clip path");
        }
        List<State> states = new ArrayList<>(layer.states());
        int entry = -1;
        for (int i = 0; i < states.size(); i++) {
            if (states.get(i).name().equals(layer.entry())) {
                entry = i;
            }
        }
        if (entry < 0 || states.get(entry).tree() != null) {
            throw new IllegalArgumentException("the entry of layer " + layer.name() + " is not a clip state");
        }
        State old = states.get(entry);
        states.set(entry, ControllerParts.state(old, clip, old.speed(), old.loop(), old.events()));
        return LayerParts.change(controller, layerId, each -> LayerParts.withStates(each, states));
    }
}

package dev.reel.io;

import dev.reel.model.Controller;
import dev.reel.model.Extras;
import dev.reel.model.Layer;
import dev.reel.model.Machine;
import dev.reel.model.Motion;
import dev.reel.model.State;

import java.util.ArrayList;
import java.util.List;

/** The clips a controller names, in every graph: its states' and its blend trees' motions', with where. */
final class ControllerParts {
    private ControllerParts() {
    }

    /** A clip reference: the asset path, where it is written, and the layer it is in (0: the base). */
    record ClipReference(String clip, Extras at, int layer) {
    }

    static List<ClipReference> clips(Controller controller) {
        List<ClipReference> found = new ArrayList<>();
        graph(controller.states(), controller.machines(), 0, found);
        for (int i = 0; i < controller.layers().size(); i++) {
            Layer layer = controller.layers().get(i);
            graph(layer.states(), layer.machines(), i + 1, found);
        }
        return found;
    }

    private static void graph(List<State> states, List<Machine> machines, int layer, List<ClipReference> found) {
        for (State state : states) {
            if (state.clip() != null) {
                found.add(new ClipReference(state.clip(), state.extras(), layer));
            }
            if (state.tree() != null) {
                for (Motion motion : state.tree().motions()) {
                    found.add(new ClipReference(motion.clip(), motion.extras(), layer));
                }
            }
        }
        for (Machine machine : machines) {
            graph(machine.states(), machine.machines(), layer, found);
        }
    }
}

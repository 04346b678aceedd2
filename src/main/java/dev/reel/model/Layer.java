package dev.reel.model;

import java.util.List;

/**
 * A layer above a controller's base graph: its own state machine on the controller's parameters, combined
 * with the layers under it by {@code blend} and {@code weight}, on the node paths of {@code mask} and their
 * children (every path when the mask is empty).
 *
 * @param entry the state (or machine) the layer starts in
 */
public record Layer(long id, String name, double weight, LayerBlend blend, List<String> mask, String entry,
                    List<State> states, List<Machine> machines, List<Transition> transitions, Extras extras) {

    public Layer {
        mask = List.copyOf(mask);
        states = List.copyOf(states);
        machines = List.copyOf(machines);
        transitions = List.copyOf(transitions);
    }
}

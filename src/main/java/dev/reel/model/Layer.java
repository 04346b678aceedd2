package dev.reel.model;

import java.util.List;

/**
 * A layer above a controller's base graph: its own state machine on the controller's parameters, combined
 * with the layers under it by {@code blend} and {@code weight}, on the node paths of {@code mask} and their
 * children (every path when the mask is empty).
 *
 * @param entry the state (or machine) the layer starts in
 * @param pills where the layer's graph draws its Entry and Any State pills (a layer's graph has no Exit)
 */
public record Layer(long id, String name, double weight, LayerBlend blend, List<String> mask, String entry,
                    List<State> states, List<Machine> machines, List<Transition> transitions, Extras extras,
                    Pills pills) {

    public Layer {
        mask = List.copyOf(mask);
        states = List.copyOf(states);
        machines = List.copyOf(machines);
        transitions = List.copyOf(transitions);
        pills = pills == null ? Pills.NONE : pills;
    }

    /** A layer whose graph places its pills itself. */
    public Layer(long id, String name, double weight, LayerBlend blend, List<String> mask, String entry,
                 List<State> states, List<Machine> machines, List<Transition> transitions, Extras extras) {
        this(id, name, weight, blend, mask, entry, states, machines, transitions, extras, Pills.NONE);
    }

    /** This layer with another graph (its name, weight, blend, mask and pills kept). */
    public Layer withGraph(String newEntry, List<State> newStates, List<Machine> newMachines,
                           List<Transition> newTransitions) {
        return new Layer(id, name, weight, blend, mask, newEntry, newStates, newMachines, newTransitions, extras,
                pills);
    }

    public Layer withPills(Pills newPills) {
        return new Layer(id, name, weight, blend, mask, entry, states, machines, transitions, extras, newPills);
    }
}

package dev.reel.model;

import java.util.List;

/**
 * A state-machine controller, the contents of an {@code .aectrl} file.
 *
 * @param entry       the name of the state the animator starts in
 * @param entryPos    where the Entry pill sits on the graph, or null
 * @param anyPos      where the Any State pill sits, or null
 * @param ease        the curve of every cross-fade's weight
 * @param transitions in file order, which is their priority
 * @param machines    the sub-state machines of the base graph (layer 0), in file order
 * @param layers      the layers above the base graph, in file order (the order they run and combine in)
 */
public record Controller(int version, String entry, Vec2 entryPos, Vec2 anyPos, Ease ease, List<Param> params,
                         List<State> states, List<Transition> transitions, Extras extras, Extras fileExtras,
                         List<Machine> machines, List<Layer> layers) {

    public Controller {
        params = List.copyOf(params);
        states = List.copyOf(states);
        transitions = List.copyOf(transitions);
        machines = machines == null ? List.of() : List.copyOf(machines);
        layers = layers == null ? List.of() : List.copyOf(layers);
    }

    /** A controller of one graph: no sub-state machines, no layers. */
    public Controller(int version, String entry, Vec2 entryPos, Vec2 anyPos, Ease ease, List<Param> params,
                      List<State> states, List<Transition> transitions, Extras extras, Extras fileExtras) {
        this(version, entry, entryPos, anyPos, ease, params, states, transitions, extras, fileExtras, List.of(),
                List.of());
    }

    /** Whether the controller uses sub-state machines, blend trees or layers (the extended runtime's parts). */
    public boolean extended() {
        if (!machines.isEmpty() || !layers.isEmpty()) {
            return true;
        }
        for (State state : states) {
            if (state.tree() != null) {
                return true;
            }
        }
        return false;
    }

    public State state(String name) {
        for (State state : states) {
            if (state.name().equals(name)) {
                return state;
            }
        }
        return null;
    }

    public Param param(String name) {
        for (Param param : params) {
            if (param.name().equals(name)) {
                return param;
            }
        }
        return null;
    }

    public Controller withStates(List<State> newStates) {
        return new Controller(version, entry, entryPos, anyPos, ease, params, newStates, transitions, extras,
                fileExtras, machines, layers);
    }

    public Controller withTransitions(List<Transition> newTransitions) {
        return new Controller(version, entry, entryPos, anyPos, ease, params, states, newTransitions, extras,
                fileExtras, machines, layers);
    }

    public Controller withParams(List<Param> newParams) {
        return new Controller(version, entry, entryPos, anyPos, ease, newParams, states, transitions, extras,
                fileExtras, machines, layers);
    }

    public Controller withMachines(List<Machine> newMachines) {
        return new Controller(version, entry, entryPos, anyPos, ease, params, states, transitions, extras,
                fileExtras, newMachines, layers);
    }

    public Controller withLayers(List<Layer> newLayers) {
        return new Controller(version, entry, entryPos, anyPos, ease, params, states, transitions, extras,
                fileExtras, machines, newLayers);
    }

    public Controller withEntry(String newEntry) {
        return new Controller(version, newEntry, entryPos, anyPos, ease, params, states, transitions, extras,
                fileExtras, machines, layers);
    }
}

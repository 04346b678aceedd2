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
 */
public record Controller(int version, String entry, Vec2 entryPos, Vec2 anyPos, Ease ease, List<Param> params,
                         List<State> states, List<Transition> transitions, Extras extras, Extras fileExtras) {

    public Controller {
        params = List.copyOf(params);
        states = List.copyOf(states);
        transitions = List.copyOf(transitions);
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
                fileExtras);
    }

    public Controller withTransitions(List<Transition> newTransitions) {
        return new Controller(version, entry, entryPos, anyPos, ease, params, states, newTransitions, extras,
                fileExtras);
    }

    public Controller withParams(List<Param> newParams) {
        return new Controller(version, entry, entryPos, anyPos, ease, newParams, states, transitions, extras,
                fileExtras);
    }

    public Controller withEntry(String newEntry) {
        return new Controller(version, newEntry, entryPos, anyPos, ease, params, states, transitions, extras,
                fileExtras);
    }
}

package dev.reel.model;

import java.util.List;

/**
 * A sub-state machine: one box in its parent graph holding a graph of its own. A transition into the box goes
 * to its entry; a transition to {@link Transition#EXIT} inside it leaves through the parent's transitions from
 * the box; its {@code any} transitions cover its own states only.
 *
 * @param entry the name of the state or machine inside it that a transition into the box enters
 * @param pos   where its box sits in the parent graph, or null
 */
public record Machine(long id, String name, String entry, Vec2 pos, List<State> states, List<Machine> machines,
                      List<Transition> transitions, Extras extras) {

    public Machine {
        states = List.copyOf(states);
        machines = List.copyOf(machines);
        transitions = List.copyOf(transitions);
    }
}

package dev.reel.model;

import java.util.List;

/**
 * A sub-state machine: one box in its parent graph holding a graph of its own. A transition into the box goes
 * to its entry; a transition to {@link Transition#EXIT} inside it leaves through the parent's transitions from
 * the box; its {@code any} transitions cover its own states only.
 *
 * @param entry the name of the state or machine inside it that a transition into the box enters
 * @param pos   where its box sits in the parent graph, or null
 * @param pills where its own graph draws the Entry and Any State pills and the Exit box
 */
public record Machine(long id, String name, String entry, Vec2 pos, List<State> states, List<Machine> machines,
                      List<Transition> transitions, Extras extras, Pills pills) {

    public Machine {
        states = List.copyOf(states);
        machines = List.copyOf(machines);
        transitions = List.copyOf(transitions);
        pills = pills == null ? Pills.NONE : pills;
    }

    /** A machine whose graph places its pills and Exit box itself. */
    public Machine(long id, String name, String entry, Vec2 pos, List<State> states, List<Machine> machines,
                   List<Transition> transitions, Extras extras) {
        this(id, name, entry, pos, states, machines, transitions, extras, Pills.NONE);
    }

    /** This machine with another graph inside it (its box, name and pills kept). */
    public Machine withGraph(String newEntry, List<State> newStates, List<Machine> newMachines,
                             List<Transition> newTransitions) {
        return new Machine(id, name, newEntry, pos, newStates, newMachines, newTransitions, extras, pills);
    }

    public Machine withPos(Vec2 newPos) {
        return new Machine(id, name, entry, newPos, states, machines, transitions, extras, pills);
    }

    public Machine withPills(Pills newPills) {
        return new Machine(id, name, entry, pos, states, machines, transitions, extras, newPills);
    }
}

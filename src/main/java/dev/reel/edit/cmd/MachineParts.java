package dev.reel.edit.cmd;

import dev.reel.model.Controller;
import dev.reel.model.Machine;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Vec2;

import java.util.List;

/**
 * What the sub-state machine commands ({@link AddMachine}, {@link GroupStates}, {@link UngroupMachine}) share:
 * finding a machine of a graph by id, free box names (a state and a machine of one graph never share a name,
 * ANC005) and where a group of boxes sits.
 */
final class MachineParts {
    private MachineParts() {
    }

    static Machine machine(Controller graph, long machineId) {
        for (Machine machine : graph.machines()) {
            if (machine.id() == machineId) {
                return machine;
            }
        }
        throw new IllegalArgumentException("no sub-state machine with id " + machineId + " in this graph");
    }

    /** Whether a state or a machine of the graph is called {@code name}. */
    static boolean taken(Controller graph, String name) {
        return graph.state(name) != null || graph.machines().stream().anyMatch(m -> m.name().equals(name));
    }

    /** {@code name}, refused when a state or machine of the graph has it or it is not a box name. */
    static String freeBoxName(Controller graph, String name) {
        Require.name(name, "a sub-state machine");
        if (name.equals(Transition.ANY) || name.equals(Transition.EXIT) || name.contains("/")) {
            throw new IllegalArgumentException("a sub-state machine may not be named \"" + name
                    + "\": \"any\", \"exit\" and names with a / are taken by the file's rules");
        }
        if (taken(graph, name)) {
            throw new IllegalArgumentException("there is already a state or sub-state machine named " + name);
        }
        return name;
    }

    /** {@code name}, or {@code name 2}, {@code name 3}, ... the first no box of the graph has. */
    static String numbered(Controller graph, String name) {
        String free = name;
        for (int number = 2; taken(graph, free); number++) {
            free = name + " " + number;
        }
        return free;
    }

    /** The middle of the placed boxes among {@code states} and {@code machines}, or null when none is placed. */
    static Vec2 middle(List<State> states, List<Machine> machines) {
        double x = 0;
        double y = 0;
        int placed = 0;
        for (State state : states) {
            if (state.pos() != null) {
                x += state.pos().x();
                y += state.pos().y();
                placed++;
            }
        }
        for (Machine machine : machines) {
            if (machine.pos() != null) {
                x += machine.pos().x();
                y += machine.pos().y();
                placed++;
            }
        }
        return placed == 0 ? null : new Vec2(x / placed, y / placed);
    }

    static State moved(State state, double dx, double dy) {
        return state.pos() == null ? state : state.withPos(new Vec2(state.pos().x() + dx, state.pos().y() + dy));
    }

    static Machine moved(Machine machine, double dx, double dy) {
        return machine.pos() == null ? machine
                : machine.withPos(new Vec2(machine.pos().x() + dx, machine.pos().y() + dy));
    }

    /** A condition as what it tests, without its id: equal for two conditions that test the same. */
    static String test(dev.reel.model.Condition condition) {
        return condition.param() + " " + condition.op() + " " + condition.value();
    }

    /** The tests of a transition's conditions, in order. */
    static List<String> tests(List<dev.reel.model.Condition> conditions) {
        return conditions.stream().map(MachineParts::test).toList();
    }

    /** {@code conditions} with fresh ids (for a copy that must not share ids with the original). */
    static List<dev.reel.model.Condition> fresh(List<dev.reel.model.Condition> conditions) {
        return conditions.stream().map(c -> new dev.reel.model.Condition(dev.reel.model.Ids.next(), c.param(), c.op(),
                c.value(), c.extras())).toList();
    }

    static Transition between(Transition old, String from, String to) {
        return ControllerParts.withFrom(old, from, to);
    }
}

package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Controller;
import dev.reel.model.Extras;
import dev.reel.model.Ids;
import dev.reel.model.Machine;
import dev.reel.model.State;
import dev.reel.model.Vec2;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Adds a sub-state machine to the graph: a box named {@code name} at {@code pos} holding one state,
 * {@code New State}, which plays nothing and is its entry, so the file it makes reads back without a problem.
 * The ids are drawn when the command is made, so the new box can be selected and opened. In a graph without an
 * entry the machine becomes the entry.
 */
public record AddMachine(long machineId, String name, Vec2 pos, long stateId) implements Command<Controller> {
    /** The name of the state a new machine holds. */
    public static final String FIRST_STATE = "New State";

    public AddMachine {
        Objects.requireNonNull(name, "name");
    }

    /** A new machine named {@code name} at {@code pos}, with fresh ids. */
    public static AddMachine of(String name, Vec2 pos) {
        return new AddMachine(Ids.next(), name, pos, Ids.next());
    }

    /** {@code New Machine}, numbered when the graph has a box of that name already. */
    public static String freeName(Controller graph) {
        return MachineParts.numbered(graph, "New Machine");
    }

    @Override
    public String label() {
        return "Add sub-state machine " + name;
    }

    @Override
    public Controller apply(Controller graph) {
        MachineParts.freeBoxName(graph, name);
        if (ControllerParts.uses(graph, machineId) || ControllerParts.uses(graph, stateId)
                || graph.machines().stream().anyMatch(m -> m.id() == machineId || m.id() == stateId)) {
            throw new IllegalArgumentException("id " + machineId + " or " + stateId + " is already used here");
        }
        State first = State.of(FIRST_STATE, null);
        first = new State(stateId, first.name(), null, first.speed(), first.loop(), first.events(),
                new Vec2(240, 160), Extras.NONE);
        Machine machine = new Machine(machineId, name, FIRST_STATE, pos, List.of(first), List.of(), List.of(),
                Extras.NONE);
        List<Machine> machines = new ArrayList<>(graph.machines());
        machines.add(machine);
        Controller added = graph.withMachines(machines);
        return graph.entry().isEmpty() ? added.withEntry(name) : added;
    }
}

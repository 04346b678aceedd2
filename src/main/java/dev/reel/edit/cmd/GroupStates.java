package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Controller;
import dev.reel.model.Extras;
import dev.reel.model.Ids;
import dev.reel.model.Machine;
import dev.reel.model.State;
import dev.reel.model.Transition;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Groups states (and machines) of a graph into a new sub-state machine named {@code name}, whose box takes their
 * place in the middle of their boxes; inside it they keep their places. Every transition is kept, rewired to the
 * box: one among the grouped boxes moves inside; one from outside into a grouped box (an Any State one too)
 * enters the box, whose entry is the graph's entry when that is grouped, else the target of the first such
 * transition, else the first grouped state; one leaving a grouped box for a box outside becomes, inside, a
 * transition to Exit with its conditions and exit time, and the box gets one transition to that target with the
 * same conditions (one per target and set of conditions, with the first such transition's duration and
 * interrupt), so each state still leaves when and where it did as long as the grouped states leave for a target
 * on the same conditions.
 * The graph's entry, when grouped, becomes the box.
 */
public record GroupStates(List<Long> boxIds, long machineId, String name) implements Command<Controller> {

    public GroupStates {
        boxIds = List.copyOf(boxIds);
        Objects.requireNonNull(name, "name");
    }

    /** Groups {@code boxIds} into a machine with a fresh id, named {@code New Machine} (numbered) in {@code graph}. */
    public static GroupStates of(Controller graph, List<Long> boxIds) {
        return new GroupStates(boxIds, Ids.next(), AddMachine.freeName(graph));
    }

    /**
     * The transitions from outside into a grouped box other than the one the machine will enter: grouped, they
     * enter the box at its entry instead (the file has no transitions across a machine's edge).
     */
    public List<Transition> redirected(Controller graph) {
        Set<String> names = new LinkedHashSet<>();
        graph.states().stream().filter(s -> boxIds.contains(s.id())).forEach(s -> names.add(s.name()));
        graph.machines().stream().filter(m -> boxIds.contains(m.id())).forEach(m -> names.add(m.name()));
        String entry = null;
        try {
            entry = apply(graph).machines().stream().filter(m -> m.id() == machineId).findFirst()
                    .map(Machine::entry).orElse(null);
        } catch (IllegalArgumentException refused) {
            return List.of();
        }
        String entered = entry;
        return graph.transitions().stream().filter(t -> !names.contains(t.from()) && names.contains(t.to())
                && !t.to().equals(entered)).toList();
    }

    @Override
    public String label() {
        return "Group " + boxIds.size() + (boxIds.size() == 1 ? " state" : " states") + " into " + name;
    }

    @Override
    public Controller apply(Controller graph) {
        if (boxIds.isEmpty()) {
            throw new IllegalArgumentException("select the states to group first");
        }
        List<State> grouped = new ArrayList<>();
        List<Machine> groupedMachines = new ArrayList<>();
        for (long id : boxIds) {
            State state = graph.states().stream().filter(s -> s.id() == id).findFirst().orElse(null);
            if (state != null) {
                grouped.add(state);
            } else {
                groupedMachines.add(MachineParts.machine(graph, id));
            }
        }
        MachineParts.freeBoxName(graph, name);
        if (graph.machines().stream().anyMatch(m -> m.id() == machineId) || ControllerParts.uses(graph, machineId)) {
            throw new IllegalArgumentException("id " + machineId + " is already used here");
        }
        Set<String> names = new LinkedHashSet<>();
        grouped.forEach(state -> names.add(state.name()));
        groupedMachines.forEach(machine -> names.add(machine.name()));

        List<Transition> inside = new ArrayList<>();
        List<Transition> outside = new ArrayList<>();
        // One box transition for each target and set of conditions that leave the group, in the order they first
        // do: a state's exit fires with the first box transition whose conditions hold too, so each exit finds
        // the box transition of its own target and conditions before any other that could hold with it.
        Map<String, Transition> leaving = new LinkedHashMap<>();
        String firstEntered = null;
        for (Transition transition : graph.transitions()) {
            boolean fromIn = names.contains(transition.from());
            boolean toIn = names.contains(transition.to());
            if (fromIn && toIn) {
                inside.add(transition);
            } else if (fromIn) {
                inside.add(MachineParts.between(transition, transition.from(), Transition.EXIT));
                leaving.putIfAbsent(transition.to() + " " + MachineParts.tests(transition.conditions()), transition);
            } else if (toIn) {
                if (firstEntered == null) {
                    firstEntered = transition.to();
                }
                outside.add(MachineParts.between(transition, transition.from(), name));
            } else {
                outside.add(transition);
            }
        }
        for (Transition first : leaving.values()) {
            outside.add(new Transition(Ids.next(), name, first.to(), first.duration(), null, first.interrupt(),
                    MachineParts.fresh(first.conditions()), Extras.NONE));
        }
        String entry = names.contains(graph.entry()) ? graph.entry()
                : firstEntered != null ? firstEntered : names.iterator().next();
        Machine machine = new Machine(machineId, name, entry, MachineParts.middle(grouped, groupedMachines),
                grouped, groupedMachines, inside, Extras.NONE);
        List<State> states = new ArrayList<>(graph.states());
        states.removeAll(grouped);
        List<Machine> machines = new ArrayList<>(graph.machines());
        machines.removeAll(groupedMachines);
        machines.add(machine);
        Controller result = graph.withStates(states).withMachines(machines).withTransitions(outside);
        return names.contains(graph.entry()) ? result.withEntry(name) : result;
    }
}

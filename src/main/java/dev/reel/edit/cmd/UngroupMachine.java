package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.Ids;
import dev.reel.model.Machine;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Vec2;

import java.util.ArrayList;
import java.util.List;

/**
 * Takes a sub-state machine's box apart: its states and machines come up into the graph around it (the middle
 * of their boxes where the box was), with the transitions among them, and what the box meant is spelled out
 * as the runtime plays it: a transition into the box goes to the machine's entry (so does the graph's entry,
 * when it was the box); a transition to Exit becomes one transition for each transition from the box (in their
 * order), to its target, with the conditions of both, the later exit time and the box transition's duration and
 * interrupt, those that could never fire, since one before them holds whenever they would, left out (an Exit
 * without a box transition never fired, and goes); the machine's own Any State transitions
 * become one from each of its states. Refused when a name inside is taken by another box of the graph, and
 * when the machine has Any State transitions and machines of its own, which the graph around could not cover.
 */
public record UngroupMachine(long machineId) implements Command<Controller> {

    @Override
    public String label() {
        return "Ungroup sub-state machine";
    }

    @Override
    public Controller apply(Controller graph) {
        Machine machine = MachineParts.machine(graph, machineId);
        for (State state : machine.states()) {
            refuseTaken(graph, machine, state.name());
        }
        for (Machine inner : machine.machines()) {
            refuseTaken(graph, machine, inner.name());
        }
        boolean anyInside = machine.transitions().stream().anyMatch(Transition::fromAny);
        if (anyInside && !machine.machines().isEmpty()) {
            throw new IllegalArgumentException(machine.name() + " has Any State transitions and machines of its "
                    + "own, which the graph around it could not cover; ungroup those machines first");
        }
        Vec2 middle = MachineParts.middle(machine.states(), machine.machines());
        double dx = middle == null || machine.pos() == null ? 0 : machine.pos().x() - middle.x();
        double dy = middle == null || machine.pos() == null ? 0 : machine.pos().y() - middle.y();
        String entry = machine.entry();
        List<Transition> fromBox = graph.transitions().stream()
                .filter(t -> t.from().equals(machine.name())).toList();

        List<Transition> transitions = new ArrayList<>();
        for (Transition transition : graph.transitions()) {
            if (transition.from().equals(machine.name())) {
                continue;
            }
            transitions.add(transition.to().equals(machine.name())
                    ? MachineParts.between(transition, transition.from(), entry) : transition);
        }
        for (Transition any : machine.transitions()) {
            if (!any.fromAny()) {
                continue;
            }
            boolean first = true;
            for (State state : machine.states()) {
                if (!state.name().equals(any.to())) {
                    transitions.add(copy(any, state.name(), any.to(), first));
                    first = false;
                }
            }
        }
        for (Transition transition : machine.transitions()) {
            if (transition.fromAny()) {
                continue;
            }
            if (!transition.toExit()) {
                transitions.add(transition);
                continue;
            }
            boolean first = true;
            List<Transition> made = new ArrayList<>();
            for (Transition out : fromBox) {
                List<Condition> conditions = new ArrayList<>(transition.conditions());
                List<String> tests = new ArrayList<>(MachineParts.tests(conditions));
                for (Condition condition : out.conditions()) {
                    if (!tests.contains(MachineParts.test(condition))) {
                        conditions.add(fresh(condition));
                        tests.add(MachineParts.test(condition));
                    }
                }
                Double exitTime = later(transition.exitTime(), out.exitTime());
                if (java.util.stream.Stream.concat(transitions.stream(), made.stream())
                        .filter(earlier -> earlier.from().equals(transition.from()))
                        .anyMatch(earlier -> covers(earlier, tests, exitTime))) {
                    continue;
                }
                Transition combined = new Transition(first ? transition.id() : Ids.next(), transition.from(),
                        out.to(), out.duration(), exitTime, out.interrupt(), first ? conditions
                        : conditions.stream().map(UngroupMachine::fresh).toList(), transition.extras());
                made.add(combined);
                first = false;
            }
            transitions.addAll(withoutShadowed(made, transition.id()));
        }
        List<State> states = new ArrayList<>(graph.states());
        machine.states().forEach(state -> states.add(MachineParts.moved(state, dx, dy)));
        List<Machine> machines = new ArrayList<>();
        for (Machine each : graph.machines()) {
            if (each.id() == machineId) {
                machine.machines().forEach(inner -> machines.add(MachineParts.moved(inner, dx, dy)));
            } else {
                machines.add(each);
            }
        }
        Controller result = graph.withStates(states).withMachines(machines).withTransitions(transitions);
        return graph.entry().equals(machine.name()) ? result.withEntry(entry) : result;
    }

    /**
     * {@code made} without each transition the next one makes needless: the same target, duration and interrupt,
     * and firing whenever it does (its conditions among its, its exit time no later); the first left keeps
     * {@code id}.
     */
    private static List<Transition> withoutShadowed(List<Transition> made, long id) {
        List<Transition> kept = new ArrayList<>();
        for (int i = 0; i < made.size(); i++) {
            Transition each = made.get(i);
            Transition next = i + 1 < made.size() ? made.get(i + 1) : null;
            if (next != null && next.to().equals(each.to()) && next.duration() == each.duration()
                    && next.interrupt() == each.interrupt()
                    && covers(next, MachineParts.tests(each.conditions()), each.exitTime())) {
                continue;
            }
            kept.add(each);
        }
        if (!kept.isEmpty() && kept.get(0).id() != id) {
            Transition first = kept.get(0);
            kept.set(0, new Transition(id, first.from(), first.to(), first.duration(), first.exitTime(),
                    first.interrupt(), first.conditions(), first.extras()));
        }
        return kept;
    }

    /**
     * Whether {@code earlier} fires whenever a transition with these tests and exit time would (its tests are
     * among them and its exit time is no later), so that one could never fire and is left out.
     */
    private static boolean covers(Transition earlier, List<String> tests, Double exitTime) {
        boolean sooner = earlier.exitTime() == null || exitTime != null && earlier.exitTime() <= exitTime;
        return sooner && tests.containsAll(MachineParts.tests(earlier.conditions()));
    }

    /** The later of two exit times, either of which may be none. */
    private static Double later(Double first, Double second) {
        if (first == null) {
            return second;
        }
        return second == null ? first : Double.valueOf(Math.max(first, second));
    }

    private static void refuseTaken(Controller graph, Machine machine, String name) {
        if (!name.equals(machine.name()) && MachineParts.taken(graph, name)) {
            throw new IllegalArgumentException("the graph has a box named " + name + " already; rename one first");
        }
    }

    private static Transition copy(Transition any, String from, String to, boolean keepIds) {
        return new Transition(keepIds ? any.id() : Ids.next(), from, to, any.duration(), any.exitTime(),
                any.interrupt(), keepIds ? any.conditions() : any.conditions().stream().map(UngroupMachine::fresh)
                .toList(), any.extras());
    }

    private static Condition fresh(Condition condition) {
        return new Condition(Ids.next(), condition.param(), condition.op(), condition.value(), condition.extras());
    }
}

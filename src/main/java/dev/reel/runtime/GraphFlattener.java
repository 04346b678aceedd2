package dev.reel.runtime;

import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.Ids;
import dev.reel.model.Layer;
import dev.reel.model.Machine;
import dev.reel.model.State;
import dev.reel.model.Transition;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns one graph with sub-state machines into the flat graph the {@link Animator} runs (docs/formats.md,
 * "Sub-state machines"): every state under its full path ({@code Combat/Slash}); a transition into a machine's
 * box goes to its entry (followed down through nested machines); a machine's {@code any} transitions become,
 * for each state inside it (nested machines' too) but their own target, transitions of that state placed
 * before its own, outer machines' first; a transition {@code to="exit"} becomes, for each transition leaving
 * the machine's box in its parent graph (file order; one that goes to {@code exit} again continues outwards),
 * one transition with the conditions of both (the inner one's first), the larger exit time, and the duration
 * and interrupt of the box transition. Transitions from a box fire only this way. The base graph's {@code any}
 * transitions stay {@code any}: they cover every state. A graph without machines comes back unchanged.
 */
final class GraphFlattener {
    private GraphFlattener() {
    }

    /** The base graph of {@code controller}, flat. */
    static Controller base(Controller controller) {
        if (controller.machines().isEmpty()) {
            return controller;
        }
        Flat flat = flatten(controller.states(), controller.machines(), controller.transitions());
        return new Controller(controller.version(), flat.resolve(controller.entry()), controller.entryPos(),
                controller.anyPos(), controller.ease(), controller.params(), flat.states, flat.transitions,
                controller.extras(), controller.fileExtras());
    }

    /** Layer {@code layer} of {@code controller} as a flat controller of its own on the same parameters. */
    static Controller layer(Controller controller, Layer layer) {
        Flat flat = flatten(layer.states(), layer.machines(), layer.transitions());
        return new Controller(controller.version(), flat.resolve(layer.entry()), null, null, controller.ease(),
                controller.params(), flat.states, flat.transitions, layer.extras(), controller.fileExtras());
    }

    private static Flat flatten(List<State> states, List<Machine> machines, List<Transition> transitions) {
        Flat flat = new Flat();
        Scope root = new Scope("", null, null, states, machines, transitions);
        flat.collect(root);
        flat.emit(root);
        return flat;
    }

    /** One graph: the base (machine null) or a machine's, with the graph it sits in. */
    private record Scope(String prefix, Machine machine, Scope parent, List<State> states, List<Machine> machines,
                         List<Transition> transitions) {

        boolean hasState(String name) {
            return states.stream().anyMatch(state -> state.name().equals(name));
        }

        Machine machine(String name) {
            return machines.stream().filter(machine -> machine.name().equals(name)).findFirst().orElse(null);
        }

        Scope child(Machine inner) {
            return new Scope(prefix + inner.name() + "/", inner, this, inner.states(), inner.machines(),
                    inner.transitions());
        }
    }

    private static final class Flat {
        final List<State> states = new ArrayList<>();
        final List<Transition> transitions = new ArrayList<>();
        /** Per full state name, its scope. */
        final Map<String, Scope> scopes = new LinkedHashMap<>();
        Scope root;

        void collect(Scope scope) {
            if (root == null) {
                root = scope;
            }
            for (State state : scope.states()) {
                String full = scope.prefix() + state.name();
                states.add(state.withName(full));
                scopes.put(full, scope);
            }
            for (Machine machine : scope.machines()) {
                collect(scope.child(machine));
            }
        }

        /** The full name of the state a name of the root graph leads to ("" when none). */
        String resolve(String name) {
            String found = resolve(root, name, 0);
            return found == null ? name : found;
        }

        /** The full name of the state {@code name} in {@code scope} leads to, or null. */
        String resolve(Scope scope, String name, int depth) {
            if (scope.hasState(name)) {
                return scope.prefix() + name;
            }
            Machine machine = scope.machine(name);
            if (machine == null || depth > 64) {
                return null;
            }
            return resolve(scope.child(machine), machine.entry(), depth + 1);
        }

        void emit(Scope scope) {
            // The base graph's any transitions stay global, in file order.
            for (Transition transition : scope.transitions()) {
                if (transition.fromAny()) {
                    String to = resolve(scope, transition.to(), 0);
                    if (to != null) {
                        transitions.add(copy(transition, Transition.ANY, to, transition.conditions(),
                                transition.exitTime(), transition.duration(), transition.interrupt()));
                    }
                }
            }
            for (Map.Entry<String, Scope> entry : scopes.entrySet()) {
                String full = entry.getKey();
                Scope home = entry.getValue();
                // Enclosing machines' any transitions, outermost first.
                List<Scope> chain = new ArrayList<>();
                for (Scope at = home; at != null && at.machine() != null; at = at.parent()) {
                    chain.add(0, at);
                }
                for (Scope machineScope : chain) {
                    for (Transition transition : machineScope.transitions()) {
                        if (transition.fromAny()) {
                            String to = resolve(machineScope, transition.to(), 0);
                            if (to != null && !to.equals(full)) {
                                transitions.add(copy(transition, full, to, transition.conditions(),
                                        transition.exitTime(), transition.duration(), transition.interrupt()));
                            }
                        }
                    }
                }
                String local = full.substring(home.prefix().length());
                for (Transition transition : home.transitions()) {
                    if (!transition.from().equals(local) || transition.fromAny()) {
                        continue;
                    }
                    if (transition.toExit()) {
                        exit(home, full, transition, transition.conditions(), transition.exitTime(), 0);
                    } else {
                        String to = resolve(home, transition.to(), 0);
                        if (to != null) {
                            transitions.add(copy(transition, full, to, transition.conditions(),
                                    transition.exitTime(), transition.duration(), transition.interrupt()));
                        }
                    }
                }
            }
        }

        /** The transitions an exit from {@code scope}'s machine becomes for state {@code full}. */
        private void exit(Scope scope, String full, Transition inner, List<Condition> conditions, Double exitTime,
                          int depth) {
            Scope parent = scope.parent();
            if (scope.machine() == null || parent == null || depth > 64) {
                return;
            }
            for (Transition box : parent.transitions()) {
                if (box.fromAny() || !box.from().equals(scope.machine().name())) {
                    continue;
                }
                List<Condition> both = new ArrayList<>(conditions);
                both.addAll(box.conditions());
                Double exit = larger(exitTime, box.exitTime());
                if (box.toExit()) {
                    exit(parent, full, inner, both, exit, depth + 1);
                    continue;
                }
                String to = resolve(parent, box.to(), 0);
                if (to != null) {
                    transitions.add(copy(box, full, to, both, exit, box.duration(), box.interrupt()));
                }
            }
        }

        private static Double larger(Double a, Double b) {
            if (a == null) {
                return b;
            }
            return b == null ? a : Math.max(a, b);
        }

        private static Transition copy(Transition source, String from, String to, List<Condition> conditions,
                                       Double exitTime, double duration, boolean interrupt) {
            return new Transition(Ids.next(), from, to, duration, exitTime, interrupt, conditions, source.extras());
        }
    }
}

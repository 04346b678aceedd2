package dev.reel.io;

import dev.reel.model.Machine;
import dev.reel.model.State;
import dev.reel.model.Transition;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * ANC003: cycles among transitions that fire at once and unconditionally (no conditions, no duration, no exit
 * time above 0), found in one graph — the base graph or a layer's — as the animator runs it (docs/formats.md,
 * "Sub-state machines"): states under their full paths, a transition into a machine's box going on to its
 * entry (nested machines followed down), a machine's {@code any} transitions leaving each state inside it but
 * their own target, the base graph's leaving every state, and {@code to="exit"} continuing along each
 * transition from the machine's box in the parent graph (outwards again on another exit) — instant only when
 * both are. Transitions from a box fire only that way.
 */
final class InstantCycles {
    private InstantCycles() {
    }

    /** An instant step from one state to {@code to} (a full path), made by {@code source} as written. */
    record Edge(Transition source, String to) {
    }

    /** One graph: the top one (machine null) or a machine's, with the graph it sits in. */
    private record Scope(String prefix, Machine machine, Scope parent, List<State> states, List<Machine> machines,
                         List<Transition> transitions) {

        Scope child(Machine inner) {
            return new Scope(prefix + inner.name() + "/", inner, this, inner.states(), inner.machines(),
                    inner.transitions());
        }
    }

    /** A transition on a cycle of instant unconditional transitions of the graph, or null when there is none. */
    static Edge find(List<State> states, List<Machine> machines, List<Transition> transitions) {
        Scope root = new Scope("", null, null, states, machines, transitions);
        Map<String, List<Edge>> edges = new LinkedHashMap<>();
        Map<String, Scope> homes = new LinkedHashMap<>();
        collect(root, edges, homes);
        for (Map.Entry<String, Scope> entry : homes.entrySet()) {
            String full = entry.getKey();
            Scope home = entry.getValue();
            String local = full.substring(home.prefix().length());
            for (Scope at = home; at != null; at = at.parent()) {
                // The any transitions of every graph the state is in: the top one's cover every state.
                for (Transition transition : at.transitions()) {
                    if (transition.fromAny() && instant(transition)) {
                        String to = resolve(at, transition.to(), 0);
                        if (to != null && !to.equals(full)) {
                            edges.get(full).add(new Edge(transition, to));
                        }
                    }
                }
            }
            for (Transition transition : home.transitions()) {
                if (transition.fromAny() || !transition.from().equals(local) || !instant(transition)) {
                    continue;
                }
                if (transition.toExit()) {
                    exit(home, full, transition, edges, 0);
                } else {
                    String to = resolve(home, transition.to(), 0);
                    if (to != null) {
                        edges.get(full).add(new Edge(transition, to));
                    }
                }
            }
        }
        Map<String, Integer> colour = new HashMap<>();
        for (String state : edges.keySet()) {
            Edge found = visit(state, edges, colour);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    private static boolean instant(Transition transition) {
        return !(transition.duration() > 0) && transition.conditions().isEmpty()
                && !(transition.exitTime() != null && transition.exitTime() > 0);
    }

    private static void collect(Scope scope, Map<String, List<Edge>> edges, Map<String, Scope> homes) {
        for (State state : scope.states()) {
            String full = scope.prefix() + state.name();
            edges.putIfAbsent(full, new ArrayList<>());
            homes.putIfAbsent(full, scope);
        }
        for (Machine machine : scope.machines()) {
            collect(scope.child(machine), edges, homes);
        }
    }

    /** The full path of the state {@code name} in {@code scope} leads to (a machine: its entry, down), or null. */
    private static String resolve(Scope scope, String name, int depth) {
        for (State state : scope.states()) {
            if (state.name().equals(name)) {
                return scope.prefix() + name;
            }
        }
        if (depth > 64) {
            return null;
        }
        for (Machine machine : scope.machines()) {
            if (machine.name().equals(name)) {
                return resolve(scope.child(machine), machine.entry(), depth + 1);
            }
        }
        return null;
    }

    /** The instant steps an instant exit from {@code scope}'s machine gives state {@code full}. */
    private static void exit(Scope scope, String full, Transition inner, Map<String, List<Edge>> edges, int depth) {
        Scope parent = scope.parent();
        if (scope.machine() == null || parent == null || depth > 64) {
            return;
        }
        for (Transition box : parent.transitions()) {
            if (box.fromAny() || !box.from().equals(scope.machine().name()) || !instant(box)) {
                continue;
            }
            if (box.toExit()) {
                exit(parent, full, inner, edges, depth + 1);
                continue;
            }
            String to = resolve(parent, box.to(), 0);
            if (to != null) {
                edges.get(full).add(new Edge(inner, to));
            }
        }
    }

    /** Iterative depth-first search; 1 = on the current path, 2 = done. */
    private static Edge visit(String start, Map<String, List<Edge>> edges, Map<String, Integer> colour) {
        if (colour.containsKey(start)) {
            return null;
        }
        List<String> path = new ArrayList<>();
        List<Integer> next = new ArrayList<>();
        path.add(start);
        next.add(0);
        colour.put(start, 1);
        while (!path.isEmpty()) {
            int top = path.size() - 1;
            String state = path.get(top);
            List<Edge> out = edges.get(state);
            int index = next.get(top);
            if (index >= out.size()) {
                colour.put(state, 2);
                path.remove(top);
                next.remove(top);
                continue;
            }
            next.set(top, index + 1);
            Edge edge = out.get(index);
            Integer seen = colour.get(edge.to());
            if (seen == null) {
                colour.put(edge.to(), 1);
                path.add(edge.to());
                next.add(0);
            } else if (seen == 1) {
                return edge;
            }
        }
        return null;
    }
}

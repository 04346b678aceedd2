package dev.reel.ui.graph;

import dev.reel.edit.cmd.GraphScope;
import dev.reel.model.Controller;
import dev.reel.model.Machine;
import dev.reel.model.State;
import dev.reel.model.Transition;

import java.util.List;

/**
 * Where a transition's target leads as the runtime runs it (docs/formats.md, "Sub-state machines"): a machine's
 * box enters its entry, down nested machines, and {@code exit} leaves through the first transition from the
 * machine's box in the graph around it (outwards again when that one is {@code to="exit"} too).
 */
final class GraphTargets {
    /** How deep entries and exits are followed before giving up (a machine that enters itself, say). */
    private static final int DEPTH = 32;

    /**
     * A target followed to a state.
     *
     * @param path  the state's full name from its layer's top graph ({@code Combat/Slash})
     * @param state the state
     * @param via   for an exit, the transition from the machine's box that the runtime takes it with (its
     *              duration is the fade's), else null
     */
    record Resolved(String path, State state, Transition via) {
    }

    private GraphTargets() {
    }

    /** The full-name prefix of the states of {@code scope}'s graph ({@code "Combat/"}, "" at a layer's top). */
    static String prefix(Controller controller, GraphScope scope) {
        StringBuilder prefix = new StringBuilder();
        for (Machine machine : scope.machines(controller)) {
            prefix.append(machine.name()).append('/');
        }
        return prefix.toString();
    }

    /** Whether any of {@code ids} is a state, machine or transition of {@code graph} itself. */
    static boolean holds(Controller graph, java.util.Set<Long> ids) {
        return graph != null && (graph.states().stream().anyMatch(s -> ids.contains(s.id()))
                || graph.machines().stream().anyMatch(m -> ids.contains(m.id()))
                || graph.transitions().stream().anyMatch(t -> ids.contains(t.id())));
    }

    /** Where {@code target}, named in {@code scope}'s graph, leads; null when it leads nowhere. */
    static Resolved resolve(Controller controller, GraphScope scope, String target) {
        return resolve(controller, scope, target, null, 0);
    }

    private static Resolved resolve(Controller controller, GraphScope scope, String target, Transition via,
                                    int depth) {
        if (depth > DEPTH || !scope.within(controller)) {
            return null;
        }
        Controller graph = scope.graph(controller);
        if (Transition.EXIT.equals(target)) {
            List<Machine> open = scope.machines(controller);
            if (open.isEmpty()) {
                return null;
            }
            String machine = open.get(open.size() - 1).name();
            GraphScope parent = scope.upTo(open.size() - 1);
            Transition out = parent.graph(controller).transitions().stream()
                    .filter(t -> t.from().equals(machine)).findFirst().orElse(null);
            return out == null ? null : resolve(controller, parent, out.to(), out, depth + 1);
        }
        State state = graph.state(target);
        if (state != null) {
            return new Resolved(prefix(controller, scope) + state.name(), state, via);
        }
        Machine machine = graph.machines().stream().filter(m -> m.name().equals(target)).findFirst().orElse(null);
        return machine == null ? null : resolve(controller, scope.open(machine.id()), machine.entry(), via,
                depth + 1);
    }
}

package dev.reel.edit.cmd;

import dev.reel.model.Controller;
import dev.reel.model.Extras;
import dev.reel.model.Layer;
import dev.reel.model.Machine;
import dev.reel.model.Pills;
import dev.reel.model.Vec2;

import java.util.ArrayList;
import java.util.List;

/**
 * One graph of a controller: the base graph or a layer's ({@code layerId}, {@link #BASE} for the base), and
 * inside it the sub-state machine reached by opening {@code machineIds} in turn (empty: the graph itself).
 * {@link #graph} shows that graph as a controller of its own, so that the commands written for the base graph
 * edit it, and {@link #put} writes such a controller back into its place.
 */
public record GraphScope(long layerId, List<Long> machineIds) {
    /** The layer id of the base graph (real ids start at 1). */
    public static final long BASE = 0;
    /** The base graph itself. */
    public static final GraphScope TOP = new GraphScope(BASE, List.of());

    public GraphScope {
        machineIds = List.copyOf(machineIds);
    }

    public boolean top() {
        return layerId == BASE && machineIds.isEmpty();
    }

    public boolean inMachine() {
        return !machineIds.isEmpty();
    }

    /** This scope with machine {@code machineId} opened inside it. */
    public GraphScope open(long machineId) {
        List<Long> ids = new ArrayList<>(machineIds);
        ids.add(machineId);
        return new GraphScope(layerId, ids);
    }

    /** This scope with only its first {@code depth} machines open. */
    public GraphScope upTo(int depth) {
        return new GraphScope(layerId, machineIds.subList(0, Math.min(depth, machineIds.size())));
    }

    /**
     * The graph as a controller: its entry, states, machines and transitions, its Entry and Any State pills'
     * positions, the controller's parameters and ease; no layers. Refuses a layer or machine that is not there.
     */
    public Controller graph(Controller controller) {
        if (top()) {
            return controller;
        }
        Part part = part(controller, machineIds.size());
        return new Controller(controller.version(), part.entry(), part.pills().entry(), part.pills().any(),
                controller.ease(), controller.params(), part.states(), part.transitions(), Extras.NONE, Extras.NONE,
                part.machines(), List.of());
    }

    /** Where the Exit box of the machine shown sits (null: placed by the view, or not inside a machine). */
    public Vec2 exitPos(Controller controller) {
        return inMachine() ? part(controller, machineIds.size()).pills().exit() : null;
    }

    /** {@code controller} with the Exit box of the machine shown at {@code at}; refused outside a machine. */
    public Controller withExitPos(Controller controller, Vec2 at) {
        if (!inMachine()) {
            throw new IllegalArgumentException("only a sub-state machine's graph has an Exit");
        }
        return put(controller, graph(controller), true, at);
    }

    /** Whether the layer and every machine of this scope are in {@code controller}. */
    public boolean within(Controller controller) {
        try {
            part(controller, machineIds.size());
            return true;
        } catch (IllegalArgumentException gone) {
            return false;
        }
    }

    /** {@code controller} with this graph replaced by {@code edited} (its parameters taken too). */
    public Controller put(Controller controller, Controller edited) {
        return put(controller, edited, false, null);
    }

    /** {@link #put}, the Exit box of the machine shown moved to {@code exit} when {@code moveExit}. */
    private Controller put(Controller controller, Controller edited, boolean moveExit, Vec2 exit) {
        if (top()) {
            return edited;
        }
        Controller result = controller.withParams(edited.params());
        if (layerId == BASE) {
            List<Machine> machines = putMachine(controller.machines(), 0, edited, moveExit, exit);
            return new Controller(result.version(), result.entry(), result.entryPos(), result.anyPos(),
                    result.ease(), result.params(), result.states(), result.transitions(), result.extras(),
                    result.fileExtras(), machines, result.layers());
        }
        int index = LayerParts.index(controller, layerId);
        Layer layer = controller.layers().get(index);
        Layer changed = machineIds.isEmpty()
                ? layer.withGraph(edited.entry(), edited.states(), edited.machines(), edited.transitions())
                .withPills(new Pills(edited.entryPos(), edited.anyPos(), null))
                : layer.withGraph(layer.entry(), layer.states(),
                putMachine(layer.machines(), 0, edited, moveExit, exit), layer.transitions());
        List<Layer> layers = new ArrayList<>(result.layers());
        layers.set(index, changed);
        return result.withLayers(layers);
    }

    private List<Machine> putMachine(List<Machine> level, int depth, Controller edited, boolean moveExit,
                                     Vec2 exit) {
        int index = machineIndex(level, machineIds.get(depth));
        Machine machine = level.get(index);
        Machine changed = depth == machineIds.size() - 1
                ? machine.withGraph(edited.entry(), edited.states(), edited.machines(), edited.transitions())
                .withPills(new Pills(edited.entryPos(), edited.anyPos(),
                        moveExit ? exit : machine.pills().exit()))
                : machine.withGraph(machine.entry(), machine.states(),
                putMachine(machine.machines(), depth + 1, edited, moveExit, exit), machine.transitions());
        List<Machine> machines = new ArrayList<>(level);
        machines.set(index, changed);
        return machines;
    }

    /** The machines opened along this scope, outermost first (fewer when one is gone). */
    public List<Machine> machines(Controller controller) {
        List<Machine> found = new ArrayList<>();
        List<Machine> level;
        if (layerId == BASE) {
            level = controller.machines();
        } else {
            Layer layer = controller.layers().stream().filter(l -> l.id() == layerId).findFirst().orElse(null);
            if (layer == null) {
                return found;
            }
            level = layer.machines();
        }
        for (long id : machineIds) {
            Machine machine = level.stream().filter(m -> m.id() == id).findFirst().orElse(null);
            if (machine == null) {
                break;
            }
            found.add(machine);
            level = machine.machines();
        }
        return found;
    }

    private record Part(String entry, List<dev.reel.model.State> states, List<Machine> machines,
                        List<dev.reel.model.Transition> transitions, Pills pills) {
    }

    private Part part(Controller controller, int depth) {
        Part part;
        if (layerId == BASE) {
            part = new Part(controller.entry(), controller.states(), controller.machines(), controller.transitions(),
                    new Pills(controller.entryPos(), controller.anyPos(), null));
        } else {
            Layer layer = controller.layers().get(LayerParts.index(controller, layerId));
            part = new Part(layer.entry(), layer.states(), layer.machines(), layer.transitions(), layer.pills());
        }
        for (int i = 0; i < depth; i++) {
            Machine machine = part.machines().get(machineIndex(part.machines(), machineIds.get(i)));
            part = new Part(machine.entry(), machine.states(), machine.machines(), machine.transitions(),
                    machine.pills());
        }
        return part;
    }

    private static int machineIndex(List<Machine> level, long machineId) {
        for (int i = 0; i < level.size(); i++) {
            if (level.get(i).id() == machineId) {
                return i;
            }
        }
        throw new IllegalArgumentException("no sub-state machine with id " + machineId + " in this graph");
    }
}

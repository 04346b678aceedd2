package dev.reel.edit.graph;

import dev.reel.model.Controller;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Vec2;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A graph as boxes and arrows: every state's box (a sub-state machine's box and a machine's Exit box are states
 * of the display controller the Animator draws), the Entry and Any State pills, and one edge per transition plus
 * the Entry pill's arrow to the entry state, each with the text of its label.
 *
 * @param nodes the boxes and pills, states first in the controller's order, then the Entry and Any State pills
 * @param edges the transitions in priority order, then the Entry arrow (id {@link #ENTRY_ARROW}), when drawn
 */
public record Diagram(List<Node> nodes, List<Edge> edges) {
    /** The key of the Entry pill (as {@code MoveStates.ENTRY}). */
    public static final long ENTRY = -1;
    /** The key of the Any State pill (as {@code MoveStates.ANY}). */
    public static final long ANY = -2;
    /** The key of a machine's Exit box (as {@code MoveStates.EXIT}). */
    public static final long EXIT = -3;
    /** The id of the Entry pill's arrow, which is not a transition. */
    public static final long ENTRY_ARROW = 0;

    public Diagram {
        nodes = List.copyOf(nodes);
        edges = List.copyOf(edges);
    }

    /** A box or pill: the key it moves under (a state's id, {@link #ENTRY}, {@link #ANY}). */
    public record Node(long key, String name, Box box, boolean pill) {
    }

    /** An arrow from one node to another (the same for a self-transition), with its label's text ("" for none). */
    public record Edge(long id, long from, long to, String text) {
        public boolean loop() {
            return from == to;
        }
    }

    /** The node with {@code key}, or null. */
    public Node node(long key) {
        for (Node node : nodes) {
            if (node.key() == key) {
                return node;
            }
        }
        return null;
    }

    /**
     * The diagram of a display controller (states, machines and the Exit as states) at its positions, the pills
     * where {@link Placement} puts them; transitions whose ends are not on the graph are left out.
     */
    public static Diagram of(Controller display, Sizes sizes, Function<Transition, String> text) {
        List<Node> nodes = new ArrayList<>();
        Map<String, Long> byName = new HashMap<>();
        for (State state : display.states()) {
            Vec2 at = Placement.of(display, state, sizes);
            nodes.add(new Node(state.id(), state.name(),
                    new Box(at.x(), at.y(), sizes.stateWidth(), sizes.stateHeight()), false));
            byName.putIfAbsent(state.name(), state.id());
        }
        Vec2 entry = Placement.entry(display, sizes);
        Vec2 any = Placement.any(display, sizes);
        nodes.add(new Node(ENTRY, "Entry", new Box(entry.x(), entry.y(), sizes.pillWidth(), sizes.pillHeight()), true));
        nodes.add(new Node(ANY, "Any State", new Box(any.x(), any.y(), sizes.pillWidth(), sizes.pillHeight()), true));
        List<Edge> edges = new ArrayList<>();
        for (Transition transition : display.transitions()) {
            Long from = transition.fromAny() ? Long.valueOf(ANY) : byName.get(transition.from());
            Long to = byName.get(transition.to());
            if (from != null && to != null) {
                edges.add(new Edge(transition.id(), from, to, text.apply(transition)));
            }
        }
        Long entryState = byName.get(display.entry());
        if (entryState != null) {
            edges.add(new Edge(ENTRY_ARROW, ENTRY, entryState, ""));
        }
        return new Diagram(nodes, edges);
    }

    /** This diagram with the boxes moved to {@code positions} (top-left corners by key; others stay). */
    public Diagram moved(Map<Long, Vec2> positions) {
        List<Node> next = new ArrayList<>(nodes.size());
        for (Node node : nodes) {
            Vec2 at = positions.get(node.key());
            next.add(at == null ? node : new Node(node.key(), node.name(),
                    new Box(at.x(), at.y(), node.box().width(), node.box().height()), node.pill()));
        }
        return new Diagram(next, edges);
    }
}

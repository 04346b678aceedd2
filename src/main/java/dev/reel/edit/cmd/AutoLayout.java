package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Controller;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Vec2;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Places every state in columns by its distance from the entry along transitions (the entry's column first),
 * with the Entry and Any State pills in a column of their own to the left. States the entry cannot reach start
 * their own groups below, one after another: in the second column when an Any State transition leads to them,
 * else in the first. Within a column, states sit in the order of the mean row of the
 * states leading to them, which keeps arrows from crossing where it can. Positions are boxes' top-left
 * corners on a grid, so no two boxes overlap; the layout depends only on the controller, so it is one step that
 * redo repeats exactly.
 *
 * @param stateWidth  the width of a state's box on the graph
 * @param stateHeight its height
 * @param pillWidth   the width of the Entry and Any State pills
 * @param pillHeight  their height
 */
public record AutoLayout(double stateWidth, double stateHeight, double pillWidth, double pillHeight)
        implements Command<Controller> {
    /** The space between columns, room for an arrow and its label. */
    public static final double COLUMN_GAP = 110;
    /** The space between rows. */
    public static final double ROW_GAP = 44;
    /** Where the pill column starts. */
    public static final double MARGIN = 40;

    @Override
    public String label() {
        return "Auto layout";
    }

    @Override
    public Controller apply(Controller controller) {
        List<List<State>> columns = columns(controller);
        int tallest = columns.stream().mapToInt(List::size).max().orElse(1);
        double rowPitch = stateHeight + ROW_GAP;
        double left = MARGIN + pillWidth + COLUMN_GAP;
        Map<Long, Vec2> positions = new HashMap<>();
        double entryCentre = MARGIN + stateHeight / 2;
        for (int column = 0; column < columns.size(); column++) {
            List<State> states = columns.get(column);
            double top = MARGIN + (tallest - states.size()) * rowPitch / 2;
            for (int row = 0; row < states.size(); row++) {
                State state = states.get(row);
                if (state == null) {
                    continue; // a row kept free so that a later group starts below this one
                }
                Vec2 pos = new Vec2(left + column * (stateWidth + COLUMN_GAP), top + row * rowPitch);
                positions.put(state.id(), pos);
                if (state.name().equals(controller.entry())) {
                    entryCentre = pos.y() + stateHeight / 2;
                }
            }
        }
        Vec2 entry = new Vec2(MARGIN, entryCentre - pillHeight / 2);
        positions.put(MoveStates.ENTRY, entry);
        positions.put(MoveStates.ANY, new Vec2(MARGIN, entry.y() + pillHeight + ROW_GAP));
        return new MoveStates(positions).apply(controller);
    }

    /** The states of each column, top to bottom. */
    private static List<List<State>> columns(Controller controller) {
        Map<String, List<String>> next = new HashMap<>();
        for (Transition transition : controller.transitions()) {
            if (!transition.fromAny()) {
                next.computeIfAbsent(transition.from(), key -> new ArrayList<>()).add(transition.to());
            }
        }
        Map<String, Integer> depth = new LinkedHashMap<>();
        // Roots with the column they start in: the entry; then what only Any State leads to, one column on
        // (the Any State pill stands before column 0); then whatever nothing leads to.
        List<State> roots = new ArrayList<>();
        List<Integer> starts = new ArrayList<>();
        State entry = controller.state(controller.entry());
        if (entry != null) {
            roots.add(entry);
            starts.add(0);
        }
        for (Transition transition : controller.transitions()) {
            State target = controller.state(transition.to());
            if (transition.fromAny() && target != null) {
                roots.add(target);
                starts.add(1);
            }
        }
        for (State state : controller.states()) {
            roots.add(state);
            starts.add(0);
        }
        List<List<State>> columns = new ArrayList<>();
        Map<String, Double> row = new HashMap<>();
        for (int r = 0; r < roots.size(); r++) {
            State root = roots.get(r);
            if (depth.containsKey(root.name())) {
                continue;
            }
            // A group of its own: it starts below everything placed so far.
            int base = columns.stream().mapToInt(List::size).max().orElse(0);
            Deque<String> queue = new ArrayDeque<>();
            depth.put(root.name(), starts.get(r));
            queue.add(root.name());
            List<State> group = new ArrayList<>();
            while (!queue.isEmpty()) {
                String name = queue.poll();
                group.add(controller.state(name));
                for (String target : next.getOrDefault(name, List.of())) {
                    if (!depth.containsKey(target) && controller.state(target) != null) {
                        depth.put(target, depth.get(name) + 1);
                        queue.add(target);
                    }
                }
            }
            place(group, depth, next, row, base, columns);
        }
        return columns;
    }

    /** Orders each column of one group by the mean row of its predecessors and appends it under {@code base}. */
    private static void place(List<State> group, Map<String, Integer> depth, Map<String, List<String>> next,
                              Map<String, Double> row, int base, List<List<State>> columns) {
        int deepest = group.stream().mapToInt(state -> depth.get(state.name())).max().orElse(0);
        int first = group.stream().mapToInt(state -> depth.get(state.name())).min().orElse(0);
        for (int column = first; column <= deepest; column++) {
            int at = column;
            List<State> states = new ArrayList<>(group.stream().filter(s -> depth.get(s.name()) == at).toList());
            if (column > first) {
                Map<String, Double> order = new HashMap<>();
                for (State state : states) {
                    order.put(state.name(), group.stream()
                            .filter(s -> depth.get(s.name()) < at && next.getOrDefault(s.name(), List.of())
                                    .contains(state.name()))
                            .mapToDouble(s -> row.get(s.name())).average().orElse(Double.MAX_VALUE));
                }
                states.sort(Comparator.comparingDouble(state -> order.get(state.name())));
            }
            while (columns.size() <= column) {
                columns.add(new ArrayList<>());
            }
            List<State> target = columns.get(column);
            while (target.size() < base) {
                target.add(null);
            }
            for (State state : states) {
                row.put(state.name(), (double) target.size());
                target.add(state);
            }
        }
    }
}

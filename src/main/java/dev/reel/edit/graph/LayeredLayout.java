package dev.reel.edit.graph;

import dev.reel.model.Controller;
import dev.reel.model.Machine;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Vec2;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * A layered layout of one graph (states and sub-state machines' boxes, and inside a machine its Exit box): the
 * entry state in the first column, every other box one column further than the nearest box leading to it (what
 * only Any State leads to in the second; the Exit last), the Entry pill left of the entry state and the Any
 * State pill apart, below the flow, in the pills' column. The boxes of each column are ordered by the mean row
 * of their neighbours, sweeping right and left a few times (the barycentre heuristic), which keeps arrows from
 * crossing where it can, then put in rows of a common grid, each near its neighbours' rows, so that arrows between
 * columns run straight. The gap after a column widens with the labels of the arrows crossing it. The same layers
 * can run top down instead ({@link Flow#DOWN}: the entry at the top, the Entry pill above it, Any State at the
 * right of the pills' row); {@link LayoutFlow#layoutFor} picks the flow that a view of a given shape shows larger. The
 * result depends only on the graph (and the view's size), so a command using it is one step that redo repeats
 * exactly.
 */
public final class LayeredLayout {
    /** The space between rows: room for two labels and the arrows' lanes. */
    public static final double ROW_GAP = 76;
    /** The narrowest and widest gap between columns. */
    public static final double MIN_COLUMN_GAP = 120;
    public static final double MAX_COLUMN_GAP = 200;
    /** Where the pills' column starts. */
    public static final double MARGIN = 40;
    private static final int SWEEPS = 6;
    /** Top down: the space between two boxes side by side in a layer. */
    public static final double DOWN_SIDE_GAP = 96;
    /**
     * Top down: the share of the across gap left between layers (an arrow between layers runs down, its label
     * beside it, so a layer's gap need not be as long as the label is wide).
     */
    static final double DOWN_GAP_SHARE = 0.9;

    private LayeredLayout() {
    }

    /** Which way the layers run: columns left to right, or rows top down. */
    public enum Flow {
        /** The entry at the left, each layer a column further right (the Entry pill left of it). */
        ACROSS,
        /** The entry at the top, each layer a row further down (the Entry pill above it). */
        DOWN
    }

    /** Lays out {@link Flow#ACROSS}. */
    public static Map<Long, Vec2> layout(Controller graph, boolean inMachine, Sizes sizes,
                                         ToDoubleFunction<String> labelWidth,
                                         java.util.function.Function<Transition, String> labelText) {
        return layout(graph, inMachine, sizes, labelWidth, labelText, Flow.ACROSS);
    }

    /**
     * Top-left corners of every box by key (state or machine id, {@link Diagram#EXIT} inside a machine) and of
     * the pills ({@link Diagram#ENTRY}, {@link Diagram#ANY}).
     *
     * @param graph      the graph, as {@code GraphScope.graph} gives it
     * @param inMachine  whether it is a sub-state machine's graph (which has an Exit box)
     * @param labelWidth the width of an arrow label's plate showing a text (widens the gaps between layers)
     * @param labelText  a transition's label text
     * @param flow       which way the layers run
     */
    public static Map<Long, Vec2> layout(Controller graph, boolean inMachine, Sizes sizes,
                                         ToDoubleFunction<String> labelWidth,
                                         java.util.function.Function<Transition, String> labelText, Flow flow) {
        List<String> names = new ArrayList<>();
        Map<String, Long> keys = new LinkedHashMap<>();
        for (State state : graph.states()) {
            keys.putIfAbsent(state.name(), state.id());
        }
        for (Machine machine : graph.machines()) {
            keys.putIfAbsent(machine.name(), machine.id());
        }
        if (inMachine) {
            keys.putIfAbsent(Transition.EXIT, Diagram.EXIT);
        }
        names.addAll(keys.keySet());
        Map<String, List<String>> next = new HashMap<>();
        Map<String, List<String>> neighbours = new HashMap<>();
        List<String> fromAny = new ArrayList<>();
        for (Transition transition : graph.transitions()) {
            if (!keys.containsKey(transition.to())) {
                continue;
            }
            if (transition.fromAny()) {
                fromAny.add(transition.to());
            } else if (keys.containsKey(transition.from()) && !transition.from().equals(transition.to())) {
                next.computeIfAbsent(transition.from(), k -> new ArrayList<>()).add(transition.to());
                neighbours.computeIfAbsent(transition.from(), k -> new ArrayList<>()).add(transition.to());
                neighbours.computeIfAbsent(transition.to(), k -> new ArrayList<>()).add(transition.from());
            }
        }
        Map<String, Integer> column = columns(graph.entry(), names, next, fromAny, inMachine);
        int columns = column.values().stream().mapToInt(Integer::intValue).max().orElse(0) + 1;
        List<List<String>> order = new ArrayList<>();
        for (int c = 0; c < columns; c++) {
            order.add(new ArrayList<>());
        }
        for (String name : names) { // discovery order within a column to start with
            order.get(column.get(name)).add(name);
        }
        order.forEach(list -> list.sort(Comparator.comparingInt(names::indexOf)));
        sweep(order, column, neighbours);
        Map<String, Integer> row = rows(order, neighbours);
        // Gaps after each layer: long enough for the widest label of an arrow crossing it.
        double[] gap = new double[columns + 1];
        java.util.Arrays.fill(gap, MIN_COLUMN_GAP);
        for (Transition transition : graph.transitions()) {
            Integer a = transition.fromAny() ? Integer.valueOf(-1) : column.get(transition.from());
            Integer b = column.get(transition.to());
            String text = labelText.apply(transition);
            if (a == null || b == null || a.equals(b) || text.isEmpty()) {
                continue;
            }
            double wanted = Math.min(MAX_COLUMN_GAP, labelWidth.applyAsDouble(text) + 2 * Router.MARGIN + 16);
            for (int c = Math.min(a, b); c < Math.max(a, b); c++) {
                gap[c + 1] = Math.max(gap[c + 1], wanted);
            }
        }
        Long entryKey = keys.get(graph.entry());
        return flow == Flow.DOWN ? placeDown(order, row, gap, keys, entryKey, sizes)
                : placeAcross(order, row, gap, keys, entryKey, sizes);
    }

    /** Layers as columns, left to right; the pills in a column of their own at the left, Any State below. */
    private static Map<Long, Vec2> placeAcross(List<List<String>> order, Map<String, Integer> row, double[] gap,
                                               Map<String, Long> keys, Long entryKey, Sizes sizes) {
        double pitch = sizes.stateHeight() + ROW_GAP;
        Map<Long, Vec2> positions = new HashMap<>();
        double x = MARGIN + sizes.pillWidth() + gap[0];
        int lowest = 0;
        for (int c = 0; c < order.size(); c++) {
            for (String name : order.get(c)) {
                positions.put(keys.get(name), new Vec2(x, MARGIN + row.get(name) * pitch));
                lowest = Math.max(lowest, row.get(name));
            }
            x += sizes.stateWidth() + gap[c + 1];
        }
        double entryY = entryKey == null ? MARGIN : positions.get(entryKey).y();
        double pillOffset = (sizes.stateHeight() - sizes.pillHeight()) / 2;
        positions.put(Diagram.ENTRY, new Vec2(MARGIN, entryY + pillOffset));
        positions.put(Diagram.ANY, new Vec2(MARGIN, MARGIN + (lowest + 1) * pitch + pillOffset));
        return positions;
    }

    /**
     * Layers as rows, top down; the pills in a row of their own at the top, the Entry pill over the entry state
     * and Any State at the right end of that row, apart from the flow.
     */
    private static Map<Long, Vec2> placeDown(List<List<String>> order, Map<String, Integer> row, double[] gap,
                                             Map<String, Long> keys, Long entryKey, Sizes sizes) {
        double pitch = sizes.stateWidth() + DOWN_SIDE_GAP;
        Map<Long, Vec2> positions = new HashMap<>();
        double y = MARGIN + sizes.pillHeight() + gap[0] * DOWN_GAP_SHARE;
        int widest = 0;
        for (int c = 0; c < order.size(); c++) {
            for (String name : order.get(c)) {
                positions.put(keys.get(name), new Vec2(MARGIN + row.get(name) * pitch, y));
                widest = Math.max(widest, row.get(name));
            }
            y += sizes.stateHeight() + gap[c + 1] * DOWN_GAP_SHARE;
        }
        double entryX = entryKey == null ? MARGIN : positions.get(entryKey).x();
        double pillOffset = (sizes.stateWidth() - sizes.pillWidth()) / 2;
        positions.put(Diagram.ENTRY, new Vec2(entryX + pillOffset, MARGIN));
        positions.put(Diagram.ANY, new Vec2(MARGIN + (widest + 1) * pitch + pillOffset, MARGIN));
        return positions;
    }

    /** Each box's column: breadth first from the entry; what is left from Any State's targets, then the rest. */
    private static Map<String, Integer> columns(String entry, List<String> names, Map<String, List<String>> next,
                                                List<String> fromAny, boolean inMachine) {
        Map<String, Integer> column = new LinkedHashMap<>();
        List<String> roots = new ArrayList<>();
        List<Integer> starts = new ArrayList<>();
        if (names.contains(entry)) {
            roots.add(entry);
            starts.add(0);
        }
        for (String target : fromAny) {
            roots.add(target);
            starts.add(1);
        }
        for (String name : names) {
            roots.add(name);
            starts.add(0);
        }
        for (int r = 0; r < roots.size(); r++) {
            String root = roots.get(r);
            if (column.containsKey(root) || inMachine && root.equals(Transition.EXIT)) {
                continue;
            }
            Deque<String> queue = new ArrayDeque<>();
            column.put(root, starts.get(r));
            queue.add(root);
            while (!queue.isEmpty()) {
                String name = queue.poll();
                for (String target : next.getOrDefault(name, List.of())) {
                    if (!column.containsKey(target) && !(inMachine && target.equals(Transition.EXIT))) {
                        column.put(target, column.get(name) + 1);
                        queue.add(target);
                    }
                }
            }
        }
        if (inMachine) {
            column.put(Transition.EXIT, column.values().stream().mapToInt(Integer::intValue).max().orElse(-1) + 1);
        }
        return column;
    }

    /** Orders every column by the mean place of its neighbours in the columns before, then after, in turns. */
    private static void sweep(List<List<String>> order, Map<String, Integer> column,
                              Map<String, List<String>> neighbours) {
        for (int pass = 0; pass < SWEEPS; pass++) {
            boolean right = pass % 2 == 0;
            Map<String, Double> place = places(order);
            for (int step = 1; step < order.size(); step++) {
                int c = right ? step : order.size() - 1 - step;
                List<String> list = order.get(c);
                Map<String, Double> key = new HashMap<>();
                for (String name : list) {
                    double sum = 0;
                    int count = 0;
                    for (String other : neighbours.getOrDefault(name, List.of())) {
                        int oc = column.get(other);
                        if (right ? oc < c : oc > c) {
                            sum += place.get(other);
                            count++;
                        }
                    }
                    key.put(name, count == 0 ? place.get(name) : sum / count);
                }
                list.sort(Comparator.comparingDouble(key::get));
                place.putAll(places(List.of(list)));
            }
        }
    }

    /** Each box's place in its column, centred on 0 so that columns of different lengths compare. */
    private static Map<String, Double> places(List<List<String>> order) {
        Map<String, Double> place = new HashMap<>();
        for (List<String> list : order) {
            for (int i = 0; i < list.size(); i++) {
                place.put(list.get(i), i - (list.size() - 1) / 2.0);
            }
        }
        return place;
    }

    /** Rows of a common grid: each box near the mean row of its neighbours placed before it, in column order. */
    private static Map<String, Integer> rows(List<List<String>> order, Map<String, List<String>> neighbours) {
        int tallest = order.stream().mapToInt(List::size).max().orElse(1);
        Map<String, Integer> row = new HashMap<>();
        for (List<String> list : order) {
            int previous = -1;
            for (int i = 0; i < list.size(); i++) {
                String name = list.get(i);
                double sum = 0;
                int count = 0;
                for (String other : neighbours.getOrDefault(name, List.of())) {
                    Integer placed = row.get(other);
                    if (placed != null) {
                        sum += placed;
                        count++;
                    }
                }
                int wanted = count > 0 ? (int) Math.round(sum / count) : (tallest - list.size()) / 2 + i;
                int at = Math.max(wanted, previous + 1);
                // Leave room below for the rest of the column within the tallest one's rows where possible.
                at = Math.max(previous + 1, Math.min(at, Math.max(tallest, list.size()) - (list.size() - i)));
                row.put(name, at);
                previous = at;
            }
        }
        return row;
    }

    /**
     * Lays out only the boxes {@code selected} (by key) as a graph of their own, the block placed where the
     * selection's top left corner was and moved down until it covers no other box; the rest stay where they are.
     */
    public static Map<Long, Vec2> layoutSelected(Controller graph, Set<Long> selected, Sizes sizes,
                                                 Map<Long, Box> current, ToDoubleFunction<String> labelWidth,
                                                 java.util.function.Function<Transition, String> labelText) {
        List<State> states = graph.states().stream().filter(s -> selected.contains(s.id())).toList();
        List<Machine> machines = graph.machines().stream().filter(m -> selected.contains(m.id())).toList();
        Set<String> chosen = new java.util.HashSet<>();
        states.forEach(s -> chosen.add(s.name()));
        machines.forEach(m -> chosen.add(m.name()));
        if (chosen.isEmpty()) {
            return Map.of();
        }
        List<Transition> inside = graph.transitions().stream()
                .filter(t -> chosen.contains(t.from()) && chosen.contains(t.to())).toList();
        String entry = chosen.contains(graph.entry()) ? graph.entry()
                : states.isEmpty() ? machines.get(0).name() : states.get(0).name();
        Controller part = new Controller(graph.version(), entry, null, null, graph.ease(), graph.params(), states,
                inside, graph.extras(), graph.fileExtras(), machines, List.of());
        Map<Long, Vec2> block = layout(part, false, sizes, labelWidth, labelText);
        block.remove(Diagram.ENTRY);
        block.remove(Diagram.ANY);
        double left = Double.MAX_VALUE;
        double top = Double.MAX_VALUE;
        for (long key : block.keySet()) {
            Box box = current.get(key);
            if (box != null) {
                left = Math.min(left, box.x());
                top = Math.min(top, box.y());
            }
        }
        double minX = block.values().stream().mapToDouble(Vec2::x).min().orElse(0);
        double minY = block.values().stream().mapToDouble(Vec2::y).min().orElse(0);
        List<Box> others = new ArrayList<>();
        current.forEach((key, box) -> {
            if (!block.containsKey(key)) {
                others.add(box.grow(Router.MARGIN * 2));
            }
        });
        double dy = 0;
        for (int tries = 0; tries < 200 && covers(block, sizes, left - minX, top - minY + dy, others); tries++) {
            dy += sizes.stateHeight() / 2;
        }
        Map<Long, Vec2> out = new HashMap<>();
        double shiftX = left - minX;
        double shiftY = top - minY + dy;
        block.forEach((key, at) -> out.put(key, new Vec2(at.x() + shiftX, at.y() + shiftY)));
        return out;
    }

    private static boolean covers(Map<Long, Vec2> block, Sizes sizes, double dx, double dy, Collection<Box> others) {
        for (Vec2 at : block.values()) {
            Box box = new Box(at.x() + dx, at.y() + dy, sizes.stateWidth(), sizes.stateHeight());
            for (Box other : others) {
                if (other.overlaps(box)) {
                    return true;
                }
            }
        }
        return false;
    }
}

package dev.reel.edit.graph;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs every arrow of a diagram around the boxes it does not connect, as an orthogonal path: a shortest path with
 * few bends through a grid whose lines pass beside every box (a margin away), through its middle and through the
 * middle of the gaps between boxes; grid points inside a box are closed. An arrow leaves its source from the
 * middle of one side and enters its target at the middle of one side, whichever sides make the path shortest;
 * the arrows that end up sharing a line are then spread apart ({@link Nudge}). A self-transition is a loop over
 * the top right corner of its box. The result depends only on the diagram, in its order.
 */
public final class Router {
    /** How far a path keeps from the boxes it passes. */
    public static final double MARGIN = 14;
    /** What a bend costs, in graph units of length: paths with fewer bends read better. */
    static final double BEND = 48;
    /** The height of a self-transition's loop above its box, and the step between loops of one box. */
    static final double LOOP = 22;
    static final double LOOP_STEP = 9;
    /** Gaps between grid lines wider than this get a line through their middle as well. */
    private static final double MIDLINE_GAP = 40;

    private static final int RIGHT = 0;
    private static final int LEFT = 1;
    private static final int DOWN = 2;
    private static final int UP = 3;

    private final Box[] boxes;
    private final double[] xs;
    private final double[] ys;
    private final int ny;
    private final boolean[] blocked;
    /**
     * Per search state (a grid vertex and the direction it was entered in), side by side so that a visit reads
     * one cache line: at {@code 2 * state} the cost so far (a double's bits), at {@code 2 * state + 1} the search
     * that set it (high half) and the state it came from (low half). Three arrays of their own made the search
     * wait on memory for most of a drag frame's routing.
     */
    private final long[] states;
    private int generation;
    private final Heap heap = new Heap();

    private Router(List<Box> boxList) {
        boxes = boxList.toArray(new Box[0]);
        xs = lines(boxList, true);
        ys = lines(boxList, false);
        ny = ys.length;
        blocked = new boolean[xs.length * ny];
        for (Box box : boxes) {
            int i0 = firstAbove(xs, box.x());
            int j0 = firstAbove(ys, box.y());
            for (int i = i0; i < xs.length && xs[i] < box.right(); i++) {
                for (int j = j0; j < ny && ys[j] < box.bottom(); j++) {
                    blocked[i * ny + j] = true;
                }
            }
        }
        states = new long[blocked.length * 4 * 2];
    }

    /** The path of every edge of {@code diagram}, by edge id, from its source's edge to its target's. */
    public static Map<Long, List<Point>> route(Diagram diagram) {
        return route(diagram, Map.of(), null);
    }

    /**
     * The paths of a diagram of which only the edges {@code only} need new ones (those of boxes being dragged):
     * every other edge keeps its path in {@code kept} where it has one, as it is (not spread again beside the new
     * paths). {@code only} null routes every edge.
     */
    public static Map<Long, List<Point>> route(Diagram diagram, Map<Long, List<Point>> kept,
                                               java.util.Set<Long> only) {
        List<Box> list = new ArrayList<>();
        Map<Long, Box> byKey = new HashMap<>();
        for (Diagram.Node node : diagram.nodes()) {
            list.add(node.box());
            byKey.put(node.key(), node.box());
        }
        Router router = new Router(list);
        Map<Long, List<Point>> routes = new LinkedHashMap<>();
        Map<Long, Integer> loops = new HashMap<>();
        for (Diagram.Edge edge : diagram.edges()) {
            Box from = byKey.get(edge.from());
            Box to = byKey.get(edge.to());
            if (only != null && !only.contains(edge.id()) && kept.containsKey(edge.id())) {
                routes.put(edge.id(), kept.get(edge.id()));
            } else if (edge.loop()) {
                routes.put(edge.id(), loop(from, loops.merge(edge.from(), 1, Integer::sum) - 1));
            } else {
                List<Point> path = router.path(from, to);
                routes.put(edge.id(), path != null ? path : straight(from, to));
            }
        }
        // The arrows left alone keep their paths as drawn: spread again beside a moving arrow that passes along
        // their line, they would change on every frame of a drag (and with them the picture of all the arrows the
        // drag keeps). The moving arrows are spread beside them, and only the lines they run along are spread
        // (spreading every line of a 600-arrow graph was a third of routing a drag frame); the drop routes
        // everything.
        Map<Long, List<Point>> left = new HashMap<>();
        if (only != null) {
            kept.forEach((id, path) -> {
                if (!only.contains(id) && routes.get(id) == path) {
                    left.put(id, path);
                }
            });
        }
        return Nudge.apart(routes, list, byKey, diagram, left);
    }

    /** The loop of a self-transition: up from the top near the right corner, round, into the right side. */
    static List<Point> loop(Box box, int lane) {
        double lift = LOOP + lane * LOOP_STEP;
        double x = box.right() - 22 - lane * LOOP_STEP;
        double y = box.y() + Math.min(box.height() / 2, 16 + lane * LOOP_STEP);
        return List.of(new Point(x, box.y()), new Point(x, box.y() - lift), new Point(box.right() + lift, box.y() - lift),
                new Point(box.right() + lift, y), new Point(box.right(), y));
    }

    /** The straight line between the boxes' edges, for boxes too close together to route between. */
    static List<Point> straight(Box from, Box to) {
        Point a = new Point(from.centreX(), from.centreY());
        Point b = new Point(to.centreX(), to.centreY());
        return List.of(edgeToward(from, b), edgeToward(to, a));
    }

    private static Point edgeToward(Box box, Point target) {
        double dx = target.x() - box.centreX();
        double dy = target.y() - box.centreY();
        if (Math.abs(dx) < 1e-9 && Math.abs(dy) < 1e-9) {
            return new Point(box.centreX(), box.y());
        }
        double scale = Math.min(Math.abs(dx) < 1e-9 ? Double.MAX_VALUE : box.width() / 2 / Math.abs(dx),
                Math.abs(dy) < 1e-9 ? Double.MAX_VALUE : box.height() / 2 / Math.abs(dy));
        return new Point(box.centreX() + dx * scale, box.centreY() + dy * scale);
    }

    private static double[] lines(List<Box> boxes, boolean across) {
        double[] raw = new double[boxes.size() * 3];
        int n = 0;
        for (Box box : boxes) {
            double low = across ? box.x() : box.y();
            double high = across ? box.right() : box.bottom();
            raw[n++] = low - MARGIN;
            raw[n++] = high + MARGIN;
            raw[n++] = (low + high) / 2;
        }
        Arrays.sort(raw, 0, n);
        double[] lines = new double[n * 2];
        int m = 0;
        for (int i = 0; i < n; i++) {
            if (m > 0 && raw[i] == lines[m - 1]) {
                continue;
            }
            if (m > 0 && raw[i] - lines[m - 1] > MIDLINE_GAP) {
                double middle = (raw[i] + lines[m - 1]) / 2;
                lines[m] = middle;
                m++;
            }
            lines[m++] = raw[i];
        }
        return Arrays.copyOf(lines, m);
    }

    private static int firstAbove(double[] lines, double value) {
        int at = Arrays.binarySearch(lines, value);
        return at >= 0 ? at + 1 : -at - 1;
    }

    private static int indexOf(double[] lines, double value) {
        int at = Arrays.binarySearch(lines, value);
        return at >= 0 ? at : -1;
    }

    /** A side of a box: the point on it, the grid vertex a margin out, and the direction leading out. */
    private record Port(Point onBox, int vertex, int outward) {
    }

    private Port[] ports(Box box) {
        Port[] ports = new Port[4];
        ports[0] = port(new Point(box.right(), box.centreY()), box.right() + MARGIN, box.centreY(), RIGHT);
        ports[1] = port(new Point(box.x(), box.centreY()), box.x() - MARGIN, box.centreY(), LEFT);
        ports[2] = port(new Point(box.centreX(), box.bottom()), box.centreX(), box.bottom() + MARGIN, DOWN);
        ports[3] = port(new Point(box.centreX(), box.y()), box.centreX(), box.y() - MARGIN, UP);
        return ports;
    }

    private Port port(Point onBox, double x, double y, int outward) {
        int i = indexOf(xs, x);
        int j = indexOf(ys, y);
        if (i < 0 || j < 0 || blocked[i * ny + j]) {
            return null;
        }
        return new Port(onBox, i * ny + j, outward);
    }

    private static int opposite(int direction) {
        return direction ^ 1;
    }

    /** The cheapest path from a side of {@code from} to a side of {@code to}, or null when none is open. */
    private List<Point> path(Box from, Box to) {
        Port[] starts = ports(from);
        Port[] ends = ports(to);
        generation++;
        heap.clear();
        // The ends' coordinates once per search: the heuristic reads them at every visit (dividing each end's
        // vertex back into its lines there was a tenth of routing a drag frame).
        double[] endX = new double[4];
        double[] endY = new double[4];
        int endCount = 0;
        for (Port end : ends) {
            if (end != null) {
                endX[endCount] = xs[end.vertex() / ny];
                endY[endCount] = ys[end.vertex() % ny];
                endCount++;
            }
        }
        if (endCount == 0) {
            return null;
        }
        for (Port start : starts) {
            if (start != null) {
                int state = start.vertex() * 4 + start.outward();
                visit(state, MARGIN, -1, heuristic(xs[start.vertex() / ny], ys[start.vertex() % ny], endX, endY,
                        endCount));
            }
        }
        double best = Double.MAX_VALUE;
        int bestState = -1;
        Port bestPort = null;
        while (!heap.isEmpty()) {
            double f = heap.topKey();
            int state = heap.pop();
            if (f >= best) {
                break;
            }
            double g = cost(state);
            int vertex = state >> 2;
            int direction = state & 3;
            int i = vertex / ny;
            int j = vertex % ny;
            if (f > g + heuristic(xs[i], ys[j], endX, endY, endCount) + 1e-9) {
                continue; // a stale entry
            }
            for (Port end : ends) {
                if (end != null && end.vertex() == vertex) {
                    double total = g + MARGIN + (direction == opposite(end.outward()) ? 0 : BEND);
                    if (total < best) {
                        best = total;
                        bestState = state;
                        bestPort = end;
                    }
                }
            }
            for (int next = 0; next < 4; next++) {
                if (next == opposite(direction)) {
                    continue;
                }
                int ni = i + (next == RIGHT ? 1 : next == LEFT ? -1 : 0);
                int nj = j + (next == DOWN ? 1 : next == UP ? -1 : 0);
                if (ni < 0 || nj < 0 || ni >= xs.length || nj >= ny) {
                    continue;
                }
                int nv = ni * ny + nj;
                if (blocked[nv]) {
                    continue;
                }
                double step = Math.abs(xs[ni] - xs[i]) + Math.abs(ys[nj] - ys[j]);
                double ng = g + step + (next == direction ? 0 : BEND);
                visit(nv * 4 + next, ng, state, heuristic(xs[ni], ys[nj], endX, endY, endCount));
            }
        }
        if (bestState < 0) {
            return null;
        }
        List<Point> reversed = new ArrayList<>();
        reversed.add(bestPort.onBox());
        int startVertex = -1;
        for (int state = bestState; state >= 0; state = parent(state)) {
            int vertex = state >> 2;
            reversed.add(new Point(xs[vertex / ny], ys[vertex % ny]));
            startVertex = vertex;
        }
        for (Port start : starts) {
            if (start != null && start.vertex() == startVertex) {
                reversed.add(start.onBox());
                break;
            }
        }
        List<Point> points = new ArrayList<>(reversed.size());
        for (int k = reversed.size() - 1; k >= 0; k--) {
            points.add(reversed.get(k));
        }
        return simplify(points);
    }

    private void visit(int state, double g, int from, double h) {
        long mark = states[2 * state + 1];
        if ((int) (mark >>> 32) == generation && Double.longBitsToDouble(states[2 * state]) <= g) {
            return;
        }
        states[2 * state] = Double.doubleToRawLongBits(g);
        states[2 * state + 1] = (long) generation << 32 | (from & 0xFFFFFFFFL);
        heap.push(g + h, state);
    }

    private double cost(int state) {
        return Double.longBitsToDouble(states[2 * state]);
    }

    private int parent(int state) {
        return (int) states[2 * state + 1];
    }

    /** The length of the shortest straight run from grid point {@code (x, y)} to an end, bends not counted. */
    private static double heuristic(double x, double y, double[] endX, double[] endY, int count) {
        double best = Double.MAX_VALUE;
        for (int k = 0; k < count; k++) {
            best = Math.min(best, Math.abs(endX[k] - x) + Math.abs(endY[k] - y));
        }
        return best;
    }

    /** The path without repeated points and without points in the middle of a straight run. */
    static List<Point> simplify(List<Point> points) {
        List<Point> out = new ArrayList<>();
        for (Point point : points) {
            if (!out.isEmpty() && out.get(out.size() - 1).equals(point)) {
                continue;
            }
            if (out.size() >= 2) {
                Point a = out.get(out.size() - 2);
                Point b = out.get(out.size() - 1);
                boolean sameX = a.x() == b.x() && b.x() == point.x();
                boolean sameY = a.y() == b.y() && b.y() == point.y();
                if (sameX || sameY) {
                    out.set(out.size() - 1, point);
                    continue;
                }
            }
            out.add(point);
        }
        return out;
    }

    /** A binary min-heap of (key, state) pairs; stale entries are skipped by the caller. */
    private static final class Heap {
        private double[] keys = new double[256];
        private int[] values = new int[256];
        private int size;

        void clear() {
            size = 0;
        }

        boolean isEmpty() {
            return size == 0;
        }

        double topKey() {
            return keys[0];
        }

        void push(double key, int value) {
            if (size == keys.length) {
                keys = Arrays.copyOf(keys, size * 2);
                values = Arrays.copyOf(values, size * 2);
            }
            int at = size++;
            while (at > 0) {
                int up = (at - 1) / 2;
                if (keys[up] <= key) {
                    break;
                }
                keys[at] = keys[up];
                values[at] = values[up];
                at = up;
            }
            keys[at] = key;
            values[at] = value;
        }

        int pop() {
            int top = values[0];
            size--;
            double key = keys[size];
            int value = values[size];
            int at = 0;
            while (true) {
                int child = 2 * at + 1;
                if (child >= size) {
                    break;
                }
                if (child + 1 < size && keys[child + 1] < keys[child]) {
                    child++;
                }
                if (keys[child] >= key) {
                    break;
                }
                keys[at] = keys[child];
                values[at] = values[child];
                at = child;
            }
            keys[at] = key;
            values[at] = value;
            return top;
        }
    }
}

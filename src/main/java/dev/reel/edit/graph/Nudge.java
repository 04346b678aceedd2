package dev.reel.edit.graph;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Spreads apart the arrows that the router ran along the same line: the segments of one line whose spans
 * overlap get lanes a few units apart, centred on the line, as far as the room to the nearest boxes allows (an
 * arrow's first or last segment moves along the side of its box, within the side). Two opposite transitions
 * between the same states, or several parallel ones, so run side by side, each one clickable.
 */
final class Nudge {
    /** The distance between neighbouring lanes where there is room. */
    static final double SPACING = 10;

    private Nudge() {
    }

    private record Segment(int route, int index, boolean horizontal, double at, double low, double high,
                           int turn, double limit) {
    }

    /** A line segments run along: horizontal at a y, or vertical at an x. */
    private record Line(boolean horizontal, double at) {
    }

    static Map<Long, List<Point>> apart(Map<Long, List<Point>> routes, List<Box> boxes, Map<Long, Box> byKey,
                                        Diagram diagram) {
        return apart(routes, boxes, byKey, diagram, Map.of());
    }

    /**
     * The routes spread apart, except those in {@code kept}, which are given back as they are: a line is spread
     * only where a route not kept runs along it (spreading one line moves only the segments on it, so the routes
     * not kept come out as if every line were spread).
     */
    static Map<Long, List<Point>> apart(Map<Long, List<Point>> routes, List<Box> boxes, Map<Long, Box> byKey,
                                        Diagram diagram, Map<Long, List<Point>> kept) {
        List<Long> ids = new ArrayList<>(routes.keySet());
        List<double[]> xs = new ArrayList<>();
        List<double[]> ys = new ArrayList<>();
        Map<Long, Diagram.Edge> edges = new HashMap<>();
        diagram.edges().forEach(edge -> edges.put(edge.id(), edge));
        Map<Line, List<Segment>> lines = new LinkedHashMap<>();
        // With routes kept, only the lines a moving route runs along are spread: those lines are found first, and
        // only their segments are gathered (gathering the segments of all 600 routes was most of a drag frame's
        // spreading).
        java.util.Set<Line> moving = kept.isEmpty() ? null : movingLines(ids, routes, edges, kept);
        for (int r = 0; r < ids.size(); r++) {
            List<Point> points = routes.get(ids.get(r));
            double[] x = new double[points.size()];
            double[] y = new double[points.size()];
            for (int k = 0; k < points.size(); k++) {
                x[k] = points.get(k).x();
                y[k] = points.get(k).y();
            }
            xs.add(x);
            ys.add(y);
            Diagram.Edge edge = edges.get(ids.get(r));
            if (edge == null || edge.loop()) {
                continue;
            }
            for (int k = 0; k + 1 < points.size(); k++) {
                Line line = lineOf(x[k], y[k], x[k + 1], y[k + 1]);
                if (line == null) {
                    continue; // a slanted fallback line, or a point
                }
                boolean horizontal = line.horizontal();
                double limit = Double.MAX_VALUE;
                if (k == 0 || k + 2 == points.size()) {
                    Box end = byKey.get(k == 0 ? edge.from() : edge.to());
                    if (end != null) {
                        limit = (horizontal ? end.height() : end.width()) / 2 - 4;
                    }
                }
                int turn = 0;
                if (k > 0) {
                    turn += horizontal ? Double.compare(y[k - 1], y[k]) : Double.compare(x[k - 1], x[k]);
                }
                if (k + 2 < points.size()) {
                    turn += horizontal ? Double.compare(y[k + 2], y[k]) : Double.compare(x[k + 2], x[k]);
                }
                double at = horizontal ? y[k] : x[k];
                double low = horizontal ? Math.min(x[k], x[k + 1]) : Math.min(y[k], y[k + 1]);
                double high = horizontal ? Math.max(x[k], x[k + 1]) : Math.max(y[k], y[k + 1]);
                if (moving != null && !moving.contains(line)) {
                    continue; // only kept routes run along it
                }
                lines.computeIfAbsent(line, key -> new ArrayList<>())
                        .add(new Segment(r, k, horizontal, at, low, high, turn, limit));
            }
        }
        for (Map.Entry<Line, List<Segment>> entry : lines.entrySet()) {
            List<Segment> line = entry.getValue();
            line.sort(Comparator.comparingDouble(Segment::low));
            List<Segment> cluster = new ArrayList<>();
            double reach = -Double.MAX_VALUE;
            for (Segment segment : line) {
                if (!cluster.isEmpty() && segment.low() >= reach - 1e-6) {
                    spread(cluster, boxes, xs, ys);
                    cluster.clear();
                    reach = -Double.MAX_VALUE;
                }
                cluster.add(segment);
                reach = Math.max(reach, segment.high());
            }
            spread(cluster, boxes, xs, ys);
        }
        Map<Long, List<Point>> out = new LinkedHashMap<>();
        for (int r = 0; r < ids.size(); r++) {
            List<Point> same = kept.get(ids.get(r));
            if (same != null) {
                out.put(ids.get(r), same);
                continue;
            }
            double[] x = xs.get(r);
            double[] y = ys.get(r);
            List<Point> points = new ArrayList<>(x.length);
            for (int k = 0; k < x.length; k++) {
                points.add(new Point(x[k], y[k]));
            }
            out.put(ids.get(r), points);
        }
        return out;
    }

    /** The lines the segments of the routes not {@code kept} run along (as {@link #apart} finds segments). */
    private static java.util.Set<Line> movingLines(List<Long> ids, Map<Long, List<Point>> routes,
                                                   Map<Long, Diagram.Edge> edges, Map<Long, List<Point>> kept) {
        java.util.Set<Line> moving = new java.util.HashSet<>();
        for (Long id : ids) {
            Diagram.Edge edge = edges.get(id);
            if (kept.containsKey(id) || edge == null || edge.loop()) {
                continue;
            }
            List<Point> points = routes.get(id);
            for (int k = 0; k + 1 < points.size(); k++) {
                Point a = points.get(k);
                Point b = points.get(k + 1);
                Line line = lineOf(a.x(), a.y(), b.x(), b.y());
                if (line != null) {
                    moving.add(line);
                }
            }
        }
        return moving;
    }

    /** The grid line the segment from {@code (ax, ay)} to {@code (bx, by)} runs along; null if slanted or a point. */
    private static Line lineOf(double ax, double ay, double bx, double by) {
        boolean horizontal = ay == by;
        if (horizontal == (ax == bx)) {
            return null;
        }
        return new Line(horizontal, horizontal ? ay : ax);
    }

    private static void spread(List<Segment> cluster, List<Box> boxes, List<double[]> xs, List<double[]> ys) {
        int n = cluster.size();
        if (n < 2) {
            return;
        }
        Segment first = cluster.get(0);
        boolean horizontal = first.horizontal();
        double at = first.at();
        double low = Double.MAX_VALUE;
        double high = -Double.MAX_VALUE;
        double limit = Double.MAX_VALUE;
        for (Segment segment : cluster) {
            low = Math.min(low, segment.low());
            high = Math.max(high, segment.high());
            limit = Math.min(limit, segment.limit());
        }
        double room = Router.MARGIN * 3;
        for (Box box : boxes) {
            double boxLow = horizontal ? box.x() : box.y();
            double boxHigh = horizontal ? box.right() : box.bottom();
            if (boxLow >= high || boxHigh <= low) {
                continue;
            }
            double near = horizontal ? box.y() : box.x();
            double far = horizontal ? box.bottom() : box.right();
            if (far <= at) {
                room = Math.min(room, at - far);
            } else if (near >= at) {
                room = Math.min(room, near - at);
            }
        }
        double half = Math.min(room - 3, limit);
        double spacing = Math.max(0, Math.min(SPACING, 2 * half / (n - 1)));
        List<Segment> ordered = new ArrayList<>(cluster);
        ordered.sort(Comparator.comparingInt(Segment::turn).thenComparingInt(Segment::route));
        for (int lane = 0; lane < n; lane++) {
            Segment segment = ordered.get(lane);
            double offset = (lane - (n - 1) / 2.0) * spacing;
            double[] coords = horizontal ? ys.get(segment.route()) : xs.get(segment.route());
            coords[segment.index()] += offset;
            coords[segment.index() + 1] += offset;
        }
    }
}

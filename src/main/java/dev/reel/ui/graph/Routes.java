package dev.reel.ui.graph;

import dev.reel.model.Transition;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where transition arrows run: each is a cubic curve from the edge of its source box to the edge of its
 * target box. Arrows between the same two boxes share a fan: every one gets its own sideways offset, so two
 * opposite transitions bend apart and several parallel ones stay apart far enough to click each.
 */
final class Routes {
    /** The sideways distance between neighbouring arrows of one fan, in graph units. */
    static final double FAN_SPACING = 26;

    private Routes() {
    }

    /** A box on the graph: top-left corner and size. */
    record Box(double x, double y, double width, double height) {
        double centreX() {
            return x + width / 2;
        }

        double centreY() {
            return y + height / 2;
        }

        boolean overlaps(Box other) {
            return x < other.x + other.width && other.x < x + width && y < other.y + other.height
                    && other.y < y + height;
        }
    }

    /** A point on the graph. */
    record Point(double x, double y) {
    }

    /** A cubic Bézier curve. */
    record Curve(Point start, Point control1, Point control2, Point end) {
        Point at(double t) {
            double u = 1 - t;
            double a = u * u * u;
            double b = 3 * u * u * t;
            double c = 3 * u * t * t;
            double d = t * t * t;
            return new Point(a * start.x + b * control1.x + c * control2.x + d * end.x,
                    a * start.y + b * control1.y + c * control2.y + d * end.y);
        }

        /** The direction of travel at {@code t}, as an angle in radians. */
        double angle(double t) {
            double u = 1 - t;
            double dx = 3 * u * u * (control1.x - start.x) + 6 * u * t * (control2.x - control1.x)
                    + 3 * t * t * (end.x - control2.x);
            double dy = 3 * u * u * (control1.y - start.y) + 6 * u * t * (control2.y - control1.y)
                    + 3 * t * t * (end.y - control2.y);
            return Math.atan2(dy, dx);
        }
    }

    /**
     * The sideways offset of every transition: 0 for the only arrow between two boxes, else spread evenly
     * around 0 in the frame of the pair (the same side for all arrows of one direction).
     */
    static Map<Long, Double> offsets(List<Transition> transitions) {
        Map<String, List<Transition>> pairs = new LinkedHashMap<>();
        for (Transition transition : transitions) {
            pairs.computeIfAbsent(pairKey(transition), key -> new ArrayList<>()).add(transition);
        }
        Map<Long, Double> offsets = new HashMap<>();
        for (List<Transition> fan : pairs.values()) {
            String first = canonicalFrom(fan.get(0));
            List<Transition> ordered = new ArrayList<>();
            fan.stream().filter(t -> t.from().equals(first)).forEach(ordered::add);
            fan.stream().filter(t -> !t.from().equals(first)).forEach(ordered::add);
            for (int i = 0; i < ordered.size(); i++) {
                Transition transition = ordered.get(i);
                double lane = (i - (ordered.size() - 1) / 2.0) * FAN_SPACING;
                // Offsets are measured to the left of the travel direction, so a reversed arrow flips its sign
                // to stay in the same lane of the pair.
                boolean reversed = !transition.from().equals(first) && !transition.from().equals(transition.to());
                offsets.put(transition.id(), reversed ? -lane : lane);
            }
        }
        return offsets;
    }

    private static String pairKey(Transition transition) {
        String a = transition.from();
        String b = transition.to();
        return a.compareTo(b) <= 0 ? a + "\u0000" + b : b + "\u0000" + a;
    }

    private static String canonicalFrom(Transition transition) {
        return transition.from().compareTo(transition.to()) <= 0 ? transition.from() : transition.to();
    }

    /** The arrow from {@code from} to {@code to} bent {@code offset} to the left of its direction. */
    static Curve between(Box from, Box to, double offset) {
        double dx = to.centreX() - from.centreX();
        double dy = to.centreY() - from.centreY();
        double length = Math.max(1e-6, Math.hypot(dx, dy));
        // The left normal of the travel direction (y grows downwards on screen).
        double nx = dy / length;
        double ny = -dx / length;
        double bend = offset * 1.5;
        Point middle = new Point((from.centreX() + to.centreX()) / 2 + nx * bend,
                (from.centreY() + to.centreY()) / 2 + ny * bend);
        Point start = edge(from, middle);
        Point end = edge(to, middle);
        // The apex of a quadratic sits halfway to its control point: aim it at the wanted offset.
        Point control = new Point((start.x + end.x) / 2 + nx * offset * 2, (start.y + end.y) / 2 + ny * offset * 2);
        return new Curve(start, towards(start, control, 2.0 / 3), towards(end, control, 2.0 / 3), end);
    }

    /** An arrow that leaves a box and comes back to it, above it; {@code lane} stacks several. */
    static Curve loop(Box box, int lane) {
        double lift = 46 + lane * 18;
        Point start = new Point(box.centreX() + 18, box.y());
        Point end = new Point(box.centreX() - 18, box.y());
        return new Curve(start, new Point(start.x + 30, start.y - lift), new Point(end.x - 30, end.y - lift), end);
    }

    private static Point towards(Point from, Point to, double share) {
        return new Point(from.x + (to.x - from.x) * share, from.y + (to.y - from.y) * share);
    }

    /** Where the line from the box's centre towards {@code target} leaves the box (with a small gap). */
    static Point edge(Box box, Point target) {
        double cx = box.centreX();
        double cy = box.centreY();
        double dx = target.x - cx;
        double dy = target.y - cy;
        if (Math.abs(dx) < 1e-9 && Math.abs(dy) < 1e-9) {
            return new Point(cx, box.y);
        }
        double halfWidth = box.width / 2 + 3;
        double halfHeight = box.height / 2 + 3;
        double scale = Math.min(Math.abs(dx) < 1e-9 ? Double.MAX_VALUE : halfWidth / Math.abs(dx),
                Math.abs(dy) < 1e-9 ? Double.MAX_VALUE : halfHeight / Math.abs(dy));
        return new Point(cx + dx * scale, cy + dy * scale);
    }
}

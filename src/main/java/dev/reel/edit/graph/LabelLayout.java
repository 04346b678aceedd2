package dev.reel.edit.graph;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * Places each arrow's label along its arrow where it covers no box, pill or other label: on a segment of the
 * arrow (the longest first, at its middle, then nearer its ends), on the line or just beside it. A label with
 * no free spot at its full length is shortened with an ellipsis ({@code Grounded · Speed >…}) until one fits;
 * one that fits nowhere even so is not drawn (the arrow's tooltip still tells it). Labels of the arrows named
 * first choose first, then the rest in the diagram's order.
 */
public final class LabelLayout {
    /** Where fractions along a segment are tried, best first. */
    private static final double[] ALONG = {0.5, 0.3, 0.7, 0.2, 0.8, 0.1, 0.9};
    /** The space kept between a label and a box, or another label. */
    static final double CLEAR = 2;
    /** The share of its arrow's longest straight run a label may take before it is shortened. */
    static final double MAX_SHARE = 0.7;
    /** The fewest characters a shortened label keeps: fewer say nothing ("not…"), and the tooltip tells all. */
    static final int MIN_KEPT = 8;

    private LabelLayout() {
    }

    /**
     * Where a label is drawn.
     *
     * @param box       its plate, or null when it is not drawn
     * @param text      what it shows: the whole text, or its start with an ellipsis
     * @param shortened whether {@code text} is shortened
     */
    public record Spot(Box box, String text, boolean shortened) {
        /** As a record's own equals, written out (see {@link Point#equals}): every drag frame compares spots. */
        @Override
        public boolean equals(Object other) {
            return other instanceof Spot spot && shortened == spot.shortened && java.util.Objects.equals(box, spot.box)
                    && java.util.Objects.equals(text, spot.text);
        }

        /** As a record's own hash code. */
        @Override
        public int hashCode() {
            return (31 * java.util.Objects.hashCode(box) + java.util.Objects.hashCode(text)) * 31
                    + Boolean.hashCode(shortened);
        }
    }

    /**
     * The spot of every edge with a text.
     *
     * @param width  the width of a label's plate showing a text
     * @param height the height of a plate
     * @param first  ids of the edges whose labels choose first (the selected transitions)
     */
    public static Map<Long, Spot> place(Diagram diagram, Map<Long, List<Point>> routes, ToDoubleFunction<String> width,
                                        double height, Collection<Long> first) {
        return place(diagram, routes, width, height, first, Map.of(), null);
    }

    /**
     * The spots of the labels of the edges {@code only} (null: all), the other labels keeping their spots in
     * {@code kept} and covering those spots.
     */
    public static Map<Long, Spot> place(Diagram diagram, Map<Long, List<Point>> routes, ToDoubleFunction<String> width,
                                        double height, Collection<Long> first, Map<Long, Spot> kept,
                                        java.util.Set<Long> only) {
        Taken taken = new Taken();
        diagram.nodes().forEach(node -> taken.add(node.box().grow(CLEAR)));
        List<Diagram.Edge> order = new ArrayList<>(diagram.edges());
        order.sort(Comparator.comparing(edge -> !first.contains(edge.id())));
        Map<Long, Spot> spots = new LinkedHashMap<>();
        if (only != null) {
            for (Diagram.Edge edge : order) {
                Spot spot = kept.get(edge.id());
                if (!only.contains(edge.id()) && spot != null) {
                    spots.put(edge.id(), spot);
                    if (spot.box() != null) {
                        taken.add(spot.box().grow(CLEAR));
                    }
                }
            }
        }
        for (Diagram.Edge edge : order) {
            if (spots.containsKey(edge.id())) {
                continue;
            }
            List<Point> route = routes.get(edge.id());
            if (edge.text().isEmpty() || route == null || route.size() < 2) {
                continue;
            }
            Spot spot = null;
            // A label longer than most of its arrow's longest run would cover what its neighbours need.
            double longest = 0;
            for (int k = 0; k + 1 < route.size(); k++) {
                longest = Math.max(longest, length(route.get(k), route.get(k + 1)));
            }
            List<String> texts = shortenings(edge.text());
            for (int i = 0; i < texts.size(); i++) {
                String text = texts.get(i);
                double w = width.applyAsDouble(text);
                if (w > Math.max(MAX_SHARE * longest, 60) && i + 1 < texts.size()) {
                    continue;
                }
                Box box = free(route, w, height, taken);
                if (box != null) {
                    spot = new Spot(box, text, !text.equals(edge.text()));
                    break;
                }
            }
            if (spot == null) {
                spot = new Spot(null, edge.text(), false);
            } else {
                taken.add(spot.box().grow(CLEAR));
            }
            spots.put(edge.id(), spot);
        }
        return spots;
    }

    /** The text, then shorter starts of it with an ellipsis, longest first. */
    static List<String> shortenings(String text) {
        List<String> out = new ArrayList<>();
        out.add(text);
        int length = text.length();
        for (int keep : new int[]{length * 3 / 4, length * 3 / 5, length / 2, length * 2 / 5, length / 3, MIN_KEPT}) {
            if (keep >= MIN_KEPT && keep < length - 1) {
                String shorter = text.substring(0, keep).strip() + "…";
                if (!out.contains(shorter)) {
                    out.add(shorter);
                }
            }
        }
        return out;
    }

    private static Box free(List<Point> route, double width, double height, Taken taken) {
        List<Integer> segments = new ArrayList<>();
        for (int k = 0; k + 1 < route.size(); k++) {
            segments.add(k);
        }
        segments.sort(Comparator.comparingDouble(k -> -length(route.get(k), route.get(k + 1))));
        for (int k : segments) {
            Point a = route.get(k);
            Point b = route.get(k + 1);
            boolean horizontal = Math.abs(a.y() - b.y()) < Math.abs(a.x() - b.x());
            for (double t : ALONG) {
                double x = a.x() + (b.x() - a.x()) * t;
                double y = a.y() + (b.y() - a.y()) * t;
                Box[] tries = horizontal
                        ? new Box[]{new Box(x - width / 2, y - height / 2, width, height),
                        new Box(x - width / 2, y - height - 3, width, height),
                        new Box(x - width / 2, y + 3, width, height)}
                        : new Box[]{new Box(x - width / 2, y - height / 2, width, height),
                        new Box(x + 4, y - height / 2, width, height),
                        new Box(x - 4 - width, y - height / 2, width, height)};
                for (Box box : tries) {
                    if (!taken.overlaps(box)) {
                        return box;
                    }
                }
            }
        }
        return null;
    }

    private static double length(Point a, Point b) {
        return Math.hypot(b.x() - a.x(), b.y() - a.y());
    }

    /**
     * The boxes taken so far, filed by the square cells of the graph they cover, so that a spot is checked
     * against its neighbours only.
     */
    static final class Taken {
        private static final double CELL = 160;
        private final Map<Long, List<Box>> cells = new HashMap<>();

        void add(Box box) {
            for (long key : keys(box)) {
                cells.computeIfAbsent(key, k -> new ArrayList<>()).add(box);
            }
        }

        boolean overlaps(Box box) {
            for (long key : keys(box)) {
                List<Box> near = cells.get(key);
                if (near != null) {
                    for (Box other : near) {
                        if (other.overlaps(box)) {
                            return true;
                        }
                    }
                }
            }
            return false;
        }

        private static long[] keys(Box box) {
            long x0 = (long) Math.floor(box.x() / CELL);
            long x1 = (long) Math.floor(box.right() / CELL);
            long y0 = (long) Math.floor(box.y() / CELL);
            long y1 = (long) Math.floor(box.bottom() / CELL);
            long[] keys = new long[(int) ((x1 - x0 + 1) * (y1 - y0 + 1))];
            int n = 0;
            for (long x = x0; x <= x1; x++) {
                for (long y = y0; y <= y1; y++) {
                    keys[n++] = (x << 32) ^ (y & 0xffffffffL);
                }
            }
            return keys;
        }
    }
}

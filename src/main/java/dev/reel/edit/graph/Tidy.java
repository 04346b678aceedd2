package dev.reel.edit.graph;

import dev.reel.model.Vec2;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Tidy: straightens a graph the artist arranged by hand without rearranging it. Boxes whose middles are nearly in a
 * row (or a column) are put exactly in it, every middle goes to the nearest dot of the grid, and a box that then
 * covers another, or comes nearer to it than the room an arrow and its label need, moves right or down (whichever
 * is the shorter way) until it is clear, boxes higher up and further left keeping their places first. Nothing
 * else moves, so the arrangement, the order of the rows and columns and the boxes' neighbours stay the artist's;
 * the arrows are then routed around the boxes' new places as always. Pure and deterministic.
 */
public final class Tidy {
    /** The grid the middles go to: the dots of the graph's background, in graph units. */
    public static final double GRID = 24;
    /** The room kept between two boxes: an arrow's lane on each side and a label between. */
    public static final double GAP = 2 * GRID;
    /**
     * Middles closer than this across (or down) are put in one column (or row): under a grid step, so that
     * lines already on the grid stay apart and a second Tidy changes nothing.
     */
    static final double ALIGN = GRID * 0.9;
    private static final int MAX_PUSHES = 10_000;

    private Tidy() {
    }

    /** The new top-left corner of every box of {@code boxes} (by key). */
    public static Map<Long, Vec2> tidy(Map<Long, Box> boxes) {
        Map<Long, double[]> middle = new HashMap<>();
        boxes.forEach((key, box) -> middle.put(key, new double[]{box.centreX(), box.centreY()}));
        align(middle, 0);
        align(middle, 1);
        List<Long> order = new ArrayList<>(boxes.keySet());
        order.sort(Comparator.<Long>comparingDouble(key -> middle.get(key)[1])
                .thenComparingDouble(key -> middle.get(key)[0]).thenComparingLong(Long::longValue));
        List<Box> placed = new ArrayList<>();
        Map<Long, Vec2> out = new HashMap<>();
        for (long key : order) {
            Box size = boxes.get(key);
            double[] at = middle.get(key);
            Box box = new Box(at[0] - size.width() / 2, at[1] - size.height() / 2, size.width(), size.height());
            for (int push = 0; push < MAX_PUSHES; push++) {
                Box near = firstNear(box, placed);
                if (near == null) {
                    break;
                }
                double right = steps(near.right() + GAP - box.x());
                double down = steps(near.bottom() + GAP - box.y());
                box = right <= down ? new Box(box.x() + right, box.y(), box.width(), box.height())
                        : new Box(box.x(), box.y() + down, box.width(), box.height());
            }
            placed.add(box);
            out.put(key, new Vec2(box.x(), box.y()));
        }
        return out;
    }

    /** Whole grid steps covering {@code distance}. */
    private static double steps(double distance) {
        return Math.ceil(distance / GRID - 1e-9) * GRID;
    }

    private static Box firstNear(Box box, List<Box> placed) {
        Box room = box.grow(GAP - 1e-6);
        for (Box other : placed) {
            if (room.overlaps(other)) {
                return other;
            }
        }
        return null;
    }

    /**
     * Puts middles within {@link #ALIGN} of the first of their run (along axis {@code axis}: 0 across, 1 down) on
     * one line, the grid line nearest the run's mean.
     */
    private static void align(Map<Long, double[]> middle, int axis) {
        List<Long> keys = new ArrayList<>(middle.keySet());
        keys.sort(Comparator.<Long>comparingDouble(key -> middle.get(key)[axis]).thenComparingLong(Long::longValue));
        int start = 0;
        while (start < keys.size()) {
            double first = middle.get(keys.get(start))[axis];
            int end = start;
            double sum = 0;
            while (end < keys.size() && middle.get(keys.get(end))[axis] - first <= ALIGN) {
                sum += middle.get(keys.get(end))[axis];
                end++;
            }
            double line = Math.round(sum / (end - start) / GRID) * GRID;
            for (int i = start; i < end; i++) {
                middle.get(keys.get(i))[axis] = line;
            }
            start = end;
        }
    }
}

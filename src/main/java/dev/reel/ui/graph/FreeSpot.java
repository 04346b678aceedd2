package dev.reel.ui.graph;

import java.util.List;

/**
 * Where new boxes go on the graph: the shift nearest to the one wanted that leaves a gap between each new box
 * and every box already there (states and pills). Used for a state added by the button or the menu (a single
 * box) and for pasted or duplicated states (the copied boxes, moved together so that their layout is kept).
 * Plain geometry on graph units; candidates lie on a grid around the wanted shift, nearest first.
 */
final class FreeSpot {
    /** The space left between a new box and any other (graph units). */
    static final double GAP = 24;
    /** The spacing of the candidate shifts. */
    static final double STEP = 16;
    /** How many grid steps the search goes out before giving up and going below everything. */
    static final int MAX_RINGS = 120;

    private FreeSpot() {
    }

    /**
     * The shift to add to every box of {@code group} so that none of them comes within {@link #GAP} of a box
     * of {@code taken}, as near as the grid allows to {@code wanted} (rounded to whole units, as positions are
     * saved), keeping the group inside {@code seen} (the part of the graph on screen; null: anywhere) when a
     * free place there exists. Among equally near shifts the first in reading order (up before down, left
     * before right) wins.
     */
    static Routes.Point shift(List<Routes.Box> group, List<Routes.Box> taken, Routes.Point wanted,
                              Routes.Box seen) {
        if (seen != null) {
            Routes.Point inside = search(group, taken, wanted, seen);
            if (inside != null) {
                return inside;
            }
        }
        Routes.Point anywhere = search(group, taken, wanted, null);
        return anywhere != null ? anywhere : below(group, taken, Math.round(wanted.x()));
    }

    /** Where a single box of {@code width × height} goes: its top-left corner, nearest to {@code wanted}. */
    static Routes.Point place(double width, double height, List<Routes.Box> taken, Routes.Point wanted,
                              Routes.Box seen) {
        return shift(List.of(new Routes.Box(0, 0, width, height)), taken, wanted, seen);
    }

    private static Routes.Point search(List<Routes.Box> group, List<Routes.Box> taken, Routes.Point wanted,
                                       Routes.Box within) {
        double startX = Math.round(wanted.x());
        double startY = Math.round(wanted.y());
        Routes.Point best = null;
        double bestDistance = Double.MAX_VALUE;
        for (int ring = 0; ring <= MAX_RINGS; ring++) {
            // A shift in a later ring is at least (ring + 1) steps away: nothing nearer can come.
            if (best != null && bestDistance <= ring * STEP) {
                return best;
            }
            for (int j = -ring; j <= ring; j++) {
                for (int i = -ring; i <= ring; i++) {
                    if (Math.max(Math.abs(i), Math.abs(j)) != ring) {
                        continue;
                    }
                    double distance = Math.hypot(i, j) * STEP;
                    double dx = startX + i * STEP;
                    double dy = startY + j * STEP;
                    if (distance < bestDistance && inside(group, within, dx, dy) && free(group, taken, dx, dy)) {
                        best = new Routes.Point(dx, dy);
                        bestDistance = distance;
                    }
                }
            }
        }
        return best;
    }

    private static boolean inside(List<Routes.Box> group, Routes.Box within, double dx, double dy) {
        if (within == null) {
            return true;
        }
        for (Routes.Box box : group) {
            if (box.x() + dx < within.x() || box.y() + dy < within.y()
                    || box.x() + dx + box.width() > within.x() + within.width()
                    || box.y() + dy + box.height() > within.y() + within.height()) {
                return false;
            }
        }
        return true;
    }

    private static boolean free(List<Routes.Box> group, List<Routes.Box> taken, double dx, double dy) {
        for (Routes.Box box : group) {
            Routes.Box padded = new Routes.Box(box.x() + dx - GAP, box.y() + dy - GAP, box.width() + 2 * GAP,
                    box.height() + 2 * GAP);
            for (Routes.Box other : taken) {
                if (padded.overlaps(other)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** A crowded graph: the group goes below the lowest box, where nothing can be. */
    private static Routes.Point below(List<Routes.Box> group, List<Routes.Box> taken, double x) {
        double bottom = -Double.MAX_VALUE;
        for (Routes.Box other : taken) {
            bottom = Math.max(bottom, other.y() + other.height());
        }
        double top = Double.MAX_VALUE;
        for (Routes.Box box : group) {
            top = Math.min(top, box.y());
        }
        return new Routes.Point(x, Math.round(bottom + GAP - top + 1));
    }
}

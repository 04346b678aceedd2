package dev.reel.ui.graph;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Places arrow labels where they cover no box, pill or other label, trying spots along each curve; a label with
 * no free spot is hidden (its tooltip still tells), except a selected arrow's, which is drawn at its middle above
 * the rest. Selected arrows choose first.
 */
final class LabelPlacement {
    /** Along-the-curve spots a label tries, best first. */
    private static final double[] SPOTS = {0.5, 0.4, 0.6, 0.32, 0.68, 0.25, 0.75};

    private LabelPlacement() {
    }

    static void place(Collection<ArrowNode> arrows, Set<Long> selected, List<Routes.Box> obstacles) {
        Taken taken = new Taken();
        obstacles.forEach(taken::add);
        List<ArrowNode> order = new ArrayList<>(arrows);
        order.sort((a, b) -> Boolean.compare(selected.contains(b.transitionId()), selected.contains(a.transitionId())));
        for (ArrowNode arrow : order) {
            if (!arrow.hasLabel()) {
                continue;
            }
            double chosen = selected.contains(arrow.transitionId()) ? 0.5 : -1;
            for (double spot : SPOTS) {
                Routes.Box box = grow(arrow.labelBox(spot));
                if (!taken.overlaps(box)) {
                    chosen = spot;
                    break;
                }
            }
            arrow.showLabelAt(chosen);
            if (chosen >= 0) {
                taken.add(arrow.labelBox(chosen));
            }
        }
    }

    /**
     * The boxes taken so far, filed by the square cells of the graph they cover, so that a spot is checked
     * against its neighbours only (on a 600-arrow graph every spot was checked against every box and label).
     */
    private static final class Taken {
        private static final double CELL = 160;
        private final Map<Long, List<Routes.Box>> cells = new HashMap<>();

        void add(Routes.Box box) {
            forCells(box, key -> cells.computeIfAbsent(key, k -> new ArrayList<>()).add(box));
        }

        boolean overlaps(Routes.Box box) {
            boolean[] found = {false};
            forCells(box, key -> {
                if (!found[0]) {
                    List<Routes.Box> near = cells.get(key);
                    if (near != null) {
                        for (Routes.Box other : near) {
                            if (other.overlaps(box)) {
                                found[0] = true;
                                return;
                            }
                        }
                    }
                }
            });
            return found[0];
        }

        private static void forCells(Routes.Box box, java.util.function.LongConsumer action) {
            long x0 = (long) Math.floor(box.x() / CELL);
            long x1 = (long) Math.floor((box.x() + box.width()) / CELL);
            long y0 = (long) Math.floor(box.y() / CELL);
            long y1 = (long) Math.floor((box.y() + box.height()) / CELL);
            for (long x = x0; x <= x1; x++) {
                for (long y = y0; y <= y1; y++) {
                    action.accept((x << 32) ^ (y & 0xffffffffL));
                }
            }
        }
    }

    private static Routes.Box grow(Routes.Box box) {
        return new Routes.Box(box.x() - 2, box.y() - 2, box.width() + 4, box.height() + 4);
    }
}

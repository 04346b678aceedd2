package dev.reel.ui.graph;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
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
        List<Routes.Box> taken = new ArrayList<>(obstacles);
        List<ArrowNode> order = new ArrayList<>(arrows);
        order.sort((a, b) -> Boolean.compare(selected.contains(b.transitionId()), selected.contains(a.transitionId())));
        for (ArrowNode arrow : order) {
            if (!arrow.hasLabel()) {
                continue;
            }
            double chosen = selected.contains(arrow.transitionId()) ? 0.5 : -1;
            for (double spot : SPOTS) {
                Routes.Box box = grow(arrow.labelBox(spot));
                if (taken.stream().noneMatch(other -> other.overlaps(box))) {
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

    private static Routes.Box grow(Routes.Box box) {
        return new Routes.Box(box.x() - 2, box.y() - 2, box.width() + 4, box.height() + 4);
    }
}

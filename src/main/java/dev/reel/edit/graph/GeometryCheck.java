package dev.reel.edit.graph;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Counts what makes a graph hard to read, on its computed geometry: arrows running through a box they do not
 * connect, labels overlapping each other or a box or pill, boxes outside the view Frame All shows; and, to keep
 * the first counts honest, the labels shortened or left out.
 *
 * @param arrowBox   (arrow, box) pairs where the arrow passes through a box that is neither of its ends
 * @param labelLabel pairs of drawn labels that overlap
 * @param labelBox   (label, box or pill) pairs that overlap
 * @param outside    boxes and pills not wholly inside the framed view
 * @param shortened  labels shown shortened with an ellipsis
 * @param hidden     labels with no room at all (their text only in the tooltip)
 */
public record GeometryCheck(int arrowBox, int labelLabel, int labelBox, int outside, int shortened, int hidden) {

    /** The counts of {@code geometry} in a view showing {@code visible} (graph units; null: none counted). */
    public static GeometryCheck of(Geometry geometry, Box visible) {
        Diagram diagram = geometry.diagram();
        int arrowBox = 0;
        for (Diagram.Edge edge : diagram.edges()) {
            List<Point> route = geometry.routes().get(edge.id());
            if (route == null) {
                continue;
            }
            for (Diagram.Node node : diagram.nodes()) {
                if (node.key() == edge.from() || node.key() == edge.to()) {
                    continue;
                }
                Box inside = node.box().grow(-0.5);
                for (int k = 0; k + 1 < route.size(); k++) {
                    if (inside.crossedBy(route.get(k), route.get(k + 1))) {
                        arrowBox++;
                        break;
                    }
                }
            }
        }
        List<Box> labels = new ArrayList<>();
        int shortened = 0;
        int hidden = 0;
        for (Map.Entry<Long, LabelLayout.Spot> entry : geometry.labels().entrySet()) {
            LabelLayout.Spot spot = entry.getValue();
            if (spot.box() == null) {
                hidden++;
            } else {
                labels.add(spot.box().grow(-0.5));
                if (spot.shortened()) {
                    shortened++;
                }
            }
        }
        int labelLabel = 0;
        for (int i = 0; i < labels.size(); i++) {
            for (int j = i + 1; j < labels.size(); j++) {
                if (labels.get(i).overlaps(labels.get(j))) {
                    labelLabel++;
                }
            }
        }
        int labelBox = 0;
        int outside = 0;
        for (Diagram.Node node : diagram.nodes()) {
            for (Box label : labels) {
                if (label.overlaps(node.box())) {
                    labelBox++;
                }
            }
            if (visible != null && !node.box().within(visible)) {
                outside++;
            }
        }
        return new GeometryCheck(arrowBox, labelLabel, labelBox, outside, shortened, hidden);
    }

    /** Whether nothing overlaps and no arrow runs through a box. */
    public boolean clean() {
        return arrowBox == 0 && labelLabel == 0 && labelBox == 0;
    }
}

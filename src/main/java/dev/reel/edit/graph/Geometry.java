package dev.reel.edit.graph;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * Everything the Animator draws of a graph but the boxes themselves: each arrow's path and each label's spot.
 *
 * @param diagram the boxes and arrows it was computed for
 * @param routes  each edge's path by id, from its source's edge to its target's (the arrowhead at the end)
 * @param labels  each labelled edge's spot by id
 */
public record Geometry(Diagram diagram, Map<Long, List<Point>> routes, Map<Long, LabelLayout.Spot> labels) {

    /** Routes the arrows of {@code diagram} and places their labels (those of {@code first} choose first). */
    public static Geometry of(Diagram diagram, ToDoubleFunction<String> labelWidth, double labelHeight,
                              Collection<Long> first) {
        Map<Long, List<Point>> routes = Router.route(diagram);
        return new Geometry(diagram, routes, LabelLayout.place(diagram, routes, labelWidth, labelHeight, first));
    }

    /**
     * The geometry of {@code diagram} where only the edges {@code only} (those of boxes being dragged) are
     * routed and labelled again; the others keep their paths and spots in {@code before}.
     */
    public static Geometry partly(Diagram diagram, Geometry before, java.util.Set<Long> only,
                                  ToDoubleFunction<String> labelWidth, double labelHeight, Collection<Long> first) {
        Map<Long, List<Point>> routes = Router.route(diagram, before.routes(), only);
        return new Geometry(diagram, routes,
                LabelLayout.place(diagram, routes, labelWidth, labelHeight, first, before.labels(), only));
    }

    /** The box around every node, path and label, or null for an empty diagram. */
    public Box extent() {
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        boolean any = false;
        for (Diagram.Node node : diagram.nodes()) {
            Box box = node.box();
            minX = Math.min(minX, box.x());
            minY = Math.min(minY, box.y());
            maxX = Math.max(maxX, box.right());
            maxY = Math.max(maxY, box.bottom());
            any = true;
        }
        for (List<Point> route : routes.values()) {
            for (Point point : route) {
                minX = Math.min(minX, point.x());
                minY = Math.min(minY, point.y());
                maxX = Math.max(maxX, point.x());
                maxY = Math.max(maxY, point.y());
            }
        }
        for (LabelLayout.Spot spot : labels.values()) {
            if (spot.box() != null) {
                minX = Math.min(minX, spot.box().x());
                minY = Math.min(minY, spot.box().y());
                maxX = Math.max(maxX, spot.box().right());
                maxY = Math.max(maxY, spot.box().bottom());
            }
        }
        return any ? new Box(minX, minY, maxX - minX, maxY - minY) : null;
    }
}

package dev.reel.ui.graph;

import dev.reel.model.Controller;
import dev.reel.model.State;
import dev.reel.model.Vec2;

import java.util.ArrayList;
import java.util.List;

/**
 * The room on the graph for new boxes: the part of the graph in view, its middle, and the boxes and pills
 * already there, where the view draws them; and scrolling to a new box that found no room in view.
 */
final class GraphRoom {
    private final GraphView view;

    GraphRoom(GraphView view) {
        this.view = view;
    }

    /** The graph point in the middle of the view. */
    Routes.Point viewCentre() {
        javafx.geometry.Point2D middle = view.localToScene(view.getWidth() / 2, view.getHeight() / 2);
        return view.worldAt(middle.getX(), middle.getY());
    }

    /** The part of the graph on screen, a little inside the view's edges; null before the view has a size. */
    Routes.Box seen() {
        if (view.getWidth() <= 0 || view.getHeight() <= 0) {
            return null;
        }
        double margin = 8;
        javafx.geometry.Point2D topLeft = view.localToScene(margin, margin);
        javafx.geometry.Point2D bottomRight = view.localToScene(view.getWidth() - margin, view.getHeight() - margin);
        Routes.Point from = view.worldAt(topLeft.getX(), topLeft.getY());
        Routes.Point to = view.worldAt(bottomRight.getX(), bottomRight.getY());
        return new Routes.Box(from.x(), from.y(), to.x() - from.x(), to.y() - from.y());
    }

    /**
     * Scrolls the view, the least way, so that {@code boxes} (graph units) are in view, when a new box found no
     * free room there (a crowded view): a box that lands is always seen. The zoom stays.
     */
    void reveal(List<Routes.Box> boxes) {
        Routes.Box seen = seen();
        if (seen == null || boxes.isEmpty()) {
            return;
        }
        Routes.Box around = Routes.Box.around(boxes);
        double left = around.x();
        double top = around.y();
        double right = around.x() + around.width();
        double bottom = around.y() + around.height();
        double dx = shift(left, right, seen.x(), seen.x() + seen.width());
        double dy = shift(top, bottom, seen.y(), seen.y() + seen.height());
        if (dx != 0 || dy != 0) {
            view.panBy(-dx * view.zoom(), -dy * view.zoom());
        }
    }

    /** How far the view moves along one axis (graph units) to take in {@code [from, to]}. */
    private static double shift(double from, double to, double seenFrom, double seenTo) {
        double margin = FreeSpot.GAP;
        if (to - from + 2 * margin > seenTo - seenFrom) {
            return (from + to) / 2 - (seenFrom + seenTo) / 2;
        }
        if (from - margin < seenFrom) {
            return from - margin - seenFrom;
        }
        return to + margin > seenTo ? to + margin - seenTo : 0;
    }

    /** The boxes and pills on the graph now, where the view draws them. */
    List<Routes.Box> taken() {
        List<Routes.Box> taken = new ArrayList<>();
        Controller controller = view.controller();
        if (controller == null) {
            return taken;
        }
        for (State state : controller.states()) {
            Vec2 at = GraphPositions.of(controller, state);
            taken.add(new Routes.Box(at.x(), at.y(), StateBox.WIDTH, StateBox.HEIGHT));
        }
        Vec2 entry = GraphPositions.entry(controller);
        Vec2 any = GraphPositions.any(controller);
        taken.add(new Routes.Box(entry.x(), entry.y(), PillNode.WIDTH, PillNode.HEIGHT));
        taken.add(new Routes.Box(any.x(), any.y(), PillNode.WIDTH, PillNode.HEIGHT));
        return taken;
    }
}

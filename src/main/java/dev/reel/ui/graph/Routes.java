package dev.reel.ui.graph;

import dev.reel.model.Transition;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Boxes and points of the graph view's gestures (the arrows' paths come from {@code dev.reel.edit.graph}), and
 * where a line from a box's centre leaves it, for an arrow being dragged out.
 */
final class Routes {
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

        /** The smallest box around every one of {@code boxes} (at least one). */
        static Box around(java.util.List<Box> boxes) {
            double left = Double.MAX_VALUE;
            double top = Double.MAX_VALUE;
            double right = -Double.MAX_VALUE;
            double bottom = -Double.MAX_VALUE;
            for (Box box : boxes) {
                left = Math.min(left, box.x);
                top = Math.min(top, box.y);
                right = Math.max(right, box.x + box.width);
                bottom = Math.max(bottom, box.y + box.height);
            }
            return new Box(left, top, right - left, bottom - top);
        }
    }

    /** A point on the graph. */
    record Point(double x, double y) {
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

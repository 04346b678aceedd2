package dev.reel.ui.preview;

import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;

/** Lines over the preview in view pixels: how near a point is to a segment, a bone's line drawn over a shadow. */
final class ViewLines {
    private static final Color SHADOW = Color.rgb(0, 0, 0, 0.6);

    private ViewLines() {
    }

    static double segmentDistance(double px, double py, double ax, double ay, double bx, double by) {
        double vx = bx - ax;
        double vy = by - ay;
        double squared = vx * vx + vy * vy;
        double t = squared == 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * vx + (py - ay) * vy) / squared));
        return Math.hypot(px - (ax + t * vx), py - (ay + t * vy));
    }

    static void line(GraphicsContext g, double x0, double y0, double x1, double y1, Color color) {
        g.setLineDashes();
        g.setStroke(SHADOW);
        g.setLineWidth(3);
        g.strokeLine(x0, y0, x1, y1);
        g.strokeOval(x0 - 3, y0 - 3, 6, 6);
        g.setStroke(color);
        g.setLineWidth(1.5);
        g.strokeLine(x0, y0, x1, y1);
        g.strokeOval(x0 - 3, y0 - 3, 6, 6);
    }
}

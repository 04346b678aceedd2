package dev.reel.ui.preview;

import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;

/**
 * A bone drawn in view pixels on a JavaFX canvas as the renderer's rig overlay draws it in a rig clip (and as Spine
 * draws bones): a kite from the joint to the tip, widest a fifth of the way along, and a circle on the joint, filled
 * with the bone's colour and outlined in black; the selected bone filled lighter and outlined in white. A bone
 * shorter than a pixel on screen is its circle alone. Rig mode draws its bones with it, so a rig looks the same in
 * Rig mode and in its clips.
 */
final class BoneShapes {
    private static final Color OUTLINE = Color.rgb(16, 16, 16, 0.88);

    private BoneShapes() {
    }

    /** Draws one bone from view point ({@code jointX}, {@code jointY}) to ({@code tipX}, {@code tipY}). */
    static void draw(GraphicsContext g, double jointX, double jointY, double tipX, double tipY, Color colour,
                     boolean selected) {
        double dx = tipX - jointX;
        double dy = tipY - jointY;
        double onScreen = Math.hypot(dx, dy);
        Color fill = selected ? colour.interpolate(Color.WHITE, 0.5) : Color.color(colour.getRed(),
                colour.getGreen(), colour.getBlue(), 0.75);
        Color outline = selected ? Color.WHITE : OUTLINE;
        double half = Math.max(2.5, Math.min(8, onScreen * 0.09));
        double radius = Math.max(3, Math.min(7, half * 0.9 + 1));
        g.setLineDashes();
        g.setLineWidth(1);
        if (onScreen >= 1) {
            double ux = dx / onScreen;
            double uy = dy / onScreen;
            double wideX = jointX + dx * 0.2;
            double wideY = jointY + dy * 0.2;
            double[] xs = {jointX, wideX - uy * half, tipX, wideX + uy * half};
            double[] ys = {jointY, wideY + ux * half, tipY, wideY - ux * half};
            g.setFill(fill);
            g.fillPolygon(xs, ys, 4);
            g.setStroke(outline);
            g.strokePolygon(xs, ys, 4);
        }
        g.setFill(fill);
        g.fillOval(jointX - radius, jointY - radius, 2 * radius, 2 * radius);
        g.setStroke(outline);
        g.strokeOval(jointX - radius, jointY - radius, 2 * radius, 2 * radius);
    }
}

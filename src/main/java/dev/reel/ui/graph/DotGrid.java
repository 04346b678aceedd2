package dev.reel.ui.graph;

import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;

/** Paints the graph's background: a dot every 24 graph units and a faint line every fifth, following the camera. */
final class DotGrid {
    private DotGrid() {
    }

    static void paint(Canvas grid, double zoom, double panX, double panY) {
        GraphicsContext g = grid.getGraphicsContext2D();
        double width = grid.getWidth();
        double height = grid.getHeight();
        g.setFill(Color.web("#101318"));
        g.fillRect(0, 0, width, height);
        double step = 24 * zoom;
        while (step < 12) {
            step *= 2;
        }
        g.setFill(Color.web("#252a33"));
        double dot = Math.max(1, 1.6 * Math.min(1, zoom));
        for (double x = positiveModulo(panX, step); x < width; x += step) {
            for (double y = positiveModulo(panY, step); y < height; y += step) {
                g.fillRect(Math.round(x), Math.round(y), dot, dot);
            }
        }
        double major = step * 5;
        g.setStroke(Color.web("#181c22"));
        g.setLineWidth(1);
        for (double x = positiveModulo(panX, major); x < width; x += major) {
            g.strokeLine(Math.round(x) + 0.5, 0, Math.round(x) + 0.5, height);
        }
        for (double y = positiveModulo(panY, major); y < height; y += major) {
            g.strokeLine(0, Math.round(y) + 0.5, width, Math.round(y) + 0.5);
        }
    }

    private static double positiveModulo(double value, double step) {
        double rest = value % step;
        return rest < 0 ? rest + step : rest;
    }
}

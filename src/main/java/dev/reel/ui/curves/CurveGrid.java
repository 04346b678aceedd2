package dev.reel.ui.curves;

import dev.reel.ui.control.StyledPaints;
import dev.reel.ui.control.TimeAxis;
import dev.reel.ui.control.TimeFormat;
import dev.reel.ui.control.TimeNotation;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;

import java.util.Arrays;

/**
 * The curve editor's grid: a line at each time step (the ruler's, in the chosen notation) and each value step
 * ({@link ValueGrid}), each a one-pixel rectangle (in one stroke where the colour is translucent), and the zero
 * line over them. Where the lines go is worked out again only when
 * the view's mapping, its size, the frame rate or the notation changed; a redraw otherwise issues the kept lines.
 */
final class CurveGrid {
    /** The view the lines are for: start, pixels a second, centre, pixels a unit, width, height, fps. */
    private final ViewStamp madeFor = new ViewStamp();
    private TimeNotation notation;
    private double[] xs = new double[32];
    private int columns;
    private double[] ys = new double[32];
    private int rows;
    /** The zero line's y, or NaN where zero is not between the top and bottom of the graph. */
    private double zero = Double.NaN;

    void draw(GraphicsContext g, CurveView view, double width, double height) {
        update(view.axis(), view.values(), view.fpsProperty().get(), width, height);
        StyledPaints.Values paints = view.paints();
        Color colour = paints.color("-reel-curve-grid");
        if (colour.isOpaque()) {
            // A 1 px stroke centred on a half pixel with its square caps is this rectangle: a whole pixel column or
            // row, half a pixel past each end. Where lines cross, an opaque colour filled twice is the same colour.
            // One command a line instead of a path of two elements stroked.
            g.setFill(colour);
            for (int i = 0; i < columns; i++) {
                g.fillRect(xs[i] - 0.5, -0.5, 1, height + 1);
            }
            for (int i = 0; i < rows; i++) {
                g.fillRect(-0.5, ys[i] - 0.5, width + 1, 1);
            }
        } else {
            g.setStroke(colour);
            g.setLineWidth(1);
            g.beginPath();
            for (int i = 0; i < columns; i++) {
                g.moveTo(xs[i], 0);
                g.lineTo(xs[i], height);
            }
            for (int i = 0; i < rows; i++) {
                g.moveTo(0, ys[i]);
                g.lineTo(width, ys[i]);
            }
            g.stroke();
        }
        if (!Double.isNaN(zero)) {
            g.setStroke(paints.color("-reel-curve-zero"));
            g.strokeLine(0, zero, width, zero);
        }
    }

    /** Works the lines out again for the view as it is now, unless they are made for it already. */
    void update(TimeAxis axis, ValueAxis values, double fps, double width, double height) {
        double start = axis.startProperty().get();
        double pixelsPerSecond = axis.pixelsPerSecond();
        double centre = values.centreProperty().get();
        double pixelsPerUnit = values.pixelsPerUnit();
        TimeNotation chosen = TimeNotation.chosen();
        boolean viewChanged = madeFor.changed(start, pixelsPerSecond, centre, pixelsPerUnit, width, height, fps, 0);
        if (!viewChanged && chosen == notation) {
            return;
        }
        notation = chosen;
        double timeStep = TimeFormat.chosen(fps).step(pixelsPerSecond, 64);
        columns = 0;
        for (long index = (long) Math.floor(axis.time(0) / timeStep); index * timeStep <= axis.time(width); index++) {
            if (columns == xs.length) {
                xs = Arrays.copyOf(xs, columns * 2);
            }
            xs[columns++] = Math.floor(axis.x(index * timeStep)) + 0.5;
        }
        double valueStep = ValueGrid.step(values);
        double low = values.value(height, height);
        double high = values.value(0, height);
        rows = 0;
        for (long index = (long) Math.floor(low / valueStep); index * valueStep <= high; index++) {
            if (rows == ys.length) {
                ys = Arrays.copyOf(ys, rows * 2);
            }
            ys[rows++] = Math.floor(values.y(index * valueStep, height)) + 0.5;
        }
        zero = low < 0 && high > 0 ? Math.floor(values.y(0, height)) + 0.5 : Double.NaN;
    }

    /** The x of each time line, as {@link #draw} strokes them. */
    double[] columns() {
        return Arrays.copyOf(xs, columns);
    }

    /** The y of each value line. */
    double[] rows() {
        return Arrays.copyOf(ys, rows);
    }

    /** The zero line's y, or NaN. */
    double zero() {
        return zero;
    }
}

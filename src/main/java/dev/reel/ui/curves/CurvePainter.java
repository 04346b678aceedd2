package dev.reel.ui.curves;

import dev.reel.model.Interp;
import dev.reel.runtime.KeyHandles;
import dev.reel.ui.control.StyledPaints;
import dev.reel.ui.control.TimeFormat;
import dev.reel.ui.control.TimelineOverlay;
import dev.reel.ui.control.TimeAxis;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

import java.util.Set;

/**
 * Draws a {@link CurveView}'s graph in one pass: grid, the clip's range, each visible lane's curve as one path —
 * the exact bezier of every segment in view, and where keys are closer than a pixel the range of their values in
 * that pixel column — then each lane's key points in one fill, the selected points and their handles, the value
 * labels on plates, the cursor and the overlays. Only the keys in view are walked, found by binary search.
 */
final class CurvePainter {
    static final double GUTTER = 46;
    static final double POINT = 3.5;
    private static final Font LABEL = Font.font(10.5);

    private final java.util.Map<KeyHandles, double[]> timesCache = new java.util.WeakHashMap<>();
    private KeyHandles timesOf;
    private double[] times = new double[0];

    void paint(GraphicsContext g, CurveView view, double width, double height) {
        StyledPaints.Values paints = view.paints();
        TimeAxis axis = view.axis();
        // Clearing the whole canvas also drops commands not yet rendered (two redraws in one pulse).
        g.clearRect(0, 0, width, height);
        g.setFill(paints.color("-reel-curve-background"));
        g.fillRect(0, 0, width, height);
        double end = axis.x(view.lengthProperty().get());
        g.setFill(paints.color("-reel-curve-outside"));
        if (end < width) {
            g.fillRect(Math.max(0, end), 0, width - Math.max(0, end), height);
        }
        if (axis.x(0) > 0) {
            g.fillRect(0, 0, axis.x(0), height);
        }
        grid(g, view, width, height);
        java.util.List<CurveLane> lanes = view.visibleLanes();
        if (view.lanes().isEmpty()) {
            message(g, paints, width, height, "Select numeric tracks (float, int, vector or colour) to see their curves"
                    + " (a deform track has none: shape its keys with the preview's Deform tool)");
        } else if (lanes.isEmpty()) {
            message(g, paints, width, height, "Every lane is hidden: show one in the lane list (Alt+H shows all)");
        } else if (lanes.stream().allMatch(lane -> lane.handles().count() == 0)) {
            message(g, paints, width, height, "No keys yet: double-click to add one");
        } else {
            boolean several = lanes.size() > 1;
            for (CurveLane lane : lanes) {
                if (lane.handles().count() > 0) {
                    prepareTimes(lane.handles());
                    curve(g, view, lane, several, width, height);
                }
            }
            for (CurveLane lane : lanes) {
                if (lane.handles().count() > 0) {
                    prepareTimes(lane.handles());
                    points(g, view, lane, several, width, height);
                }
            }
        }
        // Value labels go over the curves on plates, so a curve at a labelled value never hides its label.
        valueLabels(g, view, height);
        overlays(g, view, width, height);
    }

    private void prepareTimes(KeyHandles handles) {
        if (handles != timesOf) {
            timesOf = handles;
            double[] cached = timesCache.get(handles);
            if (cached == null) {
                cached = new double[handles.count()];
                for (int i = 0; i < cached.length; i++) {
                    cached[i] = handles.time(i);
                }
                if (timesCache.size() > 64) {
                    timesCache.clear();
                }
                timesCache.put(handles, cached);
            }
            times = cached;
        }
    }

    /** The first key at or after {@code time}. */
    int firstAtOrAfter(double time) {
        int low = 0;
        int high = times.length;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (times[middle] < time) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }

    private void grid(GraphicsContext g, CurveView view, double width, double height) {
        StyledPaints.Values paints = view.paints();
        TimeAxis axis = view.axis();
        ValueAxis values = view.values();
        double timeStep = TimeFormat.chosen(view.fpsProperty().get()).step(axis.pixelsPerSecond(), 64);
        double valueStep = ValueGrid.step(view);
        g.setStroke(paints.color("-reel-curve-grid"));
        g.setLineWidth(1);
        g.beginPath();
        for (long index = (long) Math.floor(axis.time(0) / timeStep); index * timeStep <= axis.time(width); index++) {
            double x = Math.floor(axis.x(index * timeStep)) + 0.5;
            g.moveTo(x, 0);
            g.lineTo(x, height);
        }
        double low = values.value(height, height);
        double high = values.value(0, height);
        for (long index = (long) Math.floor(low / valueStep); index * valueStep <= high; index++) {
            double y = Math.floor(values.y(index * valueStep, height)) + 0.5;
            g.moveTo(0, y);
            g.lineTo(width, y);
        }
        g.stroke();
        if (low < 0 && high > 0) {
            g.setStroke(paints.color("-reel-curve-zero"));
            double y = Math.floor(values.y(0, height)) + 0.5;
            g.strokeLine(0, y, width, y);
        }
    }

    /** The value axis: a gutter and, on an opaque plate each, the labels of the grid's values. */
    private static void valueLabels(GraphicsContext g, CurveView view, double height) {
        StyledPaints.Values paints = view.paints();
        Color background = paints.color("-reel-curve-background");
        g.setFill(background.deriveColor(0, 1, 1, 0.6));
        g.fillRect(0, 0, GUTTER, height);
        g.setFont(LABEL);
        g.setTextAlign(TextAlignment.RIGHT);
        g.setTextBaseline(VPos.CENTER);
        for (CurveView.AxisLabel label : view.valueAxis(height)) {
            double plate = 6.5 * label.text().length() + 8;
            g.setFill(background);
            g.fillRoundRect(GUTTER - 2 - plate, label.y() - 7, plate, 14, 4, 4);
            g.setFill(paints.color("-reel-curve-text"));
            g.fillText(label.text(), GUTTER - 6, label.y());
        }
    }

    /** One lane as one path: the exact bezier of each segment in view, a pixel column's range where keys crowd. */
    private void curve(GraphicsContext g, CurveView view, CurveLane lane, boolean several, double width,
                       double height) {
        TimeAxis axis = view.axis();
        ValueAxis values = view.values();
        KeyHandles handles = lane.handles();
        int count = handles.count();
        int first = Math.max(0, firstAtOrAfter(axis.time(0)) - 1);
        int last = Math.min(count - 1, firstAtOrAfter(axis.time(width)));
        boolean steps = CurveView.steps(lane.track());
        Color colour = view.paints().color(lane.colour());
        g.setStroke(lane.locked() ? colour.deriveColor(0, 0.6, 0.8, 0.55) : colour);
        g.setLineWidth(several ? 1.5 : 2);
        g.beginPath();
        double startX = axis.x(times[first]);
        double startY = values.y(lane.graphValue(first), height);
        if (first == 0 && startX > 0) {
            g.moveTo(0, startY);
            g.lineTo(startX, startY);
        } else {
            g.moveTo(startX, startY);
        }
        int i = first;
        while (i < last) {
            double x = axis.x(times[i]);
            int j = nextColumn(i, axis.time(x + 1));
            if (j > i + 1) {
                int end = Math.min(j - 1, last);
                double low = Double.POSITIVE_INFINITY;
                double high = Double.NEGATIVE_INFINITY;
                for (int k = i; k <= end; k++) {
                    double value = lane.graphValue(k);
                    low = Math.min(low, value);
                    high = Math.max(high, value);
                }
                column(g, x, values.y(lane.graphValue(i), height), values.y(low, height), values.y(high, height),
                        axis.x(times[end]), values.y(lane.graphValue(end), height));
                i = end;
                if (i >= last) {
                    break;
                }
            }
            segment(g, view, lane, i, steps, height);
            i++;
        }
        if (last == count - 1) {
            double endX = axis.x(times[last]);
            if (endX < width) {
                g.lineTo(width, values.y(lane.graphValue(last), height));
            }
        }
        g.stroke();
    }

    /**
     * The first key at or after {@code time}, which is after key {@code i}: walked forward from it (the next
     * column is a few keys on), searched when the time is not after key {@code i}.
     */
    private int nextColumn(int i, double time) {
        if (!(time > times[i])) {
            return firstAtOrAfter(time);
        }
        int j = i + 1;
        while (j < times.length && times[j] < time) {
            j++;
        }
        return j;
    }

    /**
     * A pixel column of crowded keys, from the current point ({@code x}, {@code startY}) to the column's last key
     * ({@code endX}, {@code endY}) through the column's lowest and highest values; an extreme the two ends
     * already reach adds no line (with two keys in a column that is one line between them).
     */
    private static void column(GraphicsContext g, double x, double startY, double lowY, double highY, double endX,
                               double endY) {
        boolean low = lowY != startY && lowY != endY;
        boolean high = highY != startY && highY != endY;
        if (low && high && Math.abs(highY - startY) < Math.abs(lowY - startY)) {
            g.lineTo(x, highY);
            g.lineTo(x, lowY);
        } else {
            if (low) {
                g.lineTo(x, lowY);
            }
            if (high) {
                g.lineTo(x, highY);
            }
        }
        if (low || high || endX != x || endY != startY) {
            g.lineTo(endX, endY);
        }
    }

    private void segment(GraphicsContext g, CurveView view, CurveLane lane, int i, boolean steps, double height) {
        TimeAxis axis = view.axis();
        ValueAxis values = view.values();
        KeyHandles handles = lane.handles();
        int index = lane.lane();
        double x1 = axis.x(times[i + 1]);
        double y0 = values.y(lane.graphValue(i), height);
        double y1 = values.y(lane.graphValue(i + 1), height);
        Interp interp = handles.key(i).interp();
        if (steps || interp == Interp.STEP || times[i + 1] <= times[i]) {
            g.lineTo(x1, y0);
            g.lineTo(x1, y1);
        } else if (interp == Interp.LINEAR) {
            g.lineTo(x1, y1);
        } else {
            g.bezierCurveTo(axis.x(times[i] + handles.outTime(i, index)),
                    values.y(lane.graph(handles.value(i, index) + handles.outValue(i, index)), height),
                    axis.x(times[i + 1] + handles.inTime(i + 1, index)),
                    values.y(lane.graph(handles.value(i + 1, index) + handles.inValue(i + 1, index)), height), x1, y1);
        }
    }

    /**
     * A lane's key points, all in one fill (points closer than 4 pixels are drawn once), then the selected ones
     * on top with their handles. A locked lane's points are hollow.
     */
    private void points(GraphicsContext g, CurveView view, CurveLane lane, boolean several, double width,
                        double height) {
        TimeAxis axis = view.axis();
        ValueAxis values = view.values();
        KeyHandles handles = lane.handles();
        Set<CurvePoint> selected = view.pointsProperty().get();
        StyledPaints.Values paints = view.paints();
        Color plain = paints.color(several ? lane.colour() : "-reel-curve-point");
        int first = firstAtOrAfter(axis.time(-POINT));
        int last = Math.min(handles.count() - 1, firstAtOrAfter(axis.time(width + POINT)));
        double lastX = Double.NEGATIVE_INFINITY;
        boolean anySelected = !selected.isEmpty() && !lane.locked();
        // Opaque points are filled one by one (a rectangle is one command; a path of them costs five elements
        // each); translucent or hollow ones go in one path, so overlapping points are not blended twice.
        boolean each = !lane.locked() && plain.isOpaque();
        if (each) {
            g.setFill(plain);
        } else {
            g.beginPath();
        }
        for (int i = first; i <= last; i++) {
            double x = axis.x(times[i]);
            if (x - lastX < 4) {
                continue;
            }
            lastX = x;
            double y = values.y(lane.graphValue(i), height);
            if (each) {
                g.fillRect(x - POINT, y - POINT, 2 * POINT, 2 * POINT);
            } else {
                g.rect(x - POINT, y - POINT, 2 * POINT, 2 * POINT);
            }
        }
        if (lane.locked()) {
            g.setStroke(plain.deriveColor(0, 0.6, 0.8, 0.7));
            g.setLineWidth(1);
            g.stroke();
        } else if (!each) {
            g.setFill(plain);
            g.fill();
        }
        if (!anySelected) {
            return;
        }
        boolean steps = CurveView.steps(lane.track());
        int handlesDrawn = 0;
        for (int i = first; i <= last; i++) {
            if (!selected.contains(new CurvePoint(handles.key(i).id(), lane.lane()))) {
                continue;
            }
            double x = axis.x(times[i]);
            double y = values.y(lane.graphValue(i), height);
            if (handlesDrawn++ < 200 && !steps) {
                handles(g, view, lane, i, x, y, height);
            }
            double size = POINT + 1;
            g.setFill(paints.color("-reel-curve-selected"));
            g.fillRect(x - size, y - size, 2 * size, 2 * size);
        }
    }

    /** The in and out handles of a selected point where a bezier segment uses them. */
    private void handles(GraphicsContext g, CurveView view, CurveLane lane, int i, double x, double y, double height) {
        TimeAxis axis = view.axis();
        ValueAxis values = view.values();
        KeyHandles handles = lane.handles();
        int index = lane.lane();
        g.setStroke(view.paints().color("-reel-curve-handle"));
        g.setFill(view.paints().color("-reel-curve-handle"));
        g.setLineWidth(1);
        if (i > 0 && handles.key(i - 1).interp() == Interp.BEZIER) {
            double hx = axis.x(times[i] + handles.inTime(i, index));
            double hy = values.y(lane.graph(handles.value(i, index) + handles.inValue(i, index)), height);
            g.strokeLine(x, y, hx, hy);
            g.fillOval(hx - 3.5, hy - 3.5, 7, 7);
        }
        if (i + 1 < handles.count() && handles.key(i).interp() == Interp.BEZIER) {
            double hx = axis.x(times[i] + handles.outTime(i, index));
            double hy = values.y(lane.graph(handles.value(i, index) + handles.outValue(i, index)), height);
            g.strokeLine(x, y, hx, hy);
            g.fillOval(hx - 3.5, hy - 3.5, 7, 7);
        }
    }

    private static void message(GraphicsContext g, StyledPaints.Values paints, double width, double height,
                                String text) {
        g.setFill(paints.color("-reel-curve-text"));
        g.setFont(Font.font(13));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        g.fillText(text, width / 2, height / 2);
    }

    private static void overlays(GraphicsContext g, CurveView view, double width, double height) {
        String hint = view.hintProperty().get();
        TimelineOverlay.draw(g, view.paints(), view.axis().x(view.timeCursorProperty().get()), view.boxProperty().get(),
                hint, LABEL, hint == null ? 0 : 6.2 * hint.length() + 24, width, height);
    }
}

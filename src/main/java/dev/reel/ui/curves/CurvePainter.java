package dev.reel.ui.curves;

import dev.reel.model.Interp;
import dev.reel.runtime.KeyHandles;
import dev.reel.ui.control.FrameTicks;
import dev.reel.ui.control.StyledPaints;
import dev.reel.ui.control.TimelineOverlay;
import dev.reel.ui.control.Ticks;
import dev.reel.ui.control.TimeAxis;
import dev.reel.ui.control.Unit;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

import java.util.Set;

/**
 * Draws a {@link CurveView} in one pass: grid, the clip's range, each shown lane's curve — the exact bezier of
 * every segment in view, and where keys are closer than a pixel the range of their values in that pixel column —
 * then key points, the selected points' handles, the value labels on plates, the lane legend, the cursor and the
 * overlays. Only the
 * keys in view are walked, found by binary search.
 */
final class CurvePainter {
    static final double GUTTER = 46;
    static final double POINT = 3.5;
    private static final Font LABEL = Font.font(10.5);
    /** Width of one legend entry: swatch, name and gap. */
    static final double LEGEND_STEP = 30;

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
        KeyHandles handles = view.handles();
        if (handles == null || handles.count() == 0) {
            message(g, paints, width, height, handles == null
                    ? "Select a numeric track (float, int, vector or colour) to see its curves"
                    : "This track has no keys yet: double-click to add one");
        } else {
            prepareTimes(handles);
            for (int lane : view.shownLanes()) {
                curve(g, view, handles, lane, width, height);
            }
            for (int lane : view.shownLanes()) {
                points(g, view, handles, lane, width, height);
            }
        }
        // Value labels go over the curves on plates, so a curve at a labelled value never hides its label.
        valueLabels(g, view, height);
        legend(g, view, width);
        overlays(g, view, width, height);
    }

    private void prepareTimes(KeyHandles handles) {
        if (handles != timesOf) {
            timesOf = handles;
            times = new double[handles.count()];
            for (int i = 0; i < times.length; i++) {
                times[i] = handles.time(i);
            }
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
        double timeStep = FrameTicks.step(axis.pixelsPerSecond(), view.fpsProperty().get(), 64);
        Unit unit = view.unit();
        double valueStep = Ticks.step(values.pixelsPerUnit() / unit.perStored(), ValueGrid.MIN_PIXELS);
        g.setStroke(paints.color("-reel-curve-grid"));
        g.setLineWidth(1);
        g.beginPath();
        for (long index = (long) Math.floor(axis.time(0) / timeStep); index * timeStep <= axis.time(width); index++) {
            double x = Math.floor(axis.x(index * timeStep)) + 0.5;
            g.moveTo(x, 0);
            g.lineTo(x, height);
        }
        double low = values.value(height, height) * unit.perStored();
        double high = values.value(0, height) * unit.perStored();
        for (long index = (long) Math.floor(low / valueStep); index * valueStep <= high; index++) {
            double y = Math.floor(values.y(unit.stored(index * valueStep), height)) + 0.5;
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

    /** Which colour is which lane: a swatch and name per shown lane, top right, on a plate. */
    private static void legend(GraphicsContext g, CurveView view, double width) {
        java.util.List<CurveView.LegendEntry> entries = view.legend();
        if (entries.isEmpty()) {
            return;
        }
        StyledPaints.Values paints = view.paints();
        int count = entries.size();
        double left = width - 8 - count * LEGEND_STEP;
        g.setFill(paints.color("-reel-curve-background").deriveColor(0, 1, 1, 0.85));
        g.fillRoundRect(left - 4, 4, count * LEGEND_STEP + 6, 20, 6, 6);
        g.setFont(LABEL);
        g.setTextAlign(TextAlignment.LEFT);
        g.setTextBaseline(VPos.CENTER);
        for (int i = 0; i < count; i++) {
            CurveView.LegendEntry entry = entries.get(i);
            javafx.geometry.Point2D swatch = CurveView.legendSwatch(i, count, width);
            g.setFill(paints.color(entry.colour()));
            g.fillRect(swatch.getX() - 5, swatch.getY() - 5, 10, 10);
            g.setFill(paints.color("-reel-curve-text"));
            g.fillText(entry.name(), swatch.getX() + 8, swatch.getY());
        }
    }

    private void curve(GraphicsContext g, CurveView view, KeyHandles handles, int lane, double width, double height) {
        TimeAxis axis = view.axis();
        ValueAxis values = view.values();
        int count = handles.count();
        int first = Math.max(0, firstAtOrAfter(axis.time(0)) - 1);
        int last = Math.min(count - 1, firstAtOrAfter(axis.time(width)));
        boolean steps = view.steps();
        g.setStroke(view.paints().color(view.laneColour(lane)));
        g.setLineWidth(view.shownLanes().length > 1 ? 1.5 : 2);
        g.beginPath();
        double startX = axis.x(times[first]);
        double startY = values.y(handles.value(first, lane), height);
        if (first == 0 && startX > 0) {
            g.moveTo(0, startY);
            g.lineTo(startX, startY);
        } else {
            g.moveTo(startX, startY);
        }
        int i = first;
        while (i < last) {
            double x = axis.x(times[i]);
            int j = firstAtOrAfter(axis.time(x + 1));
            if (j > i + 1) {
                double low = Double.POSITIVE_INFINITY;
                double high = Double.NEGATIVE_INFINITY;
                for (int k = i; k < j && k <= last; k++) {
                    double value = handles.value(k, lane);
                    low = Math.min(low, value);
                    high = Math.max(high, value);
                }
                g.lineTo(x, values.y(low, height));
                g.lineTo(x, values.y(high, height));
                i = Math.min(j - 1, last);
                g.lineTo(axis.x(times[i]), values.y(handles.value(i, lane), height));
                if (i >= last) {
                    break;
                }
            }
            segment(g, view, handles, i, lane, steps, height);
            i++;
        }
        if (last == count - 1) {
            double endX = axis.x(times[last]);
            if (endX < width) {
                g.lineTo(width, values.y(handles.value(last, lane), height));
            }
        }
        g.stroke();
    }

    private void segment(GraphicsContext g, CurveView view, KeyHandles handles, int i, int lane, boolean steps,
                         double height) {
        TimeAxis axis = view.axis();
        ValueAxis values = view.values();
        double x1 = axis.x(times[i + 1]);
        double y0 = values.y(handles.value(i, lane), height);
        double y1 = values.y(handles.value(i + 1, lane), height);
        Interp interp = handles.key(i).interp();
        if (steps || interp == Interp.STEP || times[i + 1] <= times[i]) {
            g.lineTo(x1, y0);
            g.lineTo(x1, y1);
        } else if (interp == Interp.LINEAR) {
            g.lineTo(x1, y1);
        } else {
            g.bezierCurveTo(axis.x(times[i] + handles.outTime(i, lane)),
                    values.y(handles.value(i, lane) + handles.outValue(i, lane), height),
                    axis.x(times[i + 1] + handles.inTime(i + 1, lane)),
                    values.y(handles.value(i + 1, lane) + handles.inValue(i + 1, lane), height), x1, y1);
        }
    }

    private void points(GraphicsContext g, CurveView view, KeyHandles handles, int lane, double width, double height) {
        TimeAxis axis = view.axis();
        ValueAxis values = view.values();
        Set<CurvePoint> selected = view.pointsProperty().get();
        StyledPaints.Values paints = view.paints();
        Color plain = paints.color(view.shownLanes().length > 1 ? view.laneColour(lane) : "-reel-curve-point");
        Color chosen = paints.color("-reel-curve-selected");
        int first = firstAtOrAfter(axis.time(-POINT));
        int last = Math.min(handles.count() - 1, firstAtOrAfter(axis.time(width + POINT)));
        double lastX = Double.NEGATIVE_INFINITY;
        int handlesDrawn = 0;
        for (int i = first; i <= last; i++) {
            double x = axis.x(times[i]);
            boolean isSelected = !selected.isEmpty() && selected.contains(new CurvePoint(handles.key(i).id(), lane));
            if (!isSelected && x - lastX < 4) {
                continue;
            }
            lastX = x;
            double y = values.y(handles.value(i, lane), height);
            if (isSelected && handlesDrawn++ < 200 && !view.steps()) {
                handles(g, view, handles, i, lane, x, y, height);
            }
            g.setFill(isSelected ? chosen : plain);
            double size = isSelected ? POINT + 1 : POINT;
            g.fillRect(x - size, y - size, 2 * size, 2 * size);
        }
    }

    /** The in and out handles of a selected point where a bezier segment uses them. */
    private void handles(GraphicsContext g, CurveView view, KeyHandles handles, int i, int lane, double x, double y,
                         double height) {
        TimeAxis axis = view.axis();
        ValueAxis values = view.values();
        g.setStroke(view.paints().color("-reel-curve-handle"));
        g.setFill(view.paints().color("-reel-curve-handle"));
        g.setLineWidth(1);
        if (i > 0 && handles.key(i - 1).interp() == Interp.BEZIER) {
            double hx = axis.x(times[i] + handles.inTime(i, lane));
            double hy = values.y(handles.value(i, lane) + handles.inValue(i, lane), height);
            g.strokeLine(x, y, hx, hy);
            g.fillOval(hx - 3.5, hy - 3.5, 7, 7);
        }
        if (i + 1 < handles.count() && handles.key(i).interp() == Interp.BEZIER) {
            double hx = axis.x(times[i] + handles.outTime(i, lane));
            double hy = values.y(handles.value(i, lane) + handles.outValue(i, lane), height);
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

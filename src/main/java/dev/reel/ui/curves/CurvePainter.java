package dev.reel.ui.curves;

import dev.reel.model.Interp;
import dev.reel.runtime.KeyHandles;
import dev.reel.ui.control.StyledPaints;
import dev.reel.ui.control.TimelineOverlay;
import dev.reel.ui.control.TimeAxis;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

import java.util.Set;

/**
 * Draws a {@link CurveView}'s graph in one pass: grid, the clip's range, each visible lane's curve as one
 * polyline — its {@link LaneTrace}: the segments in view flattened to a fraction of a pixel, and where more of
 * them fall in one pixel column the range they cover there — then each lane's key points (one per 4 px), the
 * selected points and their handles, the value labels on plates, the cursor and the overlays. Only the keys in
 * view are walked, found by binary search, and a lane's trace is kept between redraws until the lane or the view
 * changes (a redraw for the cursor, a selection or the lane being dragged works out no other lane again).
 */
final class CurvePainter {
    static final double GUTTER = 46;
    static final double POINT = 3.5;
    private static final Font LABEL = Font.font(10.5);

    private final java.util.Map<KeyHandles, double[]> timesCache = new java.util.WeakHashMap<>();
    private KeyHandles timesOf;
    private double[] times = new double[0];
    private final double[] labelsFor = new double[3];
    /** The unit suffix the labels were made with ({@code °} or none): with the axis, all they depend on. */
    private String labelsSuffix;
    private java.util.List<CurveView.AxisLabel> labels = java.util.List.of();
    /** Each lane's trace, kept between redraws (only the lanes drawn last). */
    private final java.util.Map<LaneKey, LaneTrace> traces = new java.util.HashMap<>();
    /** The lanes drawn last (the view's list, the same object while they do not change) and their traces. */
    private java.util.List<CurveLane> tracedLanes = java.util.List.of();
    private LaneTrace[] tracedBy = new LaneTrace[0];
    /** Each of those lanes' key times, by the same index. */
    private double[][] timesBy = new double[0][];
    private final CurveGrid grid = new CurveGrid();

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
        grid.draw(g, view, width, height);
        java.util.List<CurveLane> lanes = view.visibleLanes();
        if (lanes.isEmpty() && view.lanes().isEmpty()) {
            message(g, paints, width, height, "Select numeric tracks (float, int, vector or colour) to see their curves"
                    + " (a deform track has none: shape its keys with the preview's Deform tool)");
        } else if (lanes.isEmpty()) {
            message(g, paints, width, height, "Every lane is hidden: show one in the lane list (Alt+H shows all)");
        } else if (noKeys(lanes)) {
            message(g, paints, width, height, "No keys yet: double-click to add one");
        } else {
            boolean several = lanes.size() > 1;
            LaneTrace[] drawn = traces(lanes);
            for (int i = 0; i < lanes.size(); i++) {
                CurveLane lane = lanes.get(i);
                if (lane.handles().count() > 0) {
                    times = timesBy[i];
                    trace(view, drawn[i], lane, width, height);
                    curve(g, view, drawn[i], lane, several);
                }
            }
            for (int i = 0; i < lanes.size(); i++) {
                CurveLane lane = lanes.get(i);
                if (lane.handles().count() > 0) {
                    times = timesBy[i];
                    points(g, view, drawn[i], lane, several, width, height);
                }
            }
            if (traces.size() > lanes.size()) {
                java.util.Set<LaneKey> shown = new java.util.HashSet<>();
                lanes.forEach(lane -> shown.add(lane.key()));
                traces.keySet().retainAll(shown);
            }
        }
        // Value labels go over the curves on plates, so a curve at a labelled value never hides its label.
        valueLabels(g, view, height);
        overlays(g, view, width, height);
    }

    private static boolean noKeys(java.util.List<CurveLane> lanes) {
        for (CurveLane lane : lanes) {
            if (lane.handles().count() > 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The trace of each lane drawn, by its index, and its key times ({@link #timesBy}): the same arrays while the
     * view's lane list is the same object (a redraw with no lane changed looks nothing up; an edit or a change of
     * the lanes shown makes a new list), otherwise each lane's kept trace or a new one.
     */
    private LaneTrace[] traces(java.util.List<CurveLane> lanes) {
        if (lanes != tracedLanes) {
            LaneTrace[] by = new LaneTrace[lanes.size()];
            double[][] keyTimes = new double[lanes.size()][];
            for (int i = 0; i < by.length; i++) {
                by[i] = traces.computeIfAbsent(lanes.get(i).key(), key -> new LaneTrace());
                prepareTimes(lanes.get(i).handles());
                keyTimes[i] = times;
            }
            tracedLanes = lanes;
            tracedBy = by;
            timesBy = keyTimes;
        }
        return tracedBy;
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
        return KeyTimes.firstAtOrAfter(times, time);
    }

    /**
     * The value axis's labels, made again only when the value axis, the height or the unit changes: an edit makes
     * a new lane list on every drag frame, and the same labels were formatted again for each.
     */
    private java.util.List<CurveView.AxisLabel> labels(CurveView view, double height) {
        double centre = view.values().centreProperty().get();
        double pixelsPerUnit = view.values().pixelsPerUnit();
        String suffix = view.unit().suffix();
        if (!suffix.equals(labelsSuffix) || centre != labelsFor[0] || pixelsPerUnit != labelsFor[1]
                || height != labelsFor[2]) {
            labels = view.valueAxis(height);
            labelsFor[0] = centre;
            labelsFor[1] = pixelsPerUnit;
            labelsFor[2] = height;
            labelsSuffix = suffix;
        }
        return labels;
    }

    /**
     * The value axis: a gutter and, on an opaque plate each, the labels of the grid's values (the plates first,
     * then the texts: labels are a grid step apart, so no plate reaches another label).
     */
    private void valueLabels(GraphicsContext g, CurveView view, double height) {
        StyledPaints.Values paints = view.paints();
        Color background = paints.color("-reel-curve-background");
        g.setFill(background.deriveColor(0, 1, 1, 0.6));
        g.fillRect(0, 0, GUTTER, height);
        java.util.List<CurveView.AxisLabel> shown = labels(view, height);
        g.setFill(background);
        for (CurveView.AxisLabel label : shown) {
            double plate = 6.5 * label.text().length() + 8;
            g.fillRoundRect(GUTTER - 2 - plate, label.y() - 7, plate, 14, 4, 4);
        }
        g.setFont(LABEL);
        g.setTextAlign(TextAlignment.RIGHT);
        g.setTextBaseline(VPos.CENTER);
        g.setFill(paints.color("-reel-curve-text"));
        for (CurveView.AxisLabel label : shown) {
            g.fillText(label.text(), GUTTER - 6, label.y());
        }
    }

    /** A lane's curve: its {@link LaneTrace} (made again only when the lane or the view changed) in one stroke. */
    private void curve(GraphicsContext g, CurveView view, LaneTrace trace, CurveLane lane, boolean several) {
        Color colour = view.paints().color(lane.colour());
        g.setStroke(lane.locked() ? colour.deriveColor(0, 0.6, 0.8, 0.55) : colour);
        g.setLineWidth(several ? 1.5 : 2);
        g.strokePolyline(trace.xs(), trace.ys(), trace.count());
    }

    /** Brings {@code lane}'s trace to the view as it is now (kept from the last redraw when nothing changed). */
    private void trace(CurveView view, LaneTrace trace, CurveLane lane, double width, double height) {
        TimeAxis axis = view.axis();
        ValueAxis values = view.values();
        trace.update(lane, times, axis.startProperty().get(), axis.pixelsPerSecond(), values.centreProperty().get(),
                values.pixelsPerUnit(), width, height);
    }

    /**
     * A lane's key points, all in one fill (points closer than 4 pixels are drawn once), then the selected ones
     * on top with their handles. A locked lane's points are hollow.
     */
    private void points(GraphicsContext g, CurveView view, LaneTrace trace, CurveLane lane, boolean several,
                        double width, double height) {
        TimeAxis axis = view.axis();
        ValueAxis values = view.values();
        KeyHandles handles = lane.handles();
        Set<CurvePoint> selected = view.pointsProperty().get();
        StyledPaints.Values paints = view.paints();
        Color plain = paints.color(several ? lane.colour() : "-reel-curve-point");
        boolean anySelected = !selected.isEmpty() && !lane.locked();
        // Opaque points are filled one by one (a rectangle is one command; a path of them costs five elements
        // each); translucent or hollow ones go in one path, so overlapping points are not blended twice.
        boolean each = !lane.locked() && plain.isOpaque();
        if (each) {
            g.setFill(plain);
        } else {
            g.beginPath();
        }
        double[] xs = trace.pointXs();
        double[] ys = trace.pointYs();
        for (int i = 0; i < trace.points(); i++) {
            if (each) {
                g.fillRect(xs[i] - POINT, ys[i] - POINT, 2 * POINT, 2 * POINT);
            } else {
                g.rect(xs[i] - POINT, ys[i] - POINT, 2 * POINT, 2 * POINT);
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
        int first = firstAtOrAfter(axis.time(-POINT));
        int last = Math.min(handles.count() - 1, firstAtOrAfter(axis.time(width + POINT)));
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

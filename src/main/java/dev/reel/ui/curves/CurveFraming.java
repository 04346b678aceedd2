package dev.reel.ui.curves;

import dev.reel.runtime.KeyHandles;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;

import java.util.Set;

/** Fitting the curve editor's axes to the keys of the lanes drawn (Frame All, Frame Selection, Normalize). */
final class CurveFraming {
    private CurveFraming() {
    }

    /**
     * Frames the visible lanes' keys in time and value (F: the selected points, or every key when none is
     * selected). False when there is nothing to frame.
     */
    static boolean frame(CurveView view, boolean selectionOnly) {
        Set<CurvePoint> points = view.pointsProperty().get();
        boolean selected = selectionOnly && !points.isEmpty();
        double first = Double.POSITIVE_INFINITY;
        double last = Double.NEGATIVE_INFINITY;
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (CurveLane lane : view.visibleLanes()) {
            KeyHandles handles = lane.handles();
            for (int i = 0; i < handles.count(); i++) {
                if (selected && !points.contains(new CurvePoint(handles.key(i).id(), lane.lane()))) {
                    continue;
                }
                first = Math.min(first, handles.time(i));
                last = Math.max(last, handles.time(i));
                low = Math.min(low, lane.graphValue(i));
                high = Math.max(high, lane.graphValue(i));
            }
        }
        if (first > last || view.graphWidth() <= 0) {
            return false;
        }
        // A single key (or keys at one time) gets ten frames about it rather than the axis's tightest zoom.
        double span = Math.max(last - first, 10 / Math.max(1, view.fpsProperty().get()));
        double middle = (first + last) / 2;
        view.axis().frame(middle - span / 2, middle + span / 2, view.graphWidth(),
                Math.max(40, CurvePainter.GUTTER + 20));
        frameValues(view, low, high);
        return true;
    }

    /** Fits the value axis to every key of the visible lanes, keeping the time axis. */
    static void frameValues(CurveView view) {
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (CurveLane lane : view.visibleLanes()) {
            for (int i = 0; i < lane.handles().count(); i++) {
                low = Math.min(low, lane.graphValue(i));
                high = Math.max(high, lane.graphValue(i));
            }
        }
        if (low <= high) {
            frameValues(view, low, high);
        }
    }

    /**
     * Fits {@code low}..{@code high} into the part of the graph the panel shows, with a margin. A short bottom
     * panel shows only the top of the graph (the lane list keeps it taller than the panel), so fitting the whole
     * height put keys below the panel's edge.
     */
    private static void frameValues(CurveView view, double low, double high) {
        double height = view.getHeight();
        double shown = shownHeight(view);
        double margin = Math.min(28, shown * 0.15);
        view.values().frame(low, high, shown, margin);
        // The graph draws about the middle of its whole height: move the framed range to the middle of what shows.
        view.values().pan(-(height - shown) / 2);
    }

    /** How much of the graph's height, from its top, lies inside every parent (what the window shows of it). */
    static double shownHeight(Node view) {
        double bottom = view.getLayoutBounds().getHeight();
        for (Parent parent = view.getParent(); parent != null; parent = parent.getParent()) {
            Bounds inView = view.sceneToLocal(parent.localToScene(parent.getLayoutBounds()));
            if (inView != null) {
                bottom = Math.min(bottom, inView.getMaxY());
            }
        }
        if (view.getScene() != null) {
            Bounds scene = view.sceneToLocal(new javafx.geometry.BoundingBox(0, 0, view.getScene().getWidth(),
                    view.getScene().getHeight()));
            bottom = Math.min(bottom, scene.getMaxY());
        }
        return Math.max(1, bottom);
    }
}

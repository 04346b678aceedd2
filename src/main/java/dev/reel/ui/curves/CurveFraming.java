package dev.reel.ui.curves;

import dev.reel.runtime.KeyHandles;

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
        view.values().frame(low, high, view.getHeight(), 28);
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
            view.values().frame(low, high, view.getHeight(), 28);
        }
    }
}

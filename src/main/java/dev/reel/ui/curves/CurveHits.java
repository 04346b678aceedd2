package dev.reel.ui.curves;

import dev.reel.model.Interp;
import dev.reel.runtime.KeyHandles;
import javafx.geometry.Rectangle2D;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * What lies under the mouse in a {@link CurveView}: the nearest point of a drawn, unlocked lane within reach, a
 * selected point's tangent handle, or the points inside a box. Keys are found by binary search on time, so a
 * hit test costs about the keys within reach whatever the tracks' lengths.
 */
final class CurveHits {
    static final double REACH = 7;

    private final CurveView view;

    CurveHits(CurveView view) {
        this.view = view;
    }

    private double py(double graphValue) {
        return view.values().y(graphValue, view.getHeight());
    }

    static int firstAtOrAfter(KeyHandles handles, double time) {
        int low = 0;
        int high = handles.count();
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (handles.time(middle) < time) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }

    static int indexOf(KeyHandles handles, long keyId) {
        for (int i = 0; i < handles.count(); i++) {
            if (handles.key(i).id() == keyId) {
                return i;
            }
        }
        return -1;
    }

    /** The point under (x, y), or null; locked and hidden lanes have none. */
    CurvePoint pointAt(double x, double y) {
        if (x > view.graphWidth()) {
            return null;
        }
        CurvePoint best = null;
        double distance = REACH;
        for (CurveLane lane : view.visibleLanes()) {
            if (lane.locked()) {
                continue;
            }
            KeyHandles handles = lane.handles();
            int from = firstAtOrAfter(handles, view.axis().time(x - REACH));
            int to = firstAtOrAfter(handles, view.axis().time(x + REACH));
            for (int i = from; i < to && i < handles.count(); i++) {
                double d = Math.hypot(view.axis().x(handles.time(i)) - x, py(lane.graphValue(i)) - y);
                if (d <= distance) {
                    distance = d;
                    best = new CurvePoint(handles.key(i).id(), lane.lane());
                }
            }
        }
        return best;
    }

    /** The tangent handle of a selected point under (x, y), or null. */
    HandleDrag handleAt(double x, double y) {
        for (CurvePoint point : view.pointsProperty().get()) {
            CurveLane lane = view.laneOf(point);
            if (!view.pickable(lane) || CurveView.steps(lane.track())) {
                continue;
            }
            KeyHandles handles = lane.handles();
            int i = indexOf(handles, point.keyId());
            if (i < 0) {
                continue;
            }
            double keyTime = handles.time(i);
            int index = lane.lane();
            double value = handles.value(i, index);
            if (i + 1 < handles.count() && handles.key(i).interp() == Interp.BEZIER
                    && Math.hypot(view.axis().x(keyTime + handles.outTime(i, index)) - x,
                    py(lane.graph(value + handles.outValue(i, index))) - y) <= REACH) {
                return new HandleDrag(i, lane, true, handles);
            }
            if (i > 0 && handles.key(i - 1).interp() == Interp.BEZIER
                    && Math.hypot(view.axis().x(keyTime + handles.inTime(i, index)) - x,
                    py(lane.graph(value + handles.inValue(i, index))) - y) <= REACH) {
                return new HandleDrag(i, lane, false, handles);
            }
        }
        return null;
    }

    /** The points of drawn, unlocked lanes inside {@code box}. */
    Set<CurvePoint> inBox(Rectangle2D box) {
        Set<CurvePoint> found = new LinkedHashSet<>();
        for (CurveLane lane : view.visibleLanes()) {
            if (lane.locked()) {
                continue;
            }
            KeyHandles handles = lane.handles();
            int from = firstAtOrAfter(handles, view.axis().time(box.getMinX()));
            for (int i = from; i < handles.count() && view.axis().x(handles.time(i)) <= box.getMaxX(); i++) {
                double y = py(lane.graphValue(i));
                if (y >= box.getMinY() && y <= box.getMaxY()) {
                    found.add(new CurvePoint(handles.key(i).id(), lane.lane()));
                }
            }
        }
        return found;
    }
}

package dev.reel.ui.curves;

import dev.reel.model.Interp;
import dev.reel.runtime.KeyHandles;
import javafx.geometry.Rectangle2D;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * What lies under the mouse in a {@link CurveView}: the nearest point within reach, a selected point's tangent
 * handle, or the points inside a box. Keys are found by binary search on time, so a hit test costs about the
 * keys within reach whatever the track's length.
 */
final class CurveHits {
    static final double REACH = 7;

    private final CurveView view;

    CurveHits(CurveView view) {
        this.view = view;
    }

    private double px(KeyHandles handles, int index) {
        return view.axis().x(handles.time(index));
    }

    private double py(double value) {
        return view.values().y(value, view.getHeight());
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

    /** The point under (x, y), or null. */
    CurvePoint pointAt(double x, double y) {
        KeyHandles handles = view.handles();
        if (handles == null) {
            return null;
        }
        int from = firstAtOrAfter(handles, view.axis().time(x - REACH));
        int to = firstAtOrAfter(handles, view.axis().time(x + REACH));
        CurvePoint best = null;
        double distance = REACH;
        for (int i = from; i < to && i < handles.count(); i++) {
            for (int lane : view.shownLanes()) {
                double d = Math.hypot(px(handles, i) - x, py(handles.value(i, lane)) - y);
                if (d <= distance) {
                    distance = d;
                    best = new CurvePoint(handles.key(i).id(), lane);
                }
            }
        }
        return best;
    }

    /** The tangent handle of a selected point under (x, y), or null. */
    HandleDrag handleAt(double x, double y) {
        KeyHandles handles = view.handles();
        if (handles == null || view.steps()) {
            return null;
        }
        for (CurvePoint point : view.pointsProperty().get()) {
            int i = indexOf(handles, point.keyId());
            if (i < 0) {
                continue;
            }
            double keyTime = handles.time(i);
            double value = handles.value(i, point.lane());
            if (i + 1 < handles.count() && handles.key(i).interp() == Interp.BEZIER
                    && Math.hypot(view.axis().x(keyTime + handles.outTime(i, point.lane())) - x,
                    py(value + handles.outValue(i, point.lane())) - y) <= REACH) {
                return new HandleDrag(i, point.lane(), true, handles);
            }
            if (i > 0 && handles.key(i - 1).interp() == Interp.BEZIER
                    && Math.hypot(view.axis().x(keyTime + handles.inTime(i, point.lane())) - x,
                    py(value + handles.inValue(i, point.lane())) - y) <= REACH) {
                return new HandleDrag(i, point.lane(), false, handles);
            }
        }
        return null;
    }

    /** The shown points inside {@code box}. */
    Set<CurvePoint> inBox(Rectangle2D box) {
        Set<CurvePoint> found = new LinkedHashSet<>();
        KeyHandles handles = view.handles();
        if (handles == null) {
            return found;
        }
        int from = firstAtOrAfter(handles, view.axis().time(box.getMinX()));
        for (int i = from; i < handles.count() && px(handles, i) <= box.getMaxX(); i++) {
            for (int lane : view.shownLanes()) {
                double y = py(handles.value(i, lane));
                if (y >= box.getMinY() && y <= box.getMaxY()) {
                    found.add(new CurvePoint(handles.key(i).id(), lane));
                }
            }
        }
        return found;
    }
}

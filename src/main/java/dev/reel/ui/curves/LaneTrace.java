package dev.reel.ui.curves;

import dev.reel.model.Interp;
import dev.reel.runtime.KeyHandles;

import java.util.Arrays;

/**
 * One lane's curve as the polyline the graph strokes, in view pixels, and its plain key points, worked out for
 * one view of it (time and value mapping, graph size) and kept while neither the lane nor the view changes, so
 * a redraw with nothing changed only issues them. Only the keys in view are walked. Each segment adds its exact
 * shape: a step's corner, a line, and a bezier flattened to within {@value #FLAT} px (the part of it outside
 * the view as one line) or, where it is under {@value #NARROW} px wide, its ends and its highest and lowest
 * points. Where more than two of these fall in one pixel column, the column keeps its lowest and highest (in the
 * order nearer the point before first), which fills the same pixels at the width a curve is drawn: a dense
 * curve costs at most two points per column, whatever its key count.
 */
final class LaneTrace {
    /** How far a flattened bezier may stray from the curve, in pixels. */
    static final double FLAT = 0.15;
    /** A bezier narrower than this (px) adds its extremes, not a flattened run. */
    static final double NARROW = 2;
    /** Points closer than this (px) to the last point drawn are not drawn again. */
    static final double POINT_GAP = 4;
    private static final int MAX_DEPTH = 16;

    private KeyHandles handles;
    private int lane = -1;
    /** The view the trace is made for: start, pixels a second, centre, pixels a unit, width, height, scale, offset. */
    private final ViewStamp view = new ViewStamp();

    private double[] xs = new double[64];
    private double[] ys = new double[64];
    private int count;
    private double[] pointXs = new double[16];
    private double[] pointYs = new double[16];
    private int points;

    // The pixel column being gathered: its first and last point, lowest and highest y, how many points.
    private long column;
    private int inColumn;
    private double firstX;
    private double firstY;
    private double lastX;
    private double lastY;
    private double lowX;
    private double lowY;
    private double highX;
    private double highY;

    /**
     * Makes the trace for {@code lane} in a graph {@code width} × {@code height} with the time mapping
     * ({@code start}, {@code pixelsPerSecond}) and the value mapping ({@code centre}, {@code pixelsPerUnit}),
     * unless it is made for these already. {@code times} are the lane's key times. False when nothing changed.
     */
    boolean update(CurveLane lane, double[] times, double start, double pixelsPerSecond, double centre,
                   double pixelsPerUnit, double width, double height) {
        boolean viewChanged = view.changed(start, pixelsPerSecond, centre, pixelsPerUnit, width, height, lane.scale(),
                lane.offset());
        if (!viewChanged && lane.handles() == handles && lane.lane() == this.lane) {
            return false;
        }
        handles = lane.handles();
        this.lane = lane.lane();
        trace(new Mapping(lane, start, pixelsPerSecond, centre, pixelsPerUnit, height), times, width);
        return true;
    }

    double[] xs() {
        return xs;
    }

    double[] ys() {
        return ys;
    }

    /** How many points the polyline has. */
    int count() {
        return count;
    }

    /** The plain key points' centres (the keys in view, each at least {@value #POINT_GAP} px after the last). */
    double[] pointXs() {
        return pointXs;
    }

    double[] pointYs() {
        return pointYs;
    }

    int points() {
        return points;
    }

    /** Graph pixels of a lane's times and stored values. */
    private record Mapping(CurveLane lane, double start, double pixelsPerSecond, double centre, double pixelsPerUnit,
                           double height) {
        double x(double time) {
            return (time - start) * pixelsPerSecond;
        }

        double y(double stored) {
            return height / 2 - (lane.graph(stored) - centre) * pixelsPerUnit;
        }

        double time(double x) {
            return start + x / pixelsPerSecond;
        }
    }

    private void trace(Mapping map, double[] times, double width) {
        count = 0;
        points = 0;
        inColumn = 0;
        KeyHandles keys = map.lane().handles();
        int index = map.lane().lane();
        int total = keys.count();
        if (total == 0) {
            return;
        }
        int first = Math.max(0, KeyTimes.firstAtOrAfter(times, map.time(0)) - 1);
        int last = Math.min(total - 1, KeyTimes.firstAtOrAfter(times, map.time(width)));
        boolean steps = CurveLane.steps(map.lane().track());
        double x0 = map.x(times[first]);
        double y0 = map.y(keys.value(first, index));
        if (first == 0 && x0 > 0) {
            add(0, y0);
        }
        add(x0, y0);
        for (int i = first; i < last; i++) {
            double x1 = map.x(times[i + 1]);
            double y1 = map.y(keys.value(i + 1, index));
            Interp interp = keys.key(i).interp();
            if (steps || interp == Interp.STEP || times[i + 1] <= times[i]) {
                add(x1, y0);
                add(x1, y1);
            } else if (interp == Interp.BEZIER) {
                double cx0 = map.x(times[i] + keys.outTime(i, index));
                double cy0 = map.y(keys.value(i, index) + keys.outValue(i, index));
                double cx1 = map.x(times[i + 1] + keys.inTime(i + 1, index));
                double cy1 = map.y(keys.value(i + 1, index) + keys.inValue(i + 1, index));
                if (Math.abs(x1 - x0) < NARROW) {
                    extremes(x0, y0, cx0, cy0, cx1, cy1, x1, y1);
                } else {
                    flatten(x0, y0, cx0, cy0, cx1, cy1, x1, y1, width, 0);
                }
            }
            add(x1, y1);
            x0 = x1;
            y0 = y1;
        }
        if (last == total - 1 && x0 < width) {
            add(width, y0);
        }
        flush();
        tracePoints(map, times, width);
    }

    /** The key points in view ({@link CurvePainter#POINT} px beyond each side too), thinned to one per gap. */
    private void tracePoints(Mapping map, double[] times, double width) {
        KeyHandles keys = map.lane().handles();
        int index = map.lane().lane();
        int first = KeyTimes.firstAtOrAfter(times, map.time(-CurvePainter.POINT));
        int last = Math.min(keys.count() - 1, KeyTimes.firstAtOrAfter(times, map.time(width + CurvePainter.POINT)));
        double drawn = Double.NEGATIVE_INFINITY;
        for (int i = first; i <= last; i++) {
            double x = map.x(times[i]);
            if (x - drawn < POINT_GAP) {
                continue;
            }
            drawn = x;
            if (points == pointXs.length) {
                pointXs = Arrays.copyOf(pointXs, points * 2);
                pointYs = Arrays.copyOf(pointYs, points * 2);
            }
            pointXs[points] = x;
            pointYs[points] = map.y(keys.value(i, index));
            points++;
        }
    }

    /** A narrow bezier's inner highest and lowest points (where its y turns), in order; its ends are added apart. */
    private void extremes(double x0, double y0, double cx0, double cy0, double cx1, double cy1, double x1, double y1) {
        // y(t) = a t³ + b t² + c t + y0; y'(t) = 3a t² + 2b t + c.
        double a = -y0 + 3 * cy0 - 3 * cy1 + y1;
        double b = 3 * y0 - 6 * cy0 + 3 * cy1;
        double c = -3 * y0 + 3 * cy0;
        double qa = 3 * a;
        double qb = 2 * b;
        double t1 = Double.NaN;
        double t2 = Double.NaN;
        if (Math.abs(qa) < 1e-12) {
            if (Math.abs(qb) > 1e-12) {
                t1 = -c / qb;
            }
        } else {
            double disc = qb * qb - 4 * qa * c;
            if (disc >= 0) {
                double root = Math.sqrt(disc);
                t1 = (-qb - root) / (2 * qa);
                t2 = (-qb + root) / (2 * qa);
                if (t1 > t2) {
                    double swap = t1;
                    t1 = t2;
                    t2 = swap;
                }
            }
        }
        at(t1, x0, y0, cx0, cy0, cx1, cy1, x1, y1);
        at(t2, x0, y0, cx0, cy0, cx1, cy1, x1, y1);
    }

    private void at(double t, double x0, double y0, double cx0, double cy0, double cx1, double cy1, double x1,
                    double y1) {
        if (t > 0 && t < 1) {
            double u = 1 - t;
            double w0 = u * u * u;
            double w1 = 3 * u * u * t;
            double w2 = 3 * u * t * t;
            double w3 = t * t * t;
            add(w0 * x0 + w1 * cx0 + w2 * cx1 + w3 * x1, w0 * y0 + w1 * cy0 + w2 * cy1 + w3 * y1);
        }
    }

    /**
     * A bezier as lines within {@value #FLAT} px of it, without its start (added before) and its end (added
     * after): halved until flat; a part wholly left or right of the view is one line.
     */
    private void flatten(double x0, double y0, double cx0, double cy0, double cx1, double cy1, double x1, double y1,
                         double width, int depth) {
        double left = Math.min(Math.min(x0, cx0), Math.min(cx1, x1));
        double right = Math.max(Math.max(x0, cx0), Math.max(cx1, x1));
        boolean outside = right < -NARROW || left > width + NARROW;
        if (depth >= MAX_DEPTH || outside || flat(x0, y0, cx0, cy0, cx1, cy1, x1, y1)) {
            return;
        }
        // de Casteljau at t = 1/2.
        double ax = (x0 + cx0) / 2;
        double ay = (y0 + cy0) / 2;
        double bx = (cx0 + cx1) / 2;
        double by = (cy0 + cy1) / 2;
        double cx = (cx1 + x1) / 2;
        double cy = (cy1 + y1) / 2;
        double abx = (ax + bx) / 2;
        double aby = (ay + by) / 2;
        double bcx = (bx + cx) / 2;
        double bcy = (by + cy) / 2;
        double mx = (abx + bcx) / 2;
        double my = (aby + bcy) / 2;
        flatten(x0, y0, ax, ay, abx, aby, mx, my, width, depth + 1);
        add(mx, my);
        flatten(mx, my, bcx, bcy, cx, cy, x1, y1, width, depth + 1);
    }

    /** Whether both control points lie within {@value #FLAT} px of the chord. */
    private static boolean flat(double x0, double y0, double cx0, double cy0, double cx1, double cy1, double x1,
                                double y1) {
        double dx = x1 - x0;
        double dy = y1 - y0;
        double length = Math.hypot(dx, dy);
        if (length < 1e-9) {
            return Math.hypot(cx0 - x0, cy0 - y0) <= FLAT && Math.hypot(cx1 - x0, cy1 - y0) <= FLAT;
        }
        double d0 = Math.abs((cx0 - x0) * dy - (cy0 - y0) * dx) / length;
        double d1 = Math.abs((cx1 - x0) * dy - (cy1 - y0) * dx) / length;
        return d0 <= FLAT && d1 <= FLAT;
    }

    /** Adds a point of the curve, gathered into its pixel column. */
    private void add(double x, double y) {
        long at = (long) Math.floor(x);
        if (inColumn > 0 && at != column) {
            flush();
        }
        if (inColumn == 0) {
            column = at;
            firstX = x;
            firstY = y;
            lowX = x;
            lowY = y;
            highX = x;
            highY = y;
        } else {
            if (y < lowY) {
                lowX = x;
                lowY = y;
            }
            if (y > highY) {
                highX = x;
                highY = y;
            }
        }
        lastX = x;
        lastY = y;
        inColumn++;
    }

    /**
     * Ends the pixel column: one or two points stay as they are; more become the column's lowest and highest,
     * the one nearer the point before first (so the line into the column is no longer than it was).
     */
    private void flush() {
        if (inColumn == 0) {
            return;
        }
        if (inColumn == 1) {
            put(firstX, firstY);
        } else if (inColumn == 2 || (lowY == Math.min(firstY, lastY) && highY == Math.max(firstY, lastY))) {
            put(firstX, firstY);
            put(lastX, lastY);
        } else {
            double before = count > 0 ? ys[count - 1] : firstY;
            if (Math.abs(lowY - before) <= Math.abs(highY - before)) {
                put(lowX, lowY);
                put(highX, highY);
            } else {
                put(highX, highY);
                put(lowX, lowY);
            }
        }
        inColumn = 0;
    }

    private void put(double x, double y) {
        if (count > 0 && xs[count - 1] == x && ys[count - 1] == y) {
            return;
        }
        if (count == xs.length) {
            xs = Arrays.copyOf(xs, count * 2);
            ys = Arrays.copyOf(ys, count * 2);
        }
        xs[count] = x;
        ys[count] = y;
        count++;
    }
}

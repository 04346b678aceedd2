package dev.reel.edit.rig;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Douglas–Peucker on a closed outline: point 0 and the point farthest from it (the first such in order) are kept;
 * then on each part between two kept points, the point farthest from the segment joining them (the first such) is
 * kept if that distance is above the tolerance, and so on. The kept points stay in their order.
 */
public final class OutlineSimplifier {
    private OutlineSimplifier() {
    }

    /** The kept points {@code x0, y0, …} of the closed outline {@code points}; {@code tolerance} in pixels. */
    public static double[] simplify(double[] points, double tolerance) {
        int n = points.length / 2;
        if (n <= 3) {
            return points.clone();
        }
        boolean[] keep = new boolean[n];
        int far = 0;
        double best = -1;
        for (int i = 1; i < n; i++) {
            double dx = points[2 * i] - points[0];
            double dy = points[2 * i + 1] - points[1];
            double d = dx * dx + dy * dy;
            if (d > best) {
                best = d;
                far = i;
            }
        }
        keep[0] = true;
        keep[far] = true;
        Deque<int[]> parts = new ArrayDeque<>();
        parts.push(new int[] {far, n});
        parts.push(new int[] {0, far});
        while (!parts.isEmpty()) {
            int[] part = parts.pop();
            int from = part[0];
            int to = part[1];
            int worst = -1;
            double worstDistance = tolerance;
            for (int i = from + 1; i < to; i++) {
                double d = distance(points, i, from, to % n);
                if (d > worstDistance) {
                    worstDistance = d;
                    worst = i;
                }
            }
            if (worst >= 0) {
                keep[worst] = true;
                parts.push(new int[] {worst, to});
                parts.push(new int[] {from, worst});
            }
        }
        int kept = 0;
        for (boolean k : keep) {
            kept += k ? 1 : 0;
        }
        double[] out = new double[2 * kept];
        for (int i = 0, j = 0; i < n; i++) {
            if (keep[i]) {
                out[2 * j] = points[2 * i];
                out[2 * j + 1] = points[2 * i + 1];
                j++;
            }
        }
        return out;
    }

    /** The distance from point {@code p} to the segment from point {@code a} to point {@code b}. */
    static double distance(double[] points, int p, int a, int b) {
        double ax = points[2 * a];
        double ay = points[2 * a + 1];
        double dx = points[2 * b] - ax;
        double dy = points[2 * b + 1] - ay;
        double px = points[2 * p] - ax;
        double py = points[2 * p + 1] - ay;
        double length = dx * dx + dy * dy;
        double t = length == 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / length));
        double ex = px - t * dx;
        double ey = py - t * dy;
        return Math.sqrt(ex * ex + ey * ey);
    }
}

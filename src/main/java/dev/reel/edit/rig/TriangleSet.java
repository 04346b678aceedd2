package dev.reel.edit.rig;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The working state of a triangulation: points, triangles (each with positive {@link #orient}), a map from each
 * directed edge to the triangle holding it (so a triangle's neighbour across {@code a→b} holds {@code b→a}), the
 * constrained edges no flip may remove, and Lawson's flips. Dead triangles keep their slot; ids only grow, so the
 * work is deterministic.
 */
final class TriangleSet {
    final double[] x;
    final double[] y;
    int[] corners = new int[48];
    boolean[] alive = new boolean[16];
    int triangleCount;
    final Map<Long, Integer> edgeOwner = new HashMap<>();
    final Set<Long> constrained = new HashSet<>();
    /** Some live triangle at each point, or -1. */
    final int[] pointTriangle;

    TriangleSet(double[] x, double[] y) {
        this.x = x;
        this.y = y;
        pointTriangle = new int[x.length];
        Arrays.fill(pointTriangle, -1);
    }

    /**
     * Twice the signed area of {@code (a, b, c)}: {@code (xb − xa)·(yc − ya) − (yb − ya)·(xc − xa)}. Positive is
     * counter-clockwise with y up, so clockwise on screen, where y points down.
     */
    double orient(int a, int b, int c) {
        return (x[b] - x[a]) * (y[c] - y[a]) - (y[b] - y[a]) * (x[c] - x[a]);
    }

    /** Positive when {@code d} lies strictly inside the circle through {@code a, b, c} (which orient positive). */
    double inCircle(int a, int b, int c, int d) {
        double adx = x[a] - x[d];
        double ady = y[a] - y[d];
        double bdx = x[b] - x[d];
        double bdy = y[b] - y[d];
        double cdx = x[c] - x[d];
        double cdy = y[c] - y[d];
        double ad = adx * adx + ady * ady;
        double bd = bdx * bdx + bdy * bdy;
        double cd = cdx * cdx + cdy * cdy;
        return adx * (bdy * cd - bd * cdy) - ady * (bdx * cd - bd * cdx) + ad * (bdx * cdy - bdy * cdx);
    }

    static long key(int a, int b) {
        return ((long) a << 32) | (b & 0xffffffffL);
    }

    static long undirected(int a, int b) {
        return a < b ? key(a, b) : key(b, a);
    }

    int corner(int triangle, int k) {
        return corners[3 * triangle + k];
    }

    /** The live triangle holding the directed edge {@code a→b}, or -1. */
    int owner(int a, int b) {
        Integer found = edgeOwner.get(key(a, b));
        return found == null ? -1 : found;
    }

    boolean isConstrained(int a, int b) {
        return constrained.contains(undirected(a, b));
    }

    int add(int a, int b, int c) {
        if (triangleCount == alive.length) {
            alive = Arrays.copyOf(alive, 2 * alive.length);
            corners = Arrays.copyOf(corners, 3 * alive.length);
        }
        int t = triangleCount++;
        corners[3 * t] = a;
        corners[3 * t + 1] = b;
        corners[3 * t + 2] = c;
        alive[t] = true;
        edgeOwner.put(key(a, b), t);
        edgeOwner.put(key(b, c), t);
        edgeOwner.put(key(c, a), t);
        pointTriangle[a] = t;
        pointTriangle[b] = t;
        pointTriangle[c] = t;
        return t;
    }

    void remove(int t) {
        alive[t] = false;
        int a = corner(t, 0);
        int b = corner(t, 1);
        int c = corner(t, 2);
        edgeOwner.remove(key(a, b), t);
        edgeOwner.remove(key(b, c), t);
        edgeOwner.remove(key(c, a), t);
        for (int p : new int[] {a, b, c}) {
            if (pointTriangle[p] == t) {
                pointTriangle[p] = -1;
            }
        }
    }

    /** The corner of triangle {@code t} that is neither {@code a} nor {@code b}. */
    int third(int t, int a, int b) {
        for (int k = 0; k < 3; k++) {
            int p = corner(t, k);
            if (p != a && p != b) {
                return p;
            }
        }
        throw new IllegalStateException("degenerate triangle " + t);
    }

    /**
     * Lawson's flips from the edges on the stack (pairs a, b): an unconstrained edge {@code a→b} of triangles
     * {@code (a, b, c)} and {@code (b, a, d)} is flipped to {@code c–d} when {@code d} is strictly inside the circle
     * through {@code a, b, c} and the four points make a convex quadrilateral; the outer edges then go on the stack.
     */
    void legalize(Deque<int[]> stack) {
        while (!stack.isEmpty()) {
            int[] edge = stack.pop();
            int a = edge[0];
            int b = edge[1];
            int t = owner(a, b);
            int u = owner(b, a);
            if (t < 0 || u < 0 || isConstrained(a, b)) {
                continue;
            }
            int c = third(t, a, b);
            int d = third(u, a, b);
            if (inCircle(a, b, c, d) <= 0 || orient(c, a, d) <= 0 || orient(c, d, b) <= 0) {
                continue;
            }
            remove(t);
            remove(u);
            add(c, a, d);
            add(c, d, b);
            stack.push(new int[] {a, d});
            stack.push(new int[] {d, b});
            stack.push(new int[] {b, c});
            stack.push(new int[] {c, a});
        }
    }

    /** Every edge of every live triangle, in triangle order, then flipped until locally Delaunay. */
    void legalizeAll() {
        Deque<int[]> stack = new ArrayDeque<>();
        for (int t = triangleCount - 1; t >= 0; t--) {
            if (alive[t]) {
                for (int k = 2; k >= 0; k--) {
                    stack.push(new int[] {corner(t, k), corner(t, (k + 1) % 3)});
                }
            }
        }
        legalize(stack);
    }

    /** Ear clipping of a polygon of positive winding (the rule is in {@link Triangulator}'s comment); new edges go on the stack. */
    void earClip(List<Integer> polygon, Deque<int[]> stack) {
        List<Integer> left = new ArrayList<>(polygon);
        int at = 0;
        while (left.size() > 3) {
            int size = left.size();
            int found = -1;
            for (int step = 0; step < size && found < 0; step++) {
                int i = (at + step) % size;
                if (isEar(left, i)) {
                    found = i;
                }
            }
            if (found < 0) {
                throw new IllegalArgumentException("the outline is not a simple polygon");
            }
            int prev = left.get((found + size - 1) % size);
            int next = left.get((found + 1) % size);
            add(prev, left.get(found), next);
            stack.push(new int[] {next, prev});
            left.remove(found);
            at = (found + left.size() - 1) % left.size();
        }
        add(left.get(0), left.get(1), left.get(2));
        stack.push(new int[] {left.get(0), left.get(1)});
        stack.push(new int[] {left.get(1), left.get(2)});
        stack.push(new int[] {left.get(2), left.get(0)});
    }

    private boolean isEar(List<Integer> polygon, int i) {
        int size = polygon.size();
        int a = polygon.get((i + size - 1) % size);
        int b = polygon.get(i);
        int c = polygon.get((i + 1) % size);
        if (orient(a, b, c) <= 0) {
            return false;
        }
        for (int p : polygon) {
            if (p != a && p != b && p != c && orient(a, b, p) >= 0 && orient(b, c, p) >= 0
                    && orient(c, a, p) >= 0) {
                return false;
            }
        }
        return true;
    }
}

package dev.reel.edit.rig;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

/**
 * The constrained Delaunay triangulation of a mesh: its vertices (uv), its hull (the first {@code hull} vertices,
 * in order, a simple polygon of either winding) and its edges (kept as constraints). The rule, exactly:
 * <ol>
 *   <li>A triangle around everything (three far points) is split by each vertex in index order: a vertex inside a
 *       triangle splits it in three, one on an edge splits both triangles beside it in two; each split is followed
 *       by Lawson's flips (an edge flips when the far point of its other triangle is strictly inside the
 *       circumcircle).</li>
 *   <li>The hull's edges {@code (0,1), (1,2), …, (hull−1, 0)}, then the mesh's edges in order, are made
 *       constraints: an edge already present is marked; a hull edge passing through a vertex is split there (a
 *       kept edge doing so is refused); otherwise
 *       the triangles it crosses are removed and the two holes on its sides are ear-clipped (below), then flipped.
 *       An edge crossing an earlier constraint is refused.</li>
 *   <li>The triangles outside the hull (reachable from the far points without crossing a hull edge) are removed.
 *       A vertex or an edge left outside is refused.</li>
 *   <li>Every unconstrained edge is flipped until none has a point strictly inside a circumcircle.</li>
 *   <li>Each triangle is written from its smallest index, keeping its winding, and the triangles are sorted.</li>
 * </ol>
 * Every triangle {@code (i, j, k)} has {@code (xj − xi)·(yk − yi) − (yj − yi)·(xk − xi) > 0}: clockwise on screen,
 * where y points down. Ear clipping walks the hole's points in order from the first and clips the first convex
 * corner whose triangle holds no other point of the hole (on its border included), then starts again one corner
 * back.
 */
public final class Triangulator {
    private Triangulator() {
    }

    /**
     * The triangles, three indices each, sorted as above.
     *
     * @param uvs   two numbers per vertex
     * @param hull  how many of the first vertices are the outline (at least 3)
     * @param edges two indices per kept edge
     * @throws IllegalArgumentException when the hull is not a simple polygon, two vertices coincide, an edge
     *                                  crosses another or leaves the outline, or a vertex lies outside it
     */
    public static int[] triangulate(double[] uvs, int hull, int[] edges) {
        int n = uvs.length / 2;
        if (hull < 3) {
            throw new IllegalArgumentException("a mesh needs an outline of at least 3 vertices, not " + hull);
        }
        double[] x = new double[n + 3];
        double[] y = new double[n + 3];
        double minX = Double.POSITIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            x[i] = uvs[2 * i];
            y[i] = uvs[2 * i + 1];
            if (!Double.isFinite(x[i]) || !Double.isFinite(y[i])) {
                throw new IllegalArgumentException("vertex " + i + " is not at a finite place");
            }
            minX = Math.min(minX, x[i]);
            minY = Math.min(minY, y[i]);
            maxX = Math.max(maxX, x[i]);
            maxY = Math.max(maxY, y[i]);
        }
        double cx = (minX + maxX) / 2;
        double cy = (minY + maxY) / 2;
        double m = Math.max(1, Math.max(maxX - minX, maxY - minY));
        x[n] = cx;
        y[n] = cy - 40 * m;
        x[n + 1] = cx + 40 * m;
        y[n + 1] = cy + 30 * m;
        x[n + 2] = cx - 40 * m;
        y[n + 2] = cy + 30 * m;
        TriangleSet set = new TriangleSet(x, y);
        set.add(n, n + 1, n + 2);
        int last = 0;
        for (int i = 0; i < n; i++) {
            last = insertPoint(set, i, last);
        }
        List<int[]> hullParts = new ArrayList<>();
        for (int i = 0; i < hull; i++) {
            insertSegment(set, i, (i + 1) % hull, hullParts);
        }
        for (int e = 0; e + 1 < edges.length; e += 2) {
            insertSegment(set, edges[e], edges[e + 1], null);
        }
        carve(set, n, hullParts);
        for (int i = 0; i < n; i++) {
            if (set.pointTriangle[i] < 0 && !touched(set, i)) {
                throw new IllegalArgumentException("vertex " + i + " lies outside the outline");
            }
        }
        for (int e = 0; e + 1 < edges.length; e += 2) {
            if (set.owner(edges[e], edges[e + 1]) < 0 && set.owner(edges[e + 1], edges[e]) < 0) {
                throw new IllegalArgumentException("edge " + edges[e] + "–" + edges[e + 1] + " leaves the outline");
            }
        }
        set.legalizeAll();
        return canonical(set);
    }

    private static boolean touched(TriangleSet set, int point) {
        for (int t = 0; t < set.triangleCount; t++) {
            if (set.alive[t] && (set.corner(t, 0) == point || set.corner(t, 1) == point || set.corner(t, 2) == point)) {
                set.pointTriangle[point] = t;
                return true;
            }
        }
        return false;
    }

    private static boolean onSegment(TriangleSet set, int p, int a, int b) {
        if (set.orient(a, b, p) != 0) {
            return false;
        }
        double dot = (set.x[p] - set.x[a]) * (set.x[b] - set.x[a]) + (set.y[p] - set.y[a]) * (set.y[b] - set.y[a]);
        double len = (set.x[b] - set.x[a]) * (set.x[b] - set.x[a]) + (set.y[b] - set.y[a]) * (set.y[b] - set.y[a]);
        return dot > 0 && dot <= len;
    }

    private static int insertPoint(TriangleSet set, int p, int start) {
        int t = set.alive[start] ? start : firstAlive(set);
        for (int steps = 0; ; steps++) {
            if (steps > 4 * set.triangleCount + 16) {
                throw new IllegalStateException("the point walk did not end at vertex " + p);
            }
            int moved = -1;
            for (int k = 0; k < 3 && moved < 0; k++) {
                int a = set.corner(t, k);
                int b = set.corner(t, (k + 1) % 3);
                if (set.orient(a, b, p) < 0) {
                    moved = set.owner(b, a);
                }
            }
            if (moved < 0) {
                break;
            }
            t = moved;
        }
        int a = set.corner(t, 0);
        int b = set.corner(t, 1);
        int c = set.corner(t, 2);
        for (int q : new int[] {a, b, c}) {
            if (set.x[q] == set.x[p] && set.y[q] == set.y[p]) {
                throw new IllegalArgumentException("vertices " + q + " and " + p + " are at the same place");
            }
        }
        Deque<int[]> stack = new ArrayDeque<>();
        int[] tri = {a, b, c};
        for (int k = 0; k < 3; k++) {
            int e0 = tri[k];
            int e1 = tri[(k + 1) % 3];
            if (set.orient(e0, e1, p) == 0) {
                int opposite = tri[(k + 2) % 3];
                int u = set.owner(e1, e0);
                set.remove(t);
                int made = set.add(e0, p, opposite);
                set.add(p, e1, opposite);
                stack.push(new int[] {e1, opposite});
                stack.push(new int[] {opposite, e0});
                if (u >= 0) {
                    int far = set.third(u, e0, e1);
                    set.remove(u);
                    set.add(e1, p, far);
                    set.add(p, e0, far);
                    stack.push(new int[] {e0, far});
                    stack.push(new int[] {far, e1});
                }
                boolean wasConstrained = set.constrained.remove(TriangleSet.undirected(e0, e1));
                if (wasConstrained) {
                    set.constrained.add(TriangleSet.undirected(e0, p));
                    set.constrained.add(TriangleSet.undirected(p, e1));
                }
                set.legalize(stack);
                return set.alive[made] ? made : firstAlive(set);
            }
        }
        set.remove(t);
        int made = set.add(a, b, p);
        set.add(b, c, p);
        set.add(c, a, p);
        stack.push(new int[] {a, b});
        stack.push(new int[] {b, c});
        stack.push(new int[] {c, a});
        set.legalize(stack);
        return set.alive[made] ? made : firstAlive(set);
    }

    private static int firstAlive(TriangleSet set) {
        for (int t = set.triangleCount - 1; t >= 0; t--) {
            if (set.alive[t]) {
                return t;
            }
        }
        throw new IllegalStateException("no triangle left");
    }

    /** Makes a–b a constraint (see the class comment); {@code parts} collects the pieces it became, if not null. */
    private static void insertSegment(TriangleSet set, int a, int b, List<int[]> parts) {
        if (a == b || a < 0 || b < 0 || a >= set.x.length - 3 || b >= set.x.length - 3) {
            throw new IllegalArgumentException("edge " + a + "–" + b + " does not join two vertices of the mesh");
        }
        while (a != b) {
            a = insertFrom(set, a, b, parts);
        }
    }

    /** Inserts the part of a–b up to the first vertex on it (b itself, or one it passes through); returns it. */
    private static int insertFrom(TriangleSet set, int a, int b, List<int[]> parts) {
        if (set.owner(a, b) >= 0 || set.owner(b, a) >= 0) {
            mark(set, a, b, parts);
            return b;
        }
        int start = set.pointTriangle[a];
        int t = start;
        int q = -1;
        int r = -1;
        for (int turns = 0; turns <= set.triangleCount; turns++) {
            int k = set.corner(t, 0) == a ? 0 : set.corner(t, 1) == a ? 1 : 2;
            q = set.corner(t, (k + 1) % 3);
            r = set.corner(t, (k + 2) % 3);
            for (int v : new int[] {q, r}) {
                if (onSegment(set, v, a, b)) {
                    throughVertex(a, b, v, parts);
                    insertFrom(set, a, v, parts);
                    return v;
                }
            }
            if (set.orient(a, q, b) > 0 && set.orient(a, b, r) > 0) {
                break;
            }
            t = set.owner(a, r);
            if (t < 0 || t == start) {
                throw new IllegalStateException("no triangle around vertex " + a + " faces " + b);
            }
        }
        List<Integer> crossed = new ArrayList<>();
        List<Integer> upper = new ArrayList<>();
        List<Integer> lower = new ArrayList<>();
        crossed.add(t);
        int low = q;
        int high = r;
        lower.add(low);
        upper.add(high);
        int end;
        while (true) {
            if (set.isConstrained(low, high)) {
                throw new IllegalArgumentException("edge " + a + "–" + b + " crosses the edge " + low + "–" + high);
            }
            int u = set.owner(high, low);
            crossed.add(u);
            int s = set.third(u, low, high);
            if (s == b) {
                end = b;
                break;
            }
            double side = set.orient(a, b, s);
            if (side == 0 && onSegment(set, s, a, b)) {
                throughVertex(a, b, s, parts);
                end = s;
                break;
            }
            if (side > 0) {
                upper.add(s);
                high = s;
            } else {
                lower.add(s);
                low = s;
            }
        }
        for (int dead : crossed) {
            set.remove(dead);
        }
        Deque<int[]> stack = new ArrayDeque<>();
        List<Integer> top = new ArrayList<>(List.of(a, end));
        for (int i = upper.size() - 1; i >= 0; i--) {
            top.add(upper.get(i));
        }
        List<Integer> bottom = new ArrayList<>(List.of(end, a));
        bottom.addAll(lower);
        set.earClip(top, stack);
        set.earClip(bottom, stack);
        mark(set, a, end, parts);
        set.legalize(stack);
        return end;
    }

    /** A kept edge may not pass through a vertex (a hull edge may: the vertex is then on the outline). */
    private static void throughVertex(int a, int b, int v, List<int[]> parts) {
        if (parts == null) {
            throw new IllegalArgumentException("edge " + a + "–" + b + " passes through vertex " + v);
        }
    }

    private static void mark(TriangleSet set, int a, int b, List<int[]> parts) {
        set.constrained.add(TriangleSet.undirected(a, b));
        if (parts != null) {
            parts.add(new int[] {a, b});
        }
    }

    /** Removes the triangles reachable from the far points without crossing a hull edge. */
    private static void carve(TriangleSet set, int n, List<int[]> hullParts) {
        java.util.Set<Long> hullEdges = new java.util.HashSet<>();
        for (int[] part : hullParts) {
            hullEdges.add(TriangleSet.undirected(part[0], part[1]));
        }
        Deque<Integer> queue = new ArrayDeque<>();
        boolean[] outside = new boolean[set.triangleCount];
        for (int t = 0; t < set.triangleCount; t++) {
            if (set.alive[t] && (set.corner(t, 0) >= n || set.corner(t, 1) >= n || set.corner(t, 2) >= n)) {
                outside[t] = true;
                queue.add(t);
            }
        }
        while (!queue.isEmpty()) {
            int t = queue.poll();
            for (int k = 0; k < 3; k++) {
                int p = set.corner(t, k);
                int q = set.corner(t, (k + 1) % 3);
                if (hullEdges.contains(TriangleSet.undirected(p, q))) {
                    continue;
                }
                int u = set.owner(q, p);
                if (u >= 0 && !outside[u]) {
                    outside[u] = true;
                    queue.add(u);
                }
            }
        }
        for (int t = 0; t < outside.length; t++) {
            if (outside[t]) {
                set.remove(t);
            }
        }
        Arrays.fill(set.pointTriangle, n, n + 3, -1);
    }

    private static int[] canonical(TriangleSet set) {
        List<int[]> out = new ArrayList<>();
        for (int t = 0; t < set.triangleCount; t++) {
            if (!set.alive[t]) {
                continue;
            }
            int a = set.corner(t, 0);
            int b = set.corner(t, 1);
            int c = set.corner(t, 2);
            if (b < a && b < c) {
                out.add(new int[] {b, c, a});
            } else if (c < a && c < b) {
                out.add(new int[] {c, a, b});
            } else {
                out.add(new int[] {a, b, c});
            }
        }
        out.sort((p, q) -> p[0] != q[0] ? Integer.compare(p[0], q[0])
                : p[1] != q[1] ? Integer.compare(p[1], q[1]) : Integer.compare(p[2], q[2]));
        int[] flat = new int[3 * out.size()];
        for (int i = 0; i < out.size(); i++) {
            System.arraycopy(out.get(i), 0, flat, 3 * i, 3);
        }
        return flat;
    }
}

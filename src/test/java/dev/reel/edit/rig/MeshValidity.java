package dev.reel.edit.rig;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** The properties every triangulation of a mesh must have, checked by the mesh tests. */
final class MeshValidity {
    private MeshValidity() {
    }

    static double orient(double[] uvs, int a, int b, int c) {
        return (uvs[2 * b] - uvs[2 * a]) * (uvs[2 * c + 1] - uvs[2 * a + 1])
                - (uvs[2 * b + 1] - uvs[2 * a + 1]) * (uvs[2 * c] - uvs[2 * a]);
    }

    /**
     * Indices in range, no repeated corner, every triangle clockwise on screen (positive orient), each inner edge
     * shared by exactly two triangles in opposite directions and each hull edge by one (so no overlap and the area
     * is covered once), the triangles' area equal to the hull's, every vertex used, kept edges present, and
     * Euler's V − E + F = 1.
     */
    static void check(double[] uvs, int hull, int[] triangles, int[] edges, String what) {
        int n = uvs.length / 2;
        Map<Long, Integer> directed = new HashMap<>();
        Set<Long> undirected = new HashSet<>();
        Set<Integer> used = new HashSet<>();
        double area = 0;
        for (int t = 0; t < triangles.length; t += 3) {
            int a = triangles[t];
            int b = triangles[t + 1];
            int c = triangles[t + 2];
            assertThat(a >= 0 && b >= 0 && c >= 0 && a < n && b < n && c < n).as(what + " triangle %d in range", t / 3)
                    .isTrue();
            assertThat(a != b && b != c && a != c).as(what + " triangle %d repeats a corner", t / 3).isTrue();
            double o = orient(uvs, a, b, c);
            assertThat(o).as(what + " triangle %d winding", t / 3).isPositive();
            area += o;
            for (int[] e : new int[][] {{a, b}, {b, c}, {c, a}}) {
                long key = ((long) e[0] << 32) | e[1];
                assertThat(directed.put(key, t)).as(what + " edge %d→%d used twice the same way", e[0], e[1]).isNull();
                undirected.add(((long) Math.min(e[0], e[1]) << 32) | Math.max(e[0], e[1]));
            }
            used.add(a);
            used.add(b);
            used.add(c);
        }
        double hullArea = 0;
        Set<Long> hullEdges = new HashSet<>();
        for (int i = 0; i < hull; i++) {
            int j = (i + 1) % hull;
            hullArea += uvs[2 * i] * uvs[2 * j + 1] - uvs[2 * j] * uvs[2 * i + 1];
            hullEdges.add(((long) Math.min(i, j) << 32) | Math.max(i, j));
        }
        assertThat(area).as(what + " area covered once").isCloseTo(Math.abs(hullArea), org.assertj.core.data.Offset
                .offset(1e-6 * Math.max(1, Math.abs(hullArea))));
        for (long key : undirected) {
            int a = (int) (key >>> 32);
            int b = (int) key;
            boolean ab = directed.containsKey(((long) a << 32) | b);
            boolean ba = directed.containsKey(((long) b << 32) | a);
            if (hullEdges.contains(key)) {
                assertThat(ab ^ ba).as(what + " hull edge %d–%d on one triangle", a, b).isTrue();
            } else {
                assertThat(ab && ba).as(what + " inner edge %d–%d between two triangles", a, b).isTrue();
            }
        }
        assertThat(undirected).as(what + " every hull edge present").containsAll(hullEdges);
        for (int e = 0; e < edges.length; e += 2) {
            assertThat(undirected).as(what + " kept edge %d–%d", edges[e], edges[e + 1])
                    .contains(((long) Math.min(edges[e], edges[e + 1]) << 32) | Math.max(edges[e], edges[e + 1]));
        }
        assertThat(used).as(what + " every vertex in a triangle").hasSize(n);
        assertThat(n - undirected.size() + triangles.length / 3).as(what + " Euler").isEqualTo(1);
    }
}

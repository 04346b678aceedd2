package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.rig.MeshRef;
import dev.reel.edit.rig.MeshTopology;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;

import java.util.Objects;

/**
 * Adds one vertex to an unweighted mesh and triangulates it again. {@link #inside}: at a uv inside the mesh, its
 * position interpolated in the triangle holding it (barycentric), appended after the other vertices. {@link #onEdge}:
 * at fraction {@code t} along the edge {@code a–b} (uv and position interpolated); on a hull edge the vertex joins
 * the hull between {@code a} and {@code b} (the vertices after it move up one), on a kept edge that edge becomes two.
 *
 * @param edgeA -1 for a vertex inside
 */
public record AddMeshVertex(MeshRef ref, double u, double v, int edgeA, int edgeB, double t)
        implements Command<Rig> {
    public AddMeshVertex {
        Objects.requireNonNull(ref, "ref");
    }

    /** A vertex at uv {@code (u, v)}, which must be inside the mesh. */
    public static AddMeshVertex inside(MeshRef ref, double u, double v) {
        return new AddMeshVertex(ref, Require.finite(u, "u"), Require.finite(v, "v"), -1, -1, 0);
    }

    /** A vertex at fraction {@code t} (strictly between 0 and 1) along the mesh's edge {@code a–b}. */
    public static AddMeshVertex onEdge(MeshRef ref, int a, int b, double t) {
        if (!(t > 0 && t < 1)) {
            throw new IllegalArgumentException("a vertex on an edge sits strictly between its ends, not at " + t);
        }
        return new AddMeshVertex(ref, 0, 0, a, b, t);
    }

    @Override
    public String label() {
        return "Add vertex to " + ref.attachment();
    }

    @Override
    public Rig apply(Rig rig) {
        MeshAttachment mesh = RigMeshes.find(rig, ref);
        MeshTopology.requireUnweighted(mesh);
        MeshAttachment grown = edgeA < 0 ? addInside(mesh) : addOnEdge(mesh);
        return RigMeshes.put(rig, ref, MeshTopology.retriangulate(grown));
    }

    private MeshAttachment addInside(MeshAttachment mesh) {
        for (int k = 0; k < mesh.triangleCount(); k++) {
            int i = mesh.triangleIndex(3 * k);
            int j = mesh.triangleIndex(3 * k + 1);
            int l = mesh.triangleIndex(3 * k + 2);
            double[] w = barycentric(mesh, i, j, l);
            if (w != null) {
                double x = w[0] * mesh.position(2 * i) + w[1] * mesh.position(2 * j) + w[2] * mesh.position(2 * l);
                double y = w[0] * mesh.position(2 * i + 1) + w[1] * mesh.position(2 * j + 1)
                        + w[2] * mesh.position(2 * l + 1);
                return MeshTopology.insert(mesh, mesh.vertexCount(), false, u, v, x, y);
            }
        }
        throw new IllegalArgumentException("(" + u + ", " + v + ") is outside mesh " + ref.attachment()
                + ": add a vertex on an outline edge to grow it");
    }

    /** The barycentric weights of (u, v) in triangle i, j, l, or null when it is outside. */
    private double[] barycentric(MeshAttachment mesh, int i, int j, int l) {
        double ax = mesh.uv(2 * i);
        double ay = mesh.uv(2 * i + 1);
        double bx = mesh.uv(2 * j) - ax;
        double by = mesh.uv(2 * j + 1) - ay;
        double cx = mesh.uv(2 * l) - ax;
        double cy = mesh.uv(2 * l + 1) - ay;
        double px = u - ax;
        double py = v - ay;
        double area = bx * cy - by * cx;
        double wj = (px * cy - py * cx) / area;
        double wl = (bx * py - by * px) / area;
        double wi = 1 - wj - wl;
        return wi >= 0 && wj >= 0 && wl >= 0 ? new double[] {wi, wj, wl} : null;
    }

    private MeshAttachment addOnEdge(MeshAttachment mesh) {
        int n = mesh.vertexCount();
        if (edgeA < 0 || edgeB < 0 || edgeA >= n || edgeB >= n || edgeA == edgeB) {
            throw new IllegalArgumentException("mesh " + ref.attachment() + " has no edge " + edgeA + "–" + edgeB);
        }
        double nu = mesh.uv(2 * edgeA) + t * (mesh.uv(2 * edgeB) - mesh.uv(2 * edgeA));
        double nv = mesh.uv(2 * edgeA + 1) + t * (mesh.uv(2 * edgeB + 1) - mesh.uv(2 * edgeA + 1));
        double nx = mesh.position(2 * edgeA) + t * (mesh.position(2 * edgeB) - mesh.position(2 * edgeA));
        double ny = mesh.position(2 * edgeA + 1) + t * (mesh.position(2 * edgeB + 1) - mesh.position(2 * edgeA + 1));
        int hull = mesh.hull();
        int lo = Math.min(edgeA, edgeB);
        int hi = Math.max(edgeA, edgeB);
        if (hi < hull && (hi == lo + 1 || (lo == 0 && hi == hull - 1))) {
            int at = hi == lo + 1 ? hi : hull;
            return MeshTopology.insert(mesh, at, true, nu, nv, nx, ny);
        }
        if (!hasEdge(mesh, edgeA, edgeB)) {
            throw new IllegalArgumentException("mesh " + ref.attachment() + " has no edge " + edgeA + "–" + edgeB);
        }
        MeshAttachment grown = MeshTopology.insert(mesh, n, false, nu, nv, nx, ny);
        int[] edges = grown.edges();
        int[] split = new int[edges.length + 2];
        int k = 0;
        for (int e = 0; e < edges.length; e += 2) {
            if (Math.min(edges[e], edges[e + 1]) == lo && Math.max(edges[e], edges[e + 1]) == hi) {
                split[k++] = edges[e];
                split[k++] = n;
                split[k++] = n;
                split[k++] = edges[e + 1];
            } else {
                split[k++] = edges[e];
                split[k++] = edges[e + 1];
            }
        }
        return new MeshAttachment(grown.name(), grown.slot(), grown.sprite(), grown.uvs(), grown.triangles(),
                grown.hull(), java.util.Arrays.copyOf(split, k), null, null, grown.positions(), null,
                grown.vertexExtras(), grown.extras());
    }

    /** Whether a–b is a side of a triangle or a kept edge. */
    static boolean hasEdge(MeshAttachment mesh, int a, int b) {
        for (int k = 0; k < 3 * mesh.triangleCount(); k += 3) {
            for (int s = 0; s < 3; s++) {
                int p = mesh.triangleIndex(k + s);
                int q = mesh.triangleIndex(k + (s + 1) % 3);
                if ((p == a && q == b) || (p == b && q == a)) {
                    return true;
                }
            }
        }
        int[] edges = mesh.edges();
        for (int e = 0; e < edges.length; e += 2) {
            if ((edges[e] == a && edges[e + 1] == b) || (edges[e] == b && edges[e + 1] == a)) {
                return true;
            }
        }
        return false;
    }
}

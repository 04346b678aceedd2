package dev.reel.edit.rig;

import dev.reel.model.Extras;
import dev.reel.model.rig.MeshAttachment;

import java.util.HashMap;
import java.util.Map;

/**
 * Vertices put into and taken out of an unweighted mesh with every index renumbered (triangles, kept edges, the
 * vertex lines' comments), and the triangles made again by {@link Triangulator}. The hull stays the first
 * vertices, in order: a vertex put on a hull edge joins the hull between the edge's ends.
 */
public final class MeshTopology {
    private MeshTopology() {
    }

    /** {@code mesh} triangulated again from its uvs, hull and kept edges. */
    public static MeshAttachment retriangulate(MeshAttachment mesh) {
        int[] triangles = Triangulator.triangulate(mesh.uvs(), mesh.hull(), mesh.edges());
        return new MeshAttachment(mesh.name(), mesh.slot(), mesh.sprite(), mesh.uvs(), triangles, mesh.hull(),
                mesh.edges(), mesh.influenceStarts(), mesh.influenceBones(), mesh.positions(), mesh.weights(),
                mesh.vertexExtras(), mesh.extras());
    }

    /**
     * {@code mesh} with a new vertex at index {@code at} (uv {@code u, v}, position {@code x, y}); the vertices from
     * {@code at} on move up one. {@code joinsHull}: the vertex is part of the outline ({@code at ≤ hull}).
     * Not yet triangulated: the triangles still name the old vertices, renumbered.
     */
    public static MeshAttachment insert(MeshAttachment mesh, int at, boolean joinsHull, double u, double v,
                                        double x, double y) {
        requireUnweighted(mesh);
        int n = mesh.vertexCount();
        if (n + 1 > MeshAttachment.MAX_VERTICES) {
            throw new IllegalArgumentException("a mesh may have at most " + MeshAttachment.MAX_VERTICES + " vertices");
        }
        double[] uvs = new double[2 * n + 2];
        double[] positions = new double[2 * n + 2];
        double[] oldUvs = mesh.uvs();
        double[] oldPositions = mesh.positions();
        System.arraycopy(oldUvs, 0, uvs, 0, 2 * at);
        System.arraycopy(oldPositions, 0, positions, 0, 2 * at);
        uvs[2 * at] = u;
        uvs[2 * at + 1] = v;
        positions[2 * at] = x;
        positions[2 * at + 1] = y;
        System.arraycopy(oldUvs, 2 * at, uvs, 2 * at + 2, 2 * (n - at));
        System.arraycopy(oldPositions, 2 * at, positions, 2 * at + 2, 2 * (n - at));
        int[] triangles = shift(mesh.triangles(), at, 1);
        int[] edges = shift(mesh.edges(), at, 1);
        Map<Integer, Extras> extras = new HashMap<>();
        mesh.vertexExtras().forEach((i, e) -> extras.put(i >= at ? i + 1 : i, e));
        return new MeshAttachment(mesh.name(), mesh.slot(), mesh.sprite(), uvs, triangles,
                mesh.hull() + (joinsHull ? 1 : 0), edges, null, null, positions, null, extras, mesh.extras());
    }

    /**
     * {@code mesh} without vertex {@code vertex} and the kept edges and triangles at it, the later vertices moved
     * down one, triangulated again.
     *
     * @throws IllegalArgumentException when it would leave an outline of fewer than 3 vertices
     */
    public static MeshAttachment remove(MeshAttachment mesh, int vertex) {
        requireUnweighted(mesh);
        int n = mesh.vertexCount();
        if (vertex < 0 || vertex >= n) {
            throw new IllegalArgumentException("the mesh has no vertex " + vertex);
        }
        boolean onHull = vertex < mesh.hull();
        if (onHull && mesh.hull() <= 3) {
            throw new IllegalArgumentException("a mesh's outline needs at least 3 vertices");
        }
        double[] uvs = new double[2 * n - 2];
        double[] positions = new double[2 * n - 2];
        double[] oldUvs = mesh.uvs();
        double[] oldPositions = mesh.positions();
        System.arraycopy(oldUvs, 0, uvs, 0, 2 * vertex);
        System.arraycopy(oldPositions, 0, positions, 0, 2 * vertex);
        System.arraycopy(oldUvs, 2 * vertex + 2, uvs, 2 * vertex, 2 * (n - vertex - 1));
        System.arraycopy(oldPositions, 2 * vertex + 2, positions, 2 * vertex, 2 * (n - vertex - 1));
        int[] oldEdges = mesh.edges();
        int kept = 0;
        int[] edges = new int[oldEdges.length];
        for (int e = 0; e < oldEdges.length; e += 2) {
            if (oldEdges[e] != vertex && oldEdges[e + 1] != vertex) {
                edges[kept++] = oldEdges[e] > vertex ? oldEdges[e] - 1 : oldEdges[e];
                edges[kept++] = oldEdges[e + 1] > vertex ? oldEdges[e + 1] - 1 : oldEdges[e + 1];
            }
        }
        Map<Integer, Extras> extras = new HashMap<>();
        mesh.vertexExtras().forEach((i, e) -> {
            if (i != vertex) {
                extras.put(i > vertex ? i - 1 : i, e);
            }
        });
        MeshAttachment smaller = new MeshAttachment(mesh.name(), mesh.slot(), mesh.sprite(), uvs, new int[0],
                mesh.hull() - (onHull ? 1 : 0), java.util.Arrays.copyOf(edges, kept), null, null, positions, null,
                extras, mesh.extras());
        return retriangulate(smaller);
    }

    /** Refuses a weighted mesh: its vertices change shape only once unbound. */
    public static void requireUnweighted(MeshAttachment mesh) {
        if (mesh.weighted()) {
            throw new IllegalArgumentException("mesh " + mesh.name() + " is bound to bones: unbind it to change its"
                    + " vertices, edges or triangles");
        }
    }

    private static int[] shift(int[] indices, int from, int by) {
        int[] out = indices.clone();
        for (int i = 0; i < out.length; i++) {
            if (out[i] >= from) {
                out[i] += by;
            }
        }
        return out;
    }
}

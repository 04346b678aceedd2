package dev.reel.preview;

import java.util.Objects;

/**
 * The triangles a {@link Sprite} is drawn as when it is a rig's mesh: world positions, the texture corner of each
 * vertex in pixels of the sprite's cell (from its top-left, as {@code .aerig} files write {@code uv}), and three
 * vertex indices per triangle. The arrays are the caller's, not copied: a mesh is made once per pose and only read.
 *
 * @param positions world x, y per vertex (y down)
 * @param uvs       cell pixels u, v per vertex
 * @param triangles vertex indices, three per triangle
 */
public record SpriteMesh(double[] positions, double[] uvs, int[] triangles) {

    public SpriteMesh {
        Objects.requireNonNull(positions, "positions");
        Objects.requireNonNull(uvs, "uvs");
        Objects.requireNonNull(triangles, "triangles");
        if (positions.length != uvs.length || positions.length % 2 != 0 || triangles.length % 3 != 0) {
            throw new IllegalArgumentException("one position and one uv per vertex, three indices per triangle");
        }
        int vertices = positions.length / 2;
        for (int index : triangles) {
            if (index < 0 || index >= vertices) {
                throw new IllegalArgumentException("vertex index " + index + " of " + vertices);
            }
        }
    }

    public int vertexCount() {
        return positions.length / 2;
    }

    public int triangleCount() {
        return triangles.length / 3;
    }

    /** The smallest world rectangle holding every vertex; {@link WorldBounds#EMPTY} for none. */
    public WorldBounds bounds() {
        if (positions.length == 0) {
            return WorldBounds.EMPTY;
        }
        double left = Double.POSITIVE_INFINITY;
        double top = Double.POSITIVE_INFINITY;
        double right = Double.NEGATIVE_INFINITY;
        double bottom = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < positions.length; i += 2) {
            left = Math.min(left, positions[i]);
            right = Math.max(right, positions[i]);
            top = Math.min(top, positions[i + 1]);
            bottom = Math.max(bottom, positions[i + 1]);
        }
        return new WorldBounds(left, top, right, bottom);
    }

    /** Whether the world point lies in one of the triangles (edges included). */
    public boolean covers(double x, double y) {
        for (int i = 0; i < triangles.length; i += 3) {
            int a = 2 * triangles[i];
            int b = 2 * triangles[i + 1];
            int c = 2 * triangles[i + 2];
            double d1 = side(x, y, positions[a], positions[a + 1], positions[b], positions[b + 1]);
            double d2 = side(x, y, positions[b], positions[b + 1], positions[c], positions[c + 1]);
            double d3 = side(x, y, positions[c], positions[c + 1], positions[a], positions[a + 1]);
            boolean negative = d1 < 0 || d2 < 0 || d3 < 0;
            boolean positive = d1 > 0 || d2 > 0 || d3 > 0;
            if (!(negative && positive)) {
                return true;
            }
        }
        return false;
    }

    private static double side(double x, double y, double x1, double y1, double x2, double y2) {
        return (x - x2) * (y1 - y2) - (x1 - x2) * (y - y2);
    }
}

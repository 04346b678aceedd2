package dev.reel.edit.rig;

import dev.reel.model.Rect;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.sheet.SheetImage;

import java.util.Arrays;
import java.util.List;

/**
 * A mesh made from a cell's outline (the Rig mode's "Mesh from outline"): its vertices in cell pixels, its hull
 * and its triangles, with what was left out. Made by {@link #of}:
 * <ol>
 *   <li>{@link AlphaOutline} traces the cell's outlines at the alpha threshold; the island with the largest area
 *       is kept (the first of equal ones), the other islands are left out and its holes are covered (their pixels
 *       are clear, so they draw nothing).</li>
 *   <li>{@link OutlineSimplifier} keeps its points at the {@code tolerance} (pixels). Should the kept outline cross
 *       itself, the tolerance is halved until it does not (at 0 it is the traced outline, which never does).</li>
 *   <li>Interior vertices lie on a triangular lattice of the {@code spacing} (pixels, 0 for none): rows
 *       {@code spacing·√3/2} apart from half a row below the outline's top, every other row shifted by half a
 *       spacing, from half a spacing right of its left edge; a lattice point is kept when it is inside the outline
 *       and farther than {@code spacing/2} from it.</li>
 *   <li>{@link Triangulator} triangulates the hull and the lattice points.</li>
 * </ol>
 *
 * @param uvs          two numbers per vertex, pixels from the cell's top-left; the hull first
 * @param hull         how many vertices the outline has
 * @param triangles    three indices each
 * @param islands      how many islands the cell has (1 is the one kept)
 * @param holes        how many holes of the kept island were covered
 * @param tolerance    the tolerance the outline was simplified with in the end
 */
public record OutlineMesh(double[] uvs, int hull, int[] triangles, int islands, int holes, double tolerance) {

    /**
     * The settings of "Mesh from outline".
     *
     * @param threshold alpha above which a pixel is opaque, 0 to 254
     * @param tolerance Douglas–Peucker tolerance of the hull, pixels, at least 0
     * @param spacing   distance between interior vertices, pixels; 0 for none, else at least 1
     */
    public record Settings(int threshold, double tolerance, double spacing) {
        /** Alpha above 0, a 2-pixel tolerance and interior vertices every 24 pixels. */
        public static final Settings DEFAULT = new Settings(0, 2, 24);

        public Settings {
            if (threshold < 0 || threshold > 254) {
                throw new IllegalArgumentException("the alpha threshold must be from 0 to 254, not " + threshold);
            }
            if (!(tolerance >= 0) || !Double.isFinite(tolerance)) {
                throw new IllegalArgumentException("the tolerance must be a number of pixels ≥ 0, not " + tolerance);
            }
            if (!(spacing == 0 || spacing >= 1) || !Double.isFinite(spacing)) {
                throw new IllegalArgumentException("the vertex spacing must be 0 or at least 1 pixel, not " + spacing);
            }
        }
    }

    public OutlineMesh {
        uvs = uvs.clone();
        triangles = triangles.clone();
    }

    @Override
    public double[] uvs() {
        return uvs.clone();
    }

    @Override
    public int[] triangles() {
        return triangles.clone();
    }

    public int vertexCount() {
        return uvs.length / 2;
    }

    /**
     * The mesh of cell {@code cell} of {@code image}.
     *
     * @throws IllegalArgumentException with a sentence for the user: the cell has no opaque pixel, its outline is
     *                                  too small, or the mesh would pass {@link MeshAttachment#MAX_VERTICES}
     */
    public static OutlineMesh of(SheetImage image, Rect cell, Settings settings) {
        List<AlphaOutline.Loop> loops = AlphaOutline.trace(image, cell, settings.threshold());
        AlphaOutline.Loop island = null;
        int islands = 0;
        for (AlphaOutline.Loop loop : loops) {
            if (loop.area() > 0) {
                islands++;
                if (island == null || loop.area() > island.area()) {
                    island = loop;
                }
            }
        }
        if (island == null) {
            throw new IllegalArgumentException("the cell has no pixel with alpha above " + settings.threshold());
        }
        int holes = 0;
        for (AlphaOutline.Loop loop : loops) {
            if (loop.area() < 0 && inside(island.points(), loop.points()[0], loop.points()[1])) {
                holes++;
            }
        }
        double tolerance = settings.tolerance();
        while (true) {
            double[] hull = OutlineSimplifier.simplify(island.points(), tolerance);
            if (hull.length / 2 < 3) {
                if (tolerance == 0) {
                    throw new IllegalArgumentException("the opaque area is too small for a mesh");
                }
                tolerance = halve(tolerance);
                continue;
            }
            double[] uvs = withLattice(hull, settings.spacing());
            try {
                int[] triangles = Triangulator.triangulate(uvs, hull.length / 2, new int[0]);
                return new OutlineMesh(uvs, hull.length / 2, triangles, islands, holes, tolerance);
            } catch (IllegalArgumentException crossed) {
                if (tolerance == 0) {
                    throw crossed;
                }
                tolerance = halve(tolerance);
            }
        }
    }

    private static double halve(double tolerance) {
        return tolerance < 1.0 / 64 ? 0 : tolerance / 2;
    }

    private static double[] withLattice(double[] hull, double spacing) {
        int hullCount = hull.length / 2;
        if (hullCount > MeshAttachment.MAX_VERTICES) {
            throw new IllegalArgumentException("the outline keeps " + hullCount + " vertices, more than a mesh may"
                    + " have (" + MeshAttachment.MAX_VERTICES + "); raise the tolerance");
        }
        if (spacing == 0) {
            return hull;
        }
        double minX = Double.POSITIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < hullCount; i++) {
            minX = Math.min(minX, hull[2 * i]);
            maxX = Math.max(maxX, hull[2 * i]);
            minY = Math.min(minY, hull[2 * i + 1]);
            maxY = Math.max(maxY, hull[2 * i + 1]);
        }
        double rowStep = spacing * Math.sqrt(3) / 2;
        long rows = (long) Math.floor((maxY - minY) / rowStep) + 1;
        long columns = (long) Math.floor((maxX - minX) / spacing) + 1;
        if (rows * columns + hullCount > MeshAttachment.MAX_VERTICES) {
            throw new IllegalArgumentException("interior vertices every " + spacing + " pixels would give the mesh"
                    + " more than " + MeshAttachment.MAX_VERTICES + " vertices; use a larger spacing");
        }
        double[] out = Arrays.copyOf(hull, hull.length + (int) (2 * rows * columns));
        int count = hullCount;
        for (long r = 0; r < rows; r++) {
            double y = minY + rowStep / 2 + r * rowStep;
            double x0 = minX + spacing / 2 + (r % 2 == 1 ? spacing / 2 : 0);
            for (long c = 0; c < columns; c++) {
                double x = x0 + c * spacing;
                if (x < maxX && y < maxY && inside(hull, x, y) && farFrom(hull, x, y, spacing / 2)) {
                    out[2 * count] = x;
                    out[2 * count + 1] = y;
                    count++;
                }
            }
        }
        return Arrays.copyOf(out, 2 * count);
    }

    /** Even–odd rule: a ray to the right crosses the outline an odd number of times. */
    static boolean inside(double[] polygon, double x, double y) {
        int n = polygon.length / 2;
        boolean in = false;
        for (int i = 0, j = n - 1; i < n; j = i++) {
            double xi = polygon[2 * i];
            double yi = polygon[2 * i + 1];
            double xj = polygon[2 * j];
            double yj = polygon[2 * j + 1];
            if ((yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi) {
                in = !in;
            }
        }
        return in;
    }

    private static boolean farFrom(double[] polygon, double x, double y, double distance) {
        int n = polygon.length / 2;
        double[] points = Arrays.copyOf(polygon, polygon.length + 2);
        points[polygon.length] = x;
        points[polygon.length + 1] = y;
        for (int i = 0; i < n; i++) {
            if (OutlineSimplifier.distance(points, n, i, (i + 1) % n) <= distance) {
                return false;
            }
        }
        return true;
    }

    /**
     * An unweighted mesh attachment of these vertices, placed in its slot bone's space by {@code placement}.
     */
    public MeshAttachment attachment(String name, String slot, String sprite, UvPlacement placement) {
        double[] positions = new double[uvs.length];
        for (int i = 0; i < uvs.length; i += 2) {
            positions[i] = placement.x(uvs[i], uvs[i + 1]);
            positions[i + 1] = placement.y(uvs[i], uvs[i + 1]);
        }
        return MeshAttachment.unweighted(name, slot, sprite, uvs, triangles, hull, new int[0], positions);
    }
}

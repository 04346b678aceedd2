package dev.reel.ui.preview;

import dev.reel.edit.rig.MeshRef;
import dev.reel.edit.rig.UvPlacement;
import dev.reel.model.rig.Attachment;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.Skin;
import dev.reel.model.rig.Slot;

/**
 * The mesh the Mesh tool edits, at the rig's setup pose: its attachment, its slot's bone and each vertex's world
 * position (an unweighted vertex through its slot bone's world transform, a weighted one as the runtime skins it,
 * {@code Σ wᵢ · (boneᵢ.world × positionᵢ)}), and the map between a world point and a pixel of its cell.
 */
final class EditedMesh {
    private final MeshRef ref;
    private final MeshAttachment mesh;
    private final String slotBone;
    private final RigGeometry geometry;
    private final double[] world;

    private EditedMesh(MeshRef ref, MeshAttachment mesh, String slotBone, RigGeometry geometry, double[] world) {
        this.ref = ref;
        this.mesh = mesh;
        this.slotBone = slotBone;
        this.geometry = geometry;
        this.world = world;
    }

    /** The mesh {@code ref} names in {@code geometry}'s rig, or null when the rig no longer has it. */
    static EditedMesh of(RigGeometry geometry, MeshRef ref) {
        if (geometry == null || ref == null) {
            return null;
        }
        Rig rig = geometry.rig();
        Skin skin = rig.skin(ref.skin());
        Attachment attachment = skin == null ? null : skin.attachment(ref.slot(), ref.attachment());
        Slot slot = rig.slot(ref.slot());
        if (!(attachment instanceof MeshAttachment mesh) || slot == null || rig.bone(slot.bone()) == null) {
            return null;
        }
        int count = mesh.vertexCount();
        double[] world = new double[2 * count];
        if (!mesh.weighted()) {
            double[] m = geometry.world(slot.bone());
            for (int i = 0; i < count; i++) {
                double x = mesh.position(2 * i);
                double y = mesh.position(2 * i + 1);
                world[2 * i] = m[0] * x + m[2] * y + m[4];
                world[2 * i + 1] = m[1] * x + m[3] * y + m[5];
            }
        } else {
            int[] starts = mesh.influenceStarts();
            int[] bones = mesh.influenceBones();
            double[] weights = mesh.weights();
            for (int i = 0; i < count; i++) {
                for (int k = starts[i]; k < starts[i + 1]; k++) {
                    double[] m = geometry.world(rig.bones().get(bones[k]).name());
                    double x = mesh.position(2 * k);
                    double y = mesh.position(2 * k + 1);
                    world[2 * i] += weights[k] * (m[0] * x + m[2] * y + m[4]);
                    world[2 * i + 1] += weights[k] * (m[1] * x + m[3] * y + m[5]);
                }
            }
        }
        return new EditedMesh(ref, mesh, slot.bone(), geometry, world);
    }

    MeshRef ref() {
        return ref;
    }

    MeshAttachment mesh() {
        return mesh;
    }

    int count() {
        return world.length / 2;
    }

    double x(int vertex) {
        return world[2 * vertex];
    }

    double y(int vertex) {
        return world[2 * vertex + 1];
    }

    /** A world point in the slot bone's space (where an unweighted vertex's position is). */
    double[] local(double worldX, double worldY) {
        return geometry.toLocal(slotBone, worldX, worldY);
    }

    /**
     * The map from the cell's pixels to the slot bone's space this unweighted mesh was laid out by, read from its
     * first triangle whose corners are not in a line (the commands keep uv and position related by one map).
     */
    UvPlacement placement() {
        int[] triangles = mesh.triangles();
        for (int k = 0; k + 2 < triangles.length; k += 3) {
            int i = triangles[k];
            int j = triangles[k + 1];
            int l = triangles[k + 2];
            double u1 = mesh.uv(2 * j) - mesh.uv(2 * i);
            double v1 = mesh.uv(2 * j + 1) - mesh.uv(2 * i + 1);
            double u2 = mesh.uv(2 * l) - mesh.uv(2 * i);
            double v2 = mesh.uv(2 * l + 1) - mesh.uv(2 * i + 1);
            double det = u1 * v2 - u2 * v1;
            if (Math.abs(det) < 1e-9) {
                continue;
            }
            double x1 = mesh.position(2 * j) - mesh.position(2 * i);
            double y1 = mesh.position(2 * j + 1) - mesh.position(2 * i + 1);
            double x2 = mesh.position(2 * l) - mesh.position(2 * i);
            double y2 = mesh.position(2 * l + 1) - mesh.position(2 * i + 1);
            // (x, y) = A·(u, v) + t: solve A from the two edge vectors.
            double a = (x1 * v2 - x2 * v1) / det;
            double c = (x2 * u1 - x1 * u2) / det;
            double b = (y1 * v2 - y2 * v1) / det;
            double d = (y2 * u1 - y1 * u2) / det;
            double tx = mesh.position(2 * i) - a * mesh.uv(2 * i) - c * mesh.uv(2 * i + 1);
            double ty = mesh.position(2 * i + 1) - b * mesh.uv(2 * i) - d * mesh.uv(2 * i + 1);
            try {
                return new UvPlacement(a, b, c, d, tx, ty);
            } catch (IllegalArgumentException singular) {
                continue;
            }
        }
        return new UvPlacement(1, 0, 0, 1, 0, 0);
    }

    /** Whether a–b is a side of the outline (consecutive hull vertices). */
    boolean hullEdge(int a, int b) {
        int hull = mesh.hull();
        if (a >= hull || b >= hull) {
            return false;
        }
        return (a + 1) % hull == b || (b + 1) % hull == a;
    }

    /** Whether a–b is one of the edges the mesh keeps besides its hull. */
    boolean keptEdge(int a, int b) {
        int[] edges = mesh.edges();
        for (int k = 0; k + 1 < edges.length; k += 2) {
            if (edges[k] == a && edges[k + 1] == b || edges[k] == b && edges[k + 1] == a) {
                return true;
            }
        }
        return false;
    }

    /** Whether the world point is inside one of the mesh's triangles. */
    boolean covers(double worldX, double worldY) {
        int[] triangles = mesh.triangles();
        for (int k = 0; k + 2 < triangles.length; k += 3) {
            if (inTriangle(worldX, worldY, triangles[k], triangles[k + 1], triangles[k + 2])) {
                return true;
            }
        }
        return false;
    }

    private boolean inTriangle(double px, double py, int i, int j, int l) {
        double d1 = side(px, py, i, j);
        double d2 = side(px, py, j, l);
        double d3 = side(px, py, l, i);
        boolean negative = d1 < 0 || d2 < 0 || d3 < 0;
        boolean positive = d1 > 0 || d2 > 0 || d3 > 0;
        return !(negative && positive);
    }

    private double side(double px, double py, int i, int j) {
        return (x(j) - x(i)) * (py - y(i)) - (y(j) - y(i)) * (px - x(i));
    }

    /** Every triangle side and kept edge once, each as {a, b} with a &lt; b. */
    java.util.List<int[]> sides() {
        java.util.Set<Long> seen = new java.util.HashSet<>();
        java.util.List<int[]> out = new java.util.ArrayList<>();
        int[] triangles = mesh.triangles();
        int[] kept = mesh.edges();
        int[] all = new int[2 * triangles.length + kept.length];
        int n = 0;
        for (int k = 0; k + 2 < triangles.length; k += 3) {
            for (int s = 0; s < 3; s++) {
                all[n++] = triangles[k + s];
                all[n++] = triangles[k + (s + 1) % 3];
            }
        }
        System.arraycopy(kept, 0, all, n, kept.length);
        n += kept.length;
        for (int k = 0; k < n; k += 2) {
            int a = Math.min(all[k], all[k + 1]);
            int b = Math.max(all[k], all[k + 1]);
            if (seen.add(((long) a << 32) | b)) {
                out.add(new int[] {a, b});
            }
        }
        return out;
    }

}

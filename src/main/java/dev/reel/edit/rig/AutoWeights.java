package dev.reel.edit.rig;

import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;

import java.util.ArrayList;
import java.util.List;

/**
 * Binding a mesh to bones with automatic weights, by inverse distance to the bones. For a vertex at world point
 * {@code p} (the setup pose) and a chosen bone whose setup world segment runs from its origin to its tip ({@code
 * length} along its x axis), {@code d} is the distance from {@code p} to that segment (to the origin for a bone
 * of no length) and the raw weight {@code (1 + d)^−power} ({@code StrictMath.pow}, d in world pixels). The
 * {@value Influence#MAX_PAINTED} largest raw weights are kept (the earlier chosen bone of equal ones), strongest
 * first, and {@linkplain Influence#normalise normalised}. Each kept bone's position is {@code p} in that bone's
 * space ({@link SetupPose#toBone}), so at the setup pose the bound mesh is drawn where it was.
 *
 * <p>Inverse distance rather than heat diffusion: it needs no solve over the mesh, gives every vertex a weight
 * even where a bone lies outside the mesh, and is a closed formula another tool can reproduce; the weight brush
 * then refines it.
 */
public final class AutoWeights {
    /** The falloff power unless the user sets one. */
    public static final double DEFAULT_POWER = 2;

    private AutoWeights() {
    }

    /**
     * {@code mesh} (on slot bone {@code slotBone}) bound to {@code bones} (indices into the rig's bones) with
     * automatic weights at the setup pose {@code pose}.
     *
     * @throws IllegalArgumentException when no bone is chosen, the power is not above 0, or a bone is scaled to
     *                                  nothing
     */
    public static MeshAttachment bind(SetupPose pose, MeshAttachment mesh, int slotBone, List<Integer> bones,
                                      double power) {
        if (bones.isEmpty()) {
            throw new IllegalArgumentException("choose at least one bone to bind the mesh to");
        }
        if (!(power > 0) || !Double.isFinite(power)) {
            throw new IllegalArgumentException("the falloff power must be above 0, not " + power);
        }
        Rig rig = pose.rig();
        for (int bone : bones) {
            if (bone < 0 || bone >= rig.bones().size()) {
                throw new IllegalArgumentException("the rig has no bone " + bone);
            }
        }
        double[] world = pose.vertices(mesh, slotBone);
        List<List<Influence>> out = new ArrayList<>();
        for (int v = 0; v < mesh.vertexCount(); v++) {
            double px = world[2 * v];
            double py = world[2 * v + 1];
            List<Influence> raw = new ArrayList<>();
            for (int bone : bones) {
                double d = distanceToBone(pose, bone, px, py);
                raw.add(new Influence(bone, 0, 0, StrictMath.pow(1 + d, -power)));
            }
            List<Influence> ranked = new ArrayList<>();
            for (Influence influence : raw) {
                int at = 0;
                while (at < ranked.size() && ranked.get(at).weight() >= influence.weight()) {
                    at++;
                }
                ranked.add(at, influence);
            }
            List<Influence> kept = new ArrayList<>();
            for (Influence influence : Influence.normalise(ranked.subList(0, Math.min(Influence.MAX_PAINTED,
                    ranked.size())))) {
                double[] local = pose.toBone(influence.bone(), px, py);
                kept.add(new Influence(influence.bone(), local[0], local[1], influence.weight()));
            }
            out.add(kept);
        }
        return Influence.write(asWeightedShell(mesh), out);
    }

    /** The distance from world point {@code (px, py)} to bone {@code bone}'s setup segment. */
    public static double distanceToBone(SetupPose pose, int bone, double px, double py) {
        double[] m = pose.world(bone);
        double[] tip = pose.tip(bone);
        double dx = tip[0] - m[4];
        double dy = tip[1] - m[5];
        double ex = px - m[4];
        double ey = py - m[5];
        double length = dx * dx + dy * dy;
        double t = length == 0 ? 0 : Math.max(0, Math.min(1, (ex * dx + ey * dy) / length));
        double rx = ex - t * dx;
        double ry = ey - t * dy;
        return Math.sqrt(rx * rx + ry * ry);
    }

    /** The mesh as weighted to one dummy influence per vertex, so {@link Influence#write} can lay out new ones. */
    static MeshAttachment asWeightedShell(MeshAttachment mesh) {
        if (mesh.weighted()) {
            return mesh;
        }
        int n = mesh.vertexCount();
        int[] starts = new int[n + 1];
        for (int v = 0; v <= n; v++) {
            starts[v] = v;
        }
        double[] weights = new double[n];
        java.util.Arrays.fill(weights, 1);
        return new MeshAttachment(mesh.name(), mesh.slot(), mesh.sprite(), mesh.uvs(), mesh.triangles(), mesh.hull(),
                mesh.edges(), starts, new int[n], mesh.positions(), weights, mesh.vertexExtras(), mesh.extras());
    }

    /**
     * {@code mesh} unbound: every vertex back on the slot's bone, at its setup world position in that bone's space.
     */
    public static MeshAttachment unbind(SetupPose pose, MeshAttachment mesh, int slotBone) {
        if (!mesh.weighted()) {
            return mesh;
        }
        double[] world = pose.vertices(mesh, slotBone);
        double[] positions = new double[world.length];
        for (int v = 0; v < mesh.vertexCount(); v++) {
            double[] local = pose.toBone(slotBone, world[2 * v], world[2 * v + 1]);
            positions[2 * v] = local[0];
            positions[2 * v + 1] = local[1];
        }
        return new MeshAttachment(mesh.name(), mesh.slot(), mesh.sprite(), mesh.uvs(), mesh.triangles(), mesh.hull(),
                mesh.edges(), null, null, positions, null, mesh.vertexExtras(), mesh.extras());
    }
}

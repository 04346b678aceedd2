package dev.reel.edit.rig;

import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;
import dev.reel.runtime.rig.CompiledRig;
import dev.reel.runtime.rig.RigPose;

/**
 * The world matrices of a rig's bones at its setup pose, as the runtime computes them (setup locals, world
 * transforms, then the IK constraints: what the editor draws before any clip), by the bone's index in
 * {@link Rig#bones()}. Binding and the weight brush convert vertex positions between bone spaces with them.
 */
public final class SetupPose {
    /** A bone whose world matrix has a determinant this small (in absolute value) cannot hold a vertex. */
    public static final double MIN_DETERMINANT = 1e-12;

    private final Rig rig;
    private final double[] world;

    private SetupPose(Rig rig, double[] world) {
        this.rig = rig;
        this.world = world;
    }

    /** The setup pose of {@code rig}; the rig must compile (no reader errors). */
    public static SetupPose of(Rig rig) {
        CompiledRig compiled = CompiledRig.of(rig);
        RigPose pose = new RigPose(compiled);
        double[] world = new double[6 * rig.bones().size()];
        for (int i = 0; i < rig.bones().size(); i++) {
            pose.world(compiled.bone(rig.bones().get(i).name()), world, 6 * i);
        }
        return new SetupPose(rig, world);
    }

    public Rig rig() {
        return rig;
    }

    /** Bone {@code bone}'s world matrix {@code a, b, c, d, x, y}. */
    public double[] world(int bone) {
        double[] out = new double[6];
        System.arraycopy(world, 6 * bone, out, 0, 6);
        return out;
    }

    /** Point {@code (x, y)} of bone {@code bone}'s space in the world: {@code (a·x + c·y + wx, b·x + d·y + wy)}. */
    public double worldX(int bone, double x, double y) {
        int o = 6 * bone;
        return world[o] * x + world[o + 2] * y + world[o + 4];
    }

    public double worldY(int bone, double x, double y) {
        int o = 6 * bone;
        return world[o + 1] * x + world[o + 3] * y + world[o + 5];
    }

    /**
     * The world point {@code (x, y)} in bone {@code bone}'s space: {@code u = (d·(x − wx) − c·(y − wy)) / det},
     * {@code v = (a·(y − wy) − b·(x − wx)) / det}, {@code det = a·d − c·b}.
     *
     * @throws IllegalArgumentException when the bone is scaled to nothing ({@link #MIN_DETERMINANT})
     */
    public double[] toBone(int bone, double x, double y) {
        int o = 6 * bone;
        double a = world[o];
        double b = world[o + 1];
        double c = world[o + 2];
        double d = world[o + 3];
        double det = a * d - c * b;
        if (!(Math.abs(det) > MIN_DETERMINANT)) {
            throw new IllegalArgumentException("bone " + rig.bones().get(bone).name()
                    + " is scaled to nothing in the setup pose, so no vertex can be bound to it");
        }
        double dx = x - world[o + 4];
        double dy = y - world[o + 5];
        return new double[] {(d * dx - c * dy) / det, (a * dy - b * dx) / det};
    }

    /** The tip of bone {@code bone} in the world: its origin plus {@code length} along its x axis. */
    public double[] tip(int bone) {
        double length = rig.bones().get(bone).length();
        return new double[] {worldX(bone, length, 0), worldY(bone, length, 0)};
    }

    /**
     * Each vertex's world position {@code x0, y0, …} at the setup pose, summed as the runtime's skinning sums it
     * (docs/formats.md "Posing a rig"): so a rebound mesh is compared with what was drawn.
     *
     * @param slotBone the index of the slot's bone, for an unweighted mesh
     */
    public double[] vertices(MeshAttachment mesh, int slotBone) {
        int n = mesh.vertexCount();
        double[] out = new double[2 * n];
        for (int v = 0; v < n; v++) {
            if (!mesh.weighted()) {
                out[2 * v] = worldX(slotBone, mesh.position(2 * v), mesh.position(2 * v + 1));
                out[2 * v + 1] = worldY(slotBone, mesh.position(2 * v), mesh.position(2 * v + 1));
                continue;
            }
            int start = mesh.influenceStart(v);
            int end = start + mesh.influencesOf(v);
            double sumX = 0;
            double sumY = 0;
            for (int k = start; k < end; k++) {
                int bone = mesh.influenceBone(k);
                double w = mesh.weight(k);
                double px = w * worldX(bone, mesh.position(2 * k), mesh.position(2 * k + 1));
                double py = w * worldY(bone, mesh.position(2 * k), mesh.position(2 * k + 1));
                sumX = k == start ? px : sumX + px;
                sumY = k == start ? py : sumY + py;
            }
            out[2 * v] = sumX;
            out[2 * v + 1] = sumY;
        }
        return out;
    }
}

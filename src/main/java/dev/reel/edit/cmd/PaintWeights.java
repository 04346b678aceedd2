package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.rig.MeshRef;
import dev.reel.edit.rig.SetupPose;
import dev.reel.edit.rig.WeightBrush;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;

import java.util.List;
import java.util.Objects;

/**
 * One stroke of the weight brush on a bound mesh: a dab of {@link WeightBrush} for one bone at each point (world,
 * setup pose) in order. The UI previews a stroke through a gesture, applying this command with the points so far
 * to the value the stroke started from, and records it once on release.
 *
 * @param points   {@code x0, y0, x1, y1, …}
 * @param radius   world pixels, above 0
 * @param strength 0 to 1
 */
public record PaintWeights(MeshRef ref, String bone, WeightBrush.Mode mode, double radius, double strength,
                           double[] points) implements Command<Rig> {
    public PaintWeights {
        Objects.requireNonNull(ref, "ref");
        Objects.requireNonNull(bone, "bone");
        Objects.requireNonNull(mode, "mode");
        points = points.clone();
        if (points.length % 2 != 0) {
            throw new IllegalArgumentException("a stroke's points come in pairs");
        }
    }

    @Override
    public double[] points() {
        return points.clone();
    }

    @Override
    public String label() {
        return switch (mode) {
            case ADD -> "Paint weight of " + bone;
            case REMOVE -> "Erase weight of " + bone;
            case SMOOTH -> "Smooth weight of " + bone;
        };
    }

    @Override
    public Rig apply(Rig rig) {
        MeshAttachment mesh = RigMeshes.find(rig, ref);
        if (!mesh.weighted()) {
            throw new IllegalArgumentException("bind mesh " + ref.attachment() + " to bones before painting weights");
        }
        int boneIndex = rig.boneIndex(bone);
        if (boneIndex < 0) {
            throw new IllegalArgumentException("the rig has no bone " + bone);
        }
        int slotBone = RigMeshes.slotBone(rig, ref);
        SetupPose pose = SetupPose.of(rig);
        for (int p = 0; p < points.length; p += 2) {
            mesh = WeightBrush.paint(pose, mesh, slotBone,
                    new WeightBrush.Dab(mode, boneIndex, points[p], points[p + 1], radius, strength));
        }
        return RigMeshes.put(rig, ref, mesh);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PaintWeights paint && ref.equals(paint.ref) && bone.equals(paint.bone)
                && mode == paint.mode && radius == paint.radius && strength == paint.strength
                && java.util.Arrays.equals(points, paint.points);
    }

    @Override
    public int hashCode() {
        return Objects.hash(ref, bone, mode, radius, strength, java.util.Arrays.hashCode(points));
    }
}

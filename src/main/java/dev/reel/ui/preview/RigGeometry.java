package dev.reel.ui.preview;

import dev.reel.model.rig.Rig;
import dev.reel.preview.LoadedRig;
import dev.reel.runtime.rig.CompiledRig;
import dev.reel.runtime.rig.RigPose;

/**
 * A rig in its setup pose, posed by the runtime ({@link RigPose}: world transforms parent first, then the IK
 * constraints, exactly as a game sees it), with what Rig mode needs of it: each bone's origin and tip in world
 * units and the change of space between the world and a bone.
 */
final class RigGeometry {
    private final Rig rig;
    private final LoadedRig loaded;
    private final CompiledRig compiled;
    private final RigPose pose;
    private final double[] world = new double[6];

    private RigGeometry(Rig rig, LoadedRig loaded, RigPose pose) {
        this.rig = rig;
        this.loaded = loaded;
        this.compiled = loaded.compiled();
        this.pose = pose;
    }

    /** The rig posed in its setup pose, or null when it does not compile (a rig read with errors). */
    static RigGeometry of(Rig rig) {
        LoadedRig loaded;
        try {
            loaded = LoadedRig.of(rig);
        } catch (IllegalArgumentException refused) {
            return null;
        }
        RigPose pose = new RigPose(loaded.compiled());
        pose.setToSetup();
        pose.update();
        return new RigGeometry(rig, loaded, pose);
    }

    /**
     * The colour a bone is drawn in, ARGB: its own, or for a bone left at the default colour one hue per bone,
     * as the rig overlay of a clip draws it ({@link LoadedRig#boneArgb}).
     */
    int argb(String bone) {
        int index = compiled.bone(bone);
        return index < 0 ? 0xFF999999 : loaded.boneArgb(index);
    }

    Rig rig() {
        return rig;
    }

    /** The bone's world matrix a, b, c, d, x, y (a copy). */
    double[] world(String bone) {
        int index = compiled.bone(bone);
        if (index < 0) {
            return new double[] {1, 0, 0, 1, 0, 0};
        }
        pose.world(index, world, 0);
        return world.clone();
    }

    /** The bone's origin in world units. */
    double[] origin(String bone) {
        double[] m = world(bone);
        return new double[] {m[4], m[5]};
    }

    /** The end of the bone along its x axis, {@code length} from its origin, in world units. */
    double[] tip(String bone) {
        double[] m = world(bone);
        double length = rig.bone(bone).length();
        return new double[] {m[0] * length + m[4], m[1] * length + m[5]};
    }

    /** A world point in the space of {@code bone} (its parent space for a child of it); identity for null. */
    double[] toLocal(String bone, double worldX, double worldY) {
        double[] m = bone == null ? new double[] {1, 0, 0, 1, 0, 0} : world(bone);
        double det = m[0] * m[3] - m[2] * m[1];
        if (det == 0) {
            return new double[] {0, 0};
        }
        double dx = worldX - m[4];
        double dy = worldY - m[5];
        return new double[] {(m[3] * dx - m[2] * dy) / det, (m[0] * dy - m[1] * dx) / det};
    }

    /** The box round every bone's origin and tip, {@code margin} world units wider on each side. */
    dev.reel.preview.WorldBounds bounds(double margin) {
        double left = Double.POSITIVE_INFINITY;
        double top = Double.POSITIVE_INFINITY;
        double right = Double.NEGATIVE_INFINITY;
        double bottom = Double.NEGATIVE_INFINITY;
        for (dev.reel.model.rig.Bone bone : rig.bones()) {
            for (double[] point : new double[][] {origin(bone.name()), tip(bone.name())}) {
                left = Math.min(left, point[0]);
                top = Math.min(top, point[1]);
                right = Math.max(right, point[0]);
                bottom = Math.max(bottom, point[1]);
            }
        }
        return new dev.reel.preview.WorldBounds(left - margin, top - margin, right + margin, bottom + margin);
    }
}

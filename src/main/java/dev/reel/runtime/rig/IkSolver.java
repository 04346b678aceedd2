package dev.reel.runtime.rig;

/**
 * The IK constraints of a pose, applied in constraint order after the clip's values (docs/formats.md "Posing a
 * rig", IK). Each reads its target bone's world position as the constraints before it left it, rewrites the
 * locals of its bones (as Spine's runtimes do: the solved rotation mixed with the keyed one by {@code mix}) and
 * then the world transforms of its first bone and all its descendants. A constraint whose mix is exactly 0 is
 * skipped, so {@code mix=0} is bit for bit no IK. One bone aims ({@link #aim}); two bones are solved
 * analytically ({@link TwoBoneIk}); three or more by FABRIK ({@link #fabrik}).
 */
final class IkSolver {
    /** Below or at this, a determinant or a length counts as zero. */
    static final double EPSILON = 1e-4;
    static final double PI = Math.PI;
    static final double TWO_PI = 2 * Math.PI;

    private IkSolver() {
    }

    static void applyAll(RigPose pose) {
        CompiledRig rig = pose.rig;
        for (int k = 0; k < rig.ikCount(); k++) {
            double mix = pose.ikMix[k];
            if (mix == 0) {
                continue;
            }
            int first = rig.ikStart[k];
            int count = rig.ikStart[k + 1] - first;
            int root = rig.ikBones[first];
            int target = rig.ikTarget[k];
            double tx = pose.wx[target];
            double ty = pose.wy[target];
            if (count == 1) {
                aim(pose, root, tx, ty, rig.ikCompress[k], rig.ikStretch[k], mix);
            } else if (count == 2) {
                TwoBoneIk.apply(pose, root, rig.ikBones[first + 1], tx, ty, pose.ikBendPositive[k] ? 1 : -1,
                        rig.ikStretch[k], pose.ikSoftness[k], mix);
            } else {
                fabrik(pose, k, tx, ty, mix);
            }
            pose.updateFrom(root);
        }
    }

    /** {@code angle} brought into [-π, π] by one turn at most, as the IK wraps its rotation changes. */
    static double wrap(double angle) {
        if (angle > PI) {
            return angle - TWO_PI;
        }
        if (angle < -PI) {
            return angle + TWO_PI;
        }
        return angle;
    }

    /**
     * Turns bone {@code i} so that its x axis points at world ({@code tx}, {@code ty}), mixed by {@code mix};
     * with {@code compress} or {@code stretch} its x scale makes its length reach the target. Rewrites the
     * bone's rotation and scaleX only (its world transform waits for the caller).
     */
    static void aim(RigPose pose, int i, double tx, double ty, boolean compress, boolean stretch, double mix) {
        CompiledRig rig = pose.rig;
        int p = rig.parent[i];
        double pa = p < 0 ? 1 : pose.a[p];
        double pb = p < 0 ? 0 : pose.b[p];
        double pc = p < 0 ? 0 : pose.c[p];
        double pd = p < 0 ? 1 : pose.d[p];
        double px = p < 0 ? 0 : pose.wx[p];
        double py = p < 0 ? 0 : pose.wy[p];
        int mode = rig.inherit[i];
        double turn = -pose.shearX[i] - pose.rotation[i];
        double lx;
        double ly;
        if (mode == 1) { // onlyTranslation
            lx = tx - pose.wx[i];
            ly = ty - pose.wy[i];
        } else {
            if (mode == 2) { // noRotationOrReflection: the parent without its rotation and mirror
                double k = Math.abs(pa * pd - pc * pb) / Math.max(EPSILON, pa * pa + pb * pb);
                pc = -(pb * k);
                pd = pa * k;
                turn += StrictMath.atan2(pb, pa);
            }
            double x = tx - px;
            double y = ty - py;
            double det = pa * pd - pc * pb;
            if (Math.abs(det) <= EPSILON) {
                lx = 0;
                ly = 0;
            } else {
                lx = (x * pd - y * pc) / det - pose.x[i];
                ly = (y * pa - x * pb) / det - pose.y[i];
            }
        }
        turn += StrictMath.atan2(ly, lx);
        double sx = pose.scaleX[i];
        if (sx < 0) {
            turn += PI;
        }
        turn = wrap(turn);
        if (compress || stretch) {
            if (mode == 3 || mode == 4) { // noScale, noScaleOrReflection: measured in world units
                lx = tx - pose.wx[i];
                ly = ty - pose.wy[i];
            }
            double length = rig.length[i] * sx;
            if (length > EPSILON) {
                double dd = lx * lx + ly * ly;
                if (compress && dd < length * length || stretch && dd > length * length) {
                    sx *= (Math.sqrt(dd) / length - 1) * mix + 1;
                }
            }
        }
        pose.rotation[i] = pose.rotation[i] + turn * mix;
        pose.scaleX[i] = sx;
    }

    /**
     * FABRIK over constraint {@code k}'s chain: joints at the bones' world origins and the last bone's tip
     * ({@code a·length + x, b·length + y}); segment lengths kept; when the target is at or beyond the chain's
     * reach the chain is laid straight toward it, else {@code iterations} rounds of a backward pass (tip on the
     * target) and a forward pass (root back in place). Then each bone in turn, root first, after its world
     * transform follows its (already turned) parent, aims at the next joint by {@link #aim} with the mix.
     */
    static void fabrik(RigPose pose, int k, double tx, double ty, double mix) {
        CompiledRig rig = pose.rig;
        int first = rig.ikStart[k];
        int n = rig.ikStart[k + 1] - first;
        double[] joint = pose.joints;
        double[] segment = pose.segments;
        for (int m = 0; m < n; m++) {
            int bone = rig.ikBones[first + m];
            joint[2 * m] = pose.wx[bone];
            joint[2 * m + 1] = pose.wy[bone];
        }
        int last = rig.ikBones[first + n - 1];
        double tipLength = rig.length[last];
        joint[2 * n] = pose.a[last] * tipLength + pose.wx[last];
        joint[2 * n + 1] = pose.b[last] * tipLength + pose.wy[last];
        double reach = 0;
        for (int m = 0; m < n; m++) {
            segment[m] = distance(joint[2 * m + 2] - joint[2 * m], joint[2 * m + 3] - joint[2 * m + 1]);
            reach += segment[m];
        }
        double rootX = joint[0];
        double rootY = joint[1];
        if (distance(tx - rootX, ty - rootY) >= reach) {
            for (int m = 0; m < n; m++) {
                place(joint, 2 * m + 2, 2 * m, tx - joint[2 * m], ty - joint[2 * m + 1], segment[m]);
            }
        } else {
            for (int round = 0; round < rig.ikIterations[k]; round++) {
                joint[2 * n] = tx;
                joint[2 * n + 1] = ty;
                for (int m = n - 1; m >= 0; m--) {
                    place(joint, 2 * m, 2 * m + 2, joint[2 * m] - joint[2 * m + 2],
                            joint[2 * m + 1] - joint[2 * m + 3], segment[m]);
                }
                joint[0] = rootX;
                joint[1] = rootY;
                for (int m = 0; m < n; m++) {
                    place(joint, 2 * m + 2, 2 * m, joint[2 * m + 2] - joint[2 * m],
                            joint[2 * m + 3] - joint[2 * m + 1], segment[m]);
                }
            }
        }
        for (int m = 0; m < n; m++) {
            int bone = rig.ikBones[first + m];
            if (m > 0) {
                WorldTransform.update(pose, bone);
            }
            aim(pose, bone, joint[2 * m + 2], joint[2 * m + 3], false, false, mix);
            WorldTransform.update(pose, bone);
        }
    }

    /**
     * Joint {@code to} = joint {@code from} + (vx, vy)·(length / |(vx, vy)|); left where it is when
     * (vx, vy) is (0, 0).
     */
    private static void place(double[] joint, int to, int from, double vx, double vy, double length) {
        double distance = distance(vx, vy);
        if (distance > 0) {
            double f = length / distance;
            joint[to] = joint[from] + vx * f;
            joint[to + 1] = joint[from + 1] + vy * f;
        }
    }

    static double distance(double x, double y) {
        return Math.sqrt(x * x + y * y);
    }
}

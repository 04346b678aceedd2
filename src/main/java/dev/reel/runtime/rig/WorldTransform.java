package dev.reel.runtime.rig;

/**
 * One bone's world transform from its locals and its parent's world transform, by its {@link Inherit} mode:
 * docs/formats.md "Posing a rig" states these formulas, operation for operation. A matrix {@code (a, b, c, d, x,
 * y)} takes a point {@code (u, v)} of the bone's space to {@code (a·u + c·v + x, b·u + d·v + y)}. The root's
 * parent is the identity, so with no shear and {@code normal} everywhere a bone's world is bit for bit
 * {@code parent.times(Transform2D.of(...))} of the preview's node tree.
 */
final class WorldTransform {
    /** Below this squared length the parent's x axis counts as collapsed (noRotationOrReflection). */
    static final double COLLAPSED = 1e-4;
    /** At or below this length a direction is not normalised (noScale, noScaleOrReflection). */
    static final double TINY = 1e-5;

    private WorldTransform() {
    }

    /** Recomputes bone {@code i}'s world transform from its current locals and its parent's world transform. */
    static void update(RigPose pose, int i) {
        int p = pose.rig.parent[i];
        double pa = 1;
        double pb = 0;
        double pc = 0;
        double pd = 1;
        double px = 0;
        double py = 0;
        if (p >= 0) {
            pa = pose.a[p];
            pb = pose.b[p];
            pc = pose.c[p];
            pd = pose.d[p];
            px = pose.wx[p];
            py = pose.wy[p];
        }
        double x = pose.x[i];
        double y = pose.y[i];
        pose.wx[i] = pa * x + pc * y + px;
        pose.wy[i] = pb * x + pd * y + py;
        double r = pose.rotation[i];
        double sx = pose.scaleX[i];
        double sy = pose.scaleY[i];
        double shx = pose.shearX[i];
        double shy = pose.shearY[i];
        switch (pose.rig.inherit[i]) {
            case 0 -> { // normal
                double rx = shx == 0 ? r : r + shx;
                double ry = shy == 0 ? r : r + shy;
                double la = StrictMath.cos(rx) * sx;
                double lb = StrictMath.sin(rx) * sx;
                double lc = -StrictMath.sin(ry) * sy;
                double ld = StrictMath.cos(ry) * sy;
                set(pose, i, pa, pb, pc, pd, la, lb, lc, ld);
            }
            case 1 -> { // onlyTranslation
                double rx = shx == 0 ? r : r + shx;
                double ry = shy == 0 ? r : r + shy;
                pose.a[i] = StrictMath.cos(rx) * sx;
                pose.b[i] = StrictMath.sin(rx) * sx;
                pose.c[i] = -StrictMath.sin(ry) * sy;
                pose.d[i] = StrictMath.cos(ry) * sy;
            }
            case 2 -> noRotationOrReflection(pose, i, pa, pb, pc, pd, r, sx, sy, shx, shy);
            default -> noScale(pose, i, pa, pb, pc, pd, r, sx, sy, shx, shy, pose.rig.inherit[i] == 3);
        }
    }

    /** {@code world = [ua uc; ub ud] × [la lc; lb ld]}, written into bone {@code i}. */
    private static void set(RigPose pose, int i, double ua, double ub, double uc, double ud, double la, double lb,
                            double lc, double ld) {
        pose.a[i] = ua * la + uc * lb;
        pose.b[i] = ub * la + ud * lb;
        pose.c[i] = ua * lc + uc * ld;
        pose.d[i] = ub * lc + ud * ld;
    }

    private static void noRotationOrReflection(RigPose pose, int i, double pa, double pb, double pc, double pd,
                                               double r, double sx, double sy, double shx, double shy) {
        double q = pa * pa + pb * pb;
        double ua;
        double ub;
        double uc;
        double ud;
        double theta;
        if (q > COLLAPSED) {
            double k = Math.abs(pa * pd - pc * pb) / q;
            ua = pa;
            ub = pb;
            uc = -(pb * k);
            ud = pa * k;
            theta = StrictMath.atan2(pb, pa);
        } else {
            ua = 0;
            ub = 0;
            uc = -pc;
            ud = pd;
            theta = Math.PI / 2 - StrictMath.atan2(pd, pc);
        }
        double rx = r + shx - theta;
        double ry = r + shy - theta;
        double la = StrictMath.cos(rx) * sx;
        double lb = StrictMath.sin(rx) * sx;
        double lc = -StrictMath.sin(ry) * sy;
        double ld = StrictMath.cos(ry) * sy;
        set(pose, i, ua, ub, uc, ud, la, lb, lc, ld);
    }

    private static void noScale(RigPose pose, int i, double pa, double pb, double pc, double pd, double r,
                                double sx, double sy, double shx, double shy, boolean keepReflection) {
        double cos = StrictMath.cos(r);
        double sin = StrictMath.sin(r);
        double zx = pa * cos + pc * sin;
        double zy = pb * cos + pd * sin;
        double s = Math.sqrt(zx * zx + zy * zy);
        if (s > TINY) {
            s = 1 / s;
        }
        zx *= s;
        zy *= s;
        s = Math.sqrt(zx * zx + zy * zy);
        if (keepReflection && pa * pd - pc * pb < 0) {
            s = -s;
        }
        double rho = Math.PI / 2 + StrictMath.atan2(zy, zx);
        double yx = StrictMath.cos(rho) * s;
        double yy = StrictMath.sin(rho) * s;
        double la = StrictMath.cos(shx) * sx;
        double lb = StrictMath.sin(shx) * sx;
        double lc = -StrictMath.sin(shy) * sy;
        double ld = StrictMath.cos(shy) * sy;
        set(pose, i, zx, zy, yx, yy, la, lb, lc, ld);
    }
}

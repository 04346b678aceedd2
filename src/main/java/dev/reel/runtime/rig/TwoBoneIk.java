package dev.reel.runtime.rig;

import static dev.reel.runtime.rig.IkSolver.EPSILON;
import static dev.reel.runtime.rig.IkSolver.PI;

/**
 * The analytic two-bone IK of Spine's runtimes, in radians and doubles (docs/formats.md "Posing a rig", two
 * bones): parent bone P and its child C turn so that C's tip reaches the target, bending to the side
 * {@code bend} gives (+1: C's rotation relative to P is positive, clockwise on screen), softened near full
 * reach by {@code softness}, with P stretched along x by {@code stretch} when the target is out of reach. The
 * solve works in the space of P's parent. Only bones that inherit {@code normal} are solved. Rewrites the
 * locals of P and C and P's world transform; the caller redoes P's descendants.
 */
final class TwoBoneIk {
    private TwoBoneIk() {
    }

    static void apply(RigPose pose, int parent, int child, double targetX, double targetY, int bend,
                      boolean stretch, double softness, double mix) {
        CompiledRig rig = pose.rig;
        if (rig.inherit[parent] != 0 || rig.inherit[child] != 0) {
            return;
        }
        double px = pose.x[parent];
        double py = pose.y[parent];
        double psx = pose.scaleX[parent];
        double psy = pose.scaleY[parent];
        double sx = psx;
        double sy = psy;
        double csx = pose.scaleX[child];
        double parentTurn = 0;
        double childTurn = 0;
        int sign = 1;
        if (psx < 0) {
            psx = -psx;
            parentTurn = PI;
            sign = -1;
        }
        if (psy < 0) {
            psy = -psy;
            sign = -sign;
        }
        if (csx < 0) {
            csx = -csx;
            childTurn = PI;
        }
        double cx = pose.x[child];
        boolean uniform = Math.abs(psx - psy) <= EPSILON;
        double cy = !uniform || stretch ? 0 : pose.y[child];
        double cwx = pose.a[parent] * cx + pose.c[parent] * cy + pose.wx[parent];
        double cwy = pose.b[parent] * cx + pose.d[parent] * cy + pose.wy[parent];
        int grand = rig.parent[parent];
        double qa = grand < 0 ? 1 : pose.a[grand];
        double qb = grand < 0 ? 0 : pose.b[grand];
        double qc = grand < 0 ? 0 : pose.c[grand];
        double qd = grand < 0 ? 1 : pose.d[grand];
        double qx = grand < 0 ? 0 : pose.wx[grand];
        double qy = grand < 0 ? 0 : pose.wy[grand];
        double det = qa * qd - qc * qb;
        double inverse = Math.abs(det) <= EPSILON ? 0 : 1 / det;
        double x = cwx - qx;
        double y = cwy - qy;
        double dx = (x * qd - y * qc) * inverse - px;
        double dy = (y * qa - x * qb) * inverse - py;
        double l1 = Math.sqrt(dx * dx + dy * dy);
        double l2 = rig.length[child] * csx;
        if (l1 < EPSILON) {
            IkSolver.aim(pose, parent, targetX, targetY, false, stretch, mix);
            pose.y[child] = cy;
            pose.rotation[child] = 0;
            return;
        }
        x = targetX - qx;
        y = targetY - qy;
        double tx = (x * qd - y * qc) * inverse - px;
        double ty = (y * qa - x * qb) * inverse - py;
        double dd = tx * tx + ty * ty;
        if (softness != 0) {
            double soft = softness * (psx * (csx + 1) * 0.5);
            double td = Math.sqrt(dd);
            double sd = td - l1 - l2 * psx + soft;
            if (sd > 0) {
                double p = Math.min(1, sd / (soft * 2)) - 1;
                p = (sd - soft * (1 - p * p)) / td;
                tx = tx - p * tx;
                ty = ty - p * ty;
                dd = tx * tx + ty * ty;
            }
        }
        double a1;
        double a2;
        if (uniform) {
            l2 = l2 * psx;
            double cos = (dd - l1 * l1 - l2 * l2) / (2 * l1 * l2);
            if (cos < -1) {
                cos = -1;
                a2 = PI * bend;
            } else if (cos > 1) {
                cos = 1;
                a2 = 0;
                if (stretch) {
                    sx = sx * ((Math.sqrt(dd) / (l1 + l2) - 1) * mix + 1);
                }
            } else {
                a2 = StrictMath.acos(cos) * bend;
            }
            double along = l1 + l2 * cos;
            double across = l2 * StrictMath.sin(a2);
            a1 = StrictMath.atan2(ty * along - tx * across, tx * along + ty * across);
        } else {
            double[] angles = pose.joints;
            ellipse(l1, l2, psx, psy, tx, ty, dd, bend, angles);
            a1 = angles[0];
            a2 = angles[1];
        }
        double offset = StrictMath.atan2(cy, cx) * sign;
        double rotation = pose.rotation[parent];
        a1 = IkSolver.wrap(a1 - offset + parentTurn - rotation);
        pose.rotation[parent] = rotation + a1 * mix;
        pose.scaleX[parent] = sx;
        pose.scaleY[parent] = sy;
        pose.shearX[parent] = 0;
        pose.shearY[parent] = 0;
        WorldTransform.update(pose, parent);
        rotation = pose.rotation[child];
        a2 = IkSolver.wrap((a2 + offset - pose.shearX[child]) * sign + childTurn - rotation);
        pose.rotation[child] = rotation + a2 * mix;
        pose.y[child] = cy;
    }

    /**
     * The solve when P's scale is not uniform: C's tip moves on an ellipse of radii {@code psx·l2},
     * {@code psy·l2} around C's origin. Writes P's angle and C's into {@code out[0]}, {@code out[1]}.
     */
    private static void ellipse(double l1, double l2, double psx, double psy, double tx, double ty, double dd,
                                int bend, double[] out) {
        double ra = psx * l2;
        double rb = psy * l2;
        double aa = ra * ra;
        double bb = rb * rb;
        double ta = StrictMath.atan2(ty, tx);
        double c0 = bb * l1 * l1 + aa * dd - aa * bb;
        double c1 = -2 * bb * l1;
        double c2 = bb - aa;
        double disc = c1 * c1 - 4 * c2 * c0;
        if (disc >= 0) {
            double q = Math.sqrt(disc);
            if (c1 < 0) {
                q = -q;
            }
            q = -(c1 + q) * 0.5;
            double r0 = q / c2;
            double r1 = c0 / q;
            double r = Math.abs(r0) < Math.abs(r1) ? r0 : r1;
            double rest = dd - r * r;
            if (rest >= 0) {
                double y = Math.sqrt(rest) * bend;
                out[0] = ta - StrictMath.atan2(y, r);
                out[1] = StrictMath.atan2(y / psy, (r - l1) / psx);
                return;
            }
        }
        double minAngle = PI;
        double minX = l1 - ra;
        double minDist = minX * minX;
        double minY = 0;
        double maxAngle = 0;
        double maxX = l1 + ra;
        double maxDist = maxX * maxX;
        double maxY = 0;
        double cos = -ra * l1 / (aa - bb);
        if (cos >= -1 && cos <= 1) {
            double angle = StrictMath.acos(cos);
            double x = ra * StrictMath.cos(angle) + l1;
            double y = rb * StrictMath.sin(angle);
            double dist = x * x + y * y;
            if (dist < minDist) {
                minAngle = angle;
                minDist = dist;
                minX = x;
                minY = y;
            }
            if (dist > maxDist) {
                maxAngle = angle;
                maxDist = dist;
                maxX = x;
                maxY = y;
            }
        }
        if (dd <= (minDist + maxDist) * 0.5) {
            out[0] = ta - StrictMath.atan2(minY * bend, minX);
            out[1] = minAngle * bend;
        } else {
            out[0] = ta - StrictMath.atan2(maxY * bend, maxX);
            out[1] = maxAngle * bend;
        }
    }
}

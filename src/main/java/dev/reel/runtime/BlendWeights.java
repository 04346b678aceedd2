package dev.reel.runtime;

/**
 * The weights of a blend tree's motions for its parameters (docs/formats.md, "Blend trees"), the way Unity
 * documents them for 1D and for 2D simple directional trees. Weights are non-negative and sum to 1; they go in
 * the first n places of {@code out} (n motions), the rest of it untouched.
 */
final class BlendWeights {
    private BlendWeights() {
    }

    /**
     * 1D: {@code thresholds} in increasing order (ties keep file order), {@code order} the motion of each.
     * At or below the first threshold the first motion has weight 1, at or above the last the last one; between
     * two neighbouring thresholds a and b the two share it linearly: the upper one gets (p − a) / (b − a). A NaN
     * parameter counts as below every threshold.
     */
    static void oneD(double[] thresholds, int[] order, double p, double[] out) {
        int n = thresholds.length;
        java.util.Arrays.fill(out, 0, n, 0);
        if (!(p > thresholds[0])) {
            out[order[0]] = 1;
            return;
        }
        if (p >= thresholds[n - 1]) {
            out[order[n - 1]] = 1;
            return;
        }
        for (int i = 0; i < n - 1; i++) {
            double a = thresholds[i];
            double b = thresholds[i + 1];
            if (p >= a && p < b) {
                double upper = (p - a) / (b - a);
                out[order[i]] = 1 - upper;
                out[order[i + 1]] = upper;
                return;
            }
        }
        out[order[n - 1]] = 1;
    }

    /**
     * 2D simple directional: motions at points, one of them optionally at the centre (0, 0). For an input p:
     * at the centre, the centre motion has weight 1 (without one, every motion gets 1/n). Otherwise, on each
     * side of p's direction — the motions whose direction lies strictly between 0 and 180 degrees
     * counter-clockwise from p, and those strictly between 0 and 180 degrees clockwise — the one whose
     * direction is closest to p's is picked (ties: the first in file order); a motion exactly in p's direction
     * is the pick of both sides. With picks A and B, p = a·A + b·B is solved (for a single pick A, b = 0 and
     * a = |p| / |A|); when a + b is above 1 both are divided by a + b; the centre gets 1 − a − b. When a side
     * has no motion, or A and B point in opposite directions, the centre gets all the weight. Without a
     * centre motion, the centre's weight is shared equally by all the motions.
     */
    static void twoD(double[] xs, double[] ys, double px, double py, double[] out) {
        int n = xs.length;
        java.util.Arrays.fill(out, 0, n, 0);
        int centre = -1;
        for (int i = 0; i < n; i++) {
            if (xs[i] == 0 && ys[i] == 0) {
                centre = i;
                break;
            }
        }
        double centreWeight;
        if (!(px != 0 || py != 0) || Double.isNaN(px) || Double.isNaN(py)) {
            centreWeight = 1;
        } else {
            double inputAngle = StrictMath.atan2(py, px);
            int ccw = -1;
            int cw = -1;
            double ccwAngle = Double.POSITIVE_INFINITY;
            double cwAngle = Double.POSITIVE_INFINITY;
            int same = -1;
            for (int i = 0; i < n; i++) {
                if (i == centre) {
                    continue;
                }
                double delta = StrictMath.atan2(ys[i], xs[i]) - inputAngle;
                while (delta <= -Math.PI) {
                    delta += 2 * Math.PI;
                }
                while (delta > Math.PI) {
                    delta -= 2 * Math.PI;
                }
                if (delta == 0) {
                    if (same < 0) {
                        same = i;
                    }
                } else if (delta > 0 && delta < Math.PI && delta < ccwAngle) {
                    ccwAngle = delta;
                    ccw = i;
                } else if (delta < 0 && -delta < Math.PI && -delta < cwAngle) {
                    cwAngle = -delta;
                    cw = i;
                }
            }
            if (same >= 0) {
                double a = StrictMath.hypot(px, py) / StrictMath.hypot(xs[same], ys[same]);
                a = Math.min(1, a);
                out[same] = a;
                centreWeight = 1 - a;
            } else if (ccw < 0 || cw < 0) {
                centreWeight = 1;
            } else {
                double ax = xs[cw];
                double ay = ys[cw];
                double bx = xs[ccw];
                double by = ys[ccw];
                double det = ax * by - ay * bx;
                if (det == 0 || cwAngle + ccwAngle >= Math.PI) {
                    centreWeight = 1;
                } else {
                    double a = (px * by - py * bx) / det;
                    double b = (ax * py - ay * px) / det;
                    double sum = a + b;
                    if (sum > 1) {
                        a /= sum;
                        b /= sum;
                    }
                    out[cw] = a;
                    out[ccw] = b;
                    centreWeight = Math.max(0, 1 - a - b);
                }
            }
        }
        if (centre >= 0) {
            out[centre] += centreWeight;
        } else if (centreWeight > 0) {
            double share = centreWeight / n;
            for (int i = 0; i < n; i++) {
                out[i] += share;
            }
        }
    }
}

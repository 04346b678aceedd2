package dev.reel.runtime;

/**
 * The time half of a bezier segment: finds the curve parameter u at which the segment's normalised time
 * curve {@code x(u) = 3·a1·u(1-u)² + 3·a2·u²(1-u) + u³} reaches {@code tau} (a1, a2: the handle times as
 * fractions of the segment; clamping them into [0, 1] keeps x non-decreasing).
 *
 * <p>Why six numbers per curve: when both handles span the whole segment, x has a horizontal inflection
 * and near it {@code u - m ~ cbrt(tau - x(m))}, so an ordinary double evaluation of {@code x(u) - tau}
 * (off by 1e-16) would misplace u by 3e-6 and the value by more than 1e-6 of its range. The compiler
 * therefore rewrites x in double-double arithmetic (32 digits) as a polynomial in {@code w = u - m} about
 * its inflection m, keeping {@code x(m)} as two doubles: {@code x = (x0hi + x0lo) + x1·w + x2·w² + x3·w³}.
 * The solve then never cancels large terms. It is Halley's iteration in a shrinking bracket, with a
 * bisection whenever a step would leave it, starting from u = tau, or near a flat inflection from the
 * smaller of the linear and cubic estimates (two and a half steps on average); it stops when a step is
 * below 1e-12 or Halley's error estimate puts the parameter within 5e-12 of the root. Measured against a
 * double-double reference (BezierAccuracyTest, bench B2), values are within 1e-8 of the value range.
 */
public final class CubicTime {
    /** How many doubles {@link #expand} writes per curve. */
    public static final int STRIDE = 6;
    private static final int MAX_ITERATIONS = 100;
    /** A step shorter than this ends the solve. */
    private static final double STEP_TOLERANCE = 1e-12;
    /** The estimated parameter error at which the solve stops. */
    private static final double CONVERGED = 5e-12;
    /** Below this slope at the inflection, start from the cube-root estimate instead of u = tau. */
    private static final double FLAT = 0.05;

    private CubicTime() {
    }

    /**
     * Writes the curve with normalised handle times {@code a1} (out handle) and {@code a2} (in handle, as a
     * position in [0, 1]) into {@code into[at .. at + STRIDE)}.
     */
    public static void expand(double a1, double a2, double[] into, int at) {
        Exact c1 = Exact.product(3, a1);
        Exact c2 = Exact.product(3, a2).plus(Exact.product(-6, a1));
        Exact c3 = Exact.of(1).plus(Exact.product(3, a1)).plus(Exact.product(-3, a2));
        double inflection = c3.high() == 0 ? 0.5 : -c2.high() / (3 * c3.high());
        double m = Math.max(0, Math.min(1, inflection));
        Exact x0 = c3.times(m).plus(c2).times(m).plus(c1).times(m);
        Exact x1 = c3.times(3 * m).plus(c2.plus(c2)).times(m).plus(c1);
        Exact x2 = c3.times(3 * m).plus(c2);
        into[at] = m;
        into[at + 1] = x0.high();
        into[at + 2] = x0.low();
        into[at + 3] = Math.max(0, x1.high() + x1.low());
        into[at + 4] = x2.high() + x2.low();
        into[at + 5] = c3.high() + c3.low();
    }

    /**
     * A number as an unevaluated sum of two doubles (about 32 significant digits), enough to carry the
     * expansion without rounding that matters; built with the error-free sum and product.
     */
    private record Exact(double high, double low) {
        static Exact of(double value) {
            return new Exact(value, 0);
        }

        /** {@code a × b} exactly. */
        static Exact product(double a, double b) {
            double p = a * b;
            return new Exact(p, Math.fma(a, b, -p));
        }

        Exact plus(Exact other) {
            double sum = high + other.high;
            double virtual = sum - high;
            double error = (high - (sum - virtual)) + (other.high - virtual) + low + other.low;
            double normal = sum + error;
            return new Exact(normal, error - (normal - sum));
        }

        Exact times(double factor) {
            double p = high * factor;
            double error = Math.fma(high, factor, -p) + low * factor;
            double normal = p + error;
            return new Exact(normal, error - (normal - p));
        }
    }

    /** The parameter u in [0, 1] where the curve stored at {@code curve[at ..]} reaches {@code tau}. */
    public static double solve(double[] curve, int at, double tau) {
        if (tau <= 0) {
            return 0;
        }
        if (tau >= 1) {
            return 1;
        }
        double m = curve[at];
        double x1 = curve[at + 3];
        double x2 = curve[at + 4];
        double x3 = curve[at + 5];
        // Exact when tau is near x0hi (Sterbenz), which is where it matters.
        double target = (tau - curve[at + 1]) - curve[at + 2];
        double low = -m;
        double high = 1 - m;
        double w = tau - m;
        if (x1 < FLAT && x3 > 0) {
            double cubic = StrictMath.cbrt(target / x3);
            double linear = x1 > 0 ? target / x1 : cubic;
            double estimate = Math.abs(cubic) < Math.abs(linear) ? cubic : linear;
            if (estimate > low && estimate < high) {
                w = estimate;
            }
        }
        for (int iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
            double error = ((x3 * w + x2) * w + x1) * w - target;
            if (error == 0) {
                return m + w;
            }
            if (error < 0) {
                low = w;
            } else {
                high = w;
            }
            double slope = (3 * x3 * w + 2 * x2) * w + x1;
            double curvature = 6 * x3 * w + 2 * x2;
            // Halley's step (cubic convergence); Newton's when its denominator is not positive.
            double denominator = 2 * slope * slope - error * curvature;
            double next = denominator > 0 ? w - 2 * error * slope / denominator : w - error / slope;
            double step = Math.abs(next - w);
            // Checked before the bracket: at the root the step lands on a bracket end and must not bisect.
            if (step < STEP_TOLERANCE) {
                return m + next;
            }
            if (!(next > low && next < high)) {
                next = 0.5 * (low + high);
            } else if (Math.abs(curvature * curvature / (4 * slope * slope) - x3 / slope) * step * step * step
                    < CONVERGED) {
                // Halley's error after a step of this size: |x''^2/(4x'^2) - x'''/(6x')|·step^3.
                return m + next;
            }
            w = next;
        }
        return m + w;
    }
}

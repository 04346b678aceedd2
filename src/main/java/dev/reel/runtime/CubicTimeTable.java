package dev.reel.runtime;

/**
 * A bent bezier segment's time curve ({@link CubicTime}) with a small table that turns the time → parameter
 * solve into a guess and about two Newton steps, still exact: the answer is proven within 1e-10 of the true
 * parameter, else the solve is handed to {@link CubicTime#solve}.
 *
 * <p>Why a table: playback samples each segment many times, and {@link CubicTime#solve}'s bracketed Halley
 * iteration costs several dependent divisions and unpredictable branches per sample. The time range [0, 1]
 * is cut into {@value #CELLS} equal cells (more cells guess better but cost cache lines: 8 measured best).
 * Cell j stores the exact parameter U at its start, a monotone cubic Hermite guess of the parameter across
 * the cell (from the exact parameters and slopes du/dτ = 1/x'(U) at both ends, the slopes limited to three
 * secants so the guess never leaves the cell), the time curve expanded about U
 * (x(U + d) - τ_j = q1·d + q2·d² + q3·d³), and, over the cell widened by {@value #MARGIN} on each side, the
 * smallest slope s of x (kept as 1/s) and k = max|x''| / (2s).
 *
 * <p>The proof, step by step: while an iterate d lies in that region, the mean value theorem bounds its
 * error by e = |x(U + d) - τ| / s; a Newton step from it lands within k·e² of the root, so it stays in the
 * region when k·e² ≤ margin, and its own residual then bounds its error again. An iterate is accepted once
 * e ≤ {@value #TOLERANCE}, which keeps the value within 3·10⁻¹⁰ of the segment's value range. Cells where
 * the time curve is nearly flat (s tiny: a handle of zero or full length, a flat inflection) fail the
 * region test and take the careful solve. The result depends on τ alone, never on an earlier sample, so
 * playback and scrubbing agree to the bit.
 *
 * <p>Layout at {@code at}: the {@link CubicTime#STRIDE} doubles of {@link CubicTime#expand}, then per cell
 * U, the guess's cubic coefficients B C E in the cell's local time (0 to 1), q1 q2 q3, 1/s, k.
 */
public final class CubicTimeTable {
    /** Cells per curve; a power of two so that τ·CELLS and its fraction are exact. */
    public static final int CELLS = 8;
    private static final int CELL = 9;
    private static final double WIDTH = 1.0 / CELLS;
    /** Doubles per curve. */
    public static final int STRIDE = CubicTime.STRIDE + CELLS * CELL;
    /** The parameter error a fast answer is allowed. */
    static final double TOLERANCE = 1e-10;
    /** How far around a cell (in parameter) its slope and curvature bounds hold. */
    static final double MARGIN = 0.05;

    private CubicTimeTable() {
    }

    /** Writes the curve with normalised handle times {@code a1}, {@code a2} and its table at {@code into[at]}. */
    public static void expand(double a1, double a2, double[] into, int at) {
        CubicTime.expand(a1, a2, into, at);
        double c1 = 3 * a1;
        double c2 = 3 * a2 - 6 * a1;
        double c3 = 1 + 3 * a1 - 3 * a2;
        double[] nodes = new double[CELLS + 1];
        double[] slopes = new double[CELLS + 1];
        for (int j = 0; j <= CELLS; j++) {
            nodes[j] = j == 0 ? 0 : j == CELLS ? 1 : polish(a1, a2, CubicTime.solve(into, at, j * WIDTH), j * WIDTH);
            slopes[j] = (3 * c3 * nodes[j] + 2 * c2) * nodes[j] + c1;
        }
        for (int j = 0; j < CELLS; j++) {
            double start = nodes[j];
            double span = nodes[j + 1] - start;
            // du/dτ over the cell in local time, limited so the guess stays monotone inside the cell.
            double from = slopes[j] > 0 ? Math.min(WIDTH / slopes[j], 3 * span) : 3 * span;
            double to = slopes[j + 1] > 0 ? Math.min(WIDTH / slopes[j + 1], 3 * span) : 3 * span;
            int cell = at + CubicTime.STRIDE + j * CELL;
            into[cell] = start;
            into[cell + 1] = from;
            into[cell + 2] = 3 * span - 2 * from - to;
            into[cell + 3] = from + to - 2 * span;
            into[cell + 4] = slopes[j];
            into[cell + 5] = 3 * c3 * start + c2;
            into[cell + 6] = c3;
            bounds(c1, c2, c3, start - MARGIN, nodes[j + 1] + MARGIN, into, cell + 7);
        }
    }

    /**
     * Writes 1/s and k for the parameters [low, high]; a curve flat there gets 1/s = +infinity, which no
     * iterate passes.
     */
    private static void bounds(double c1, double c2, double c3, double low, double high, double[] into, int at) {
        double slope = Math.min(slope(c1, c2, c3, low), slope(c1, c2, c3, high));
        if (c3 > 0) {
            double vertex = -c2 / (3 * c3);
            if (vertex > low && vertex < high) {
                slope = Math.min(slope, slope(c1, c2, c3, vertex));
            }
        }
        double curvature = Math.max(Math.abs(2 * c2 + 6 * c3 * low), Math.abs(2 * c2 + 6 * c3 * high));
        // Margins for the rounding of s and M here and of the residuals at run time.
        slope = slope * (1 - 1e-9) - 1e-15;
        curvature = curvature * (1 + 1e-9) + 1e-12;
        if (!(slope > 1e-9)) {
            into[at] = Double.POSITIVE_INFINITY;
            into[at + 1] = Double.POSITIVE_INFINITY;
            return;
        }
        into[at] = 1 / slope;
        into[at + 1] = curvature / (2 * slope);
    }

    /**
     * Newton steps on x(u) - tau evaluated in double-double, so a node is exact to the last bits: the table
     * drops x(U) - τ_j, which must therefore be negligible beside the tolerance.
     */
    private static double polish(double a1, double a2, double u, double tau) {
        double c1 = 3 * a1;
        double c2 = 3 * a2 - 6 * a1;
        double c3 = 1 + 3 * a1 - 3 * a2;
        for (int step = 0; step < 2; step++) {
            double slope = slope(c1, c2, c3, u);
            if (!(slope > 0)) {
                return u;
            }
            double next = u - residual(a1, a2, u, tau) / slope;
            if (!(next > 0 && next < 1)) {
                return u;
            }
            u = next;
        }
        return u;
    }

    /** 3·a1·u(1-u)² + 3·a2·u²(1-u) + u³ - tau, summed in double-double. */
    private static double residual(double a1, double a2, double u, double tau) {
        double v = 1 - u;
        double vLow = (1 - v) - u;
        double[] vv = product(v, vLow, v, vLow);
        double[] uu = product(u, 0, u, 0);
        double[] first = product(3 * a1 * u, Math.fma(3 * a1, u, -(3 * a1 * u)), vv[0], vv[1]);
        double[] second = product(3 * a2, 0, uu[0], uu[1]);
        second = product(second[0], second[1], v, vLow);
        double[] third = product(uu[0], uu[1], u, 0);
        double[] total = sum(first[0], first[1], second[0], second[1]);
        total = sum(total[0], total[1], third[0], third[1]);
        total = sum(total[0], total[1], -tau, 0);
        return total[0] + total[1];
    }

    private static double[] sum(double aHigh, double aLow, double bHigh, double bLow) {
        double s = aHigh + bHigh;
        double virtual = s - aHigh;
        double error = (aHigh - (s - virtual)) + (bHigh - virtual) + aLow + bLow;
        double high = s + error;
        return new double[]{high, error - (high - s)};
    }

    private static double[] product(double aHigh, double aLow, double bHigh, double bLow) {
        double p = aHigh * bHigh;
        double error = Math.fma(aHigh, bHigh, -p) + aHigh * bLow + aLow * bHigh;
        double high = p + error;
        return new double[]{high, error - (high - p)};
    }

    private static double slope(double c1, double c2, double c3, double u) {
        return (3 * c3 * u + 2 * c2) * u + c1;
    }

    /** The parameter u in [0, 1] where the curve stored at {@code curve[at ..]} reaches {@code tau}. */
    public static double solve(double[] curve, int at, double tau) {
        if (!(tau > 0)) {
            return 0;
        }
        if (tau >= 1) {
            return 1;
        }
        double scaled = tau * CELLS;
        int j = (int) scaled;
        double local = scaled - j;
        int cell = at + CubicTime.STRIDE + j * CELL;
        double q1 = curve[cell + 4];
        double q2 = curve[cell + 5];
        double q3 = curve[cell + 6];
        double inverseSlope = curve[cell + 7];
        double k = curve[cell + 8];
        // τ - τ_j, exact: CELLS is a power of two.
        double target = local * WIDTH;
        double d = local * (curve[cell + 1] + local * (curve[cell + 2] + local * curve[cell + 3]));
        // Always two Newton steps and one final check: a data-dependent step count costs more in
        // mispredicted branches than the second division does.
        double residual = ((q3 * d + q2) * d + q1) * d - target;
        double reach = k * (residual * inverseSlope) * (residual * inverseSlope);
        d -= residual / ((3 * q3 * d + 2 * q2) * d + q1);
        residual = ((q3 * d + q2) * d + q1) * d - target;
        double nextReach = k * (residual * inverseSlope) * (residual * inverseSlope);
        d -= residual / ((3 * q3 * d + 2 * q2) * d + q1);
        residual = ((q3 * d + q2) * d + q1) * d - target;
        boolean inRegion = reach <= MARGIN & nextReach <= MARGIN;
        double error = Math.abs(residual) * inverseSlope;
        if (inRegion & error <= TOLERANCE) {
            return curve[cell] + d;
        }
        // A poor guess (a few percent of samples): more steps while each provably stays in the region.
        for (int step = 0; inRegion && step < 3; step++) {
            if (!(k * error * error <= MARGIN)) {
                break;
            }
            d -= residual / ((3 * q3 * d + 2 * q2) * d + q1);
            residual = ((q3 * d + q2) * d + q1) * d - target;
            error = Math.abs(residual) * inverseSlope;
            if (error <= TOLERANCE) {
                return curve[cell] + d;
            }
        }
        return CubicTime.solve(curve, at, tau);
    }
}

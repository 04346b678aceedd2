package dev.reel.runtime;

/**
 * A bent bezier segment's time curve ({@link CubicTime}) with a small table that turns the time → parameter
 * solve into a guess and one Halley step, still exact: the answer is proven within 1e-10 of the true
 * parameter (so the value within 3·10⁻¹⁰ of the segment's value range), else more checked steps or
 * {@link CubicTime#solve} take over.
 *
 * <p>Why: playback samples each segment many times, and {@link CubicTime#solve}'s bracketed Halley iteration
 * costs several dependent divisions and unpredictable branches per sample. The table holds the exact
 * parameter U and its slope du/dτ at {@value #CELLS} + 1 evenly spaced times; between two of them a cubic
 * Hermite guess is within about 1e-5 of the root. One Halley step on x(u) = c1·u + c2·u² + c3·u³ (cubic
 * convergence, one division) follows.
 *
 * <p>The proof: on [0, 1] the slope x' is at least s (computed here). By the mean value theorem an answer
 * d in [0, 1] is within |x(d) - τ| / s of the root, the rounding of the residual included, so the step's
 * answer is kept when that bound is at most {@value #TOLERANCE}. About one sample in a hundred (B1) needs a
 * Newton step more; a curve whose slope nearly vanishes somewhere (a handle of zero or full length, a flat
 * inflection) has a tiny s and takes the careful solve. The result depends on τ alone, never on an earlier sample, so
 * playback and scrubbing agree to the bit.
 *
 * <p>Memory decides the design as much as arithmetic: a finer table guesses better but costs cache lines,
 * and with the samplers' solves side by side ({@link ClipSampler}) B1 measured 16 intervals faster than 8: at
 * 8, one B1 solve in 21 failed its proof and took the slow path, at 16 one in 120. Layout at {@code at}: c1 c2
 * c3 1/s, then U and the slope (times the spacing) at each tabulated time, then the {@link CubicTime#STRIDE} doubles of
 * {@link CubicTime#expand}, which only the careful solve reads.
 */
public final class CubicTimeTable {
    /** Spaces between the tabulated times; a power of two so that τ·CELLS and its fraction are exact. */
    public static final int CELLS = 16;
    private static final double WIDTH = 1.0 / CELLS;
    private static final int NODES = 4;
    private static final int FALLBACK = NODES + 2 * (CELLS + 1);
    /** Doubles per curve. */
    public static final int STRIDE = FALLBACK + CubicTime.STRIDE;
    /** The parameter error a fast answer is allowed. */
    static final double TOLERANCE = 1e-10;
    /** A bound on the rounding error of a residual |x(d) - τ| computed in double. */
    private static final double ROUNDING = 1e-14;

    private CubicTimeTable() {
    }

    /** Writes the curve with normalised handle times {@code a1}, {@code a2} and its table at {@code into[at]}. */
    public static void expand(double a1, double a2, double[] into, int at) {
        CubicTime.expand(a1, a2, into, at + FALLBACK);
        double c1 = 3 * a1;
        double c2 = 3 * a2 - 6 * a1;
        double c3 = 1 + 3 * a1 - 3 * a2;
        double slope = Math.min(slope(c1, c2, c3, 0), slope(c1, c2, c3, 1));
        if (c3 > 0) {
            double vertex = -c2 / (3 * c3);
            if (vertex > 0 && vertex < 1) {
                slope = Math.min(slope, slope(c1, c2, c3, vertex));
            }
        }
        slope = slope * (1 - 1e-9) - 1e-15;
        into[at] = c1;
        into[at + 1] = c2;
        into[at + 2] = c3;
        // A curve that is flat somewhere gets 1/s = +infinity, which no answer passes.
        into[at + 3] = slope > 1e-9 ? 1 / slope : Double.POSITIVE_INFINITY;
        double[] nodes = new double[CELLS + 1];
        for (int j = 0; j <= CELLS; j++) {
            nodes[j] = j == 0 ? 0 : j == CELLS ? 1 : CubicTime.solve(into, at + FALLBACK, j * WIDTH);
        }
        for (int j = 0; j <= CELLS; j++) {
            // du/dτ times the spacing, limited to three neighbouring secants where the curve is nearly flat.
            double secant = Math.max(j > 0 ? nodes[j] - nodes[j - 1] : 0, j < CELLS ? nodes[j + 1] - nodes[j] : 0);
            double derivative = slope(c1, c2, c3, nodes[j]);
            into[at + NODES + 2 * j] = nodes[j];
            into[at + NODES + 2 * j + 1] = derivative > 0 ? Math.min(WIDTH / derivative, 3 * secant) : 3 * secant;
        }
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
        // Small enough to be compiled into its callers' loops: the rare poor guess goes on in refine.
        double d = halley(curve, at, tau);
        if (proven(curve, at, tau, d)) {
            return d;
        }
        return refine(curve, at, tau, Math.max(0, Math.min(1, d)), curve[at + 3]);
    }

    /** The table's cubic Hermite guess at {@code tau} in [0, 1]: within about 1e-5 of the root. */
    static double guess(double[] curve, int at, double tau) {
        double scaled = tau * CELLS;
        int j = (int) scaled;
        double local = scaled - j;
        int node = at + NODES + 2 * j;
        double start = curve[node];
        double from = curve[node + 1];
        double span = curve[node + 2] - start;
        double to = curve[node + 3];
        return Math.fma(local, Math.fma(local, Math.fma(local, from + to - 2 * span, 3 * span - 2 * from - to),
                from), start);
    }

    /** One Halley step from {@code d} towards the root of x(u) = tau (cubic convergence, one division). */
    static double step(double c1, double c2, double c3, double d, double tau) {
        double residual = Math.fma(Math.fma(Math.fma(c3, d, c2), d, c1), d, -tau);
        double slope = Math.fma(Math.fma(3 * c3, d, 2 * c2), d, c1);
        double bend = Math.fma(6 * c3, d, 2 * c2);
        return d - 2 * residual * slope / Math.fma(2 * slope, slope, -residual * bend);
    }

    /**
     * For {@code count} curves side by side (c1, c2, c3, 1/s of each in {@code x1} to {@code inverseSlope}):
     * one Halley step from each guess in {@code answers} towards its {@code taus} (each in [0, 1]), in place,
     * and the step's proven error bound into {@code bounds}: arithmetic only, on independent curves, so
     * that the processor overlaps many of them (where one solve at a time waits on its own chain).
     */
    static void steps(double[] x1, double[] x2, double[] x3, double[] inverseSlope, double[] taus,
                      double[] answers, double[] bounds, int count) {
        // Two loops, each simple enough for C2 to put on vector registers (one doing both, or clamping tau
        // here, it leaves scalar: three to four times slower on B1).
        for (int b = 0; b < count; b++) {
            answers[b] = step(x1[b], x2[b], x3[b], answers[b], taus[b]);
        }
        for (int b = 0; b < count; b++) {
            bounds[b] = bound(x1[b], x2[b], x3[b], inverseSlope[b], answers[b], taus[b]);
        }
    }

    /**
     * The proven bound on |d - root| for {@code d} (compared with {@link #TOLERANCE} by {@link #solve}): the
     * residual, its rounding allowed for, over the least slope. Arithmetic only, for loops the compiler runs
     * on vector registers.
     */
    static double bound(double c1, double c2, double c3, double inverseSlope, double d, double tau) {
        return (Math.abs(Math.fma(Math.fma(Math.fma(c3, d, c2), d, c1), d, -tau)) + ROUNDING) * inverseSlope;
    }

    /**
     * Whether an answer {@code d} whose proven error {@link #bound} is {@code bound} is kept: within the
     * tolerance of the root and inside [0, 1]. The one rule {@link #solve} and the samplers' loops both apply.
     */
    static boolean accepted(double bound, double d) {
        return bound <= TOLERANCE & d >= 0 & d <= 1;
    }

    /** Whether {@code d} is proven within the tolerance of the root for {@code tau}, and inside [0, 1]. */
    private static boolean proven(double[] curve, int at, double tau, double d) {
        return accepted(bound(curve[at], curve[at + 1], curve[at + 2], curve[at + 3], d, tau), d);
    }

    /**
     * The table's guess for {@code tau} in (0, 1] and one Halley step from it (cubic convergence, one
     * division). The caller checks the answer by its own residual.
     */
    private static double halley(double[] curve, int at, double tau) {
        return step(curve[at], curve[at + 1], curve[at + 2], guess(curve, at, tau), tau);
    }

    /** A poor guess: Newton steps, each answer checked by its own residual, then the careful solve. */
    private static double refine(double[] curve, int at, double tau, double guess, double inverseSlope) {
        double c1 = curve[at];
        double c2 = curve[at + 1];
        double c3 = curve[at + 2];
        double d = guess;
        for (int step = 0; step < 3; step++) {
            double residual = ((c3 * d + c2) * d + c1) * d - tau;
            double error = (Math.abs(residual) + ROUNDING) * inverseSlope;
            if (error <= TOLERANCE) {
                return d;
            }
            if (!(error <= 1)) {
                break;
            }
            d = Math.max(0, Math.min(1, d - residual / ((3 * c3 * d + 2 * c2) * d + c1)));
        }
        return CubicTime.solve(curve, at + FALLBACK, tau);
    }
}

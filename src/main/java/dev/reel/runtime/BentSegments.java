package dev.reel.runtime;

/**
 * The one-lane tracks of a {@link ClipSampler} whose current segment bends time (a time solve; ~18% of B1's at
 * 16 keys), listed as they come and go: per listed track a copy of what its solve reads — key time, inverse
 * span, time curve (offset, c1, c2, c3, 1/s of {@link CubicTimeTable}), value polynomial, value offset — so that
 * the solves read only these arrays, in order, and scratch for them. {@link #solve} takes
 * {@link CubicTimeTable#solve} apart into three loops of independent iterations: the table guesses, then the
 * Halley steps and their proofs (pure arithmetic on side-by-side arrays, which the compiler runs on vector
 * registers), then the values; the rare answer that is not proven solved again in full. The same bits as
 * {@link CubicTimeTable#solve}.
 */
final class BentSegments {
    /** Per slot: its segment's time curve in the timeline's curves when it bends time, else -1; its place listed. */
    private final int[] curveOf;
    private final int[] placeOf;
    /** Per listed segment, in list order: its slot, and what its solve reads. */
    private final int[] slots;
    private final double[] start;
    private final double[] inverse;
    private final int[] curve;
    private final double[] x1;
    private final double[] x2;
    private final double[] x3;
    private final double[] inverseSlope;
    private final double[] c0;
    private final double[] c1;
    private final double[] c2;
    private final double[] c3;
    private final int[] output;
    /** Scratch for the solves: tau, the answer, its proven bound. */
    private final double[] tau;
    private final double[] answer;
    private final double[] bound;
    private int count;

    /** Room for {@code n} one-lane tracks. */
    BentSegments(int n) {
        curveOf = new int[n];
        placeOf = new int[n];
        slots = new int[n];
        start = new double[n];
        inverse = new double[n];
        curve = new int[n];
        x1 = new double[n];
        x2 = new double[n];
        x3 = new double[n];
        inverseSlope = new double[n];
        c0 = new double[n];
        c1 = new double[n];
        c2 = new double[n];
        c3 = new double[n];
        output = new int[n];
        tau = new double[n];
        answer = new double[n];
        bound = new double[n];
    }

    /** Lists nothing: every slot is {@link #enter}ed again next. */
    void clear() {
        count = 0;
    }

    /** Slot {@code slot} leaves its segment: out of the list if it was bent (the last entry takes its place). */
    void leave(int slot) {
        if (curveOf[slot] < 0) {
            return;
        }
        int place = placeOf[slot];
        int last = slots[--count];
        slots[place] = last;
        placeOf[last] = place;
        start[place] = start[count];
        inverse[place] = inverse[count];
        curve[place] = curve[count];
        x1[place] = x1[count];
        x2[place] = x2[count];
        x3[place] = x3[count];
        inverseSlope[place] = inverseSlope[count];
        c0[place] = c0[count];
        c1[place] = c1[count];
        c2[place] = c2[count];
        c3[place] = c3[count];
        output[place] = output[count];
    }

    /**
     * Slot {@code slot} enters the segment of timeline record {@code at} (shape {@code shape}), its value written
     * at {@code out}: listed when the segment bends time.
     */
    void enter(int slot, double[] records, int at, double shape, double[] curves, int out) {
        if (!(shape < 0)) {
            curveOf[slot] = -1;
            return;
        }
        int from = (int) -shape - 1;
        curveOf[slot] = from;
        placeOf[slot] = count;
        int b = count++;
        slots[b] = slot;
        start[b] = records[at];
        inverse[b] = records[at + 2];
        curve[b] = from;
        x1[b] = curves[from];
        x2[b] = curves[from + 1];
        x3[b] = curves[from + 2];
        inverseSlope[b] = curves[from + 3];
        c0[b] = records[at + 4];
        c1[b] = records[at + 5];
        c2[b] = records[at + 6];
        c3[b] = records[at + 7];
        output[b] = out;
    }

    /** Writes the listed segments' values at {@code t} into {@code out}; {@code curves} are the timeline's. */
    void solve(double t, double[] curves, double[] out) {
        int n = count;
        if (n == 0) {
            return;
        }
        double[] starts = start;
        double[] inverses = inverse;
        double[] taus = tau;
        double[] answers = answer;
        int[] curveAt = curve;
        for (int b = 0; b < n; b++) {
            // tau in [0, 1]: the solve answers 0 at 0 and 1 from 1 on, its table covers that span.
            double tb = Math.min(Math.max(0, (t - starts[b]) * inverses[b]), 1);
            taus[b] = tb;
            answers[b] = CubicTimeTable.guess(curves, curveAt[b], tb);
        }
        CubicTimeTable.steps(x1, x2, x3, inverseSlope, taus, answers, bound, n);
        double[] k0 = c0;
        double[] k1 = c1;
        double[] k2 = c2;
        double[] k3 = c3;
        int[] outputs = output;
        double[] bounds = bound;
        for (int b = 0; b < n; b++) {
            double tb = taus[b];
            double d = answers[b];
            double u = tb > 0 ? tb < 1 ? d : 1 : 0;
            if (!CubicTimeTable.accepted(bounds[b], d) && tb > 0 && tb < 1) {
                u = CubicTimeTable.solve(curves, curveAt[b], tb);
            }
            out[outputs[b]] = k0[b] + ((k3[b] * u + k2[b]) * u + k1[b]) * u;
        }
    }
}

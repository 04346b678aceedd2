package dev.reel.bench;

import dev.reel.runtime.CubicTime;
import dev.reel.runtime.CubicTimeTable;
import javafx.animation.Interpolator;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * B2: the error and the cost of one bezier segment solve (time to value) for Reel's {@link CubicTime} (the
 * careful solve) and {@link CubicTimeTable} (what the samplers use: a tabulated guess and a proven step),
 * Godot's 10 bisections, a 10-segment table as Spine builds it, and JavaFX's {@code Interpolator.SPLINE}.
 * The curves run from (0, 0) to (1, 1) with control points in [0, 1] (what SPLINE accepts); a quarter are
 * steep (a handle of zero or full length in time). Errors are in units of the value range (1), against a
 * reference that bisects to adjacent doubles with the time curve evaluated in double-double.
 */
@Tag("bench")
@Tag("B2")
class BezierSolveBench {
    private static final int CURVES = 100_000;
    private static final int TIMES = 4;

    @Test
    void solveErrorAndNanosecondsPerSolve() {
        Random random = new Random(555);
        double[] x1 = new double[CURVES];
        double[] y1 = new double[CURVES];
        double[] x2 = new double[CURVES];
        double[] y2 = new double[CURVES];
        double[] taus = new double[CURVES * TIMES];
        double[] reference = new double[CURVES * TIMES];
        for (int curve = 0; curve < CURVES; curve++) {
            x1[curve] = handle(random);
            x2[curve] = 1 - handle(random);
            y1[curve] = random.nextDouble();
            y2[curve] = random.nextDouble();
            for (int i = 0; i < TIMES; i++) {
                double tau = random.nextDouble();
                taus[curve * TIMES + i] = tau;
                double u = ReferenceSolve.parameter(x1[curve], x2[curve], tau);
                reference[curve * TIMES + i] = SegmentCurves.bernstein(0, y1[curve], y2[curve], 1, u);
            }
        }
        double[] reelCurves = new double[CURVES * CubicTime.STRIDE];
        double[] playbackCurves = new double[CURVES * CubicTimeTable.STRIDE];
        Interpolator[] splines = new Interpolator[CURVES];
        double[] tables = new double[CURVES * 18];
        for (int curve = 0; curve < CURVES; curve++) {
            CubicTime.expand(x1[curve], x2[curve], reelCurves, curve * CubicTime.STRIDE);
            CubicTimeTable.expand(x1[curve], x2[curve], playbackCurves, curve * CubicTimeTable.STRIDE);
            splines[curve] = Interpolator.SPLINE(x1[curve], y1[curve], x2[curve], y2[curve]);
            SpineTable.build(x1[curve], y1[curve], x2[curve], y2[curve], tables, curve * 18);
        }
        double[] results = new double[CURVES * TIMES];
        long solves = (long) CURVES * TIMES;

        Harness.Body reelBody = () -> {
            double sum = 0;
            for (int curve = 0; curve < CURVES; curve++) {
                double p1 = y1[curve];
                double p2 = y2[curve];
                for (int i = 0; i < TIMES; i++) {
                    double u = CubicTime.solve(reelCurves, curve * CubicTime.STRIDE, taus[curve * TIMES + i]);
                    double value = SegmentCurves.bernstein(0, p1, p2, 1, u);
                    results[curve * TIMES + i] = value;
                    sum += value;
                }
            }
            return sum;
        };

        // What the samplers solve with: the tabulated guess, one Halley step and its proof, else the above.
        Harness.Body tableReelBody = () -> {
            double sum = 0;
            for (int curve = 0; curve < CURVES; curve++) {
                double p1 = y1[curve];
                double p2 = y2[curve];
                for (int i = 0; i < TIMES; i++) {
                    double u = CubicTimeTable.solve(playbackCurves, curve * CubicTimeTable.STRIDE,
                            taus[curve * TIMES + i]);
                    double value = SegmentCurves.bernstein(0, p1, p2, 1, u);
                    results[curve * TIMES + i] = value;
                    sum += value;
                }
            }
            return sum;
        };

        Harness.Body godotBody = () -> {
            double sum = 0;
            for (int curve = 0; curve < CURVES; curve++) {
                for (int i = 0; i < TIMES; i++) {
                    double value = SegmentCurves.godotStyle(1, 0, x1[curve], y1[curve], x2[curve] - 1, y2[curve] - 1,
                            1, taus[curve * TIMES + i]);
                    results[curve * TIMES + i] = value;
                    sum += value;
                }
            }
            return sum;
        };

        Harness.Body tableBody = () -> {
            double sum = 0;
            for (int curve = 0; curve < CURVES; curve++) {
                for (int i = 0; i < TIMES; i++) {
                    double value = SpineTable.percent(tables, curve * 18, taus[curve * TIMES + i]);
                    results[curve * TIMES + i] = value;
                    sum += value;
                }
            }
            return sum;
        };

        Harness.Body javaFxBody = () -> {
            double sum = 0;
            for (int curve = 0; curve < CURVES; curve++) {
                Interpolator spline = splines[curve];
                for (int i = 0; i < TIMES; i++) {
                    double value = spline.interpolate(0.0, 1.0, taus[curve * TIMES + i]);
                    results[curve * TIMES + i] = value;
                    sum += value;
                }
            }
            return sum;
        };
        sink(reelBody);
        double reelError = maxError(results, reference);
        sink(tableReelBody);
        double tableReelError = maxError(results, reference);
        sink(godotBody);
        double godotError = maxError(results, reference);
        sink(tableBody);
        double tableError = maxError(results, reference);
        sink(javaFxBody);
        double javaFxError = maxError(results, reference);
        double[] nanos = Harness.nanosPer(solves, reelBody, godotBody, tableBody, javaFxBody, tableReelBody);
        double reelTime = nanos[0];
        double godotTime = nanos[1];
        double tableTime = nanos[2];
        double javaFxTime = nanos[3];
        double tableReelTime = nanos[4];

        Harness.report("B2", "max-error", reelError, "godot-style", godotError, "value-range", "<=1e-6");
        Harness.report("B2", "max-error", reelError, "spine-10-segments", tableError, "value-range", "<=1e-6");
        Harness.report("B2", "max-error", reelError, "javafx-spline", javaFxError, "value-range", "<=1e-6");
        Harness.report("B2", "solve", reelTime, "godot-style", godotTime, "ns/solve", null);
        Harness.report("B2", "solve", reelTime, "spine-10-segments", tableTime, "ns/solve", null);
        Harness.report("B2", "solve", reelTime, "javafx-spline", javaFxTime, "ns/solve", null);
        Harness.report("B2", "max-error-playback", tableReelError, "godot-style", godotError, "value-range",
                "<=1e-6");
        Harness.report("B2", "solve-playback", tableReelTime, "godot-style", godotTime, "ns/solve", null);
        assertThat(reelError).isLessThanOrEqualTo(1e-6);
        assertThat(tableReelError).isLessThanOrEqualTo(1e-6);
    }

    private static void sink(Harness.Body body) {
        Harness.sink += body.run();
    }

    /** Handle length as a fraction of the segment: mostly ordinary, a quarter zero or full (steep curves). */
    private static double handle(Random random) {
        return switch (random.nextInt(8)) {
            case 0 -> 0;
            case 1 -> 1;
            default -> random.nextDouble();
        };
    }

    private static double maxError(double[] results, double[] reference) {
        double worst = 0;
        for (int i = 0; i < results.length; i++) {
            worst = Math.max(worst, Math.abs(results[i] - reference[i]));
        }
        return worst;
    }
}

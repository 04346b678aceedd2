package dev.reel.runtime;

import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.Track;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Bezier segments against a reference that solves time to parameter by bisection with the time curve
 * evaluated in double-double arithmetic (about 32 digits), so the reference stays exact even where the
 * time curve is flat (steep value curves).
 */
class BezierAccuracyTest {
    private static final int CURVES = 100_000;
    private static final int TIMES_PER_CURVE = 4;
    private static final int BATCH = 1_000;

    @Test
    void everyCurveIsWithinAMillionthOfItsValueRange() {
        long seed = 20240611L;
        Random random = new Random(seed);
        double worst = 0;
        String worstCase = "";
        // Curves go a thousand at a time into one clip, one track each.
        for (int batch = 0; batch < CURVES / BATCH; batch++) {
            double[][] curves = new double[BATCH][];
            List<Track> tracks = new ArrayList<>();
            for (int i = 0; i < BATCH; i++) {
                double outTime = handleTime(random);
                double inTime = -handleTime(random);
                double startValue = (random.nextDouble() - 0.5) * 200;
                double endValue = random.nextInt(20) == 0 ? startValue : (random.nextDouble() - 0.5) * 200;
                double spread = Math.max(1, Math.abs(endValue - startValue));
                double outValue = (random.nextDouble() - 0.5) * 4 * spread;
                double inValue = (random.nextDouble() - 0.5) * 4 * spread;
                curves[i] = new double[]{outTime, inTime, startValue, startValue + outValue, endValue + inValue,
                        endValue};
                // The segment spans [0, 1] so that the normalised time is the clip time itself.
                tracks.add(Clips.track("N" + i, "A.b", Kind.FLOAT32,
                        Clips.free(0, startValue, 0, 0, outTime, outValue),
                        Clips.free(1, endValue, inTime, inValue, 0, 0)));
            }
            ClipSampler sampler = new ClipSampler(CompiledClip.compile(
                    Clips.clip(1, dev.reel.model.LoopMode.ONCE, tracks, List.of())));
            for (int i = 0; i < BATCH; i++) {
                double[] curve = curves[i];
                double range = Math.max(Math.max(curve[2], curve[5]), Math.max(curve[3], curve[4]))
                        - Math.min(Math.min(curve[2], curve[5]), Math.min(curve[3], curve[4]));
                for (int sample = 0; sample < TIMES_PER_CURVE; sample++) {
                    double t = switch (sample) {
                        case 0 -> 0.5;
                        case 1 -> 0.5 + (random.nextDouble() - 0.5) * 1e-6; // around a flat inflection, if any
                        default -> random.nextDouble();
                    };
                    sampler.sample(i, t);
                    double u = referenceParameter(curve[0], 1 + curve[1], t);
                    double expected = bernstein(curve[2], curve[3], curve[4], curve[5], u);
                    double error = Math.abs(sampler.lane(i, 0) - expected) / range;
                    if (error > worst) {
                        worst = error;
                        worstCase = "curve " + (batch * BATCH + i) + " handles (" + curve[0] + ", " + curve[1]
                                + ") t=" + t;
                    }
                }
            }
        }
        System.out.println("BezierAccuracyTest: worst error " + worst + " of the value range at " + worstCase
                + " (seed " + seed + ")");
        assertThat(worst).as("seed %d, %s", seed, worstCase).isLessThanOrEqualTo(1e-6);
    }

    /** A handle time in [0, 1]: often ordinary, sometimes zero, full length or nearly so (steep curves). */
    private static double handleTime(Random random) {
        return switch (random.nextInt(8)) {
            case 0 -> 0;
            case 1 -> 1;
            case 2 -> 1 - random.nextDouble() * 1e-9;
            case 3 -> random.nextDouble() * 1e-6;
            default -> random.nextDouble();
        };
    }

    private static double bernstein(double p0, double p1, double p2, double p3, double u) {
        double v = 1 - u;
        return p0 * v * v * v + 3 * p1 * u * v * v + 3 * p2 * u * u * v + p3 * u * u * u;
    }

    /** Bisection to adjacent doubles on the sign of x(u) - tau computed in double-double. */
    static double referenceParameter(double a1, double a2, double tau) {
        double low = 0;
        double high = 1;
        while (true) {
            double middle = 0.5 * (low + high);
            if (middle <= low || middle >= high) {
                return middle;
            }
            if (timeMinus(a1, a2, middle, tau) < 0) {
                low = middle;
            } else {
                high = middle;
            }
        }
    }

    /** 3·a1·u(1-u)² + 3·a2·u²(1-u) + u³ - tau in double-double; returns its sign-bearing high part. */
    private static double timeMinus(double a1, double a2, double u, double tau) {
        double[] v = sum(1, 0, -u, 0);
        double[] vv = product(v[0], v[1], v[0], v[1]);
        double[] uu = product(u, 0, u, 0);
        double[] first = product(product(3 * a1, 0, u, 0), vv);
        double[] second = product(product(3 * a2, 0, uu[0], uu[1]), v);
        double[] third = product(uu, new double[]{u, 0});
        double[] total = sum(first, second);
        total = sum(total, third);
        total = sum(total[0], total[1], -tau, 0);
        return total[0] + total[1];
    }

    private static double[] sum(double[] a, double[] b) {
        return sum(a[0], a[1], b[0], b[1]);
    }

    private static double[] sum(double aHigh, double aLow, double bHigh, double bLow) {
        double s = aHigh + bHigh;
        double bb = s - aHigh;
        double error = (aHigh - (s - bb)) + (bHigh - bb);
        error += aLow + bLow;
        double high = s + error;
        return new double[]{high, error - (high - s)};
    }

    private static double[] product(double[] a, double[] b) {
        return product(a[0], a[1], b[0], b[1]);
    }

    private static double[] product(double aHigh, double aLow, double bHigh, double bLow) {
        double p = aHigh * bHigh;
        double error = Math.fma(aHigh, bHigh, -p);
        error += aHigh * bLow + aLow * bHigh;
        double high = p + error;
        return new double[]{high, error - (high - p)};
    }

    @Test
    void autoTangentsNeverOvershootTheirKeys() {
        for (int run = 0; run < 2_000; run++) {
            long seed = 77_000L + run;
            Random random = new Random(seed);
            int count = 2 + random.nextInt(8);
            List<Key> keys = new ArrayList<>();
            double time = 0;
            boolean rising = random.nextBoolean();
            double value = 0;
            for (int i = 0; i < count; i++) {
                keys.add(Clips.key(time, value));
                time += 0.01 + random.nextDouble() * 2;
                // Half the runs are monotone; the others wander up and down.
                double change = random.nextDouble() * (random.nextBoolean() ? 10 : 0.01);
                value += run % 2 == 0 ? (rising ? change : -change) : (random.nextDouble() - 0.5) * 10;
            }
            Track track = Clips.track("", "A.b", Kind.FLOAT32, keys.toArray(new Key[0]));
            ClipSampler sampler = new ClipSampler(Clips.compiled(track));
            for (int segment = 0; segment + 1 < count; segment++) {
                double start = keys.get(segment).time();
                double end = keys.get(segment + 1).time();
                double from = ((dev.reel.model.Value.Num) keys.get(segment).value()).value();
                double to = ((dev.reel.model.Value.Num) keys.get(segment + 1).value()).value();
                double previous = from;
                for (int step = 1; step <= 50; step++) {
                    sampler.sample(0, start + (end - start) * step / 50.0);
                    double sampled = sampler.lane(0, 0);
                    double slack = 1e-9 * (1 + Math.abs(from) + Math.abs(to));
                    assertThat(sampled).as("seed %d segment %d step %d", seed, segment, step)
                            .isBetween(Math.min(from, to) - slack, Math.max(from, to) + slack);
                    // Monotone inside the segment, in the direction of its keys.
                    assertThat((sampled - previous) * Math.signum(to - from)).as("seed %d", seed)
                            .isGreaterThanOrEqualTo(-slack);
                    previous = sampled;
                }
            }
        }
    }

    @Test
    void aSampleDependsOnlyOnTheTimeNotOnWhatWasSampledBefore() {
        long seed = 4242L;
        Random random = new Random(seed);
        List<Key> keys = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            double time = i * 0.25 + random.nextDouble() * 0.2;
            // Half the keys have free handles, so some segments solve time: still a pure function of t.
            keys.add(random.nextBoolean()
                    ? Clips.key(time, random.nextDouble(), dev.reel.model.Interp.values()[random.nextInt(3)])
                    : Clips.free(time, random.nextDouble(), -random.nextDouble() * 0.3, random.nextDouble(),
                            random.nextDouble() * 0.3, random.nextDouble()));
        }
        Track track = Clips.track("", "A.b", Kind.FLOAT32, keys.toArray(new Key[0]));
        CompiledClip clip = Clips.compiled(track);
        ClipSampler scrubbing = new ClipSampler(clip);
        for (int i = 0; i < 5_000; i++) {
            double t = random.nextDouble() * 11 - 0.5;
            scrubbing.sample(0, t);
            ClipSampler fresh = new ClipSampler(clip);
            fresh.sample(0, t);
            assertThat(scrubbing.lane(0, 0)).as("seed %d t=%s", seed, t).isEqualTo(fresh.lane(0, 0));
        }
    }
}

package dev.reel.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;

/**
 * A small timing harness for the benchmarks: warm-up runs, then several timed runs, median taken;
 * callers fold every result into {@link #sink} so the JIT cannot drop the work.
 */
final class Harness {
    static final int WARM_UP_RUNS = 12;
    static final int TIMED_RUNS = 15;
    static volatile double sink;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private Harness() {
    }

    /** A measured body: one run, returning a checksum of what it computed. */
    interface Body {
        double run();
    }

    /**
     * Median nanoseconds per operation of each body, which performs {@code operations} operations per run.
     * The bodies are timed in turn, round after round, so that a change in the machine's load during the
     * measurement falls on all of them alike. Time is the thread's CPU time where the JVM measures it: the
     * machine is shared, and wall time would count the time the thread waited for a core.
     */
    static double[] nanosPer(long operations, Body... bodies) {
        for (int i = 0; i < WARM_UP_RUNS; i++) {
            for (Body body : bodies) {
                sink += body.run();
            }
        }
        double[][] runs = new double[bodies.length][TIMED_RUNS];
        for (int i = 0; i < TIMED_RUNS; i++) {
            for (int b = 0; b < bodies.length; b++) {
                long start = now();
                sink += bodies[b].run();
                runs[b][i] = (now() - start) / (double) operations;
            }
        }
        double[] medians = new double[bodies.length];
        for (int b = 0; b < bodies.length; b++) {
            Arrays.sort(runs[b]);
            medians[b] = runs[b][TIMED_RUNS / 2];
        }
        return medians;
    }

    /** The current thread's CPU time in nanoseconds, or wall time when the JVM cannot measure it. */
    static long now() {
        return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    static String format(double value) {
        if (value != 0 && Math.abs(value) < 1e-3) {
            return String.format(java.util.Locale.ROOT, "%.2e", value);
        }
        return String.format(java.util.Locale.ROOT, "%.2f", value);
    }

    /** Prints one BENCH line in the agreed format. */
    static void report(String bench, String figure, double reel, String peerName, double peer, String unit,
                       String target) {
        StringBuilder line = new StringBuilder("BENCH ").append(bench).append(' ').append(figure)
                .append(" reel=").append(format(reel));
        if (peerName != null) {
            line.append(" peer=").append(peerName).append(':').append(format(peer));
        }
        line.append(" unit=").append(unit);
        if (peerName != null && reel > 0) {
            line.append(" ratio=").append(format(peer / reel));
        }
        if (target != null) {
            line.append(" target=").append(target);
        }
        System.out.println(line);
    }
}

package dev.reel.reliability;

import java.util.ArrayList;
import java.util.List;

/**
 * Feeds each hostile input many times and measures the median time of one run and the heap still in use after
 * all runs (after a full collection) compared with before: a leak or a hang would show in one of them.
 */
public final class HostileRun {
    /** The outcome of one hostile input. */
    public record Outcome(HostileCase hostile, int runs, boolean reported, String failure, double medianMillis,
                          long heapGrowthKilobytes) {
    }

    private HostileRun() {
    }

    /** Runs {@code hostile} {@code runs} times (after two warm-up runs). */
    public static Outcome measure(HostileCase hostile, int runs) {
        String failure = null;
        boolean reported = true;
        try {
            for (int warm = 0; warm < 2; warm++) {
                hostile.run().get();
            }
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            return new Outcome(hostile, 0, false, e.toString(), 0, 0);
        }
        long before = usedHeap();
        List<Long> times = new ArrayList<>();
        for (int run = 0; run < runs; run++) {
            long start = System.nanoTime();
            String report;
            try {
                report = hostile.run().get();
            } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
                failure = e.toString();
                reported = false;
                break;
            }
            times.add(System.nanoTime() - start);
            if (!report.contains(hostile.code().name())) {
                reported = false;
                failure = "not reported: " + report.lines().limit(3).toList();
                break;
            }
        }
        long growth = Math.max(0, usedHeap() - before) / 1024;
        times.sort(null);
        double median = times.isEmpty() ? 0 : times.get(times.size() / 2) / 1e6;
        return new Outcome(hostile, times.size(), reported, failure, median, growth);
    }

    private static long usedHeap() {
        Runtime runtime = Runtime.getRuntime();
        for (int round = 0; round < 3; round++) {
            System.gc();
        }
        return runtime.totalMemory() - runtime.freeMemory();
    }
}

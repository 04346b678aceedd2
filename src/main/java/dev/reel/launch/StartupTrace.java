package dev.reel.launch;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * The start-up timeline printed with {@code -Dreel.startup.trace=true}: one line on stderr per step (JVM start
 * to {@code main}, the JavaFX toolkit, the window built, CSS, the first pulse, the project scan, thumbnails,
 * SDL, usable), each with the seconds since the JVM started and since the step before. Each step prints once,
 * the first time it is reached; without the flag nothing is printed and a mark costs a field read.
 */
public final class StartupTrace {
    private static final boolean ON = Boolean.getBoolean("reel.startup.trace");
    private static final Set<String> SEEN = new HashSet<>();
    private static final long ORIGIN_NANOS = System.nanoTime();
    private static final long ORIGIN_MILLIS = System.currentTimeMillis();
    private static long jvmStartMillis = -1;
    private static double last;
    private static double lastCpu;

    private StartupTrace() {
    }

    /** Whether the trace prints. */
    public static boolean on() {
        return ON;
    }

    /** Prints {@code step} once, with the time since the JVM started. */
    public static void mark(String step) {
        if (!ON) {
            return;
        }
        synchronized (SEEN) {
            if (!SEEN.add(step)) {
                return;
            }
            double now = secondsSinceJvmStart();
            double cpu = processCpuSeconds();
            System.err.printf(Locale.ROOT, "reel startup: %7.3f s  +%.3f  %s  [cpu %.3f s, +%.3f; this thread %.3f s]%n",
                    now, now - last, step, cpu, cpu - lastCpu, threadCpuSeconds());
            last = now;
            lastCpu = cpu;
        }
    }

    /** The CPU seconds the whole process used so far (every thread, the JVM's own too), or 0 if unknown. */
    private static double processCpuSeconds() {
        if (java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                instanceof com.sun.management.OperatingSystemMXBean os) {
            return Math.max(0, os.getProcessCpuTime()) / 1e9;
        }
        return 0;
    }

    /** The CPU seconds the calling thread used so far. */
    private static double threadCpuSeconds() {
        return Math.max(0, java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime()) / 1e9;
    }

    /**
     * The seconds since the JVM started, as the JVM itself recorded it, or since {@code -Dreel.startup.origin}
     * (milliseconds since the epoch, e.g. {@code $(date +%s%3N)} in the script that launches Reel, so the
     * time the launcher and JVM take to come up is counted too).
     */
    static double secondsSinceJvmStart() {
        long nowMillis = ORIGIN_MILLIS + (System.nanoTime() - ORIGIN_NANOS) / 1_000_000;
        return (nowMillis - originMillis()) / 1000.0;
    }

    /** The moment the trace counts from, in milliseconds since the epoch (see {@link #secondsSinceJvmStart}). */
    static long originMillis() {
        if (jvmStartMillis < 0) {
            Long origin = Long.getLong("reel.startup.origin");
            jvmStartMillis = origin != null ? origin
                    : java.lang.management.ManagementFactory.getRuntimeMXBean().getStartTime();
        }
        return jvmStartMillis;
    }
}

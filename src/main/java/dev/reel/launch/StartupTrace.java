package dev.reel.launch;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

/**
 * The start-up timeline printed with {@code -Dreel.startup.trace=true}: one line on stderr per step (JVM start
 * to {@code main}, the JavaFX toolkit, the window built, CSS, the first pulse, the project scan, thumbnails,
 * SDL, usable), each with the seconds since the JVM started and since the step before. Each step prints once,
 * the first time it is reached; without the flag nothing is printed and a mark costs a field read.
 *
 * <p>On Linux the processor times come from {@code /proc} and each line is formatted by hand: Java's management
 * beans and {@link java.util.Formatter} loaded some 500 classes (and spun lambdas) in the first Java, the one the
 * restart replaces, so the trace itself added about a tenth of a second to the start it measures.
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
            StringBuilder line = new StringBuilder(160).append("reel startup: ");
            String time = seconds(now);
            for (int pad = time.length(); pad < 7; pad++) {
                line.append(' ');
            }
            line.append(time).append(" s  +").append(seconds(now - last)).append("  ").append(step)
                    .append("  [cpu ").append(seconds(cpu)).append(" s, +").append(seconds(cpu - lastCpu))
                    .append("; this thread ").append(seconds(threadCpuSeconds())).append(" s]");
            System.err.println(line);
            last = now;
            lastCpu = cpu;
        }
    }

    /** {@code value} with three decimals, as {@code %.3f} prints it in the root locale. */
    static String seconds(double value) {
        long thousandths = Math.round(Math.abs(value) * 1000);
        String fraction = Long.toString(1000 + thousandths % 1000).substring(1);
        String whole = Long.toString(thousandths / 1000);
        return (value < 0 && thousandths != 0 ? "-" : "").concat(whole).concat(".").concat(fraction);
    }

    /** The CPU seconds the whole process used so far (every thread, the JVM's own too), or 0 if unknown. */
    private static double processCpuSeconds() {
        if (LibC.linux()) {
            // utime and stime, fields 14 and 15, in clock ticks of 1/100 s; the command name, field 2, is in
            // parentheses and may hold spaces, so fields are counted after its closing one.
            String stat = proc("/proc/self/stat");
            int afterName = stat.lastIndexOf(')');
            if (afterName > 0) {
                String[] fields = stat.substring(afterName + 2).split(" ");
                try {
                    return (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) / 100.0;
                } catch (NumberFormatException | ArrayIndexOutOfBoundsException unexpected) {
                    // Ask the management bean below.
                }
            }
        }
        if (java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                instanceof com.sun.management.OperatingSystemMXBean os) {
            return Math.max(0, os.getProcessCpuTime()) / 1e9;
        }
        return 0;
    }

    /** The CPU seconds the calling thread used so far. */
    private static double threadCpuSeconds() {
        if (LibC.linux()) {
            // The first number is the nanoseconds the thread has run.
            String schedstat = proc("/proc/thread-self/schedstat");
            int end = schedstat.indexOf(' ');
            try {
                return Long.parseLong(schedstat.substring(0, Math.max(end, 0))) / 1e9;
            } catch (NumberFormatException unexpected) {
                // Ask the management bean below.
            }
        }
        return Math.max(0, java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime()) / 1e9;
    }

    /** The text of the file {@code path} under {@code /proc}, or "" when it cannot be read. */
    private static String proc(String path) {
        try {
            return new String(Files.readAllBytes(Path.of(path)), StandardCharsets.ISO_8859_1);
        } catch (IOException | RuntimeException unreadable) {
            return "";
        }
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

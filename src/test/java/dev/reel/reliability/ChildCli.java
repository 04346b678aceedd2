package dev.reel.reliability;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs {@code reel ARGS...} in a child JVM with a given {@code -Xmx} through {@link PeakHeap}, and reads back its
 * exit code, standard error and peak heap: a bounded-memory check that the test's own heap cannot disturb.
 */
public final class ChildCli {
    /**
     * What one child run gave.
     *
     * @param peakBytes the heap pools' summed peak, or -1 when the child never printed it (it died)
     * @param liveBytes the most heap in use just after a collection, or -1 as above
     */
    public record Result(int exit, String err, long peakBytes, long liveBytes, double seconds) {
        /** Whether standard error shows a Java stack trace or an out-of-memory error. */
        public boolean printedTrace() {
            return err.contains("\tat ") || err.contains("Exception in thread") || err.contains("java.lang.");
        }

        public boolean outOfMemory() {
            return err.contains("OutOfMemoryError") || err.contains("out of memory");
        }

        public String peakMebibytes() {
            return mebibytes(peakBytes);
        }

        public String liveMebibytes() {
            return mebibytes(liveBytes);
        }

        private static String mebibytes(long bytes) {
            return bytes < 0 ? "?" : String.format("%.1f", bytes / (1024.0 * 1024.0));
        }

        /** Standard error without the {@link PeakHeap} line. */
        public String messages() {
            return err.lines().filter(line -> !line.startsWith(PeakHeap.PREFIX)).reduce("", (a, b) -> a + b + "\n");
        }
    }

    private ChildCli() {
    }

    /**
     * The quick compiler alone, as the product starts {@code reel check} ({@code dev.reel.launch.CommandRelaunch}).
     * The slice rows keep it too, though {@code reel slice} starts with both: the compiler moves no heap bound, and
     * the optimising one cost the 16384² grid slice 8.9 s of processor time against 5.3 s.
     */
    public static final List<String> QUICK_COMPILER = List.of("-XX:TieredStopAtLevel=1");

    /**
     * Java's own compilers, as the product starts {@code reel play}: the 50 MB clip's play took 14.2 s of processor
     * time with the quick compiler alone and 9.5 s with both.
     */
    public static final List<String> BOTH_COMPILERS = List.of();

    /** Runs {@code args} under {@code -Xmx<maxHeap>} (such as "256m"), killed after {@code timeoutSeconds}. */
    public static Result run(String maxHeap, long timeoutSeconds, String... args) throws IOException,
            InterruptedException {
        return run(maxHeap, timeoutSeconds, QUICK_COMPILER, args);
    }

    /** {@link #run(String, long, String...)} with the compiler options {@code compilers}. */
    public static Result run(String maxHeap, long timeoutSeconds, List<String> compilers, String... args)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx" + maxHeap, "-XX:+UseSerialGC"));
        command.addAll(compilers);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), PeakHeap.class.getName()));
        command.addAll(List.of(args));
        Path err = Files.createTempFile("reel-child", ".err");
        try {
            long start = System.nanoTime();
            Process child = new ProcessBuilder(command).redirectError(err.toFile())
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!child.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                child.destroyForcibly().waitFor();
                return new Result(-1, "timed out after " + timeoutSeconds + " s", -1, -1, timeoutSeconds);
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            String text = Files.readString(err, StandardCharsets.UTF_8);
            long peak = -1;
            long live = -1;
            for (String line : text.lines().toList()) {
                if (line.startsWith(PeakHeap.PREFIX)) {
                    String[] words = line.substring(PeakHeap.PREFIX.length()).split(" ");
                    peak = Long.parseLong(words[0]);
                    live = Long.parseLong(words[2]);
                }
            }
            return new Result(child.exitValue(), text, peak, live, seconds);
        } finally {
            Files.deleteIfExists(err);
        }
    }
}

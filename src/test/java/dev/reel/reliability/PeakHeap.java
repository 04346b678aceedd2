package dev.reel.reliability;

import dev.reel.cli.ReelCommand;

import java.io.PrintWriter;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A child JVM's main: runs {@code reel ARGS...} as the jar would, keeping only the first {@value #KEPT} characters
 * of standard output (printed to standard error at the end, so a row can read the diagnostics {@code reel check}
 * prints there, while a million replay rows cost nothing), and prints {@code PEAK_HEAP bytes exit} as its last line of standard error:
 * the sum of the heap pools' peak usage, read from their {@link MemoryPoolMXBean}s.
 */
public final class PeakHeap {
    /** The prefix of the line the child prints last. */
    public static final String PREFIX = "PEAK_HEAP ";
    static final int KEPT = 16 * 1024;

    private PeakHeap() {
    }

    public static void main(String[] args) {
        LiveHeap live = LiveHeap.watch();
        StringBuilder kept = new StringBuilder();
        PrintWriter out = new PrintWriter(new Writer() {
            @Override
            public void write(char[] buffer, int offset, int length) {
                kept.append(buffer, offset, Math.max(0, Math.min(length, KEPT - kept.length())));
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        });
        PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
        int exit = ReelCommand.run(args, out, err);
        err.print(kept);
        // Kept output may end mid-line; the peak line must start a line of its own to be found.
        if (kept.length() > 0 && kept.charAt(kept.length() - 1) != '\n') {
            err.println();
        }
        err.flush();
        System.err.println(PREFIX + peak() + " " + exit + " " + live.most());
        System.exit(exit);
    }

    /** The sum of every heap pool's peak usage so far, in bytes. */
    static long peak() {
        long sum = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                sum += pool.getPeakUsage().getUsed();
            }
        }
        return sum;
    }

    /** What one measured run gave: the peak heap, the exit code and what the child printed. */
    public record Run(long peakBytes, int exit, String output) {
    }

    /** Runs {@code reel args} in a child JVM with {@code -Xmx} = {@code maxHeap} (such as "2g"). */
    public static Run measure(String maxHeap, Path workingFolder, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx" + maxHeap, "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"),
                PeakHeap.class.getName()));
        command.addAll(List.of(args));
        Process child = new ProcessBuilder(command).directory(workingFolder.toFile()).redirectErrorStream(true)
                .start();
        byte[] output = child.getInputStream().readAllBytes();
        if (!child.waitFor(10, TimeUnit.MINUTES)) {
            child.destroyForcibly();
            throw new IllegalStateException("the measured child did not finish");
        }
        String text = new String(output, StandardCharsets.UTF_8);
        String last = text.strip().lines().reduce((first, second) -> second).orElse("");
        if (!last.startsWith(PREFIX)) {
            throw new IllegalStateException("the measured child printed no peak: " + text);
        }
        String[] words = last.substring(PREFIX.length()).split(" ");
        return new Run(Long.parseLong(words[0]), Integer.parseInt(words[1]), text);
    }
}

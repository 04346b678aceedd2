package dev.reel.reliability;

import dev.reel.cli.ReelCommand;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs one {@code reel} subcommand in a child JVM and reports its peak heap: the main of that child prints
 * {@code PEAK_HEAP bytes EXIT code} as its last line, the sum of every heap pool's peak usage (an upper bound:
 * the pools need not peak at the same moment).
 */
public final class PeakHeap {
    private PeakHeap() {
    }

    /** The child's entry point: runs {@code reel ARGS}, discarding its output, and prints the peak heap. */
    public static void main(String[] args) {
        PrintWriter sink = new PrintWriter(PrintWriter.nullWriter());
        int exit = ReelCommand.run(args, sink, sink);
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        System.out.println("PEAK_HEAP " + peak + " EXIT " + exit);
    }

    /** What one measured run gave. */
    public record Run(long peakBytes, int exit, String output) {
    }

    /** Runs {@code reel args} in a child JVM with {@code -Xmx} = {@code maxHeap} (such as "2g"). */
    public static Run measure(String maxHeap, Path workingFolder, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx" + maxHeap, "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"),
                PeakHeap.class.getName()));
        command.addAll(List.of(args));
        Process child = new ProcessBuilder(command).directory(workingFolder.toFile()).redirectErrorStream(true).start();
        byte[] output = child.getInputStream().readAllBytes();
        if (!child.waitFor(10, TimeUnit.MINUTES)) {
            child.destroyForcibly();
            throw new IllegalStateException("the measured child did not finish");
        }
        String text = new String(output, java.nio.charset.StandardCharsets.UTF_8);
        String last = text.strip().lines().reduce((first, second) -> second).orElse("");
        String[] words = last.split(" ");
        if (words.length != 4 || !words[0].equals("PEAK_HEAP")) {
            throw new IllegalStateException("the measured child printed no peak: " + text);
        }
        return new Run(Long.parseLong(words[1]), Integer.parseInt(words[3]), text);
    }
}

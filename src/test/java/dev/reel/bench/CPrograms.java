package dev.reel.bench;

import dev.reel.cruntime.CRuntime;
import dev.reel.testing.ChildRun;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.fail;

/**
 * The C runtime's benchmark programs ({@code runtimes/c/bench}, built by {@code make bench} through
 * {@link CRuntime#benchProgram}) as the B1 and B3 benches run them: one child process per measurement, whose last
 * line of output is {@code key=value} pairs. Where the machine has no C compiler the benches print one line
 * saying so and leave out only their C figures.
 */
final class CPrograms {
    private static final Duration LIMIT = Duration.ofMinutes(10);

    private CPrograms() {
    }

    /**
     * The program {@code bench/NAME.c} built, or null where there is no C compiler or make: then one line says
     * so, naming the bench whose C figures are left out.
     */
    static Path program(String bench, String name) throws IOException, InterruptedException {
        String missing = CRuntime.missingTools();
        if (missing != null) {
            System.out.println("[C runtime] " + missing + ": " + bench + "'s C runtime figures are skipped");
            return null;
        }
        return CRuntime.benchProgram(name);
    }

    /** Runs the program; fails the bench unless it ends with exit 0. Returns its last line's pairs. */
    static Map<String, String> run(Path program, List<String> args) throws IOException, InterruptedException {
        ChildRun.Ended ended = CRuntime.run(program, args, LIMIT);
        if (ended.exit() != 0) {
            fail(program.getFileName() + " " + args + " ended with exit " + ended.exit() + ":\n" + ended.output());
        }
        String[] lines = ended.output().strip().split("\n");
        Map<String, String> pairs = new HashMap<>();
        for (String pair : lines[lines.length - 1].split(" ")) {
            int equals = pair.indexOf('=');
            if (equals > 0) {
                pairs.put(pair.substring(0, equals), pair.substring(equals + 1));
            }
        }
        return pairs;
    }

    /** The median of a few figures (each already a median of its run's rounds). */
    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    /** A 64-bit FNV-1a step over a long, as the C programs fold their samples and hashes. */
    static long fold(long hash, long value) {
        return (hash ^ value) * 0x100000001b3L;
    }

    static final long FOLD_START = 0xcbf29ce484222325L;

    /** The 16 hex digits the C programs print for a long's bits. */
    static String hex(long bits) {
        return String.format("%016x", bits);
    }
}

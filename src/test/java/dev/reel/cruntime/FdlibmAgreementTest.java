package dev.reel.cruntime;

import dev.reel.testing.ChildRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The C runtime's math (section math of {@code runtimes/c/reel.c}) gives Java's bits: {@code tests/math_bits.c}
 * computes the fdlibm functions (sin, cos, acos, cbrt, exp, atan2, hypot, pow) and the helpers for Java's Math
 * rules (round, rint, min, max, floorDiv) on seeded arguments from {@link MathInputs}, and every result must be the
 * one StrictMath or Math gives, bit for bit (any NaN for a NaN). The plain build meets 200,000 arguments per
 * function, the sanitized build 10,000. The seed is fixed; {@code -Dreel.math.seed=N} runs another.
 */
class FdlibmAgreementTest {
    private static final long SEED = Long.getLong("reel.math.seed", 20261206L);
    private static final int PLAIN_PER_FUNCTION = 200_000;
    private static final int SANITIZED_PER_FUNCTION = 10_000;
    private static final Duration LIMIT = Duration.ofSeconds(120);

    @TempDir
    Path dir;

    @Test
    void thePlainBuildGivesJavasBits() throws IOException, InterruptedException {
        agree(CRuntime.testProgram("math_bits", false), PLAIN_PER_FUNCTION);
    }

    @Test
    void theSanitizedBuildGivesJavasBits() throws IOException, InterruptedException {
        agree(CRuntime.testProgram("math_bits", true), SANITIZED_PER_FUNCTION);
    }

    private void agree(Path program, int perFunction) throws IOException, InterruptedException {
        List<MathFunction> functions = List.of(MathFunction.values());
        int total = functions.size() * perFunction;
        MathFunction[] called = new MathFunction[total];
        long[] first = new long[total];
        long[] second = new long[total];
        MathInputs inputs = new MathInputs(SEED);
        Path in = dir.resolve("calls.txt");
        Path out = dir.resolve("results.txt");
        try (BufferedWriter writer = Files.newBufferedWriter(in, StandardCharsets.US_ASCII)) {
            int at = 0;
            for (MathFunction function : functions) {
                for (int i = 0; i < perFunction; i++, at++) {
                    long[] arguments = inputs.next(function);
                    called[at] = function;
                    first[at] = arguments[0];
                    second[at] = arguments[1];
                    writer.write(function.command);
                    for (int k = 0; k < function.arity; k++) {
                        writer.write(' ');
                        writer.write(hex(arguments[k]));
                    }
                    writer.write('\n');
                }
            }
        }
        ChildRun.Ended ended = CRuntime.run(program, List.of(in.toString(), out.toString()), LIMIT);
        assertEquals(0, ended.exit(), () -> program + " failed (seed " + SEED + "):\n" + ended.output());
        int mismatches = 0;
        String firstMismatch = null;
        int read = 0;
        try (BufferedReader reader = Files.newBufferedReader(out, StandardCharsets.US_ASCII)) {
            for (String line = reader.readLine(); line != null && read < total; line = reader.readLine(), read++) {
                MathFunction function = called[read];
                long c = Long.parseUnsignedLong(line, 16);
                long java = function.java(first[read], second[read]);
                if (!function.agrees(c, java)) {
                    if (mismatches++ == 0) {
                        firstMismatch = describe(function, first[read], second[read], c, java);
                    }
                }
            }
        }
        assertEquals(total, read, program + " printed fewer results than it was given calls");
        if (mismatches > 0) {
            fail(mismatches + " of " + total + " results differ from Java's (seed " + SEED + "); the first: "
                    + firstMismatch);
        }
    }

    private static String describe(MathFunction function, long a, long b, long c, long java) {
        String arguments = function.show(a, true) + (function.arity == 2 ? ", " + function.show(b, true) : "");
        return function.command + "(" + arguments + ") is " + function.show(c, false) + " in C, "
                + function.show(java, false) + " in Java";
    }

    private static String hex(long bits) {
        String digits = Long.toHexString(bits);
        return "0000000000000000".substring(digits.length()) + digits;
    }
}

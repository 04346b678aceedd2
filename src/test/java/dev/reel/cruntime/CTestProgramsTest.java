package dev.reel.cruntime;

import dev.reel.testing.ChildRun;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * Runs every C test program the runtime's Makefile built ({@code runtimes/c/build/test_*} with warnings as
 * errors, {@code runtimes/c/build/asan/test_*} with the address and undefined-behaviour sanitizers), one test each,
 * so a test program a later change adds is run without touching this class. Each must exit 0 and print no
 * sanitizer report.
 */
class CTestProgramsTest {
    private static final Duration LIMIT = Duration.ofMinutes(2);
    /** What the sanitizers print when they find something (they also make the program fail). */
    private static final List<String> REPORTS = List.of("ERROR: AddressSanitizer", "ERROR: LeakSanitizer",
            "runtime error:", "UndefinedBehaviorSanitizer", "SUMMARY: ");

    @TestFactory
    Stream<DynamicTest> everyCTestProgramPasses() throws IOException, InterruptedException {
        CRuntime.build();
        List<Path> programs = new ArrayList<>();
        programs.addAll(programs(CRuntime.DIR.resolve("build")));
        programs.addAll(programs(CRuntime.DIR.resolve("build/asan")));
        assertFalse(programs.isEmpty(), "make built no test program in runtimes/c/build");
        return programs.stream().map(program -> DynamicTest.dynamicTest(
                CRuntime.DIR.relativize(program).toString(), () -> passes(program)));
    }

    static void passes(Path program) throws IOException, InterruptedException {
        ChildRun.Ended ended = CRuntime.run(program, List.of(), LIMIT);
        String output = ended.output();
        for (String report : REPORTS) {
            assertFalse(output.contains(report), program.getFileName() + " printed a sanitizer report ("
                    + report.trim() + "):\n" + tail(output));
        }
        assertEquals(0, ended.exit(), program.getFileName() + " failed (exit " + ended.exit() + "):\n" + tail(output));
        String[] lines = output.strip().split("\n");
        System.out.println("[C runtime] " + CRuntime.DIR.relativize(program) + ": " + lines[lines.length - 1]);
    }

    /**
     * The test programs in {@code dir}: executable files named test_*, without an extension (no .o, .dSYM), whose
     * source {@code tests/NAME.c} exists (a program left from a source since removed is not run).
     */
    static List<Path> programs(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(Files::isRegularFile).filter(Files::isExecutable)
                    .filter(file -> {
                        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
                        return name.startsWith("test_") && (!name.contains(".") || name.endsWith(".exe"));
                    })
                    .filter(file -> Files.isRegularFile(CRuntime.DIR.resolve("tests")
                            .resolve(file.getFileName().toString().replaceFirst("\\.exe$", "") + ".c")))
                    .sorted().toList();
        }
    }

    private static String tail(String output) {
        return output.length() > 6000 ? "...\n" + output.substring(output.length() - 6000) : output;
    }
}

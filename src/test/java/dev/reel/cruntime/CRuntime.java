package dev.reel.cruntime;

import dev.reel.testing.ChildRun;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The C runtime of {@code runtimes/c}, built once per test JVM with the machine's C compiler: {@code make all asan}
 * builds {@code reelc} and the C test programs twice, with warnings as errors and with the address and
 * undefined-behaviour sanitizers. The test JVMs take a file lock around the build, so they never run make in
 * the same folder at once. Where no C compiler exists, the build says so in one line and every test that asks for
 * the runtime is skipped (an assumption), and only those. The benchmark programs ({@code make bench}) are built
 * apart, only when a bench asks for one ({@link #benchProgram}).
 */
public final class CRuntime {
    /** The C runtime's folder (tests run from the project folder). */
    public static final Path DIR = Path.of("runtimes/c").toAbsolutePath();
    private static final Duration BUILD_LIMIT = Duration.ofMinutes(5);
    private static boolean built;
    private static boolean benchBuilt;
    private static boolean portableBenchBuilt;
    private static String missing;

    private CRuntime() {
    }

    /** Builds the runtime if this JVM has not yet; skips the calling test where there is no C compiler. */
    public static synchronized void build() throws IOException, InterruptedException {
        if (missing == null && !built) {
            String cc = onPath("cc", "gcc", "clang");
            if (cc == null || onPath("make") == null) {
                missing = "no " + (cc == null ? "C compiler (cc, gcc or clang)" : "make") + " on PATH: the C runtime's "
                        + "tests are skipped";
                System.out.println("[C runtime] " + missing);
            } else {
                make(cc, false, "all", "asan");
                built = true;
            }
        }
        assumeTrue(missing == null, missing);
    }

    /**
     * {@link #build} at a lower priority ({@code nice}, where there is one), for {@link BuildAhead}'s thread: a build
     * that fails or cannot run here is left to the first test that asks for the runtime, which runs make again
     * and reports it.
     */
    static synchronized void buildBehind() {
        if (missing != null || built || missingTools() != null) {
            return;
        }
        try {
            make(onPath("cc", "gcc", "clang"), onPath("nice") != null, "all", "asan");
            built = true;
        } catch (IOException | RuntimeException | AssertionError failed) {
            // Left to the test's own build, which says what went wrong.
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** {@code reelc}, warnings-as-errors build. */
    public static Path reelc() throws IOException, InterruptedException {
        build();
        return DIR.resolve("reelc");
    }

    /** {@code reelc} built with the sanitizers. */
    public static Path reelcSanitized() throws IOException, InterruptedException {
        build();
        return DIR.resolve("build/asan/reelc");
    }

    /** A C test program {@code tests/NAME.c}, plain or sanitized. */
    public static Path testProgram(String name, boolean sanitized) throws IOException, InterruptedException {
        build();
        return DIR.resolve(sanitized ? "build/asan/" + name : "build/" + name);
    }

    /** Runs a program of the runtime with {@code args}, from the project folder, within {@code limit}. */
    public static ChildRun.Ended run(Path program, List<String> args, Duration limit)
            throws IOException, InterruptedException {
        return runIn(Path.of("").toAbsolutePath(), program, args, limit);
    }

    /** Runs a program of the runtime with {@code args} from the folder {@code dir}, within {@code limit}. */
    public static ChildRun.Ended runIn(Path dir, Path program, List<String> args, Duration limit)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(program.toString());
        command.addAll(args);
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile());
        // The sanitizers abort at the first finding, and say so on standard error.
        builder.environment().put("ASAN_OPTIONS", "abort_on_error=1:detect_leaks=1");
        builder.environment().put("UBSAN_OPTIONS", "print_stacktrace=1:halt_on_error=1");
        return ChildRun.run(builder, limit);
    }

    /**
     * Why the C runtime cannot be built on this machine (no C compiler or no make on PATH), in one sentence, or
     * null when it can.
     */
    public static String missingTools() {
        String cc = onPath("cc", "gcc", "clang");
        if (cc == null) {
            return "no C compiler (cc, gcc or clang) on PATH";
        }
        return onPath("make") == null ? "no make on PATH" : null;
    }

    /**
     * The benchmark program {@code bench/NAME.c}, built (once per JVM, with every other bench program) by
     * {@code make bench}: for this machine's processor ({@code -O3 -march=native}, as the JVM's compiler does),
     * warnings as errors. Not an assumption: a bench that finds no C compiler ({@link #missingTools}) says so and
     * goes on with its other figures, so call this only where there is one.
     */
    public static synchronized Path benchProgram(String name) throws IOException, InterruptedException {
        String missingTools = missingTools();
        if (missingTools != null) {
            throw new IllegalStateException(missingTools);
        }
        if (!benchBuilt) {
            make(onPath("cc", "gcc", "clang"), false, "bench");
            benchBuilt = true;
        }
        return DIR.resolve("build/" + name);
    }

    /** {@link #benchProgram} built portable instead ({@code make bench-portable}: {@code -O2}, as reelc is). */
    public static synchronized Path portableBenchProgram(String name) throws IOException, InterruptedException {
        String missingTools = missingTools();
        if (missingTools != null) {
            throw new IllegalStateException(missingTools);
        }
        if (!portableBenchBuilt) {
            make(onPath("cc", "gcc", "clang"), false, "bench-portable");
            portableBenchBuilt = true;
        }
        return DIR.resolve("build/portable/" + name);
    }

    private static void make(String cc, boolean nice, String... targets) throws IOException, InterruptedException {
        Path build = DIR.resolve("build");
        Files.createDirectories(build);
        try (FileChannel channel = FileChannel.open(build.resolve(".lock"), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE); FileLock ignored = channel.lock()) {
            List<String> command = new ArrayList<>(nice ? List.of("nice", "-n", "10") : List.of());
            command.addAll(List.of("make", "-s", "-j2", "-C", DIR.toString(), "CC=" + cc));
            command.addAll(List.of(targets));
            ChildRun.Ended ended = ChildRun.run(new ProcessBuilder(command), BUILD_LIMIT);
            if (ended.exit() != 0) {
                fail("make -C runtimes/c " + String.join(" ", targets) + " failed (exit " + ended.exit() + "):\n"
                        + ended.output());
            }
        }
    }

    private static String onPath(String... names) {
        for (String name : names) {
            for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
                if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, name))) {
                    return name;
                }
            }
        }
        return null;
    }
}

package dev.reel.launch;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * B8 {@code cold-start}: what a user waits for after typing {@code java -jar target/reel.jar}: the real jar started
 * as a process of its own, as it ships (it restarts itself once with the class-data archive, README "Start-up"),
 * on a fresh copy of the sample project as the sample (so the window shows the first run: the knight's controller
 * in the Animator, the preview playing it) and an empty settings folder, until the window's first pulse, which
 * draws its first frame. The time is the start-up trace's own ({@code -Dreel.startup.trace=true}), counted from
 * {@code -Dreel.startup.origin}, the moment just before the process is started, so Java's own start and the
 * restart are in it. Median of {@code -Dreel.bench.coldRuns} runs (7), one after another; each line gives the
 * runs' least and most and the machine's load average (1 minute) before the first and after the last.
 *
 * <p>Needs the jar and its archive built and a display ({@code DISPLAY}, an Xvfb server will do): the plain jar
 * runs JavaFX's GTK glass, not the tests' headless Monocle. Tagged {@code packaged}, so the bench profile runs it in
 * its {@code integration-test} phase, after {@code package} made the jar from the code under test.
 */
@Tag("bench")
@Tag("B8")
@Tag("packaged")
class ColdStartBench {
    private static final Path JAR = Path.of("target", "reel.jar").toAbsolutePath();
    private static final Pattern STEP = Pattern.compile("reel startup:\\s+([0-9.]+) s\\s+\\+[0-9.]+\\s+(.*?)\\s+\\[cpu");
    private static final String FIRST_PULSE = "first pulse (CSS, layout)";
    private static final String SHOWN = "window shown (CSS and layout of the first frame)";
    private static final String PREVIEW = "first preview frame drawn";
    private static final String RESTARTED = "main again";

    @TempDir
    Path temp;

    @Test
    void coldStartToTheFirstFrame() throws Exception {
        assumeTrue(System.getenv("DISPLAY") != null, "the plain jar needs a display: DISPLAY=:NN (Xvfb will do)");
        assertThat(JAR).as("built by mvn -o -DskipTests package").isRegularFile();
        assertThat(JAR.resolveSibling("reel.jsa")).as("the class-data archive mvn package dumps").isRegularFile();
        int runs = Integer.getInteger("reel.bench.coldRuns", 7);
        double[] pulse = new double[runs];
        double[] shown = new double[runs];
        double[] preview = new double[runs];
        int restarted = 0;
        String loadBefore = load();
        for (int run = 0; run < runs; run++) {
            Map<String, Double> steps = start(temp.resolve("run-" + run));
            assertThat(steps).as("the trace of run %d", run).containsKeys(FIRST_PULSE, SHOWN);
            pulse[run] = steps.get(FIRST_PULSE);
            shown[run] = steps.get(SHOWN);
            preview[run] = steps.getOrDefault(PREVIEW, Double.NaN);
            restarted += steps.containsKey(RESTARTED) ? 1 : 0;
        }
        String loads = "load=" + loadBefore + "/" + load();
        line("cold-start-first-frame-sample", pulse, " target=<=1.5", loads + " restarted=" + restarted + "/" + runs);
        line("cold-start-window-shown-sample", shown, "", loads);
        line("cold-start-first-preview-frame-sample", preview, "", loads);
    }

    private static void line(String figure, double[] seconds, String target, String extra) {
        double[] sorted = seconds.clone();
        Arrays.sort(sorted);
        System.out.println(String.format(Locale.ROOT, "BENCH B8 %s reel=%.3f unit=s%s runs=%d min=%.3f max=%.3f %s",
                figure, sorted[sorted.length / 2], target, sorted.length, sorted[0], sorted[sorted.length - 1], extra));
    }

    /**
     * Starts the jar on a fresh sample and settings folder under {@code folder} and returns the seconds of each
     * step the trace printed, up to the first pulse (or the 120 s limit); the process is ended then.
     */
    private static Map<String, Double> start(Path folder) throws Exception {
        Path sample = copySample(folder.resolve("platformer"));
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dreel.config.dir=" + folder.resolve("config"), "-Dreel.sample.dir=" + sample,
                "-Dreel.startup.trace=true"));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        // A plain `java -jar`: options in the environment would stop the restart (Relaunch).
        for (String variable : List.of("JAVA_TOOL_OPTIONS", "JDK_JAVA_OPTIONS", "_JAVA_OPTIONS")) {
            builder.environment().remove(variable);
        }
        command.add("-Dreel.startup.origin=" + System.currentTimeMillis());
        command.add("-jar");
        command.add(JAR.toString());
        builder.command(command);
        Process child = builder.start();
        Map<String, Double> steps = new java.util.concurrent.ConcurrentHashMap<>();
        CompletableFuture<Void> pulsed = new CompletableFuture<>();
        Thread reader = new Thread(() -> read(child, steps, pulsed), "trace of child " + child.pid());
        reader.setDaemon(true);
        reader.start();
        try {
            pulsed.get(120, TimeUnit.SECONDS);
        } catch (java.util.concurrent.TimeoutException late) {
            // The assertion on the steps says what was missing.
        } finally {
            child.destroy();
            if (!child.waitFor(20, TimeUnit.SECONDS)) {
                child.destroyForcibly().waitFor(20, TimeUnit.SECONDS);
            }
            reader.join(10_000);
        }
        return steps;
    }

    private static void read(Process child, Map<String, Double> steps, CompletableFuture<Void> pulsed) {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(child.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                Matcher step = STEP.matcher(line);
                if (step.find()) {
                    String name = step.group(2).startsWith(RESTARTED) ? RESTARTED : step.group(2);
                    steps.put(name, Double.parseDouble(step.group(1)));
                    if (name.equals(FIRST_PULSE)) {
                        pulsed.complete(null);
                    }
                }
            }
        } catch (IOException ended) {
            // The child was ended: the steps read until then are kept.
        } finally {
            pulsed.complete(null);
        }
    }

    /** A copy of the repository's sample project (never the sample itself: the editor writes into a project). */
    private static Path copySample(Path target) throws IOException {
        Path sample = Path.of("sample-projects", "platformer").toAbsolutePath();
        try (Stream<Path> paths = Files.walk(sample)) {
            for (Path path : (Iterable<Path>) paths::iterator) {
                Path to = target.resolve(sample.relativize(path).toString());
                if (Files.isDirectory(path)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(path, to);
                }
            }
        }
        return target;
    }

    /** The load average over the last minute, as {@code uptime} prints it, or "?" where there is none. */
    private static String load() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (IOException | RuntimeException none) {
            return "?";
        }
    }
}

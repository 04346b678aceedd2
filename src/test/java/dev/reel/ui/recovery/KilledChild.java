package dev.reel.ui.recovery;

import dev.reel.settings.ConfigFolder;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A child Reel run as the crash tests run it: a JVM on this test JVM's class path and headless settings, with its
 * own config folder, whose main prints {@code READY} once it has done what a test wants lost to a kill; then
 * SIGKILL (no shutdown hooks, no session cleanup, no window memory saved).
 */
final class KilledChild {
    private KilledChild() {
    }

    /**
     * Runs {@code main} with {@code args}, waits for its {@code READY} line, waits {@code extraMillis} more and kills
     * it. Throws with the child's output when it ends without saying {@code READY} or does not die.
     */
    static void runUntilReadyThenKill(Class<?> main, Path config, List<String> options, List<String> args,
                                      long extraMillis) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx512m", "-cp", System.getProperty("java.class.path"),
                "-D" + ConfigFolder.PROPERTY + "=" + config));
        command.addAll(options);
        for (String property : List.of("testfx.robot", "testfx.headless", "prism.order", "glass.platform",
                "monocle.platform", "prism.text", "java.awt.headless")) {
            String value = System.getProperty(property);
            if (value != null) {
                command.add("-D" + property + "=" + value);
            }
        }
        command.add(main.getName());
        command.addAll(args);
        Process child = new ProcessBuilder(command).redirectErrorStream(true).start();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(child.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            StringBuilder output = new StringBuilder();
            while ((line = lines.readLine()) != null && !line.equals("READY")) {
                output.append(line).append('\n');
            }
            if (line == null) {
                throw new IOException("the child Reel ended before saying READY; it said:\n" + output);
            }
            Thread.sleep(extraMillis);
            child.destroyForcibly();
            if (!child.waitFor(30, TimeUnit.SECONDS)) {
                throw new IOException("the child did not die");
            }
        }
    }
}

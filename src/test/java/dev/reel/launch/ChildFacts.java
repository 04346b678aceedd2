package dev.reel.launch;

import dev.reel.testing.ChildRun;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Runs a test's child class in a fresh JVM (with its own flags and environment) and reads back the
 * {@code name=value} lines it prints: for what can only be seen in a JVM started a certain way.
 */
final class ChildFacts {
    /** What the child printed: its {@code name=value} lines in order, and its whole output for failure messages. */
    record Printed(Map<String, String> facts, String output) {
    }

    private ChildFacts() {
    }

    /**
     * Runs {@code main} with {@code vmFlags} after {@code -Xmx64m}, its environment changed by {@code environment}
     * (a null value removes the variable), and {@code args}; asserts it ends within 60 s (else it is killed) with
     * exit code 0.
     */
    static Printed run(Class<?> main, List<String> vmFlags, Map<String, String> environment,
            String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xmx64m");
        command.addAll(vmFlags);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), main.getName()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command);
        environment.forEach((name, value) -> {
            if (value == null) {
                builder.environment().remove(name);
            } else {
                builder.environment().put(name, value);
            }
        });
        ChildRun.Ended ended = ChildRun.run(builder, Duration.ofSeconds(60));
        String out = ended.output();
        assertEquals(0, ended.exit(), out);
        Map<String, String> facts = new LinkedHashMap<>();
        for (String line : out.split("\\R")) {
            int eq = line.indexOf('=');
            if (eq > 0) {
                facts.put(line.substring(0, eq), line.substring(eq + 1));
            }
        }
        return new Printed(facts, out);
    }
}

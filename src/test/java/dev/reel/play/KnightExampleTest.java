package dev.reel.play;

import dev.reel.testing.ChildRun;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * examples/java/KnightGame.java, the terminal platformer, as a game programmer would build and run it: compiled
 * against target/reel-runtime.jar and nothing else, run in a JVM of its own whose class path is that jar and the
 * compiled example, fed keys on standard input.
 */
class KnightExampleTest {
    private static final Path EXAMPLE = Path.of("examples/java/KnightGame.java");
    private static final Pattern LINE =
            Pattern.compile("\\s*([0-9.]+)s (\\S+)\\s+x=\\s*(-?[0-9.]+) y=\\s*([0-9.]+) .*");

    @TempDir
    static Path classes;

    @TempDir
    Path temp;

    @BeforeAll
    static void compileAgainstTheRuntimeJarAlone() throws Exception {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> found = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(found, null, StandardCharsets.UTF_8)) {
            boolean compiled = javac.getTask(null, files, found, List.of("--release", "17", "-Xlint:all",
                            "-classpath", RuntimeJarTest.JAR.toString(), "-d", classes.toString()), null,
                    files.getJavaFileObjects(EXAMPLE.toFile())).call();
            assertThat(found.getDiagnostics()).as("javac's errors and warnings").isEmpty();
            assertThat(compiled).isTrue();
        }
        assertThat(classes.resolve("KnightGame.class")).isRegularFile();
    }

    /** Runs the example on {@code project} in a fresh JVM with only the jar and the example, keys from {@code keys}. */
    private ChildRun.Ended play(String project, String keys) throws Exception {
        Path input = temp.resolve("keys.txt");
        Files.writeString(input, keys);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder builder = new ProcessBuilder(java, "-cp",
                RuntimeJarTest.JAR + File.pathSeparator + classes, "KnightGame", project, "--scripted")
                .redirectInput(input.toFile());
        builder.environment().remove("JAVA_TOOL_OPTIONS");
        return ChildRun.run(builder, Duration.ofSeconds(120));
    }

    /** One printed step: seconds, state, x, y. */
    private record Shown(double seconds, String state, double x, double y) {
    }

    private static List<Shown> shown(String output) {
        List<Shown> steps = new ArrayList<>();
        for (String line : output.split("\n")) {
            Matcher matcher = LINE.matcher(line);
            if (matcher.matches()) {
                steps.add(new Shown(Double.parseDouble(matcher.group(1)), matcher.group(2),
                        Double.parseDouble(matcher.group(3)), Double.parseDouble(matcher.group(4))));
            }
        }
        return steps;
    }

    @Test
    void theKnightRunsJumpsAttacksAndTurnsOnTheKeysItIsGiven() throws Exception {
        // A line is held a quarter of a second: run right for one second with a jump in it, stop, attack, run
        // left, attack again.
        ChildRun.Ended run = play("sample-projects/platformer", "d\n\n\n \n\n\n\n\ns\nj\n\n\na\n\nj\n\n\n");
        String out = run.output();
        assertThat(run.exit()).as(out).isZero();
        assertThat(out).doesNotContain("Exception");
        assertThat(out).contains("->Idle", "->Run", "->Jump", "->Fall", "->Attack", "Hit(1.0)!", "Swing",
                "Footstep(");
        List<Shown> steps = shown(out);
        assertThat(steps).extracting(Shown::state).containsSubsequence("Run", "Jump", "Fall", "Run", "Idle",
                "Attack", "Idle", "Run", "Attack");
        Shown jumping = steps.stream().filter(step -> step.state().equals("Fall")).findFirst().orElseThrow();
        assertThat(jumping.y()).as("in the air").isPositive();
        Shown firstAttack = steps.stream().filter(step -> step.state().equals("Attack")).findFirst().orElseThrow();
        assertThat(firstAttack.x()).as("ran right before it").isGreaterThan(150);
        Shown last = steps.get(steps.size() - 1);
        assertThat(last.x()).as("ran back left").isLessThan(firstAttack.x() - 50);
        assertThat(out).containsPattern("quit after 255 steps at x=[0-9.]+, state hash [0-9a-f]{16}");
        // The attack's root track lunges 14 pixels while the knight stands: the first attack moved it so.
        Shown after = steps.stream().filter(step -> step.seconds() > firstAttack.seconds()
                && step.state().equals("Idle")).findFirst().orElseThrow();
        assertThat(after.x() - firstAttack.x()).isCloseTo(14, org.assertj.core.data.Offset.offset(0.2));
        // Another JVM, the same keys: the same steps, bit for bit.
        assertThat(play("sample-projects/platformer", "d\n\n\n \n\n\n\n\ns\nj\n\n\na\n\nj\n\n\n").output())
                .isEqualTo(out);
    }

    @Test
    void aBrokenControllerIsReportedAsTheProjectsDiagnosticsNotAStackTrace() throws Exception {
        Path project = temp.resolve("broken");
        Files.createDirectories(project.resolve("anim"));
        Files.writeString(project.resolve("anim/knight.aectrl"), """
                controller version=1 {
                  entry="Idle"
                  state "Idle" clip=asset("anim/knight/idle.aeanim") pos=[240 {}
                }
                """);
        ChildRun.Ended run = play(project.toString(), "d\n");
        assertThat(run.exit()).as(run.output()).isEqualTo(1);
        assertThat(run.output()).matches("(?s)anim/knight\\.aectrl:3:\\d+ [A-Z]{3}\\d{3} .+")
                .doesNotContain("Exception").doesNotContain("\tat ");
    }
}

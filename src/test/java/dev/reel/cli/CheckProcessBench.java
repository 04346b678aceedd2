package dev.reel.cli;

import dev.reel.bench.BigProjects;
import dev.reel.testing.ChildRun;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * B8 {@code check-sample-process} and {@code check-2000clips-process}: {@code java -jar target/reel.jar check DIR}
 * as a user runs it, the whole process from its start to its end (on Linux it restarts itself once with the
 * class-data archive, README "Start-up"), median of 11 runs on the sample and of 7 on the generated 2,000-clip
 * project, beside the same command with {@code -Dreel.relaunch=false} (no restart, no archive: what every
 * subcommand was before), the two taken in turn. It needs the jar and archive {@code mvn package} makes, so it
 * runs in the bench profile's {@code integration-test} phase (tag {@code packaged}); the children get no
 * {@code JAVA_TOOL_OPTIONS}-like variable, which would switch the restart off.
 */
@Tag("bench")
@Tag("B8")
@Tag("packaged")
class CheckProcessBench {
    private static final Path JAR = Path.of("target", "reel.jar");
    private static final Path ARCHIVE = Path.of("target", "reel.jsa");

    @TempDir
    Path temp;

    @Test
    void checkAsAWholeProcess() throws Exception {
        assertThat(JAR).as("mvn package makes it; run this bench with -Pbench verify").isRegularFile();
        assertThat(ARCHIVE).as("mvn package dumps it beside the jar").isRegularFile();
        FileTime jarMade = Files.getLastModifiedTime(JAR);
        assertThat(Files.getLastModifiedTime(ARCHIVE)).as("the archive is newer than the jar").isGreaterThan(jarMade);
        figure("check-sample-process", Path.of("sample-projects", "platformer"), 11, 0.3);
        Path many = BigProjects.manyClips(temp.resolve("many"), 18, 2000, 200);
        figure("check-2000clips-process", many, 7, 0.6);
    }

    private static void figure(String name, Path project, int runs, double target) throws Exception {
        // Once each first: the files and the jars in the page cache, as they are for a user checking again.
        String printed = check(project, true).output();
        assertThat(check(project, false).output()).as("the same output with and without the restart")
                .isEqualTo(printed);
        double[] reel = new double[runs];
        double[] plain = new double[runs];
        for (int i = 0; i < runs; i++) {
            // In turns, each round starting with the other, so a changing load falls on both alike.
            boolean restartFirst = i % 2 == 0;
            double first = time(project, restartFirst);
            double second = time(project, !restartFirst);
            reel[i] = restartFirst ? first : second;
            plain[i] = restartFirst ? second : first;
        }
        Arrays.sort(reel);
        Arrays.sort(plain);
        double median = reel[runs / 2];
        double peer = plain[runs / 2];
        System.out.println(String.format(Locale.ROOT,
                "BENCH B8 %s reel=%.3f peer=no-archive:%.3f unit=s ratio=%.2f target=<=%s", name, median, peer,
                peer / median, target));
    }

    private static double time(Path project, boolean restart) throws Exception {
        long start = System.nanoTime();
        ChildRun.Ended ended = check(project, restart);
        double seconds = (System.nanoTime() - start) / 1e9;
        assertThat(ended.exit()).as(ended.output()).isZero();
        return seconds;
    }

    private static ChildRun.Ended check(Path project, boolean restart) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        if (!restart) {
            command.add("-Dreel.relaunch=false");
        }
        command.addAll(List.of("-jar", JAR.toString(), "check", project.toString()));
        ProcessBuilder builder = new ProcessBuilder(command);
        for (String variable : List.of("JAVA_TOOL_OPTIONS", "JDK_JAVA_OPTIONS", "_JAVA_OPTIONS")) {
            builder.environment().remove(variable);
        }
        return ChildRun.run(builder, Duration.ofSeconds(120));
    }
}

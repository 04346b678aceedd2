package dev.reel.launch;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** When {@code java -jar reel.jar} restarts itself with its class-data archive, and with what command. */
class RelaunchTest {
    @TempDir
    Path folder;
    private Path jar;
    private Path archive;
    private Path javaHome;

    @BeforeEach
    void aBuiltJarWithItsArchive() throws IOException {
        Path target = Files.createDirectories(folder.resolve("target"));
        Files.createDirectories(target.resolve("lib"));
        jar = Files.writeString(target.resolve("reel.jar"), "jar");
        Files.writeString(target.resolve("lib/javafx-base.jar"), "lib");
        archive = archiveOfThisJava(target);
        stamp(jar, 1_000);
        stamp(target.resolve("lib/javafx-base.jar"), 900);
        stamp(archive, 2_000);
        javaHome = Path.of(System.getProperty("java.home"));
    }

    /** {@code target/reel.jsa} whose header names this Java's version, as an archive it dumped would. */
    static Path archiveOfThisJava(Path target) throws IOException {
        return Files.writeString(target.resolve("reel.jsa"), "\u0007OpenJDK 64-Bit Server VM ("
                + System.getProperty("java.vm.version") + ") for linux-amd64 JRE (...)\0\0archived classes");
    }

    private static void stamp(Path file, long seconds) throws IOException {
        Files.setLastModifiedTime(file, FileTime.fromMillis(seconds * 1000));
    }

    private Optional<List<String>> command(Map<String, String> env, long origin, String... cmdline) {
        return Relaunch.command(List.of(cmdline), jar, javaHome, env, origin);
    }

    @Test
    void theArchiveAndTheLaunchersOptionsGoBeforeTheUsersOwnSoTheyStillWin() {
        List<String> command = command(Map.of(), -1, "java", "-Xmx4g", "-Dfoo=bar", "-jar", "target/reel.jar",
                "sample-projects/platformer").orElseThrow();
        List<String> expected = new ArrayList<>();
        expected.add(javaHome.resolve("bin/java").toString());
        expected.add("-XX:SharedArchiveFile=" + archive.toAbsolutePath());
        expected.addAll(Relaunch.LAUNCHER_OPTIONS);
        expected.add("-Dreel.relaunched=true");
        expected.addAll(List.of("-Xmx4g", "-Dfoo=bar", "-jar", "target/reel.jar", "sample-projects/platformer"));
        assertThat(command).containsExactlyElementsOf(expected);
        assertThat(command.indexOf("-Xmx4g")).as("the user's heap comes after the launchers' -Xmx2g")
                .isGreaterThan(command.indexOf("-Xmx2g"));
        assertThat(Relaunch.LAUNCHER_OPTIONS).as("what the installed launchers pass (pom.xml, package.javaOptions)")
                .containsExactly("-Xmx2g", "-XX:+UseG1GC", "-XX:G1PeriodicGCInterval=2000", "-XX:MinHeapFreeRatio=10",
                        "-XX:MaxHeapFreeRatio=20");
    }

    @Test
    void theStartUpTraceKeepsCountingFromTheFirstStart() {
        assertThat(command(Map.of(), 1234, "java", "-jar", "reel.jar").orElseThrow())
                .contains("-Dreel.startup.origin=1234");
        assertThat(command(Map.of(), 1234, "java", "-Dreel.startup.origin=99", "-jar", "reel.jar").orElseThrow())
                .contains("-Dreel.startup.origin=99").doesNotContain("-Dreel.startup.origin=1234");
    }

    @Test
    void optionsAboutSharingAgentsOrDebuggersAreLeftAlone() {
        for (String option : List.of("-XX:SharedArchiveFile=/tmp/other.jsa", "-Xshare:off", "-Xshare:dump",
                "-XX:DumpLoadedClassList=list", "-XX:ArchiveClassesAtExit=a.jsa", "-javaagent:agent.jar",
                "-agentlib:jdwp=transport=dt_socket,server=y", "-agentpath:/lib/x.so", "-Xdebug",
                "-Dreel.relaunch=false", "-Dreel.relaunched=true")) {
            assertThat(command(Map.of(), -1, "java", option, "-jar", "reel.jar")).as(option).isEmpty();
        }
    }

    @Test
    void javaOptionsFromTheEnvironmentAreLeftAloneSinceJavaWouldAnnounceThemTwice() {
        for (String variable : List.of("JAVA_TOOL_OPTIONS", "JDK_JAVA_OPTIONS", "_JAVA_OPTIONS")) {
            assertThat(command(Map.of(variable, "-Xmx1g"), -1, "java", "-jar", "reel.jar")).as(variable).isEmpty();
        }
        assertThat(command(Map.of("PATH", "/usr/bin"), -1, "java", "-jar", "reel.jar")).isPresent();
    }

    @Test
    void withoutAFreshArchiveOrAJarItStartsAsItIs() throws IOException {
        assertThat(command(Map.of(), -1, "java", "-cp", "reel.jar", "dev.reel.launch.Main")).as("no -jar").isEmpty();
        assertThat(command(Map.of(), -1, "java", "-jar")).as("-jar without a jar").isEmpty();
        stamp(folder.resolve("target/lib/javafx-base.jar"), 3_000);
        assertThat(command(Map.of(), -1, "java", "-jar", "reel.jar")).as("a library newer than the archive").isEmpty();
        stamp(folder.resolve("target/lib/javafx-base.jar"), 900);
        stamp(jar, 3_000);
        assertThat(command(Map.of(), -1, "java", "-jar", "reel.jar")).as("the jar rebuilt since").isEmpty();
        stamp(jar, 1_000);
        Files.writeString(archive, "OpenJDK 64-Bit Server VM (25.0.1+8-LTS) for linux-amd64 JRE (25.0.1+8-LTS)");
        stamp(archive, 2_000);
        assertThat(command(Map.of(), -1, "java", "-jar", "reel.jar")).as("dumped by another Java").isEmpty();
        Files.delete(archive);
        assertThat(command(Map.of(), -1, "java", "-jar", "reel.jar")).as("no archive").isEmpty();
        assertThat(Relaunch.command(List.of("java", "-jar", "x"), folder.resolve("target/classes"), javaHome, Map.of(),
                -1)).as("run from classes, not a jar").isEmpty();
    }

    @Test
    void argumentsPassThroughByteForByteWhateverTheirEncoding() {
        byte[] raw = "java\0-jar\0reel.jar\0caf\u00e9 \u00fcber\0".getBytes(StandardCharsets.UTF_8);
        List<String> args = Relaunch.commandLine(raw);
        assertThat(args).hasSize(4).startsWith("java", "-jar", "reel.jar");
        assertThat(args.get(3).getBytes(StandardCharsets.ISO_8859_1))
                .isEqualTo("caf\u00e9 \u00fcber".getBytes(StandardCharsets.UTF_8));
        assertThat(Relaunch.commandLine(new byte[0])).isEmpty();
        assertThat(Relaunch.commandLine("java\0\0x\0".getBytes(StandardCharsets.ISO_8859_1)))
                .containsExactly("java", "", "x");
    }
}

package dev.reel.launch;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** With what command {@code java -jar reel.jar COMMAND ...} restarts itself with the class-data archive. */
class CommandRelaunchTest {
    @TempDir
    Path folder;
    private Path jar;
    private Path archive;
    private Path javaHome;

    @BeforeEach
    void aBuiltJarWithItsArchive() throws IOException {
        Path target = Files.createDirectories(folder.resolve("target"));
        jar = Files.writeString(target.resolve("reel.jar"), "jar");
        archive = RelaunchTest.archiveOfThisJava(target);
        Files.setLastModifiedTime(jar, FileTime.fromMillis(1_000_000));
        Files.setLastModifiedTime(archive, FileTime.fromMillis(2_000_000));
        javaHome = Path.of(System.getProperty("java.home"));
    }

    private List<String> restart(String subcommand, String... cmdline) {
        return Relaunch.command(List.of(cmdline), jar, javaHome, Map.of(), -1, CommandRelaunch.options(subcommand))
                .orElseThrow();
    }

    private String java() {
        return javaHome.resolve("bin/java").toString();
    }

    private String archiveOption() {
        return "-XX:SharedArchiveFile=" + archive.toAbsolutePath();
    }

    @Test
    void checkRunsWithTheArchiveTheQuickCompilerAndTheSerialCollectorButJavasOwnHeap() {
        assertThat(restart("check", "java", "-Dfoo=bar", "-jar", "target/reel.jar", "check", "sample"))
                .containsExactly(java(), archiveOption(), "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
                        "-Dreel.relaunched=true", "-Dfoo=bar", "-jar", "target/reel.jar", "check", "sample");
    }

    @Test
    void theOtherSubcommandsGetTheArchiveAloneAndKeepJavasCompilersAndCollector() {
        for (String subcommand : List.of("play", "slice", "export", "--help", "")) {
            assertThat(restart(subcommand, "java", "-jar", "reel.jar", subcommand)).as(subcommand)
                    .containsExactly(java(), archiveOption(), "-Dreel.relaunched=true", "-jar", "reel.jar",
                            subcommand);
        }
    }

    @Test
    void aCollectorTheUserNamesWinsForJavaWouldRefuseToStartWithTwo() {
        assertThat(restart("check", "java", "-XX:+UseG1GC", "-jar", "reel.jar", "check", "sample"))
                .containsExactly(java(), archiveOption(), "-XX:TieredStopAtLevel=1", "-Dreel.relaunched=true",
                        "-XX:+UseG1GC", "-jar", "reel.jar", "check", "sample");
        assertThat(Relaunch.command(List.of("java", "-XX:+UseSerialGC", "-jar", "reel.jar"), jar, javaHome,
                Map.of(), -1).orElseThrow())
                .as("the editor's restart too")
                .contains("-XX:+UseSerialGC", "-Xmx2g")
                .doesNotContain("-XX:+UseG1GC");
    }

    @Test
    void aStaleArchiveOrAnAgentMeansNoRestartForASubcommandEither() throws IOException {
        assertThat(Relaunch.command(List.of("java", "-javaagent:x.jar", "-jar", "reel.jar", "check", "."), jar,
                javaHome, Map.of(), -1, CommandRelaunch.options("check"))).isEmpty();
        Files.setLastModifiedTime(jar, FileTime.fromMillis(3_000_000));
        assertThat(Relaunch.command(List.of("java", "-jar", "reel.jar", "check", "."), jar, javaHome, Map.of(), -1,
                CommandRelaunch.options("check"))).isEmpty();
    }
    @Test
    void checkTakesItsOwnArchiveWhenFreshAndTheEditorsOtherwise() throws IOException {
        Path checkArchive = jar.resolveSibling("reel-check.jsa");
        Files.copy(archive, checkArchive);
        Files.setLastModifiedTime(checkArchive, FileTime.fromMillis(2_000_000));
        List<String> cmdline = List.of("java", "-jar", "reel.jar", "check", "sample");
        assertThat(Relaunch.command(cmdline, jar, javaHome, Map.of(), -1, CommandRelaunch.archiveSuffix("check"),
                CommandRelaunch.options("check")).orElseThrow())
                .contains("-XX:SharedArchiveFile=" + checkArchive.toAbsolutePath())
                .doesNotContain(archiveOption());
        assertThat(Relaunch.command(List.of("java", "-jar", "reel.jar", "play", "x"), jar, javaHome, Map.of(), -1,
                CommandRelaunch.archiveSuffix("play"), CommandRelaunch.options("play")).orElseThrow())
                .as("the other subcommands keep the editor's").contains(archiveOption());
        Files.setLastModifiedTime(checkArchive, FileTime.fromMillis(500_000));
        assertThat(Relaunch.command(cmdline, jar, javaHome, Map.of(), -1, CommandRelaunch.archiveSuffix("check"),
                CommandRelaunch.options("check")).orElseThrow())
                .as("older than the jar").contains(archiveOption());
        Files.delete(checkArchive);
        assertThat(Relaunch.command(cmdline, jar, javaHome, Map.of(), -1, CommandRelaunch.archiveSuffix("check"),
                CommandRelaunch.options("check")).orElseThrow())
                .as("missing").contains(archiveOption());
    }
    @Test
    void onlyCheckRestartsAsAChildProcess() {
        assertThat(CommandRelaunch.asChild("check")).isTrue();
        for (String subcommand : List.of("play", "slice", "flipbook", "import", "replay", "export", "move",
                "completion", "--help", "")) {
            assertThat(CommandRelaunch.asChild(subcommand)).as(subcommand).isFalse();
        }
    }
}

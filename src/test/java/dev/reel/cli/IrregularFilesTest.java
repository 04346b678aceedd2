package dev.reel.cli;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/**
 * A named pipe, or a link to {@code /dev/zero}, named on the command line is IO001 "not a regular file" at once
 * (opening a pipe would block, reading the device would never end); inside a project, {@code reel check} lists
 * such entries as skipped warnings. Linux: the pipe is made with {@code mkfifo}.
 */
class IrregularFilesTest {
    private static final Duration PROMPTLY = Duration.ofSeconds(20);
    private static final String NOT_REGULAR = "IO001 not a regular file (it is a named pipe, socket or device),"
            + " so Reel does not open it";

    @TempDir
    Path temp;
    private Path root;
    private Path pipe;
    private Path zero;

    @BeforeEach
    void project() throws Exception {
        root = Files.createDirectories(temp.resolve("game"));
        Files.writeString(root.resolve("project.aego"), "project version=1 name=\"Game\" {}\n");
        Files.createDirectories(root.resolve("anim"));
        Files.createDirectories(root.resolve("assets"));
        Files.writeString(root.resolve("anim/ok.aeanim"), "anim version=1 length=1 {}\n");
        pipe = root.resolve("anim/pipe.aeanim");
        Process mkfifo = new ProcessBuilder("mkfifo", pipe.toString()).redirectErrorStream(true).start();
        assertThat(mkfifo.waitFor()).as(new String(mkfifo.getInputStream().readAllBytes())).isZero();
        zero = Files.createSymbolicLink(root.resolve("assets/zero.png"), Path.of("/dev/zero"));
    }

    private static CheckCommandTest.Run reel(String... args) {
        return assertTimeoutPreemptively(PROMPTLY, () -> CheckCommandTest.reel(args), () -> Arrays.toString(args));
    }

    @Test
    void checkRefusesAPipeAndALinkToADeviceWithoutOpeningThem() {
        CheckCommandTest.Run onPipe = reel("check", pipe.toString());
        assertThat(onPipe.exit()).isEqualTo(1);
        assertThat(onPipe.out()).contains(pipe + ":0:0 " + NOT_REGULAR);
        CheckCommandTest.Run onZero = reel("check", zero.toString());
        assertThat(onZero.exit()).isEqualTo(1);
        assertThat(onZero.out()).contains(zero + ":0:0 " + NOT_REGULAR);
    }

    @Test
    void playSliceAndReplayRefuseThemToo() {
        CheckCommandTest.Run play = reel("play", pipe.toString());
        assertThat(play.exit()).isEqualTo(1);
        assertThat(play.err()).contains(NOT_REGULAR);
        CheckCommandTest.Run slice = reel("slice", zero.toString(), "--grid", "4,4", "--dry-run");
        assertThat(slice.exit()).isEqualTo(1);
        assertThat(slice.err()).contains(NOT_REGULAR);
        CheckCommandTest.Run replay = reel("replay", "engine/anim/platformer", "--script", pipe.toString());
        assertThat(replay.exit()).isEqualTo(1);
        assertThat(replay.err()).contains(NOT_REGULAR);
    }

    @Test
    void aProjectCheckListsThemAsSkipped() {
        CheckCommandTest.Run run = reel("check", root.toString());
        assertThat(run.exit()).as(run.out()).isZero();
        assertThat(run.out()).contains(root + "/anim/pipe.aeanim:0:0 IO001 skipped: not a regular file (it is a"
                        + " named pipe, socket or device), so Reel does not open it")
                .contains(root + "/assets/zero.png:0:0 IO001 skipped: not a regular file")
                .contains("0 errors, 2 warnings in 2 files");
    }
}

package dev.reel.io;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class AtomicFileTest {
    @TempDir
    Path folder;

    @Test
    void savesTheNewBytesAndKeepsThePreviousVersionBesideIt() throws Exception {
        Path file = folder.resolve("run.aeanim");
        assertThat(AtomicFile.save(file, bytes("first"))).isEmpty();
        assertThat(Files.exists(AtomicFile.backupOf(file))).isFalse();
        assertThat(AtomicFile.save(file, bytes("second"))).isEmpty();
        assertThat(Files.readString(file)).isEqualTo("second");
        assertThat(Files.readString(folder.resolve("run.aeanim~"))).isEqualTo("first");
        assertThat(AtomicFile.save(file, bytes("third"))).isEmpty();
        assertThat(Files.readString(AtomicFile.backupOf(file))).isEqualTo("second");
        assertThat(temporaryFiles()).isEmpty();
    }

    @Test
    void aFailedSaveLeavesTheOriginalByteIdenticalAndSaysWhy() throws Exception {
        Path file = folder.resolve("c.aectrl");
        Files.writeString(file, "original");
        // Where the previous version must go stands a folder that is not empty: the backup step fails after the
        // new bytes are written to a temporary file, for root too.
        Path backup = AtomicFile.backupOf(file);
        Files.createDirectories(backup);
        Files.writeString(backup.resolve("keep"), "in the way");
        Optional<Diagnostic> failure = AtomicFile.save(file, bytes("new"));
        assertThat(failure).isPresent();
        assertThat(failure.get().code()).isEqualTo(Code.IO001);
        assertThat(failure.get().message()).startsWith("cannot save");
        assertThat(Files.readString(file)).isEqualTo("original");
        assertThat(temporaryFiles()).isEmpty();
    }

    @Test
    void aSaveIntoAFolderThatDoesNotExistFailsAndWritesNothing() throws Exception {
        Path target = folder.resolve("sub").resolve("missing-folder").resolve("x.aeanim");
        Optional<Diagnostic> failure = AtomicFile.save(target, bytes("new"));
        assertThat(failure).isPresent();
        assertThat(failure.get().code()).isEqualTo(Code.IO001);
        assertThat(failure.get().message()).startsWith("cannot save");
        assertThat(Files.exists(folder.resolve("sub"))).isFalse();
    }

    @Test
    void aFolderWhereNoFileMayBeCreatedFailsCleanly() {
        // chmod binds no one running as root, as tests often do in containers. Linux's sysfs takes no new file
        // from anyone, root included: creating one fails with EACCES (EROFS where /sys is mounted read-only), the
        // error a user gets in a folder without write permission.
        Path sys = Path.of("/sys/kernel");
        assumeTrue(Files.isDirectory(sys), "needs Linux's /sys");
        Path target = sys.resolve("reel-atomic-file-test.aeanim");
        Optional<Diagnostic> failure = AtomicFile.save(target, bytes("new"));
        assertThat(failure).isPresent();
        assertThat(failure.get().code()).isEqualTo(Code.IO001);
        assertThat(failure.get().message()).isIn("cannot save: permission denied (you may not write in its folder)",
                "cannot save: the disk or folder is mounted read-only");
        assertThat(target).doesNotExist();
    }

    @Test
    void aFileInAFolderWithoutWritePermissionIsLeftAsItWas() throws Exception {
        Path locked = Files.createDirectory(folder.resolve("locked"));
        Path file = locked.resolve("a.aeanim");
        Files.writeString(file, "original");
        try {
            assumeTrue(locked.toFile().setWritable(false) && !Files.isWritable(locked),
                    "folder permissions do not bind root (aFolderWhereNoFileMayBeCreatedFailsCleanly does)");
            Optional<Diagnostic> failure = AtomicFile.save(file, bytes("new"));
            assertThat(failure).isPresent();
            assertThat(failure.get().message()).isEqualTo("cannot save: permission denied (you may not write in its "
                    + "folder)");
            assertThat(Files.readString(file)).isEqualTo("original");
        } finally {
            locked.toFile().setWritable(true);
        }
    }

    @Test
    void strayTemporaryFilesOfDeadProcessesAreRemoved() throws Exception {
        long deadPid = deadPid();
        Path stray = folder.resolve(".run.aeanim." + deadPid + "-3.reel-tmp");
        Path strayBackup = folder.resolve("run.aeanim~." + deadPid + "-4.reel-tmp");
        Path alive = folder.resolve(".other.aeanim." + ProcessHandle.current().parent().orElseThrow().pid()
                + "-1.reel-tmp");
        Files.writeString(stray, "half");
        Files.writeString(strayBackup, "half");
        Files.writeString(alive, "in progress");
        assertThat(AtomicFile.removeStrayTemporaryFiles(folder)).isEqualTo(2);
        assertThat(stray).doesNotExist();
        assertThat(strayBackup).doesNotExist();
        assertThat(alive).exists();
    }

    static long deadPid() {
        long pid = 4_000_000;
        while (ProcessHandle.of(pid).isPresent()) {
            pid++;
        }
        return pid;
    }

    private Stream<Path> temporaryFiles() throws Exception {
        return Files.list(folder).filter(path -> path.toString().endsWith(".reel-tmp")).toList().stream();
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}

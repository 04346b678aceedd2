package dev.reel.io;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Kills a child JVM with SIGKILL at each point of a save of a 5 MB clip where a crash would hurt, stopped there by
 * the debugger ({@link StoppedSave}), over a file at version 1 whose backup holds version 0: the file and its
 * backup must each be one whole version (the old ones until the new bytes are renamed into place, the new ones
 * after), and the next start must leave no temporary file behind. The reliability report kills saves at random
 * moments instead ({@link SaveKills}).
 */
class SaveKillTest {
    @TempDir
    Path folder;

    @ParameterizedTest
    @EnumSource(StoppedSave.Point.class)
    void aSaveKilledAtAnyPointLeavesWholeVersionsAndTheNextStartNoTemporaryFile(StoppedSave.Point point)
            throws Exception {
        Path target = folder.resolve("big.aeanim");
        Path backup = AtomicFile.backupOf(target);
        assertThat(AtomicFile.save(target, SaveChild.content(0))).isEmpty();
        assertThat(AtomicFile.save(target, SaveChild.content(1))).isEmpty();

        StoppedSave.killAt(point, target, 2);

        boolean renamed = point == StoppedSave.Point.RENAMED;
        boolean backedUp = renamed || point == StoppedSave.Point.BACKUP_KEPT;
        assertThat(versionOf(target)).as("the file, killed at " + point).isEqualTo(renamed ? 2 : 1);
        assertThat(versionOf(backup)).as("its backup, killed at " + point).isEqualTo(backedUp ? 1 : 0);
        int left = switch (point) {
            case BEFORE_THE_TEMPORARY_FILE, RENAMED -> 0;
            case TEMPORARY_FILE_WRITTEN, BACKUP_KEPT -> 1;
            case BACKUP_LINKED -> 2;
        };
        assertThat(temporaryFiles()).as("what the kill at " + point + " left").hasSize(left);

        AtomicFile.removeStrayTemporaryFiles(folder);
        assertThat(temporaryFiles()).as("after the next start").isEmpty();
        assertThat(AtomicFile.save(target, SaveChild.content(3))).as("the next save").isEmpty();
        assertThat(versionOf(target)).isEqualTo(3);
        assertThat(versionOf(backup)).isEqualTo(renamed ? 2 : 1);
    }

    private static int versionOf(Path file) throws Exception {
        return SaveChild.versionOf(Files.readAllBytes(file));
    }

    private List<Path> temporaryFiles() throws Exception {
        try (var files = Files.list(folder)) {
            return files.filter(path -> path.getFileName().toString().endsWith(".reel-tmp")).toList();
        }
    }
}

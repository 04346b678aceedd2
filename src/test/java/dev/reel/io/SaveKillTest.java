package dev.reel.io;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Kills a saving child JVM with SIGKILL at random moments during 1,000 saves of a 5 MB clip: every time, the
 * file (and its backup) must be one whole version, and the next start must leave no temporary file behind.
 */
class SaveKillTest {
    private static final int SAVES = 1_000;

    @TempDir
    Path folder;

    @Test
    void killedSavesNeverTearTheFile() throws Exception {
        long seed = Long.getLong("reel.seed", System.nanoTime());
        SaveKills.Result result = SaveKills.run(folder, seed, SAVES);
        System.out.printf("SAVE-KILL saves=%d kills=%d torn=%d stray-temp-files=%d seed=%d%n", result.saved(),
                result.kills(), result.torn(), result.strays(), seed);
        assertThat(result.torn()).as("files that were neither the old nor the new version (seed " + seed + ")")
                .isZero();
        assertThat(result.strays()).as("temporary files left after the next start (seed " + seed + ")").isZero();
        assertThat(result.kills()).as("the child was killed at least a few times").isGreaterThan(3);
    }
}

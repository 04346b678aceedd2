package dev.reel.cli;

import dev.reel.bench.BigProjects;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * B8 {@code check-2000}: {@code reel check} of the generated 2,000-clip, 200-controller project with its files
 * checked on every core, beside the same code checking them in turn. Wall time, median of 7 runs each, the
 * two taken in turn so the machine's load falls on both alike.
 */
@Tag("bench")
@Tag("B8")
class CheckBench {
    @TempDir
    Path temp;

    @Test
    void checkOfTwoThousandClips() {
        Path project = BigProjects.manyClips(temp.resolve("many"), 18, 2000, 200);
        CheckCommand.Checked parallelResult = CheckCommand.check(project, true);
        CheckCommand.Checked sequentialResult = CheckCommand.check(project, false);
        assertThat(parallelResult).as("the same findings either way").isEqualTo(sequentialResult);
        for (int i = 0; i < 3; i++) {
            CheckCommand.check(project, true);
            CheckCommand.check(project, false);
        }
        double[] parallel = new double[7];
        double[] sequential = new double[7];
        for (int i = 0; i < parallel.length; i++) {
            long start = System.nanoTime();
            CheckCommand.check(project, true);
            parallel[i] = (System.nanoTime() - start) / 1e9;
            start = System.nanoTime();
            CheckCommand.check(project, false);
            sequential[i] = (System.nanoTime() - start) / 1e9;
        }
        Arrays.sort(parallel);
        Arrays.sort(sequential);
        double reel = parallel[3];
        double peer = sequential[3];
        System.out.println(String.format(Locale.ROOT,
                "BENCH B8 check-2000 reel=%.3f peer=sequential:%.3f unit=s ratio=%.2f target=<=1.0",
                reel, peer, peer / reel));
    }
}

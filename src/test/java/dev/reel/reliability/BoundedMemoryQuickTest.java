package dev.reel.reliability;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The bounded-memory rows of the biggest inputs, in every {@code mvn -B verify} rather than only in the
 * reliability report: a 16384² transparent sheet sliced by alpha and by a 64 px grid under {@code -Xmx1g}, and a
 * 50 MB clip checked and played under {@code -Xmx768m}. They are rows of {@link BoundedMemoryRuns}, run as the
 * reliability report runs them, each in a child JVM through {@link PeakHeap}: each must end with its exit code
 * and message, with no out-of-memory error and no stack trace. Untagged, so the normal run has it;
 * {@code -Preliability} runs every row instead ({@link BoundedMemoryReportTest}).
 */
class BoundedMemoryQuickTest {
    /** The rows, by the names {@link OthersInputs} gives them. */
    static final Set<String> ROWS = Set.of(
            "reel slice 16384² transparent --alpha",
            "reel slice 16384² transparent --grid 64,64",
            "reel check of a 50 MB clip",
            "reel play of a 50 MB clip");

    @TempDir
    Path temp;

    @Test
    void theBiggestSheetAndClipEndAsTheyMustInBoundedMemory() throws Exception {
        List<Figure> figures = new BoundedMemoryRuns(temp).run(ROWS::contains);
        assertThat(figures).as("a row for each name").hasSize(ROWS.size());
        BoundedMemoryReportTest.assertNoneLostOrCorrupt(figures);
    }
}

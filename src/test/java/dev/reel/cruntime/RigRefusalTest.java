package dev.reel.cruntime;

import dev.reel.testing.ChildRun;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The C runtime plays no rigs yet (docs/formats.md "Playing a rig"): a clip of a rig, and a controller whose clips
 * animate one, are refused with a message saying so, rather than played with their bones as nodes.
 */
class RigRefusalTest {
    private static final Path RIG = Path.of("src/test/resources/golden/rig");
    private static final Duration LIMIT = Duration.ofMinutes(1);

    @Test
    void aClipOfARigIsRefused() throws Exception {
        ChildRun.Ended run = CRuntime.run(CRuntime.reelc(), List.of("play", RIG.resolve("anim/cwave.aeanim")
                .toAbsolutePath().toString(), "--json"), LIMIT);
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.output()).contains("ANM001 the clip animates a rig (rig=); the C runtime does not play rigs yet")
                .doesNotContain("\"step\"");
    }

    @Test
    void aControllerOfARigIsRefused() throws Exception {
        ChildRun.Ended run = CRuntime.run(CRuntime.reelc(), List.of("replay", RIG.resolve("char.aectrl")
                .toAbsolutePath().toString(), "--script", RIG.resolve("char.script").toAbsolutePath().toString(),
                "--json", "--values"), LIMIT);
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.output()).contains("the controller's clips animate a rig, which the C runtime does not play yet")
                .doesNotContain("\"step\"");
    }
}

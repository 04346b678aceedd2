package dev.reel.play;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Loading through the game API: from folders and from a game's resources, and what a bad file gives. */
class ReelLoadTest {
    private static final Path SAMPLE = ReelAnimatorTest.SAMPLE;

    @TempDir
    Path project;

    private void write(String path, String text) throws IOException {
        Path file = project.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    private ReelLoadException failure(String controller) {
        try {
            ReelProject.open(project).controller(controller);
        } catch (ReelLoadException e) {
            return e;
        }
        throw new AssertionError(controller + " loaded");
    }

    @Test
    void aSyntaxErrorComesBackAsTheProjectsDiagnosticWithItsPlace() throws Exception {
        write("anim/bad.aectrl", """
                controller version=1 {
                  entry="Idle"
                  param "Speed" kind=float {
                }
                """);
        ReelLoadException e = failure("anim/bad.aectrl");
        assertThat(e.problems()).isNotEmpty();
        ReelProblem first = e.problems().get(0);
        assertThat(first.isError()).isTrue();
        assertThat(first.file()).isEqualTo("anim/bad.aectrl");
        assertThat(first.toString()).matches("anim/bad\\.aectrl:\\d+:\\d+ [A-Z]{3}\\d{3} .+");
        assertThat(e.getMessage()).startsWith(first.toString());
        assertThat(e.getMessage()).doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void aTransitionToAStateThatDoesNotExistIsAnErrorOnItsLine() throws Exception {
        write("anim/idle.aeanim", "anim version=1 length=1 loop=loop {\n}\n");
        write("anim/c.aectrl", """
                controller version=1 {
                  entry="Idle"
                  state "Idle" clip=asset("anim/idle.aeanim") {}
                  transition "Idle" to="Nowhere" {}
                }
                """);
        ReelLoadException e = failure("anim/c.aectrl");
        assertThat(e.getMessage()).contains("anim/c.aectrl:4:").contains("Nowhere");
    }

    @Test
    void anErrorInAStatesClipFailsTheLoadAndNamesTheClip() throws Exception {
        write("anim/idle.aeanim", "anim version=1 length=1 loop=sometimes {\n}\n");
        write("anim/c.aectrl", """
                controller version=1 {
                  entry="Idle"
                  state "Idle" clip=asset("anim/idle.aeanim") {}
                }
                """);
        ReelLoadException e = failure("anim/c.aectrl");
        assertThat(e.problems()).anySatisfy(problem -> {
            assertThat(problem.file()).isEqualTo("anim/idle.aeanim");
            assertThat(problem.line()).isEqualTo(1);
            assertThat(problem.isError()).isTrue();
        });
    }

    @Test
    void aStateWhoseClipIsMissingPlaysNothingAndSaysSo() throws Exception {
        write("anim/c.aectrl", """
                controller version=1 {
                  entry="Idle"
                  state "Idle" clip=asset("anim/gone.aeanim") {}
                }
                """);
        ReelController controller = ReelProject.open(project).controller("anim/c.aectrl");
        assertThat(controller.warnings()).extracting(ReelProblem::code).containsExactly("ANC004");
        ReelAnimator animator = controller.newAnimator();
        animator.step();
        assertThat(animator.state()).isEqualTo("Idle");
    }

    @Test
    void missingFilesAndPathsLeavingTheProjectAreDiagnosticsToo() throws Exception {
        assertThat(failure("anim/none.aectrl").getMessage())
                .isEqualTo("anim/none.aectrl:0:0 AST002 no such file in the project");
        assertThat(failure("../outside.aectrl").problems()).extracting(ReelProblem::code).containsExactly("AST001");
        assertThatThrownBy(() -> ReelProject.open(project.resolve("nothing-here")))
                .isInstanceOf(ReelLoadException.class).hasMessageContaining("IO001");
    }

    @Test
    void aBadProjectFileFailsTheOpen() throws Exception {
        write("project.aego", "project version=1 name=\"P\" tickRate=0 {}\n");
        assertThatThrownBy(() -> ReelProject.open(project)).isInstanceOf(ReelLoadException.class)
                .hasMessageContaining("project.aego:1:");
    }

    @Test
    void theProjectsTickRateIsTheFixedStep() throws Exception {
        write("project.aego", "project version=1 name=\"Slow\" tickRate=30 {}\n");
        write("anim/idle.aeanim", "anim version=1 length=1 loop=loop {\n}\n");
        ReelProject slow = ReelProject.open(project);
        assertThat(slow.name()).isEqualTo("Slow");
        assertThat(slow.fixedStep()).isEqualTo(1.0 / 30);
        ReelPlayer player = slow.clip("anim/idle.aeanim").newPlayer();
        for (int step = 0; step < 4; step++) {
            player.step();
        }
        assertThat(player.time()).isEqualTo(0.1, org.assertj.core.data.Offset.offset(1e-12));
    }

    /** The sample project as a game's resources: every file by its asset path, and the paths asked for. */
    private static Map<String, byte[]> resources() throws IOException {
        Map<String, byte[]> files = new HashMap<>();
        try (Stream<Path> walk = Files.walk(SAMPLE)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                files.put(SAMPLE.relativize(file).toString().replace('\\', '/'), Files.readAllBytes(file));
            }
        }
        return files;
    }

    @Test
    void aGameLoadsFromItsOwnResourcesExactlyAsFromTheFolder() throws Exception {
        Map<String, byte[]> files = resources();
        List<String> asked = new ArrayList<>();
        ReelProject fromResources = ReelProject.open(path -> {
            asked.add(path);
            byte[] bytes = files.get(path);
            return bytes == null ? null : new ByteArrayInputStream(bytes);
        });
        assertThat(fromResources.name()).isEqualTo("Platformer");
        ReelAnimator a = fromResources.controller("anim/./knight/../knight.aectrl").newAnimator();
        ReelAnimator b = ReelProject.open(SAMPLE).controller("anim/knight.aectrl").newAnimator();
        assertThat(asked).contains("project.aego", "anim/knight.aectrl", "anim/knight/attack.aeanim");
        for (int step = 1; step <= 300; step++) {
            for (ReelAnimator animator : List.of(a, b)) {
                if (step == 10) {
                    animator.setFloat("Speed", 2);
                }
                if (step == 100) {
                    animator.setTrigger("Attack");
                }
                animator.step();
            }
            assertThat(a.stateHash()).as("step " + step).isEqualTo(b.stateHash());
        }
        asked.clear();
        assertThatThrownBy(() -> fromResources.clip("../secret.aeanim")).isInstanceOf(ReelLoadException.class)
                .hasMessageContaining("AST001");
        assertThat(asked).as("a refused path never reaches the game's source").isEmpty();
    }

    @Test
    void theClassPathIsASource() throws Exception {
        // The test resources hold the replay goldens' project: src/test/resources/golden/replay/depth.
        ReelProject depth = ReelProject.open(AssetSource.resources(getClass().getClassLoader(),
                "/golden/replay/depth/"));
        ReelController layers = depth.controller("layers.aectrl");
        assertThat(layers.channels()).contains("Body/Arm:transform.rotation");
        assertThatThrownBy(() -> depth.controller("missing.aectrl")).isInstanceOf(ReelLoadException.class)
                .hasMessage("missing.aectrl:0:0 AST002 no such file in the project");
    }

    @Test
    void aSourceThatCannotReadGivesIo001() {
        assertThatThrownBy(() -> ReelProject.open(path -> {
            throw new IOException("the disk is on fire");
        })).isInstanceOf(ReelLoadException.class)
                .hasMessage("project.aego:0:0 IO001 cannot read: the disk is on fire");
    }
}

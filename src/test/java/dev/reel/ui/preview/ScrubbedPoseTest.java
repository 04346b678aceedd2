package dev.reel.ui.preview;

import dev.reel.cli.ControllerSource;
import dev.reel.io.ControllerCodec;
import dev.reel.model.Controller;
import dev.reel.model.Ease;
import dev.reel.model.Value;
import dev.reel.runtime.FadeCurve;
import dev.reel.ui.app.TransitionScrub;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

/**
 * A transition scrubbed in the Animator poses the preview's run by the runtime's cross-fade: before the fade the
 * source clip alone, inside it the two mixed by the controller's ease, after it the target alone; the run's own
 * animator does not move, and no other transition fires meanwhile.
 */
class ScrubbedPoseTest {
    private static final double STEP = 1.0 / 60;

    @TempDir
    Path root;

    private static String clip(double rotation) {
        return """
                anim version=1 length=1 loop=loop {
                  track "Arm" prop="transform.rotation" kind=float32 {
                    key t=0 v=%s {}
                  }
                }
                """.formatted(rotation);
    }

    private double rotation(ControllerRun run) {
        return ((Value.Num) run.scene().drawnValue("Arm", "transform.rotation")).value();
    }

    @Test
    void theSceneShowsTheRuntimesCrossFadeAtTheScrubbedTime() throws Exception {
        Files.createDirectories(root.resolve("anim"));
        Files.writeString(root.resolve("anim/low.aeanim"), clip(0));
        Files.writeString(root.resolve("anim/high.aeanim"), clip(1));
        String text = """
                controller version=1 {
                  entry="Low"
                  state "Low" clip=asset("anim/low.aeanim") {}
                  state "High" clip=asset("anim/high.aeanim") {}
                  transition "Low" to="High" duration=0.5 exitTime=0.5 {}
                  transition "High" to="Low" {}
                }
                """;
        Path file = root.resolve("anim/pair.aectrl");
        Files.writeString(file, text);
        Controller controller = ControllerCodec.read(text, "anim/pair.aectrl").value();
        ControllerSource source = ControllerSource.compile(controller, "anim/pair.aectrl", root);
        assertThat(source.failed()).as(source.diagnostics().toString()).isFalse();
        ControllerRun run = new ControllerRun(source.controller(), STEP, false);
        run.advance(0.2);
        long steps = run.animator().steps();
        ScrubbedPose pose = new ScrubbedPose(root);

        assertThat(pose.pose(run, new TransitionScrub(file, controller, "Low", "High", 0.5, 0.5, 0.3))).isTrue();
        assertThat(rotation(run)).as("before the fade: the source alone").isEqualTo(0);

        assertThat(pose.pose(run, new TransitionScrub(file, controller, "Low", "High", 0.5, 0.5, 0.75))).isTrue();
        double weight = run.lastBlend().weight();
        assertThat(run.lastBlend().isBlending()).isTrue();
        assertThat(weight).as("the controller's ease halfway through").isCloseTo(
                FadeCurve.at(Ease.IN_OUT_QUAD, 0.5), offset(0.07));
        assertThat(rotation(run)).as("the two clips mixed by the runtime's weight").isCloseTo(weight,
                offset(1e-6)).isStrictlyBetween(0.0, 1.0);

        assertThat(pose.pose(run, new TransitionScrub(file, controller, "Low", "High", 0.5, 0.5, 1.2))).isTrue();
        assertThat(rotation(run)).as("after the fade: the target alone (High to Low did not fire)").isEqualTo(1);
        assertThat(run.lastBlend().stateName()).isEqualTo("High");
        assertThat(run.animator().steps()).as("the run itself stood still").isEqualTo(steps);

        Path other = root.resolve("anim/other.aectrl");
        assertThat(pose.pose(run, new TransitionScrub(other, controller, "Low", "High", 0.5, 0.5, 0.75)))
                .as("another file's transition is not shown").isFalse();
        assertThat(pose.pose(run, new TransitionScrub(file, controller, "Low", "Nowhere", 0, 0.5, 0.2))).isFalse();
        run.drawAtStep();
        assertThat(rotation(run)).as("the run's own pose again").isEqualTo(0);
    }
}

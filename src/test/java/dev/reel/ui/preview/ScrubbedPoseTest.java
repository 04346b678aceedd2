package dev.reel.ui.preview;

import dev.reel.cli.ControllerSource;
import dev.reel.io.ControllerCodec;
import dev.reel.model.Controller;
import dev.reel.model.Ease;
import dev.reel.model.Value;
import dev.reel.runtime.FadeCurve;
import dev.reel.ui.playback.TransitionScrub;
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

    @Test
    void aLayersTransitionIsPosedInThatLayerOverTheBaseAndUpperLayersEventsFlashWithTheLayersName()
            throws Exception {
        Files.createDirectories(root.resolve("anim"));
        Files.writeString(root.resolve("anim/low.aeanim"), clip(0));
        Files.writeString(root.resolve("anim/high.aeanim"), clip(1));
        Files.writeString(root.resolve("anim/body.aeanim"), """
                anim version=1 length=1 loop=loop {
                  track "Body" prop="transform.rotation" kind=float32 {
                    key t=0 v=0.25 {}
                  }
                  event t=0.1 name="Step" {}
                }
                """);
        Files.writeString(root.resolve("anim/hit.aeanim"), """
                anim version=1 length=1 loop=loop {
                  track "Arm" prop="transform.rotation" kind=float32 {
                    key t=0 v=1 {}
                  }
                  event t=0.1 name="Hit" {}
                }
                """);
        String text = """
                controller version=1 {
                  entry="Walk"
                  state "Walk" clip=asset("anim/body.aeanim") {}
                  layer "Upper" entry="Strike" mask=["Arm"] {
                    state "Down" clip=asset("anim/low.aeanim") {}
                    state "Up" clip=asset("anim/high.aeanim") {}
                    state "Strike" clip=asset("anim/hit.aeanim") {}
                    transition "Down" to="Up" duration=0.5 {}
                  }
                }
                """;
        Path file = root.resolve("anim/layered.aectrl");
        Files.writeString(file, text);
        Controller controller = ControllerCodec.read(text, "anim/layered.aectrl").value();
        ControllerSource source = ControllerSource.compile(controller, "anim/layered.aectrl", root);
        assertThat(source.failed()).as(source.diagnostics().toString()).isFalse();
        ControllerRun run = new ControllerRun(source.controller(), STEP, false);
        run.advance(0.2);
        assertThat(run.takeFired()).extracting(ControllerRun.Fired::name)
                .as("the base's events as they are, the layer's named with the layer")
                .contains("Step", "Upper: Hit");
        ScrubbedPose pose = new ScrubbedPose(root);

        assertThat(pose.hold(run, new TransitionScrub(file, controller, 1, "Down", "Up", 0, 0.5, 0.25))).isTrue();
        double weight = run.lastBlend().weight();
        assertThat(run.lastBlend().isBlending()).isTrue();
        assertThat(rotation(run)).as("the layer's two clips mixed by the runtime's weight").isCloseTo(weight,
                offset(1e-6)).isStrictlyBetween(0.0, 1.0);
        assertThat(((Value.Num) run.scene().drawnValue("Body", "transform.rotation")).value())
                .as("the base plays on under the layer").isEqualTo(0.25);
        assertThat(pose.stateText(run)).startsWith("Upper: Down → Up ").endsWith("% · scrubbed");
        assertThat(pose.pose(run, new TransitionScrub(file, controller, 1, "Down", "Up", 0, 0.5, 0.75))).isTrue();
        assertThat(rotation(run)).as("after the fade: the layer's target alone").isEqualTo(1);
        assertThat(pose.pose(run, new TransitionScrub(file, controller, 2, "Down", "Up", 0, 0.5, 0.25)))
                .as("no second layer").isFalse();
    }
}

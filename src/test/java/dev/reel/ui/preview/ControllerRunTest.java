package dev.reel.ui.preview;

import dev.reel.cli.ControllerSource;
import dev.reel.preview.Transform2D;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

/** The platformer sandbox without a window: the body's physics and the built-in controller it drives. */
class ControllerRunTest {
    private static final double STEP = 1.0 / 60;

    private static ControllerRun sandbox(String controller) {
        ControllerSource source = ControllerSource.load(controller);
        assertThat(source.failed()).as(source.diagnostics().toString()).isFalse();
        return new ControllerRun(source.controller(), STEP, true);
    }

    /** Runs {@code steps} steps and returns the states they showed, in order, each once. */
    private static List<String> run(ControllerRun run, int steps) {
        Set<String> seen = new LinkedHashSet<>();
        for (int step = 0; step < steps; step++) {
            run.step();
            seen.add(run.animator().stateName());
        }
        return new ArrayList<>(seen);
    }

    @Test
    void runningJumpingLandingAndAttackingWalkThePlatformersStates() {
        ControllerRun run = sandbox("engine/anim/platformer");
        assertThat(run(run, 10)).containsExactly("Idle");

        run.body().setRight(true);
        assertThat(run(run, 30)).containsExactly("Idle", "Run");
        assertThat(run.body().vx()).isCloseTo(SandboxBody.RUN_SPEED, offset(1e-9));

        run.body().setJump(true);
        List<String> air = run(run, 90);
        // Up, over the top, down and back on the ground still running.
        assertThat(air).containsSubsequence("Jump", "Fall", "Run");
        assertThat(run.body().grounded()).isTrue();
        assertThat(run.body().y()).isZero();

        run.body().setJump(false);
        run.body().setRight(false);
        assertThat(run(run, 40)).endsWith("Idle");

        run.body().attack();
        assertThat(run(run, 5)).contains("Hit");
    }

    @Test
    void holdingJumpDoesNotJumpAgainAndAJumpInTheAirIsIgnored() {
        ControllerRun run = sandbox("engine/anim/platformer");
        run.body().setJump(true);
        run(run, 120);
        assertThat(run.body().grounded()).as("landed after one jump").isTrue();
        double highest = 0;
        for (int step = 0; step < 60; step++) {
            run.step();
            highest = Math.max(highest, run.body().y());
        }
        assertThat(highest).as("held, the key does not jump again").isZero();
        run.body().setJump(false);
        run.body().setJump(true);
        run.step();
        assertThat(run.body().vy()).isPositive();
    }

    @Test
    void theWallsStopTheBodyAndItFacesTheWayItMoves() {
        ControllerRun run = sandbox("engine/anim/platformer");
        run.body().setLeft(true);
        run(run, 600);
        assertThat(run.body().x()).isCloseTo(-SandboxBody.HALF_ROOM + 0.3, offset(1e-6));
        assertThat(run.body().vx()).isZero();
        assertThat(run.body().facingLeft()).isTrue();
        Transform2D placement = run.placement();
        assertThat(placement.scaleX()).isEqualTo(-1);
        assertThat(placement.x0()).isCloseTo(run.body().x() * SandboxBody.PIXELS_PER_UNIT, offset(1e-9));

        run.body().setLeft(false);
        run.body().setRight(true);
        run.step();
        // Against the wall the body stands still; one step of acceleration gives 0.5 m/s, above the 0.1 turn.
        assertThat(run.body().facingLeft()).isFalse();
    }

    @Test
    void realTimeBecomesFixedStepsWithTheRestLeftForTheDraw() {
        ControllerRun run = sandbox("engine/anim/platformer");
        assertThat(run.advance(STEP * 2.5)).isEqualTo(2);
        assertThat(run.animator().steps()).isEqualTo(2);
        assertThat(run.advance(STEP * 0.6)).isEqualTo(1);
        assertThat(run.advance(1.0)).as("a stall runs at most eight steps").isEqualTo(8);
        assertThat(run.stateText()).isEqualTo("Idle");
    }

    @Test
    void thePreviewShowsEveryLayerOverTheBase() {
        String text = "controller version=1 {\n  entry=\"A\"\n  param \"Go\" kind=trigger {}\n"
                + "  state \"A\" clip=asset(\"a.aeanim\") {}\n"
                + "  layer \"Up\" entry=\"Empty\" weight=0.5 mask=[\"Arm\"] {\n    state \"Empty\" {}\n"
                + "    state \"Lift\" clip=asset(\"lift.aeanim\") {}\n"
                + "    transition \"any\" to=\"Lift\" {\n      cond \"Go\" {}\n    }\n  }\n}\n";
        java.util.Map<String, dev.reel.runtime.CompiledClip> clips = java.util.Map.of(
                "a.aeanim", clip("anim version=1 length=1 loop=loop {\n"
                        + "  track \"Arm\" prop=\"transform.rotation\" kind=float32 {\n    key t=0 v=1 {}\n  }\n"
                        + "  track \"Leg\" prop=\"transform.rotation\" kind=float32 {\n    key t=0 v=1 {}\n  }\n}\n"),
                "lift.aeanim", clip("anim version=1 length=1 loop=loop {\n"
                        + "  track \"Arm\" prop=\"transform.rotation\" kind=float32 {\n    key t=0 v=3 {}\n  }\n"
                        + "  track \"Leg\" prop=\"transform.rotation\" kind=float32 {\n    key t=0 v=3 {}\n  }\n}\n"));
        var model = dev.reel.io.ControllerCodec.read(text, "c.aectrl").value();
        var controller = dev.reel.runtime.CompiledController.compile(model, "c.aectrl", clips::get);
        ControllerRun run = new ControllerRun(controller, STEP, false);
        run.advance(STEP * 3);
        assertThat(run.scene().drawnValue("Arm", "transform.rotation")).isEqualTo(new dev.reel.model.Value.Num(1));
        run.animator().setTrigger("Go");
        run.advance(STEP * 2);
        // Half of the lift over the base on the arm, which the mask lets in; the leg keeps the base's pose.
        assertThat(run.scene().drawnValue("Arm", "transform.rotation")).isEqualTo(new dev.reel.model.Value.Num(2));
        assertThat(run.scene().drawnValue("Leg", "transform.rotation")).isEqualTo(new dev.reel.model.Value.Num(1));
    }

    private static dev.reel.runtime.CompiledClip clip(String text) {
        return dev.reel.runtime.CompiledClip.compile(dev.reel.io.ClipCodec.read(text, "t.aeanim").value(), "t.aeanim");
    }
}

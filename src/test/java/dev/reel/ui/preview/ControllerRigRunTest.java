package dev.reel.ui.preview;

import dev.reel.cli.ControllerSource;
import dev.reel.model.rig.Rig;
import dev.reel.runtime.LayeredAnimator;
import dev.reel.runtime.MemoryScene;
import dev.reel.runtime.rig.CompiledRig;
import dev.reel.runtime.rig.RigTarget;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A controller whose clips animate a rig, run by the preview: the rig is posed by the player's own target from the
 * animator's blended bone locals, step for step what a game's animator of the same controller poses (docs/formats.md
 * "Playing a rig"), a 1D blend and an additive layer masked to the arm included.
 */
class ControllerRigRunTest {
    private static final double STEP = 1.0 / 60;

    @Test
    void thePreviewPosesTheRigAsAGamesAnimatorDoesStepForStep() {
        ControllerSource source = ControllerSource.load("src/test/resources/golden/rig/char.aectrl");
        assertThat(source.failed()).as(source.diagnostics().toString()).isFalse();
        Rig rig = source.rig().rig();
        assertThat(rig).as("the rig its clips name").isNotNull();
        ControllerRun run = new ControllerRun(source.controller(), STEP, null, rig);
        RigTarget game = new RigTarget(CompiledRig.of(rig), MemoryScene.open());
        LayeredAnimator animator = new LayeredAnimator(source.controller(), game, STEP);
        long setup = run.rigPose().hash();
        int hip = run.rig().compiled().bone("hip");
        double setupHipY = run.rigPose().worldY(hip);
        for (int step = 1; step <= 90; step++) {
            if (step == 20) {
                run.animator().setFloat("Speed", 0.5);
                animator.layer(0).setFloat("Speed", 0.5);
            }
            if (step == 40) {
                run.animator().setBool("Wave", true);
                animator.layer(0).setBool("Wave", true);
            }
            run.step();
            animator.step();
            assertThat(run.rigPose().hash()).as("step " + step).isEqualTo(game.pose().hash());
        }
        assertThat(run.rigPose().hash()).as("the rig moved").isNotEqualTo(setup);
        assertThat(run.rigPose().worldY(hip)).as("the walk lowers the hip").isNotEqualTo(setupHipY);
        assertThat(run.layers().layer(1).stateName()).isEqualTo("On");
    }

    @Test
    void aControllerOfNodesHasNoRig() {
        ControllerSource source = ControllerSource.load("engine/anim/platformer");
        ControllerRun run = new ControllerRun(source.controller(), STEP, null, source.rig().rig());
        assertThat(run.rig()).isNull();
        assertThat(run.rigPose()).isNull();
    }
}

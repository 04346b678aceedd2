package dev.reel.runtime;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An animator skips evaluating its transitions on a step whose state, blend flag and parameters are those of
 * a step that found nothing to fire (and none of whose candidates has an exit time). Property: over seeded
 * random parameter changes, the skipping animator and one made to evaluate every step go through the same
 * states, signals and hashes, step for step.
 */
class AnimatorQuietStepsTest {
    private static final double DT = 1.0 / 60;

    @Test
    void skippingQuietStepsChangesNothingAnyoneSees() {
        CompiledController controller = Rig.platformer();
        for (long seed = 1; seed <= 60; seed++) {
            Random random = new Random(seed);
            Rig.Signals skippingSignals = new Rig.Signals(controller);
            Rig.Signals evaluatingSignals = new Rig.Signals(controller);
            Animator skipping = Rig.animator(controller, DT, skippingSignals);
            Animator evaluating = Rig.animator(controller, DT, evaluatingSignals);
            for (int step = 0; step < 600; step++) {
                // Mostly nothing; now and then a change, sometimes to the value it already has.
                int pick = random.nextInt(40);
                double speed = random.nextInt(3) * 2.0;
                boolean grounded = random.nextInt(4) != 0;
                double vertical = random.nextInt(3) - 1.0;
                for (Animator animator : new Animator[]{skipping, evaluating}) {
                    switch (pick) {
                        case 0 -> animator.setFloat("Speed", speed);
                        case 1 -> animator.setBool("Grounded", grounded);
                        case 2 -> animator.setFloat("VerticalSpeed", vertical);
                        case 3 -> animator.setTrigger("Attack");
                        case 4 -> animator.play("Idle");
                        default -> {
                        }
                    }
                }
                evaluating.quietState = -1;
                skipping.step();
                evaluating.step();
                assertThat(skipping.stateHash()).as("seed %d, step %d", seed, step).isEqualTo(evaluating.stateHash());
                assertThat(skippingSignals.take()).as("seed %d, step %d", seed, step)
                        .isEqualTo(evaluatingSignals.take());
            }
        }
    }

    @Test
    void aStepWithTheSameParametersSkipsAndAChangeEvaluatesAgain() {
        CompiledController controller = Rig.platformer();
        Animator animator = Rig.animator(controller, DT, new Rig.Signals(controller));
        Rig.steps(animator, 3);
        assertThat(animator.stateName()).isEqualTo("Idle");
        assertThat(animator.quietState).as("Idle found nothing to fire and was remembered")
                .isEqualTo(controller.stateIndex("Idle"));
        animator.setFloat("Speed", 0);
        long version = animator.paramsVersion;
        animator.setFloat("Speed", 0);
        assertThat(animator.paramsVersion).as("setting the value it has changes nothing").isEqualTo(version);
        animator.setFloat("Speed", 3);
        animator.step();
        assertThat(animator.stateName()).as("a change is evaluated on the next step").isEqualTo("Run");
    }
}

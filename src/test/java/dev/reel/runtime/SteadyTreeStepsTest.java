package dev.reel.runtime;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A blend-tree state steps like a clip state on a steady step ({@link SteadyStep}): its weights are kept rather
 * than weighed again from unchanged parameters (a layered animator's layers never take it: an event the base fires
 * may wake the layers above, which read what the general path leaves). Property: over seeded random parameter
 * changes, an animator (or layered animator) that may take it and one made to take the general path on every step
 * go through the same signals, weights, poses and hashes, step for step.
 */
class SteadyTreeStepsTest {
    private static final double DT = 1.0 / 60;

    private static CompiledController controller() {
        return new Rig().clip("idle", Rig.ramp(1, "X.v", 0, 1)).clip("walk", Rig.ramp(0.8, "X.v", 2, 5))
                .clip("run", Rig.ramp(0.5, "X.v", -1, 7)).clip("jump", Rig.ramp(0.7, "X.v", 9, 3))
                .clip("attack", Rig.ramp(0.4, "Y.v", 1, 2)).compile("""
                        controller version=1 {
                          entry="Move"
                          param "Speed" kind=float {}
                          param "Grounded" kind=bool default=true {}
                          param "Attack" kind=trigger {}
                          state "Move" blend=oneD param="Speed" {
                            motion clip=asset("idle") at=0 {}
                            motion clip=asset("walk") at=1.5 {}
                            motion clip=asset("run") at=4 {}
                          }
                          state "Jump" clip=asset("jump") {}
                          transition "any" to="Jump" duration=0.1 {
                            cond "Grounded" op=eq value=false {}
                          }
                          transition "Jump" to="Move" duration=0.15 {
                            cond "Grounded" {}
                          }
                          layer "Upper" entry="Empty" {
                            state "Empty" {}
                            state "Attack" clip=asset("attack") {}
                            transition "any" to="Attack" duration=0.1 {
                              cond "Attack" {}
                            }
                            transition "Attack" to="Empty" duration=0.15 exitTime=1 {}
                          }
                        }
                        """);
    }

    /** Now and then a change: the speed (sometimes between the motions, sometimes to what it is), a jump, an attack. */
    private static void input(Animator animator, int pick, double speed, boolean grounded) {
        switch (pick) {
            case 0 -> animator.setFloat("Speed", speed);
            case 1 -> animator.setBool("Grounded", grounded);
            case 2 -> animator.setTrigger("Attack");
            default -> {
            }
        }
    }

    @Test
    void aTreeKeepsItsWeightsOnlyWhileTheParametersStay() {
        CompiledController flat = controller().layer(0);
        for (long seed = 1; seed <= 30; seed++) {
            Random random = new Random(seed);
            Rig.Signals steadySignals = new Rig.Signals(flat);
            Rig.Signals generalSignals = new Rig.Signals(flat);
            Animator steady = Rig.animator(flat, DT, steadySignals);
            Animator general = Rig.animator(flat, DT, generalSignals);
            Animator bare = new Animator(flat, null, DT);
            Animator bareGeneral = new Animator(flat, null, DT);
            for (int step = 0; step < 500; step++) {
                int pick = random.nextInt(30);
                double speed = random.nextInt(9) * 0.5;
                boolean grounded = random.nextInt(5) != 0;
                for (Animator animator : new Animator[]{steady, general, bare, bareGeneral}) {
                    input(animator, pick, speed, grounded);
                }
                general.quietState = -1;
                bareGeneral.quietState = -1;
                steady.step();
                general.step();
                bare.step();
                bareGeneral.step();
                String at = "seed " + seed + ", step " + step;
                assertThat(steady.stateHash()).as(at).isEqualTo(general.stateHash());
                assertThat(steadySignals.take()).as(at).isEqualTo(generalSignals.take());
                assertThat(bare.stateHash()).as(at).isEqualTo(bareGeneral.stateHash());
            }
        }
    }

    @Test
    void aLayeredAnimatorStepsAsTheGeneralPathDoes() {
        CompiledController controller = controller();
        for (long seed = 1; seed <= 30; seed++) {
            Random random = new Random(seed);
            LayeredAnimator steady = new LayeredAnimator(controller, DT);
            LayeredAnimator general = new LayeredAnimator(controller, DT);
            for (int step = 0; step < 500; step++) {
                int pick = random.nextInt(30);
                double speed = random.nextInt(9) * 0.5;
                boolean grounded = random.nextInt(5) != 0;
                input(steady.layer(0), pick, speed, grounded);
                input(general.layer(0), pick, speed, grounded);
                general.base.quietState = -1;
                steady.step();
                general.step();
                String at = "seed " + seed + ", step " + step;
                // The base's own hash (weights, pose, parameters) leaves the layers above it resting.
                assertThat(steady.base.stateHash()).as(at).isEqualTo(general.base.stateHash());
                for (int channel = 0; channel < steady.channelCount(); channel++) {
                    assertThat(steady.value(channel)).as(at + " " + steady.channelTarget(channel))
                            .isEqualTo(general.value(channel));
                }
                if (random.nextInt(25) == 0 || step == 499) {
                    assertThat(steady.stateHash()).as(at).isEqualTo(general.stateHash());
                }
            }
        }
    }
}

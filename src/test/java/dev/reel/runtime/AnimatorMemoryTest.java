package dev.reel.runtime;

import dev.reel.bench.CrowdController;
import org.junit.jupiter.api.Test;

import java.lang.management.ManagementFactory;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Per animator, only primitives and small arrays: steps allocate nothing once running (transitions, blends,
 * interrupts and root motion included), and an animator takes well under 1 KiB of its own.
 */
class AnimatorMemoryTest {
    private static final int ANIMATORS = 200;

    private static long allocatedBytes() {
        return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean())
                .getThreadAllocatedBytes(Thread.currentThread().getId());
    }

    /** Steps every animator, changing parameters so that transitions, blends and interrupts keep happening. */
    private static void run(Animator[] animators, int from, int steps) {
        for (int step = from; step < from + steps; step++) {
            for (int i = 0; i < animators.length; i++) {
                Animator animator = animators[i];
                int phase = (step + i * 7) % 97;
                if (phase == 0) {
                    animator.setFloat(0, (step / 97 + i) % 3 * 2.0);
                } else if (phase == 40 && i % 3 == 0) {
                    animator.setTrigger(2);
                } else if (phase == 60 && i % 5 == 0) {
                    animator.setBool(1, false);
                } else if (phase == 75) {
                    animator.setBool(1, true);
                }
                animator.step();
            }
        }
    }

    @Test
    void stepsAllocateNothingOnceRunning() {
        CompiledController controller = new CrowdController(7).compile();
        Animator[] animators = new Animator[ANIMATORS];
        for (int i = 0; i < ANIMATORS; i++) {
            animators[i] = new Animator(controller, null, 1.0 / 60);
            animators[i].setRootMotion(RootMotion.TO_MOTION);
            animators[i].setMotionBody(new BoxBody(0, 0, 1, 1, java.util.List.of(new Box(-100, -1, 100, 0))));
        }
        run(animators, 0, 2_000);
        int blending = 0;
        for (Animator animator : animators) {
            blending += animator.isBlending() ? 1 : 0;
        }
        // The fewest bytes of three windows of 200,000 steps: a step that allocates makes every window large,
        // while a one-off allocation of the JIT or of the measurement itself (about 1 KiB, seen when the class
        // runs alone) lands in one window only.
        long allocated = Long.MAX_VALUE;
        for (int window = 0; window < 3; window++) {
            long before = allocatedBytes();
            run(animators, 2_000 + window * 1_000, 1_000);
            allocated = Math.min(allocated, allocatedBytes() - before);
        }
        assertThat(allocated).as("bytes allocated by 200,000 animator steps (the fewest of three runs)")
                .isLessThan(1_024);
        assertThat(blending).as("some animators were blending").isPositive();
    }

    @Test
    void anAnimatorTakesLessThanOneKibibyteOfItsOwnBlendPartsIncluded() {
        CompiledController controller = new CrowdController(7).compile();
        Animator warm = new Animator(controller, null, 1.0 / 60);
        warm.step();
        warm.crossFade(1, 0.2);
        warm.step();
        Animator[] animators = new Animator[1_000];
        long before = allocatedBytes();
        for (int i = 0; i < animators.length; i++) {
            animators[i] = new Animator(controller, null, 1.0 / 60);
        }
        long made = allocatedBytes() - before;
        // The crowd's transitions blend, so the blend's parts (the outgoing slot, its channel mask and the start
        // pose) are made with the animator; blended once, it is still under 1 KiB.
        for (Animator animator : animators) {
            animator.step();
            animator.crossFade(1, 0.2);
            animator.step();
            assertThat(animator.isBlending()).isTrue();
        }
        long perAnimator = (allocatedBytes() - before) / animators.length;
        assertThat(perAnimator).as("made and blended once").isLessThan(1_024)
                .isGreaterThan(made / animators.length);
    }

    @Test
    void anAnimatorWhoseTransitionsBlendMakesItsBlendPartsWhenMadeSoItsFirstBlendAllocatesNothing() {
        // Made with it, the blend's parts lie beside the parts every step reads, where a blending step reads
        // them; made on the first blend, they landed wherever the heap was then (B3's blending steps missed
        // the cache on them).
        CompiledController controller = new CrowdController(7).compile();
        assertThat(controller.blends).isTrue();
        Animator warm = new Animator(controller, null, 1.0 / 60);
        warm.step();
        warm.crossFade(1, 0.2);
        warm.step();
        Animator[] animators = new Animator[1_000];
        for (int i = 0; i < animators.length; i++) {
            animators[i] = new Animator(controller, null, 1.0 / 60);
            animators[i].step();
        }
        long before = allocatedBytes();
        for (Animator animator : animators) {
            animator.crossFade(1, 0.2);
            animator.step();
        }
        long perAnimator = (allocatedBytes() - before) / animators.length;
        assertThat(animators[0].isBlending()).isTrue();
        assertThat(perAnimator).as("bytes a first blend allocates").isLessThan(16);
    }
}

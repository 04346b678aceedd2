package dev.reel.runtime;

import dev.reel.model.LoopMode;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An animator divides once per cycle, not once per step: it keeps {@link Timeline#cycleBound} and recomputes
 * the cycle only when the play position reaches it. Property: for seeded random clip lengths, steps and
 * speeds — many of them making positions land exactly on, or a rounding away from, cycle boundaries — the
 * kept cycle equals {@link Timeline#cycle} at every step.
 */
class CycleBoundTest {
    @Test
    void theKeptCycleIsTheComputedOneAtEveryStep() {
        LoopMode[] modes = {LoopMode.LOOP, LoopMode.PING_PONG, LoopMode.ONCE};
        for (long seed = 1; seed <= 400; seed++) {
            Random random = new Random(seed);
            // Lengths that are whole numbers of steps (boundaries hit exactly, up to rounding) and others.
            double dt = random.nextBoolean() ? 1.0 / 60 : 1.0 / (30 + random.nextInt(120));
            double length = random.nextBoolean() ? dt * (1 + random.nextInt(40)) : random.nextDouble() * 2;
            double speed = random.nextBoolean() ? 1 : random.nextDouble() * 3;
            LoopMode mode = modes[random.nextInt(modes.length)];
            int cycle = 0;
            double bound = 0;
            for (int steps = 1; steps <= 3_000; steps++) {
                double position = steps * Math.abs(dt * speed);
                if (!(position + Timeline.EPSILON < bound)) {
                    cycle = Timeline.cycle(position, length, mode);
                    bound = Timeline.cycleBound(cycle, length, mode);
                }
                assertThat(cycle).as("seed %d, step %d, length %s, position %s", seed, steps, length, position)
                        .isEqualTo(Timeline.cycle(position, length, mode));
            }
        }
    }

    @Test
    void aPositionTheBoundKeepsLiesInThatCycleRightUpToTheBoundary() {
        for (double length : new double[]{0.1, 1.0 / 3, 0.4, 1.2, 7.77}) {
            for (int cycle = 0; cycle < 20_000; cycle++) {
                double bound = Timeline.cycleBound(cycle, length, LoopMode.LOOP);
                // The last positions the bound still keeps: just below it, and just below the true boundary.
                for (double position : new double[]{Math.nextDown(bound - Timeline.EPSILON),
                        Math.nextDown((cycle + 1.0) * length - Timeline.EPSILON)}) {
                    if (position + Timeline.EPSILON < bound) {
                        assertThat(Timeline.cycle(position, length, LoopMode.LOOP))
                                .as("length %s, cycle %d, position %s", length, cycle, position).isEqualTo(cycle);
                    }
                }
            }
        }
    }
}

package dev.reel.ui.preview;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * A rigid vertex's deform offset is in its bone's space (skinning adds it before the bone transform): the Deform
 * tool takes a world move into the bone so that the vertex lands where the mouse went.
 */
class DeformOffsetTest {
    @Test
    void aWorldMoveTakenIntoTheBoneComesBackOutThroughTheBone() {
        // A bone turned a quarter clockwise (y down) and scaled 2: a = 0, b = 2, c = -2, d = 0.
        assertThat(DeformTool.intoBone(new double[] {0, 2, -2, 0, 5, 5}, 4, 0)).containsExactly(0, -2);
        assertThat(DeformTool.intoBone(new double[] {0, 0, 0, 1, 0, 0}, 1, 1)).as("scaled to nothing").isNull();
        long seed = Long.getLong("reel.seed", System.nanoTime());
        Random random = new Random(seed);
        for (int i = 0; i < 1000; i++) {
            double r = random.nextDouble() * 7 - 3.5;
            double sx = 0.1 + random.nextDouble() * 3;
            double sy = -(0.1 + random.nextDouble() * 3);
            double[] world = {Math.cos(r) * sx, Math.sin(r) * sx, -Math.sin(r) * sy, Math.cos(r) * sy, 0, 0};
            double dx = random.nextDouble() * 200 - 100;
            double dy = random.nextDouble() * 200 - 100;
            double[] local = DeformTool.intoBone(world, dx, dy);
            assertThat(world[0] * local[0] + world[2] * local[1]).as("seed " + seed).isCloseTo(dx, within(1e-9));
            assertThat(world[1] * local[0] + world[3] * local[1]).as("seed " + seed).isCloseTo(dy, within(1e-9));
        }
    }
}

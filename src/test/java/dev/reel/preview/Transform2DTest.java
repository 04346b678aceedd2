package dev.reel.preview;

import dev.reel.model.Vec2;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

/** World transforms compose like nested nodes and decompose back into what a sprite can hold. */
class Transform2DTest {

    @Test
    void composingMapsAPointThroughTheChildThenTheParent() {
        Transform2D parent = Transform2D.of(10, 20, Math.PI / 2, 2, 2);
        Transform2D child = Transform2D.translation(3, 0);
        Vec2 point = parent.times(child).apply(1, 0);
        // Child: (1, 0) → (4, 0); parent: scaled (8, 0), a quarter turn clockwise (y down) (0, 8), moved.
        assertThat(point.x()).isCloseTo(10, offset(1e-9));
        assertThat(point.y()).isCloseTo(28, offset(1e-9));
    }

    @Test
    void aMirrorIsPutOnXSoAFacingFlipIsNotATurn() {
        Transform2D mirrored = Transform2D.of(0, 0, 0, -1, 1).times(Transform2D.of(5, 0, 0.3, 1, 1));
        assertThat(mirrored.scaleX()).isCloseTo(-1, offset(1e-12));
        assertThat(mirrored.scaleY()).isCloseTo(1, offset(1e-12));
        // Mirrored, the child's clockwise turn is anticlockwise on screen.
        assertThat(mirrored.rotation()).isCloseTo(-0.3, offset(1e-12));
        assertThat(mirrored.x0()).isCloseTo(-5, offset(1e-12));
    }

    @Test
    void withoutShearTheDecompositionRebuildsTheSameTransform() {
        long seed = new Random().nextLong();
        Random random = new Random(seed);
        for (int round = 0; round < 2000; round++) {
            Transform2D world = Transform2D.IDENTITY;
            int depth = 1 + random.nextInt(4);
            for (int level = 0; level < depth; level++) {
                double scale = (0.25 + random.nextDouble() * 3) * (random.nextBoolean() ? 1 : -1);
                // Uniform scales (up to a mirror) never shear, however the levels are turned.
                double scaleY = Math.abs(scale) * (random.nextInt(4) == 0 ? -1 : 1);
                world = world.times(Transform2D.of(random.nextDouble() * 200 - 100, random.nextDouble() * 200 - 100,
                        random.nextDouble() * 8 - 4, scale, scaleY));
            }
            Transform2D rebuilt = Transform2D.of(world.x0(), world.y0(), world.rotation(), world.scaleX(),
                    world.scaleY());
            double[] expected = {world.a(), world.b(), world.c(), world.d(), world.x0(), world.y0()};
            double[] actual = {rebuilt.a(), rebuilt.b(), rebuilt.c(), rebuilt.d(), rebuilt.x0(), rebuilt.y0()};
            for (int i = 0; i < expected.length; i++) {
                assertThat(actual[i]).as("seed %d, round %d, entry %d", seed, round, i)
                        .isCloseTo(expected[i], offset(1e-9 * Math.max(1, Math.abs(expected[i]))));
            }
            assertThat(world.scaleX() < 0).as("seed %d: a mirror is on x", seed).isEqualTo(world.determinant() < 0);
        }
    }
}

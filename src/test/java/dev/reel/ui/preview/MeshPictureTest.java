package dev.reel.ui.preview;

import javafx.geometry.Point2D;
import javafx.scene.transform.Affine;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The affine map that lays a mesh triangle's texture corners onto its view corners under the weights tint. */
class MeshPictureTest {
    @Test
    void aTriangleOfTheCellLandsOnItsViewCorners() {
        Affine scaled = MeshPicture.map(0, 0, 10, 0, 0, 10, 100, 50, 120, 50, 100, 70);
        assertThat(scaled.transform(5, 5)).isEqualTo(new Point2D(110, 60));
        long first = Long.getLong("reel.seed", 34L);
        int cases = Long.getLong("reel.seed") != null ? 1 : 200;
        for (long seed = first; seed < first + cases; seed++) {
            Random random = new Random(seed);
            double[] p = new double[12];
            for (int i = 0; i < p.length; i++) {
                p[i] = random.nextDouble() * 200 - 100;
            }
            Affine map = MeshPicture.map(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], p[8], p[9], p[10], p[11]);
            if (map == null) {
                continue;
            }
            for (int k = 0; k < 3; k++) {
                Point2D at = map.transform(p[2 * k], p[2 * k + 1]);
                assertThat(at.getX()).as("seed %d corner %d", seed, k).isCloseTo(p[6 + 2 * k], within(1e-6));
                assertThat(at.getY()).as("seed %d corner %d", seed, k).isCloseTo(p[7 + 2 * k], within(1e-6));
            }
        }
    }

    @Test
    void aTextureTriangleWithNoAreaDrawsNothing() {
        assertThat(MeshPicture.map(0, 0, 5, 5, 10, 10, 0, 0, 1, 0, 0, 1)).isNull();
    }
}

package dev.reel.runtime;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The blend-tree weights of docs/formats.md ("Blend trees"), case by case. */
class BlendWeightsTest {

    private static double[] oneD(double p, double... thresholds) {
        int[] order = new int[thresholds.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        double[] out = new double[thresholds.length];
        BlendWeights.oneD(thresholds, order, p, out);
        return out;
    }

    private static double[] twoD(double x, double y, double[][] points) {
        double[] xs = new double[points.length];
        double[] ys = new double[points.length];
        for (int i = 0; i < points.length; i++) {
            xs[i] = points[i][0];
            ys[i] = points[i][1];
        }
        double[] out = new double[points.length];
        BlendWeights.twoD(xs, ys, x, y, out);
        return out;
    }

    @Test
    void oneDIsWholeAtAThresholdLinearBetweenAndClampedOutside() {
        assertThat(oneD(0, 0, 1, 3)).containsExactly(1, 0, 0);
        assertThat(oneD(1, 0, 1, 3)).containsExactly(0, 1, 0);
        assertThat(oneD(2, 0, 1, 3)).containsExactly(0, 0.5, 0.5);
        assertThat(oneD(1.5, 0, 1, 3)).containsExactly(0, 0.75, 0.25);
        assertThat(oneD(-5, 0, 1, 3)).containsExactly(1, 0, 0);
        assertThat(oneD(9, 0, 1, 3)).containsExactly(0, 0, 1);
        assertThat(oneD(Double.NaN, 0, 1, 3)).containsExactly(1, 0, 0);
    }

    private static final double[][] CROSS = {{0, 0}, {1, 0}, {0, 1}, {-1, 0}, {0, -1}};

    @Test
    void twoDPicksTheNearestDirectionOnEachSideAndGivesTheRestToTheCentre() {
        assertThat(twoD(0, 0, CROSS)).containsExactly(1, 0, 0, 0, 0);
        assertThat(twoD(0.5, 0, CROSS)).containsExactly(0.5, 0.5, 0, 0, 0);
        assertThat(twoD(2, 0, CROSS)).containsExactly(0, 1, 0, 0, 0);
        assertThat(twoD(0.5, 0.25, CROSS)).containsExactly(0.25, 0.5, 0.25, 0, 0);
        assertThat(twoD(1, 1, CROSS)).containsExactly(0, 0.5, 0.5, 0, 0);
        double[] southWest = twoD(-0.3, -0.3, CROSS);
        assertThat(southWest[0]).isCloseTo(0.4, within(1e-12));
        assertThat(southWest[3]).isCloseTo(0.3, within(1e-12));
        assertThat(southWest[4]).isCloseTo(0.3, within(1e-12));
    }

    @Test
    void withoutACentreMotionTheCentresShareIsSplitEquallyAndAnEmptySideGivesItAll() {
        double[][] three = {{1, 0}, {0, 1}, {-1, 0}};
        assertThat(twoD(0, 0, three)).containsExactly(1.0 / 3, 1.0 / 3, 1.0 / 3);
        double[] half = twoD(0.5, 0, three);
        assertThat(half[0]).isCloseTo(0.5 + 0.5 / 3, within(1e-12));
        assertThat(half[1]).isCloseTo(0.5 / 3, within(1e-12));
        // Straight down: east and west are 90 degrees to each side, 180 apart: the centre takes it all.
        double[] down = twoD(0, -1, three);
        assertThat(down).containsExactly(1.0 / 3, 1.0 / 3, 1.0 / 3);
        double[][] wedge = {{0, 0}, {1, 0}, {0, 1}};
        assertThat(twoD(-1, -1, wedge)).as("no motion on one side").containsExactly(1, 0, 0);
    }
}

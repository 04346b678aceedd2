package dev.reel.runtime;

import dev.reel.model.BlendKind;
import dev.reel.model.BlendTree;
import dev.reel.model.Motion;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The weights the blend-tree editor shows are the animator's: per motion in file order, summing to 1. */
class TreeWeightsTest {

    @Test
    void oneDSharesLinearlyBetweenNeighboursInFileOrderWhateverTheThresholdsOrder() {
        BlendTree tree = new BlendTree(BlendKind.ONE_D, "Speed", null, List.of(
                Motion.of("run", 2, 0), Motion.of("idle", 0, 0), Motion.of("walk", 1, 0)));
        assertThat(TreeWeights.of(tree, 1.5, 0)).containsExactly(0.5, 0, 0.5);
        assertThat(TreeWeights.of(tree, 0.25, 0)).containsExactly(0, 0.75, 0.25);
        assertThat(TreeWeights.of(tree, -3, 0)).containsExactly(0, 1, 0);
        assertThat(TreeWeights.of(tree, 9, 0)).containsExactly(1, 0, 0);
    }

    @Test
    void twoDGivesTheCentreWhatTheNeighboursLeave() {
        BlendTree tree = new BlendTree(BlendKind.TWO_D, "X", "Y", List.of(
                Motion.of("centre", 0, 0), Motion.of("east", 1, 0), Motion.of("north", 0, 1)));
        double[] w = TreeWeights.of(tree, 0.5, 0.5);
        assertThat(w[1]).isCloseTo(0.5, within(1e-12));
        assertThat(w[2]).isCloseTo(0.5, within(1e-12));
        assertThat(w[0]).isCloseTo(0, within(1e-12));
        assertThat(TreeWeights.of(tree, 0, 0)).containsExactly(1, 0, 0);
    }

    @Test
    void weightsAreNeverNegativeAndSumToOne() {
        long seed = 2424;
        Random random = new Random(seed);
        for (int round = 0; round < 500; round++) {
            int n = 1 + random.nextInt(5);
            List<Motion> motions = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                motions.add(Motion.of("m" + i, random.nextInt(7) - 3, random.nextInt(7) - 3));
            }
            BlendKind kind = random.nextBoolean() ? BlendKind.ONE_D : BlendKind.TWO_D;
            double x = random.nextDouble() * 8 - 4;
            double y = random.nextDouble() * 8 - 4;
            double[] w = TreeWeights.of(new BlendTree(kind, "X", "Y", motions), x, y);
            double sum = 0;
            for (double each : w) {
                assertThat(each).as("seed %d round %d", seed, round).isGreaterThanOrEqualTo(0);
                sum += each;
            }
            assertThat(sum).as("seed %d round %d", seed, round).isCloseTo(1, within(1e-9));
        }
    }
}

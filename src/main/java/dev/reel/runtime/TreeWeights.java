package dev.reel.runtime;

import dev.reel.model.BlendKind;
import dev.reel.model.BlendTree;
import dev.reel.model.Motion;

import java.util.Arrays;
import java.util.List;

/**
 * The weights a blend tree gives its motions for parameter values, by the rules the animator plays it by
 * (docs/formats.md, "Blend trees"): for an editor that shows them while an artist auditions the tree.
 */
public final class TreeWeights {
    private TreeWeights() {
    }

    /** One weight per motion of {@code tree}, in file order, for {@code x} (and {@code y} in a 2D tree). */
    public static double[] of(BlendTree tree, double x, double y) {
        List<Motion> motions = tree.motions();
        int n = motions.size();
        double[] out = new double[n];
        if (n == 0) {
            return out;
        }
        double[] xs = new double[n];
        double[] ys = new double[n];
        for (int i = 0; i < n; i++) {
            xs[i] = motions.get(i).x();
            ys[i] = motions.get(i).y();
        }
        if (tree.kind() == BlendKind.TWO_D) {
            BlendWeights.twoD(xs, ys, x, y, out);
            return out;
        }
        Integer[] sorted = new Integer[n];
        for (int i = 0; i < n; i++) {
            sorted[i] = i;
        }
        Arrays.sort(sorted, (a, b) -> Double.compare(xs[a], xs[b]));
        double[] thresholds = new double[n];
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = sorted[i];
            thresholds[i] = xs[sorted[i]];
        }
        BlendWeights.oneD(thresholds, order, x, out);
        return out;
    }
}

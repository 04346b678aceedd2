package dev.reel.runtime.rig;

import java.util.Arrays;

/**
 * A mesh attachment's vertices as the skinning reads them, flat: vertex {@code v}'s influences are
 * {@code start[v]} to {@code start[v + 1]} (exclusive), each a bone index, a position in that bone's space and
 * a weight. A rigid vertex (an unweighted one in the file) has exactly one influence, on the slot's bone, and
 * takes its deform offset before the bone transform; a weighted vertex takes it after the weighted sum
 * (docs/formats.md "Posing a rig").
 */
public final class SkinnedMesh {
    final int vertexCount;
    final int[] start;
    final int[] bone;
    final double[] x;
    final double[] y;
    final double[] weight;
    final boolean[] rigid;

    private SkinnedMesh(int vertexCount, int[] start, int[] bone, double[] x, double[] y, double[] weight,
                        boolean[] rigid) {
        this.vertexCount = vertexCount;
        this.start = start;
        this.bone = bone;
        this.x = x;
        this.y = y;
        this.weight = weight;
        this.rigid = rigid;
    }

    public int vertexCount() {
        return vertexCount;
    }

    /** The number of (bone, position, weight) influences over all vertices. */
    public int influenceCount() {
        return start[vertexCount];
    }

    /**
     * Whether vertex {@code v} is rigid (one influence on the slot's bone, its deform offset in that bone's space,
     * before the bone transform) rather than weighted (its offset added in world space, after the weighted sum).
     */
    public boolean rigid(int v) {
        return rigid[v];
    }

    /** The bone of vertex {@code v}'s first influence (a rigid vertex's only one). */
    public int firstBone(int v) {
        return bone[start[v]];
    }

    /** The highest bone index any influence names, or -1 for a mesh without vertices. */
    int maxBone() {
        int max = -1;
        for (int i = 0; i < influenceCount(); i++) {
            max = Math.max(max, bone[i]);
        }
        return max;
    }

    public static Builder builder() {
        return new Builder();
    }

    /** Collects vertices in order; each call adds one vertex. */
    public static final class Builder {
        private int count;
        private int[] start = new int[8];
        private int influences;
        private int[] bone = new int[8];
        private double[] x = new double[8];
        private double[] y = new double[8];
        private double[] weight = new double[8];
        private boolean[] rigid = new boolean[8];

        private Builder() {
        }

        /** An unweighted vertex at ({@code px}, {@code py}) in the space of {@code boneIndex} (the slot's bone). */
        public Builder rigid(int boneIndex, double px, double py) {
            vertex(true);
            influence(boneIndex, px, py, 1);
            return this;
        }

        /**
         * A weighted vertex: influence {@code i} is bone {@code bones[i]} with the position
         * ({@code xy[2i]}, {@code xy[2i + 1]}) in that bone's space and weight {@code weights[i]}, summed in this order.
         */
        public Builder weighted(int[] bones, double[] xy, double[] weights) {
            if (bones.length == 0 || xy.length != 2 * bones.length || weights.length != bones.length) {
                throw new IllegalArgumentException("a weighted vertex needs one position and weight per bone, "
                        + "at least one bone");
            }
            vertex(false);
            for (int i = 0; i < bones.length; i++) {
                influence(bones[i], xy[2 * i], xy[2 * i + 1], weights[i]);
            }
            return this;
        }

        private void vertex(boolean isRigid) {
            if (count + 2 > start.length) {
                start = Arrays.copyOf(start, start.length * 2);
                rigid = Arrays.copyOf(rigid, rigid.length * 2);
            }
            start[count] = influences;
            rigid[count] = isRigid;
            count++;
            start[count] = influences;
        }

        private void influence(int boneIndex, double px, double py, double w) {
            if (boneIndex < 0) {
                throw new IllegalArgumentException("bone index " + boneIndex);
            }
            if (influences == bone.length) {
                int size = bone.length * 2;
                bone = Arrays.copyOf(bone, size);
                x = Arrays.copyOf(x, size);
                y = Arrays.copyOf(y, size);
                weight = Arrays.copyOf(weight, size);
            }
            bone[influences] = boneIndex;
            x[influences] = px;
            y[influences] = py;
            weight[influences] = w;
            influences++;
            start[count] = influences;
        }

        public SkinnedMesh build() {
            return new SkinnedMesh(count, Arrays.copyOf(start, count + 1), Arrays.copyOf(bone, influences),
                    Arrays.copyOf(x, influences), Arrays.copyOf(y, influences), Arrays.copyOf(weight, influences),
                    Arrays.copyOf(rigid, count));
        }
    }
}

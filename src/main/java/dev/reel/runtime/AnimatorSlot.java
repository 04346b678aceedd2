package dev.reel.runtime;

/**
 * One playing state of an {@link Animator}: the current (incoming) one or the outgoing one of a blend. Its
 * play position is {@code steps · |dt × speed|} since it was entered, so that rounding does not pile up.
 */
class AnimatorSlot {
    /** The state, or -1 when the slot plays nothing. */
    int state = -1;
    int steps;
    /** Play position s, seconds travelled since the state was entered (never clamped, for exitTime). */
    double position;
    /** The position before the last step, where draws interpolate from. */
    double previousPosition;
    double time;
    int cycle;
    /** While position + EPSILON is below this, {@link #cycle} is still right ({@link Timeline#cycleBound}); 0: unknown. */
    double cycleBound;
    /** The root track's value at {@link #time}. */
    double rootX;
    double rootY;
    /** Where the last draw left off, for presentation events. */
    double drawnFrom;
    boolean drawnInclusive;
    /** The {@link TimeSlices} slice the state's clip was last sampled in: where the next sample looks first. */
    int slice;
    /**
     * For a blend-tree state, in one array (one reference per slot, so clip-only animators stay small), for m the
     * controller's most motions: each motion's weight on the last step at [0, m), its clip's {@link TimeSlices}
     * slice last sampled at [m + i] (beside the weights: both are read on every step), and its root value (x, y)
     * at [2m + 2i, 2m + 2i + 1]. Null until a tree plays.
     */
    double[] tree;

    /** Makes the tree array, once, for trees of up to {@code motions} motions. */
    void prepareTree(int motions) {
        if (tree == null || tree.length < 4 * motions) {
            tree = new double[4 * motions];
        }
    }

    /** Takes every field of {@code other}. */
    void copyFrom(AnimatorSlot other) {
        state = other.state;
        steps = other.steps;
        position = other.position;
        previousPosition = other.previousPosition;
        time = other.time;
        cycle = other.cycle;
        cycleBound = other.cycleBound;
        rootX = other.rootX;
        rootY = other.rootY;
        drawnFrom = other.drawnFrom;
        drawnInclusive = other.drawnInclusive;
        slice = other.slice;
        if (other.tree != null) {
            prepareTree(other.tree.length / 4);
            System.arraycopy(other.tree, 0, tree, 0, other.tree.length);
        }
    }

    void clear() {
        state = -1;
        steps = 0;
        position = 0;
        previousPosition = 0;
        time = 0;
        cycle = 0;
        cycleBound = 0;
        rootX = 0;
        rootY = 0;
        drawnFrom = 0;
        drawnInclusive = false;
        slice = 0;
    }
}

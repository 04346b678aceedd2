package dev.reel.runtime;

import dev.reel.model.ClipEvent;
import dev.reel.model.EventMode;
import dev.reel.model.LoopMode;

/**
 * What animators of one controller sample with on one thread: a sampler per state, a {@link SampleCache} per
 * state whose clip has slices (animators in the same state at the same clip time share one sample), and scratch
 * buffers. It holds no animator's state — a sample is a pure function of the clip and the time, the cursors
 * only speed the search up — so ten thousand animators share one and keep nothing but primitives of their own.
 * It also relays event occurrences found by {@link EventScanner} to the animator's listener.
 */
final class AnimatorWorkspace implements EventScanner.Sink {
    final ClipSampler[] samplers;
    /** Per state whose clip has {@link TimeSlices}, its sample cache (null otherwise). */
    final SampleCache[] caches;
    /** A copy of a sample buffer, for a blend of a state with itself. */
    final double[] scratch;
    /** The drawn values of presentation channels. */
    final double[] drawnPose;
    /** A root value or a step's motion. */
    final double[] pair = new double[2];
    /** Per blend-tree state, a sampler per motion (null for other states), and which were sampled this time. */
    final ClipSampler[][] treeSamplers;
    final boolean[] treeSampled;
    /** During a tree's sample: its motions' sample buffers, and the motions with a weight above 0 in file order. */
    final double[][] treeValues;
    final int[] treeActive;
    /** The parameters the running step reads, for blend-tree weights. */
    double[] stepParams;
    /**
     * The parameters of the step that last ended on this thread as its transitions left them (consumed triggers
     * cleared): what the next layer of a {@link LayeredAnimator} reads. Valid until the next step of this
     * controller on this thread.
     */
    double[] lastLeft;

    /**
     * The parameters as each running step reads them, one array per nesting depth: a listener may step
     * another animator of this controller on this thread, inside this one's step.
     */
    private double[][] evaluated = new double[1][];
    private int depth;

    private AnimatorListener listener;
    private CompiledClip clip;
    private int state;

    AnimatorWorkspace(CompiledController controller) {
        int largest = 0;
        samplers = new ClipSampler[controller.stateCount()];
        caches = new SampleCache[samplers.length];
        for (int state = 0; state < samplers.length; state++) {
            CompiledClip clip = controller.clip(state);
            if (clip != null) {
                samplers[state] = new ClipSampler(clip);
                caches[state] = controller.trees[state] == null ? SampleCache.of(clip) : null;
                largest = Math.max(largest, clip.valueSize());
            }
        }
        treeSamplers = new ClipSampler[samplers.length][];
        for (int state = 0; state < samplers.length; state++) {
            CompiledTree tree = controller.trees[state];
            if (tree != null) {
                treeSamplers[state] = new ClipSampler[tree.count()];
                for (int i = 0; i < tree.count(); i++) {
                    treeSamplers[state][i] = new ClipSampler(tree.motions[i]);
                }
            }
        }
        treeSampled = new boolean[controller.maxMotions];
        treeValues = new double[controller.maxMotions][];
        treeActive = new int[controller.maxMotions];
        scratch = new double[largest];
        evaluated[0] = new double[controller.defaults.length];
        drawnPose = new double[controller.channels.size];
    }

    /** The array a step starting now keeps its evaluated parameters in; see {@link #leaveStep}. */
    double[] enterStep() {
        if (depth == evaluated.length) {
            evaluated = java.util.Arrays.copyOf(evaluated, depth * 2);
        }
        double[] values = evaluated[depth];
        if (values == null) {
            // A step nested in a listener's: the workspace's controller, so the same parameter count.
            values = new double[evaluated[0].length];
            evaluated[depth] = values;
        }
        depth++;
        return values;
    }

    /** The step that last entered has ended. */
    void leaveStep() {
        depth--;
    }

    /** Fires the occurrences of the events of {@code stateIndex} whose mode is in {@code modes} in the window. */
    void scan(AnimatorListener target, int stateIndex, CompiledClip stateClip, boolean negative, LoopMode loop,
              double from, boolean inclusive, double to, int modes) {
        // A listener may step another animator of this controller on this thread: keep the outer scan's relay.
        AnimatorListener outerListener = listener;
        CompiledClip outerClip = clip;
        int outerState = state;
        listener = target;
        clip = stateClip;
        state = stateIndex;
        EventScanner.scan(stateClip, loop, negative, from, inclusive, to, modes, this);
        listener = outerListener;
        clip = outerClip;
        state = outerState;
    }

    @Override
    public void occurrence(int eventIndex, int cycle, double position) {
        ClipEvent event = clip.events().get(eventIndex);
        listener.event(state, event, event.mode() == null ? EventMode.GAMEPLAY : event.mode(), cycle);
    }
}

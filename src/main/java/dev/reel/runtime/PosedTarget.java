package dev.reel.runtime;

/**
 * A target that makes a pose of its own from the values players write into it: a rig, whose bone locals, slots,
 * IK values, deform offsets and draw order make world transforms, IK solutions and skinned vertices
 * ({@code dev.reel.runtime.rig.RigTarget}). Players and animators write a step's values, then call
 * {@link #settle()} once; their state hash folds in {@link #poseHash()} and {@code reel play --json} prints
 * {@link #poseJson}. The properties it poses are posed on fixed steps only: a presentation transform track on one
 * is written on every step, as a simulation one is, and draws between steps leave it alone
 * ({@link #posedOnSteps}).
 */
public interface PosedTarget extends AnimationTarget {
    /** Every value of a fixed step is written: the pose is made from them now. */
    void settle();

    /** The state hash of the pose as last settled. */
    long poseHash();

    /** The pose as last settled, as one JSON object, appended to {@code into}. */
    void poseJson(StringBuilder into);

    /** Whether the property belongs to the pose, which is made on fixed steps only. */
    boolean posedOnSteps(String path, String property);

    /**
     * Whether a transform track of the given authority ({@code presentation} when {@code presentation}) is
     * written only on draws to {@code target}: presentation tracks are, except on what a posed target poses.
     */
    static boolean drawnOnly(AnimationTarget target, String path, String property, boolean presentation) {
        return presentation && !(target instanceof PosedTarget posed && posed.posedOnSteps(path, property));
    }
}

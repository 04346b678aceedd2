package dev.reel.runtime.rig;

import dev.reel.runtime.ClipSampler;

/**
 * Poses a {@link RigPose} from a {@link RigClip} at clip times: the setup pose, the clip's tracks sampled once by
 * its own {@link ClipSampler} (the clip runtime's sampler, with its cursors, so playback costs what a clip's
 * playback costs) and written over it, then world transforms, IK and skinning ({@link RigPose#update()}).
 * One sampler per user, like a {@link ClipSampler}.
 */
public final class RigSampler {
    private final RigClip bound;
    private final ClipSampler sampler;

    public RigSampler(RigClip bound) {
        this.bound = bound;
        this.sampler = new ClipSampler(bound.clip);
    }

    public RigClip bound() {
        return bound;
    }

    /** {@code pose} at clip time {@code t}: setup, keys, world transforms, IK, skinning. */
    public void pose(double t, RigPose pose) {
        keys(t, pose);
        pose.update();
    }

    /**
     * The first two stages of {@link #pose}: {@code pose} set to the setup pose and the clip's keys at {@code t}
     * written over it, with no world transforms yet. An editor writes what the artist is trying over the keys
     * and then calls {@link RigPose#update()}, so that a bone dragged in the editor is posed, constrained and
     * skinned by the same code as a played one.
     */
    public void keys(double t, RigPose pose) {
        if (pose.rig != bound.rig) {
            throw new IllegalArgumentException("a pose of another rig");
        }
        pose.setToSetup();
        sampler.sampleAll(t);
        bound.apply(sampler.values(), pose);
    }
}

package dev.reel.preview;

import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.rig.RigClip;
import dev.reel.runtime.rig.RigPose;
import dev.reel.runtime.rig.RigSampler;

/**
 * A rig posed by a clip for drawing: the clip bound to the rig once ({@link RigClip}), its own
 * {@link RigSampler} and one {@link RigPose} posed again at each time asked. Without a clip (one still compiling,
 * or Preview off) it shows the setup pose. Mutable, one per user, like a {@link PoseSampler}.
 */
public final class RigPoser {
    private final LoadedRig rig;
    private final CompiledClip clip;
    private final RigSampler sampler;
    private final RigPose pose;

    /** Poses {@code rig} by {@code clip} (null: the setup pose only). */
    public RigPoser(LoadedRig rig, CompiledClip clip) {
        this.rig = rig;
        this.clip = clip;
        this.sampler = clip == null ? null : new RigSampler(RigClip.bind(clip, rig.compiled()));
        this.pose = new RigPose(rig.compiled());
    }

    public LoadedRig rig() {
        return rig;
    }

    /** The clip posing the rig, or null. */
    public CompiledClip clip() {
        return clip;
    }

    /** The pose as last posed (the setup pose at first): the live, reused instance. */
    public RigPose pose() {
        return pose;
    }

    /** Poses the rig at clip time {@code time}, clamped into the clip; the setup pose without a clip. */
    public RigPose pose(double time) {
        if (sampler == null) {
            return setup();
        }
        sampler.pose(Math.max(0, Math.min(clip.length(), time)), pose);
        return pose;
    }

    /** The setup pose. */
    public RigPose setup() {
        pose.setToSetup();
        pose.update();
        return pose;
    }
}

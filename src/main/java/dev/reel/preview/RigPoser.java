package dev.reel.preview;

import dev.reel.model.Properties;
import dev.reel.model.Value;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.MemoryScene;
import dev.reel.runtime.rig.CompiledRig;
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

    /**
     * Poses the rig at clip time {@code time} as {@link #pose(double)} does, then writes over the keys the bone
     * locals and IK values {@code edits} holds (the editor's scene of the clip: rest values, pending edits and a
     * drag in progress, by bone path; the IK values on {@code ""}), and only then poses: world transforms, IK and
     * skinning are the runtime's ({@link RigPose#update()}), so a chain follows a dragged target as a game
     * shows it. A property {@code edits} does not hold keeps the clip's value.
     */
    public RigPose pose(double time, MemoryScene edits) {
        if (sampler == null) {
            pose.setToSetup();
        } else {
            sampler.keys(Math.max(0, Math.min(clip.length(), time)), pose);
        }
        if (edits != null) {
            write(edits);
        }
        pose.update();
        return pose;
    }

    private void write(MemoryScene edits) {
        CompiledRig compiled = rig.compiled();
        for (int bone = 0; bone < compiled.boneCount(); bone++) {
            String path = compiled.bonePath(bone);
            if (edits.value(path, Properties.POSITION) instanceof Value.Vec at && at.size() >= 2) {
                pose.position(bone, at.get(0), at.get(1));
            }
            if (edits.value(path, Properties.ROTATION) instanceof Value.Num turn) {
                pose.rotation(bone, turn.value());
            }
            if (edits.value(path, Properties.SCALE) instanceof Value.Vec scale && scale.size() >= 2) {
                pose.scale(bone, scale.get(0), scale.get(1));
            }
        }
        for (int ik = 0; ik < compiled.ikCount(); ik++) {
            String name = compiled.ikName(ik);
            if (edits.value("", "ik/" + name + ".mix") instanceof Value.Num mix) {
                pose.ikMix(ik, Math.max(0, Math.min(1, mix.value())));
            }
            if (edits.value("", "ik/" + name + ".bend") instanceof Value.Bool bend) {
                pose.ikBend(ik, bend.value());
            }
        }
    }

    /** The setup pose. */
    public RigPose setup() {
        pose.setToSetup();
        pose.update();
        return pose;
    }
}

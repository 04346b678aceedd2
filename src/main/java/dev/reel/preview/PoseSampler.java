package dev.reel.preview;

import dev.reel.runtime.AnimationTarget;
import dev.reel.runtime.ClipSampler;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.CompiledTrack;
import dev.reel.runtime.MemoryScene;

/**
 * Poses a {@link MemoryScene} with one clip at any clip time, without a player: every track is sampled and
 * written as a simulated value (presentation transforms included), which is what a player shows at that
 * time. The root-motion track is skipped, as players skip it, unless it is asked to be drawn: the editor's Clip
 * mode, where no animator takes it as motion, shows it where it is keyed (docs/formats.md, Root motion). Tracks
 * whose node or property the scene lacks are skipped too (a player would report them). Used for the preview,
 * onion skins and exporting a clip frame by frame; bind once, pose as often as needed. A clip that animates a rig
 * ({@code rig=asset(...)}) poses that rig too, at the same time, through its {@link RigPoser}
 * ({@link PoseAdapter#sampler} finds the rig).
 */
public final class PoseSampler {
    private final CompiledClip clip;
    private final MemoryScene scene;
    private final ClipSampler sampler;
    private final int[] handles;
    private final RigPoser rig;

    /** Binds {@code clip}'s tracks but the root-motion track to {@code scene}. */
    public PoseSampler(CompiledClip clip, MemoryScene scene) {
        this(clip, scene, false, null);
    }

    /** Binds {@code clip}'s tracks to {@code scene}, the root-motion track too when {@code rootDrawn}. */
    public PoseSampler(CompiledClip clip, MemoryScene scene, boolean rootDrawn) {
        this(clip, scene, rootDrawn, null);
    }

    /** Binds {@code clip}'s tracks to {@code scene}, and poses {@code rig} (null: none) with the scene. */
    public PoseSampler(CompiledClip clip, MemoryScene scene, RigPoser rig) {
        this(clip, scene, false, rig);
    }

    /**
     * Binds {@code clip}'s tracks to {@code scene} (the root-motion track too when {@code rootDrawn}), and poses
     * {@code rig} (null: none) with the scene.
     */
    public PoseSampler(CompiledClip clip, MemoryScene scene, boolean rootDrawn, RigPoser rig) {
        this.rig = rig;
        this.clip = clip;
        this.scene = scene;
        this.sampler = new ClipSampler(clip);
        this.handles = new int[clip.trackCount()];
        for (int index = 0; index < handles.length; index++) {
            CompiledTrack track = clip.track(index);
            handles[index] = track.root() && !rootDrawn || track.isEmpty() ? AnimationTarget.NO_NODE
                    : scene.bind(track.path(), track.property(), track.kind(), false);
        }
    }

    public MemoryScene scene() {
        return scene;
    }

    public CompiledClip clip() {
        return clip;
    }

    /** The rig the clip poses, or null. */
    public RigPoser rig() {
        return rig;
    }

    /** Writes the clip's pose at clip time {@code time} (clamped into [0, length]) into the scene. */
    public void pose(double time) {
        double t = Math.max(0, Math.min(clip.length(), time));
        if (rig != null) {
            rig.pose(t);
        }
        sampler.sampleAll(t);
        double[] values = sampler.values();
        for (int index = 0; index < handles.length; index++) {
            int handle = handles[index];
            if (handle < 0) {
                continue;
            }
            int offset = clip.offset(index);
            switch (clip.track(index).kind()) {
                case ASSET_REF, ENUM -> scene.writeText(handle, clip.text((int) values[offset]));
                case BOOL -> scene.writeBool(handle, values[offset] != 0);
                default -> scene.writeNumbers(handle, values, offset);
            }
        }
    }
}

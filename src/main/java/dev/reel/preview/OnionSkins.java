package dev.reel.preview;

import dev.reel.model.LoopMode;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.MemoryScene;

import java.util.ArrayList;
import java.util.List;

/**
 * Onion skins of a clip around a time: the clip posed at {@code time ± k × spacing} (k = 1..count) in a copy
 * of the live scene (so what the clip does not animate looks as it does now), flattened by the
 * {@link PoseAdapter} and faded by {@link OnionSkin#of}. The usual spacing is one flipbook frame, or
 * {@code 1/fps}. Times past the clip's ends wrap around a looping clip, turn back on a ping-pong one and are
 * left out of a clip that plays once. The preview draws the skins its settings choose instead
 * ({@link OnionSettings}, {@link OnionFrames}), posed by {@link #of}.
 */
public final class OnionSkins {
    private OnionSkins() {
    }

    /**
     * The skins, farthest first so that nearer ones draw over them: {@code -count, +count, ..., -1, +1}.
     *
     * @param live      the scene the preview shows; only read
     * @param placement where the clip's node stands, as for {@link PoseAdapter#pose(MemoryScene, Transform2D)}
     */
    public static List<OnionSkin> around(CompiledClip clip, MemoryScene live, double time, int count, double spacing,
                                         PoseAdapter adapter, Transform2D placement) {
        List<OnionSkin> skins = new ArrayList<>();
        double length = clip.length();
        if (count <= 0 || !(spacing > 0) || !(length > 0)) {
            return skins;
        }
        PoseSampler sampler = adapter.sampler(clip, live.copy());
        for (int distance = count; distance >= 1; distance--) {
            for (int offset : new int[] {-distance, distance}) {
                double t = clipTime(time + offset * spacing, length, clip.loop());
                if (Double.isNaN(t)) {
                    continue;
                }
                sampler.pose(t);
                skins.add(OnionSkin.of(adapter.pose(sampler, placement).sprites(), offset, count));
            }
        }
        return skins;
    }

    /**
     * The skins of {@code frames} ({@link OnionFrames#around}), in their order, each posed in a copy of the live
     * scene and faded and tinted as its frame says; the root-motion track is drawn where it is keyed when
     * {@code rootDrawn}, as the live pose it surrounds draws it ({@link PoseSampler}).
     */
    public static List<OnionSkin> of(CompiledClip clip, MemoryScene live, List<OnionFrames.Frame> frames,
                                     PoseAdapter adapter, Transform2D placement, boolean rootDrawn) {
        List<OnionSkin> skins = new ArrayList<>(frames.size());
        if (frames.isEmpty()) {
            return skins;
        }
        PoseSampler sampler = adapter.sampler(clip, live.copy(), rootDrawn);
        for (OnionFrames.Frame frame : frames) {
            sampler.pose(frame.time());
            skins.add(new OnionSkin(adapter.pose(sampler, placement).sprites(), frame.red(), frame.green(),
                    frame.blue(), frame.alpha()));
        }
        return skins;
    }

    /** Where {@code t} lands in a clip of {@code length} under {@code loop}; NaN when a once clip has no such time. */
    static double clipTime(double t, double length, LoopMode loop) {
        double tolerance = 1e-9;
        return switch (loop) {
            case LOOP -> {
                double wrapped = t % length;
                yield wrapped < 0 ? wrapped + length : wrapped;
            }
            case PING_PONG -> {
                double cycle = 2 * length;
                double wrapped = t % cycle;
                if (wrapped < 0) {
                    wrapped += cycle;
                }
                yield wrapped <= length ? wrapped : cycle - wrapped;
            }
            default -> t < -tolerance || t > length + tolerance ? Double.NaN : Math.max(0, Math.min(length, t));
        };
    }
}

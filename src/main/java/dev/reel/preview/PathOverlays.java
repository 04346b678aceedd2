package dev.reel.preview;

import dev.reel.model.Kind;
import dev.reel.model.Properties;
import dev.reel.model.Vec2;
import dev.reel.runtime.ClipSampler;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.CompiledTrack;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * The path a node's {@code transform.position} track (a vec2 track; lane tracks are not drawn) takes over one
 * pass of its clip, as a {@link PathOverlay}: the track sampled every {@code step} seconds and at every key,
 * and a dot per key, all taken into the world by the transform of the node's parent (the placement for the
 * clip's own node, whose root-motion track this shows too).
 */
public final class PathOverlays {
    /** Samples on one path at most; a finer step is widened to fit. */
    static final int MAX_POINTS = 2000;

    private PathOverlays() {
    }

    /**
     * The overlay of {@code node}'s position track, or null when the clip has none.
     *
     * @param parent      the world transform of the node's parent ({@link Pose#worldOf} of
     *                    {@link PoseAdapter#parentOf}), or the placement for {@code ""}
     * @param step        seconds between samples of the line (1/60 is smooth)
     * @param highlighted the key to highlight, or -1
     */
    public static PathOverlay of(CompiledClip clip, String node, Transform2D parent, double step, int highlighted) {
        int index = -1;
        for (int i = 0; i < clip.trackCount(); i++) {
            CompiledTrack track = clip.track(i);
            if (track.path().equals(node) && track.property().equals(Properties.POSITION)
                    && track.kind() == Kind.VEC2 && !track.isEmpty()) {
                index = i;
                break;
            }
        }
        if (index < 0) {
            return null;
        }
        CompiledTrack track = clip.track(index);
        double length = clip.length();
        double spacing = Math.max(step > 0 ? step : 1.0 / 60, length / MAX_POINTS);
        TreeSet<Double> times = new TreeSet<>();
        for (int k = 0; k * spacing < length; k++) {
            times.add(k * spacing);
        }
        times.add(length);
        List<Vec2> keys = new ArrayList<>();
        ClipSampler sampler = new ClipSampler(clip);
        for (int key = 0; key < track.keyCount(); key++) {
            double time = Math.max(0, Math.min(length, track.keyTime(key)));
            times.add(time);
            keys.add(sampled(sampler, index, time, parent));
        }
        List<Vec2> line = new ArrayList<>(times.size());
        for (double time : times) {
            line.add(sampled(sampler, index, time, parent));
        }
        return PathOverlay.of(line, keys, highlighted);
    }

    private static Vec2 sampled(ClipSampler sampler, int index, double time, Transform2D parent) {
        sampler.sample(index, time);
        return parent.apply(sampler.lane(index, 0), sampler.lane(index, 1));
    }
}

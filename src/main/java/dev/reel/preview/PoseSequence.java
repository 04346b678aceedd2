package dev.reel.preview;

import java.util.List;

/**
 * Poses one after another, each shown for its number of seconds: what an export frames and draws.
 *
 * @param frames  each frame's sprites, in draw order
 * @param seconds how long each frame shows, index for index
 */
public record PoseSequence(List<List<Sprite>> frames, List<Double> seconds) {

    public PoseSequence {
        frames = frames.stream().map(List::copyOf).toList();
        seconds = List.copyOf(seconds);
        if (frames.size() != seconds.size()) {
            throw new IllegalArgumentException(frames.size() + " frames with " + seconds.size() + " durations");
        }
    }

    public int size() {
        return frames.size();
    }

    /** Where every frame's sprites are drawn, together. */
    public WorldBounds bounds() {
        WorldBounds bounds = WorldBounds.EMPTY;
        for (List<Sprite> frame : frames) {
            bounds = bounds.union(WorldBounds.of(frame));
        }
        return bounds;
    }
}

package dev.reel.model;

import java.util.List;

/**
 * Sprite frames of one node, stored as written and played as step tracks on
 * {@code SpriteRenderer.sprite} (and {@code SpriteRenderer.flipX} when flips are given).
 *
 * @param fps       frames per second, or null when durations are given (or neither: 12 fps)
 * @param durations seconds per frame, one per sprite; empty when fps is used
 * @param flipX     a flip per frame; empty when the flipbook does not flip
 * @param sprites   sprite asset paths, one per frame
 */
public record Flipbook(long id, String path, Double fps, List<Double> durations, List<Boolean> flipX,
                       List<String> sprites, Extras extras) {

    /** The rate a flipbook plays at when it names neither fps nor durations. */
    public static final double DEFAULT_FPS = 12;

    public Flipbook {
        durations = List.copyOf(durations);
        flipX = List.copyOf(flipX);
        sprites = List.copyOf(sprites);
    }

    /** The time at which frame {@code index} starts, in seconds. */
    public double frameStart(int index) {
        if (durations.isEmpty()) {
            return index / (fps == null ? DEFAULT_FPS : fps);
        }
        double start = 0;
        for (int i = 0; i < index && i < durations.size(); i++) {
            start += durations.get(i);
        }
        return start;
    }

    /** The total time of all frames, in seconds. */
    public double totalDuration() {
        return frameStart(sprites.size());
    }
}

package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.MergeKey;
import dev.reel.model.Clip;

/**
 * Sets a clip's length in seconds. It may not cut off a key, event or frame (a file with one past its end does
 * not load), so a length below {@link #shortest(Clip)} is refused; scrubbing the length merges into one step.
 */
public record SetClipLength(double length) implements Command<Clip> {

    /** The shortest length the clip may be given: the time of its last key, event or frame start. */
    public static double shortest(Clip clip) {
        return Require.lastTime(clip);
    }

    @Override
    public String label() {
        return "Set clip length";
    }

    @Override
    public Clip apply(Clip clip) {
        Require.notNegative(length, "a clip's length");
        double shortest = shortest(clip);
        if (length < shortest) {
            throw new IllegalArgumentException("length " + length + " would cut off what sits at t=" + shortest);
        }
        return clip.withLength(length);
    }

    @Override
    public MergeKey mergeKey() {
        return new MergeKey("clip-length", 0);
    }
}

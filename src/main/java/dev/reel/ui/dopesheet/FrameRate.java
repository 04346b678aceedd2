package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.model.FrameTime;

/**
 * The frame rate the dope sheet snaps to and counts frames in, and its snapping: both {@link FrameTime}'s, so a
 * snapped gesture here gives the time every other gesture gives for the same frame.
 */
public final class FrameRate {
    /** Frames per second when no flipbook names its rate. */
    public static final double DEFAULT = FrameTime.DEFAULT_RATE;

    private FrameRate() {
    }

    public static double of(Clip clip) {
        return FrameTime.rate(clip);
    }

    /** {@code time} on the nearest frame of {@code fps}: {@link FrameTime#snap}. */
    public static double snap(double time, double fps) {
        return FrameTime.snap(time, fps);
    }
}

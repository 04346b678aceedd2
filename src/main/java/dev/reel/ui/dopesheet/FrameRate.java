package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.model.Flipbook;

/**
 * The frame rate the dope sheet snaps to and counts frames in: the rate of the first flipbook played at a rate (a
 * 12 fps flipbook snaps keys to its frames), else {@link #DEFAULT} — the runtime's fixed step — for clips of
 * keyed properties and flipbooks timed by durations.
 */
public final class FrameRate {
    /** Frames per second when no flipbook names its rate. */
    public static final double DEFAULT = 60;

    private FrameRate() {
    }

    public static double of(Clip clip) {
        if (clip != null) {
            for (Flipbook flipbook : clip.flipbooks()) {
                if (flipbook.durations().isEmpty()) {
                    return flipbook.fps() != null && flipbook.fps() > 0 ? flipbook.fps() : Flipbook.DEFAULT_FPS;
                }
            }
        }
        return DEFAULT;
    }

    /** {@code time} on the nearest frame of {@code fps}, rounded to nine decimals as files write times. */
    public static double snap(double time, double fps) {
        return Math.round(Math.round(time * fps) / fps * 1e9) / 1e9;
    }
}

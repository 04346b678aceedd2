package dev.reel.model;

/**
 * The one way a frame becomes a time: frame {@code n} of a rate is {@code n / fps}, a single division, so a key
 * at frame 4 of 12 fps is the same double (and, written by the shortest-number writer, the same text) whichever
 * gesture made it — a double-click, K or Rec at the cursor, a paste, a drop, a snapped drag or a nudge.
 *
 * <p>One division gives the double nearest the exact fraction, so the time of a frame does not depend on the
 * rate it is counted in: frame 4 of 12 fps and frame 20 of 60 fps are both the double nearest 1/3, the time
 * at which the runtime shows a flipbook's frame 4 ({@link Flipbook#frameStart}). Sums of frame durations or a
 * time rounded to nine decimals land a hair off that double; {@link #onFrame} brings such a time back to it.
 */
public final class FrameTime {
    /** Times closer than this are on the same frame: far below a frame at any rate, far above rounding errors. */
    public static final double SAME = 1e-9;

    /** The rate of a clip that no flipbook at a rate counts: the runtime's fixed step. */
    public static final double DEFAULT_RATE = 60;

    /** Frame positions are kept to this fraction of a frame: far finer than any key, far coarser than rounding. */
    private static final long POSITION_STEPS = 1_000_000;

    private FrameTime() {
    }

    /** The time of frame {@code frame} at {@code fps} frames per second. */
    public static double of(long frame, double fps) {
        return frame / fps;
    }

    /** The time of a frame position that may lie between frames (3.5 is halfway from frame 3 to 4). */
    public static double atPosition(double position, double fps) {
        return position / fps;
    }

    /**
     * Where {@code time} lies counted in frames of {@code fps}, whole or not, kept to a millionth of a frame: the
     * position a key's time was made from (3.5 for 0.14 s at 25 fps, 8.4 at 60 fps), so moving it by whole
     * frames and dividing once gives the time of the moved position, however often it is moved.
     */
    public static double position(double time, double fps) {
        return Math.round(time * fps * POSITION_STEPS) / (double) POSITION_STEPS;
    }

    /**
     * {@code time} moved by {@code frames} whole frames of {@code fps}, computed from its frame position (never
     * by adding rounded seconds, which drifts a little with every step); unchanged for a rate that is not a
     * positive number.
     */
    public static double moved(double time, long frames, double fps) {
        if (!(fps > 0) || Double.isInfinite(fps) || !Double.isFinite(time)) {
            return time;
        }
        return atPosition(position(time, fps) + frames, fps);
    }

    /** The frame nearest {@code time} at {@code fps} (frame 4 for 0.333 s or 0.3333333333333333 s at 12 fps). */
    public static long frame(double time, double fps) {
        return Math.round(time * fps);
    }

    /** {@code time} moved to the nearest frame of {@code fps}; unchanged when the rate is not a positive number. */
    public static double snap(double time, double fps) {
        if (!(fps > 0) || Double.isInfinite(fps) || !Double.isFinite(time)) {
            return time;
        }
        return of(frame(time, fps), fps);
    }

    /** The time of the frame of {@code fps} within {@link #SAME} of {@code time}, else {@code time} unchanged. */
    public static double onFrame(double time, double fps) {
        double frame = snap(time, fps);
        return Math.abs(frame - time) < SAME ? frame : time;
    }

    /**
     * A time computed by adding or scaling times, as commands that move keys write it: on its frame when it is
     * one (within {@link #SAME}), else rounded to nine decimals so that 0.1 + 0.2 is written 0.3.
     */
    public static double tidy(double time, double fps) {
        return onFrame(Math.round(time * 1e9) / 1e9, fps);
    }

    /**
     * The frame rate a clip is counted in: the rate of its first flipbook played at a rate (a 12 fps flipbook
     * counts 12 frames a second), else {@link #DEFAULT_RATE} for clips of keyed properties and flipbooks timed
     * by durations.
     */
    public static double rate(Clip clip) {
        if (clip != null) {
            for (Flipbook flipbook : clip.flipbooks()) {
                if (flipbook.durations().isEmpty()) {
                    return flipbook.fps() != null && flipbook.fps() > 0 ? flipbook.fps() : Flipbook.DEFAULT_FPS;
                }
            }
        }
        return DEFAULT_RATE;
    }
}

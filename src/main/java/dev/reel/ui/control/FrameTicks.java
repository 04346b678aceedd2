package dev.reel.ui.control;

/**
 * Where the time ruler and the grids below it put labelled ticks while times are shown in frames and the clip has
 * a whole frame rate: below a second the step is a whole number of frames that divides the second (so every label
 * sits on a frame tick), the way animators count. Without a whole frame rate the step falls back to {@link Ticks}'
 * decimal seconds. {@link TimeFormat#step} picks between these and plain seconds.
 */
public final class FrameTicks {
    /** Frame counts tried below a second, smallest first; only those dividing the frame rate are used. */
    private static final int[] FRAMES = {1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 24, 30, 40, 48, 60, 120};

    private FrameTicks() {
    }

    /** Whether {@code fps} counts whole frames (12, 24, 30, 60 ...). */
    public static boolean whole(double fps) {
        return fps >= 1 && Math.abs(fps - Math.rint(fps)) < 1e-9;
    }

    /** The labelled step in seconds: at least {@code minPixels} apart at {@code pixelsPerSecond}. */
    public static double step(double pixelsPerSecond, double fps, double minPixels) {
        double seconds = Ticks.step(pixelsPerSecond, minPixels);
        if (!whole(fps) || seconds >= 1) {
            return seconds;
        }
        int rate = (int) Math.rint(fps);
        for (int frames : FRAMES) {
            if (frames < rate && rate % frames == 0 && frames / fps * pixelsPerSecond >= minPixels) {
                return frames / fps;
            }
        }
        return 1;
    }
}

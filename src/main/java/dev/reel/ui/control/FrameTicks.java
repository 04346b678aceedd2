package dev.reel.ui.control;

import java.util.Locale;

/**
 * Where the time ruler and the grids below it put labelled ticks when the clip has a whole frame rate: below a
 * second the step is a whole number of frames that divides the second (so every label sits on a frame tick),
 * and labels read as seconds:frames ("1:15" is 1 s and 15 frames), the way animators count. Without a whole
 * frame rate, steps and labels fall back to {@link Ticks}' decimal seconds.
 */
public final class FrameTicks {
    /** Frame counts tried below a second, smallest first; only those dividing the frame rate are used. */
    private static final int[] FRAMES = {1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 24, 30, 40, 48, 60, 120};

    private FrameTicks() {
    }

    /** Whether {@code fps} counts whole frames (12, 24, 30, 60 ...), so seconds:frames labels make sense. */
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

    /** The label of a tick at {@code time}: seconds:frames ("0:06", "2:00") or decimal seconds. */
    public static String label(double time, double step, double fps) {
        if (!whole(fps)) {
            return Ticks.label(time, step);
        }
        int rate = (int) Math.rint(fps);
        long frames = Math.round(Math.abs(time) * rate);
        String sign = time < 0 && frames != 0 ? "-" : "";
        int width = String.valueOf(rate - 1).length();
        return String.format(Locale.ROOT, "%s%d:%0" + width + "d", sign, frames / rate, frames % rate);
    }
}

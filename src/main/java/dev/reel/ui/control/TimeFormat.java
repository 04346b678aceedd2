package dev.reel.ui.control;

import dev.reel.doc.Numbers;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one way the editor writes a time for people and reads one typed back, in a {@link TimeNotation} at a frame
 * rate (the clip's). Files always keep seconds; only the text changes.
 *
 * <ul>
 *   <li><b>Seconds</b>: at most three decimals, rounded half to even, no trailing zeros, never {@code -0}, then
 *   {@code " s"}: {@code 0 s}, {@code 0.333 s}, {@code 2 s}, {@code -0.05 s}, {@code 1250000 s} (no exponent).</li>
 *   <li><b>Frames</b>: the time times the rate, at most two decimals the same way, then {@code " f"}: {@code 0 f}
 *   (the first frame), {@code 4 f}, {@code 4.5 f} (between two frames), {@code -2 f}. Frame {@code n} starts at
 *   {@code n / rate} seconds. Without a usable rate (zero, negative, not finite) times are written in seconds.</li>
 * </ul>
 *
 * <p>Reading: an optional sign, a number, an optional unit: {@code f} counts frames at the rate, {@code s} counts
 * seconds, and a bare number is in the notation of this format ({@code 4} is 4 frames while frames are shown).
 * Spaces around the unit and either case are accepted ({@code 4f}, {@code 4 F}, {@code 0.5s}); anything else,
 * and anything that does not come out a finite number of seconds, does not read.
 */
public final class TimeFormat {
    private static final int SECOND_DECIMALS = 3;
    private static final int FRAME_DECIMALS = 2;
    private static final Pattern TYPED = Pattern.compile(
            "([+\\-\u2212]?)\\s*((?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][+-]?\\d+)?)\\s*([sSfF]?)");

    private final TimeNotation notation;
    private final double fps;

    private TimeFormat(TimeNotation notation, double fps) {
        this.notation = notation;
        this.fps = fps;
    }

    /** Times in {@code notation} at {@code fps} frames per second. */
    public static TimeFormat of(TimeNotation notation, double fps) {
        return new TimeFormat(notation, fps);
    }

    /** Times in the notation chosen for the window ({@link TimeNotation#chosen()}) at {@code fps}. */
    public static TimeFormat chosen(double fps) {
        return new TimeFormat(TimeNotation.chosen(), fps);
    }

    /** The notation times are written in: frames only with a usable rate. */
    public TimeNotation notation() {
        return notation == TimeNotation.FRAMES && usableRate() ? TimeNotation.FRAMES : TimeNotation.SECONDS;
    }

    public double fps() {
        return fps;
    }

    private boolean usableRate() {
        return Double.isFinite(fps) && fps > 0;
    }

    /** {@code seconds} as people read it: {@code 0.333 s} or {@code 4 f} (and {@code —} for no time at all). */
    public String text(double seconds) {
        return Double.isNaN(seconds) ? Readout.number(seconds) : number(seconds) + " " + notation().unit();
    }

    /** A change of time with its sign: {@code +0.25 s}, {@code -3 f}, {@code 0 s}. */
    public String signed(double seconds) {
        return Readout.signed(text(seconds));
    }

    /** The number of {@link #text(double)} without its unit, for a field or column that names the unit. */
    public String number(double seconds) {
        if (!Double.isFinite(seconds)) {
            return Readout.number(seconds);
        }
        return notation() == TimeNotation.FRAMES ? Readout.decimals(seconds * fps, FRAME_DECIMALS)
                : Readout.decimals(seconds, SECOND_DECIMALS);
    }

    /**
     * The text of a field being edited: the whole value, without unit, in this notation (seconds as the shortest
     * text that reads back as them, frames to a millionth of a frame), so focusing a field never rounds it.
     */
    public String editText(double seconds) {
        if (!Double.isFinite(seconds)) {
            return Readout.number(seconds);
        }
        return notation() == TimeNotation.FRAMES ? Readout.decimals(seconds * fps, 6) : Numbers.format(seconds);
    }

    /** The seconds {@code typed} reads as (see the class comment), or null when it does not read. */
    public Double parse(String typed) {
        if (typed == null) {
            return null;
        }
        Matcher matcher = TYPED.matcher(typed.strip());
        if (!matcher.matches()) {
            return null;
        }
        double number;
        try {
            number = Double.parseDouble(matcher.group(2));
        } catch (NumberFormatException unreadable) {
            return null;
        }
        if (!matcher.group(1).isEmpty() && matcher.group(1).charAt(0) != '+') {
            number = -number;
        }
        String unit = matcher.group(3).toLowerCase(java.util.Locale.ROOT);
        boolean frames = unit.equals("f") || (unit.isEmpty() && notation() == TimeNotation.FRAMES);
        if (frames && !usableRate()) {
            return null;
        }
        double seconds = frames ? number / fps : number;
        return Double.isFinite(seconds) ? seconds + 0.0 : null;
    }

    /**
     * The step between labelled ticks of a time ruler (and the grid lines under it), in seconds, at least
     * {@code minPixels} apart at {@code pixelsPerSecond}: in seconds 1, 2 or 5 times a power of ten; in frames a
     * whole number of frames, below a second one that divides the rate (2, 3, 4, 6 frames at 12 fps), so every label
     * sits on a frame tick and reads as a whole frame.
     */
    public double step(double pixelsPerSecond, double minPixels) {
        if (notation() == TimeNotation.SECONDS) {
            return Ticks.step(pixelsPerSecond, minPixels);
        }
        if (FrameTicks.whole(fps)) {
            return FrameTicks.step(pixelsPerSecond, fps, minPixels);
        }
        double frames = Math.max(1, Ticks.step(pixelsPerSecond / fps, minPixels));
        return Math.rint(frames) / fps;
    }

    @Override
    public String toString() {
        return "TimeFormat[" + notation() + " at " + fps + " fps]";
    }
}

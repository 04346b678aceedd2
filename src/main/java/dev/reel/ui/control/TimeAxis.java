package dev.reel.ui.control;

import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;

/**
 * The horizontal mapping of time to pixels that the dope sheet, the curve editor and their ruler share, so a
 * key sits under its time in all three: the time at the left edge and the pixels per second. Zooming keeps the
 * time under the mouse in place; panning moves by pixels.
 */
public final class TimeAxis {
    public static final double MIN_PIXELS_PER_SECOND = 4;
    public static final double MAX_PIXELS_PER_SECOND = 40_000;
    /** How far before 0 the view may start, in pixels, so the first key is never glued to the edge. */
    public static final double LEAD_PIXELS = 24;

    private final DoubleProperty start = new SimpleDoubleProperty(this, "start", 0);
    private final DoubleProperty pixelsPerSecond = new SimpleDoubleProperty(this, "pixelsPerSecond", 240);

    /** The time at x = 0, in seconds. */
    public DoubleProperty startProperty() {
        return start;
    }

    public double start() {
        return start.get();
    }

    public DoubleProperty pixelsPerSecondProperty() {
        return pixelsPerSecond;
    }

    public double pixelsPerSecond() {
        return pixelsPerSecond.get();
    }

    /** The x of {@code time}. */
    public double x(double time) {
        return (time - start.get()) * pixelsPerSecond.get();
    }

    /** The time at {@code x}. */
    public double time(double x) {
        return start.get() + x / pixelsPerSecond.get();
    }

    /** Zooms by {@code factor} (above 1 zooms in) keeping the time at {@code x} where it is. */
    public void zoomAround(double x, double factor) {
        double anchor = time(x);
        double zoomed = clamp(pixelsPerSecond.get() * factor, MIN_PIXELS_PER_SECOND, MAX_PIXELS_PER_SECOND);
        pixelsPerSecond.set(zoomed);
        setStart(anchor - x / zoomed);
    }

    /** Moves the view by {@code pixels} (positive shows later times). */
    public void pan(double pixels) {
        setStart(start.get() + pixels / pixelsPerSecond.get());
    }

    /** Fits {@code from}..{@code to} into {@code width} pixels with {@code margin} pixels either side. */
    public void frame(double from, double to, double width, double margin) {
        double span = Math.max(to - from, 1e-3);
        double usable = Math.max(width - 2 * margin, 10);
        double zoomed = clamp(usable / span, MIN_PIXELS_PER_SECOND, MAX_PIXELS_PER_SECOND);
        pixelsPerSecond.set(zoomed);
        double centre = (from + to) / 2;
        setStart(centre - width / 2 / zoomed);
    }

    private void setStart(double seconds) {
        start.set(Math.max(seconds, -LEAD_PIXELS / pixelsPerSecond.get()));
    }

    private static double clamp(double value, double low, double high) {
        return Math.max(low, Math.min(high, value));
    }
}

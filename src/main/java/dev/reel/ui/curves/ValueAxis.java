package dev.reel.ui.curves;

import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;

/**
 * The vertical mapping of values to pixels in the curve editor: the value at the middle of the view and the
 * pixels per unit, up being larger. Zooming keeps the value under the mouse in place.
 */
public final class ValueAxis {
    private static final double MIN_PIXELS_PER_UNIT = 1e-4;
    private static final double MAX_PIXELS_PER_UNIT = 1e7;

    private final DoubleProperty centre = new SimpleDoubleProperty(this, "centre", 0);
    private final DoubleProperty pixelsPerUnit = new SimpleDoubleProperty(this, "pixelsPerUnit", 40);

    public DoubleProperty centreProperty() {
        return centre;
    }

    public DoubleProperty pixelsPerUnitProperty() {
        return pixelsPerUnit;
    }

    public double pixelsPerUnit() {
        return pixelsPerUnit.get();
    }

    /** The y of {@code value} in a view {@code height} pixels tall. */
    public double y(double value, double height) {
        return height / 2 - (value - centre.get()) * pixelsPerUnit.get();
    }

    /** The value at {@code y} in a view {@code height} pixels tall. */
    public double value(double y, double height) {
        return centre.get() + (height / 2 - y) / pixelsPerUnit.get();
    }

    /** Zooms by {@code factor} (above 1 zooms in) keeping the value at {@code y} in place. */
    public void zoomAround(double y, double height, double factor) {
        double anchor = value(y, height);
        double zoomed = Math.max(MIN_PIXELS_PER_UNIT, Math.min(MAX_PIXELS_PER_UNIT, pixelsPerUnit.get() * factor));
        pixelsPerUnit.set(zoomed);
        centre.set(anchor - (height / 2 - y) / zoomed);
    }

    /** Moves the view by {@code pixels} (positive shows larger values). */
    public void pan(double pixels) {
        centre.set(centre.get() + pixels / pixelsPerUnit.get());
    }

    /** Fits {@code low}..{@code high} into {@code height} pixels with {@code margin} pixels above and below. */
    public void frame(double low, double high, double height, double margin) {
        double span = high - low;
        if (!(span > 1e-9)) {
            span = Math.max(1, Math.abs(low) * 0.2);
            low -= span / 2;
            high += span / 2;
        }
        pixelsPerUnit.set(Math.max(MIN_PIXELS_PER_UNIT, Math.min(MAX_PIXELS_PER_UNIT,
                Math.max(height - 2 * margin, 10) / span)));
        centre.set((low + high) / 2);
    }
}

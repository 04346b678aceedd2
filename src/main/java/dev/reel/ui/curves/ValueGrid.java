package dev.reel.ui.curves;

import dev.reel.ui.control.Ticks;
import dev.reel.ui.control.Unit;

import java.math.BigDecimal;

/**
 * The value grid the curve editor draws, for snapping: its step is the labelled tick step at the current
 * zoom, counted in the unit shown (degrees for a rotation), so Ctrl while dragging lands values on the lines
 * the artist sees.
 */
final class ValueGrid {
    /** The fewest pixels between value lines, as the painter draws them. */
    static final double MIN_PIXELS = 36;

    private ValueGrid() {
    }

    /** The grid step in stored units. */
    static double step(CurveView view) {
        Unit unit = view.unit();
        double shownStep = Ticks.step(view.values().pixelsPerUnit() / unit.perStored(), MIN_PIXELS);
        return shownStep / unit.perStored();
    }

    /** {@code value} (stored) moved to the nearest grid line, whole in the shown unit. */
    static double snap(double value, CurveView view) {
        Unit unit = view.unit();
        double shownStep = Ticks.step(view.values().pixelsPerUnit() / unit.perStored(), MIN_PIXELS);
        // Whole steps counted once, then converted the way a typed value is: 0.1 steps land on 0.3, not
        // 0.30000000000000004.
        long steps = Math.round(unit.shown(value) / shownStep);
        double shown = BigDecimal.valueOf(shownStep).multiply(BigDecimal.valueOf(steps)).doubleValue();
        return unit.stored(shown) + 0.0;
    }
}

package dev.reel.ui.curves;

import dev.reel.ui.control.Ticks;

import java.math.BigDecimal;

/**
 * The value grid the curve editor draws, for snapping: its step is the labelled tick step at the current
 * zoom, counted in graph units (the lanes' units, degrees for a rotation; −1…1 when normalized), so Ctrl while
 * dragging lands values on the lines the artist sees.
 */
final class ValueGrid {
    /** The fewest pixels between value lines, as the painter draws them. */
    static final double MIN_PIXELS = 36;

    private ValueGrid() {
    }

    /** The grid step in graph units. */
    static double step(CurveView view) {
        return step(view.values());
    }

    /** The grid step in graph units for a value mapping. */
    static double step(ValueAxis values) {
        return Ticks.step(values.pixelsPerUnit(), MIN_PIXELS);
    }

    /** A graph value moved to the nearest grid line. */
    static double snap(double graph, CurveView view) {
        double step = step(view);
        // Whole steps counted once, then multiplied as typed numbers are: 0.1 steps land on 0.3, not
        // 0.30000000000000004.
        long steps = Math.round(graph / step);
        return BigDecimal.valueOf(step).multiply(BigDecimal.valueOf(steps)).doubleValue() + 0.0;
    }
}

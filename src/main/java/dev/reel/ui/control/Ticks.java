package dev.reel.ui.control;

/**
 * Where rulers and grids put their lines: a "nice" step (1, 2 or 5 times a power of ten) at least a given
 * number of pixels apart, and labels written as short as the step allows.
 */
public final class Ticks {
    private Ticks() {
    }

    /** The smallest step of 1, 2 or 5 × 10^k units that is at least {@code minPixels} apart at {@code pixelsPerUnit}. */
    public static double step(double pixelsPerUnit, double minPixels) {
        double raw = minPixels / Math.max(pixelsPerUnit, 1e-12);
        double power = Math.pow(10, Math.floor(Math.log10(raw)));
        for (double factor : new double[] {1, 2, 5, 10}) {
            if (power * factor >= raw) {
                return power * factor;
            }
        }
        return power * 10;
    }

    /** {@code value} with as many decimals as {@code step} needs ("1.25", "3", "-0.5"). */
    public static String label(double value, double step) {
        int decimals = Math.max(0, (int) Math.ceil(-Math.log10(step) - 1e-9));
        double rounded = Math.abs(value) < step * 1e-6 ? 0 : value;
        return String.format(java.util.Locale.ROOT, "%." + Math.min(decimals, 6) + "f", rounded);
    }
}

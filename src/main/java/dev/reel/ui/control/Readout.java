package dev.reel.ui.control;

import dev.reel.doc.Numbers;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The one place the editor turns numbers into text for people (a clip's times are {@link TimeFormat}'s): values
 * rounded to what a field needs ({@code 4.69}), counts with their noun in the right number ({@code 1 state},
 * {@code 2 states}). Only what is shown is rounded: a field being edited shows {@link #exact(double)}, and nothing
 * here is ever written back into a document.
 */
public final class Readout {
    private Readout() {
    }

    /**
     * A time that belongs to no clip and so has no frame rate (a controller's cross-fade, a transition's scrub), in
     * seconds whatever the notation chosen: {@code 0.667 s}, {@code 2 s}. A clip's times go through
     * {@link TimeFormat} at the clip's rate.
     */
    public static String seconds(double seconds) {
        return TimeFormat.of(TimeNotation.SECONDS, 0).text(seconds);
    }

    /**
     * A value rounded to what a field needs: two decimals from 1 up ({@code 4.69}), three below 1
     * ({@code 0.667}), one from 100 up ({@code 123.5}); no trailing zeros and never {@code -0}.
     */
    public static String number(double value) {
        if (!Double.isFinite(value)) {
            return Double.isNaN(value) ? "—" : value > 0 ? "∞" : "-∞";
        }
        double magnitude = Math.abs(value);
        return decimals(value, magnitude >= 100 ? 1 : magnitude >= 1 ? 2 : 3);
    }

    /** The lanes of a vector or colour, each as {@link #number(double)}: {@code 1, 0.5, 0.25}. */
    public static String numbers(double[] lanes) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < lanes.length; i++) {
            text.append(i == 0 ? "" : ", ").append(number(lanes[i]));
        }
        return text.toString();
    }

    /** A shown number with its sign, for a change: {@code +0.25 s}, {@code -3°}, {@code 0 s}. */
    public static String signed(String shown) {
        boolean zero = shown.matches("0([^0-9.].*)?");
        return zero || shown.startsWith("-") ? shown : "+" + shown;
    }

    /** The exact value, as a field being edited shows it: the shortest text that reads back as it. */
    public static String exact(double value) {
        return Numbers.format(value);
    }

    /** {@code 1 state}, {@code 2 states}, {@code 0 keys}: the noun's plural is the singular plus "s". */
    public static String count(long count, String singular) {
        return count(count, singular, singular + "s");
    }

    /** {@code 1 switch}, {@code 2 switches}: a count with its noun in the right number. */
    public static String count(long count, String singular, String plural) {
        return count + " " + (count == 1 ? singular : plural);
    }

    /** {@code value} with at most {@code places} decimals, trailing zeros dropped, never {@code -0}. */
    static String decimals(double value, int places) {
        if (!Double.isFinite(value)) {
            return number(value);
        }
        BigDecimal rounded = new BigDecimal(value).setScale(places, RoundingMode.HALF_EVEN).stripTrailingZeros();
        if (rounded.signum() == 0) {
            return "0";
        }
        return rounded.scale() < 0 ? rounded.setScale(0).toPlainString() : rounded.toPlainString();
    }
}

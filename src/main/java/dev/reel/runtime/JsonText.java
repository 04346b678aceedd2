package dev.reel.runtime;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * The JSON spelling of numbers and strings in {@code reel play} reports, the same on every JVM.
 *
 * <p>A double is written with the fewest significant digits that read back as exactly the same double
 * (the nearest such decimal), always with a fraction or an exponent so that it reads as a float:
 * {@code 0.0}, {@code 1.0}, {@code 0.016666666666666666}, {@code -2.5}; plain for decimal exponents from
 * -7 to 20, otherwise as {@code 1.5e-9} or {@code 1.0e21}. -0.0 is written as {@code 0.0}; NaN and
 * infinities, which JSON cannot hold, as {@code null}. Integers (int32 values, steps, cycles) are written
 * without a fraction. (Java's own {@code Double.toString} is not used: it is not always shortest before
 * Java 19, so its text would change with the JVM.)
 */
public final class JsonText {
    private JsonText() {
    }

    /** The shortest round-trip decimal of {@code value}, as described above. */
    public static String number(double value) {
        if (!Double.isFinite(value)) {
            return "null";
        }
        if (value == 0) {
            return "0.0";
        }
        BigDecimal exact = new BigDecimal(value);
        BigDecimal shortest = exact;
        for (int digits = 1; digits <= 17; digits++) {
            BigDecimal rounded = exact.round(new MathContext(digits, RoundingMode.HALF_EVEN));
            if (rounded.doubleValue() == value) {
                shortest = rounded;
                break;
            }
        }
        shortest = shortest.stripTrailingZeros();
        String digits = shortest.unscaledValue().abs().toString();
        int exponent = digits.length() - 1 - shortest.scale();
        StringBuilder text = new StringBuilder();
        if (value < 0) {
            text.append('-');
        }
        if (exponent >= -7 && exponent < 21) {
            String plain = shortest.abs().toPlainString();
            text.append(plain);
            if (plain.indexOf('.') < 0) {
                text.append(".0");
            }
        } else {
            text.append(digits.charAt(0)).append('.');
            text.append(digits.length() > 1 ? digits.substring(1) : "0");
            text.append('e').append(exponent);
        }
        return text.toString();
    }

    /** {@code text} as a JSON string literal, quotes included. */
    public static String string(String text) {
        if (text == null) {
            return "null";
        }
        StringBuilder quoted = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> quoted.append("\\\"");
                case '\\' -> quoted.append("\\\\");
                case '\n' -> quoted.append("\\n");
                case '\r' -> quoted.append("\\r");
                case '\t' -> quoted.append("\\t");
                case '\b' -> quoted.append("\\b");
                case '\f' -> quoted.append("\\f");
                default -> {
                    if (c < 0x20) {
                        quoted.append(String.format("\\u%04x", (int) c));
                    } else {
                        quoted.append(c);
                    }
                }
            }
        }
        return quoted.append('"').toString();
    }
}

package dev.reel.doc;

import java.math.BigDecimal;

/**
 * The canonical text of numbers Reel writes: the fewest significant digits that read back as exactly the same
 * double, in plain notation for magnitudes from 0.001 up to (not including) 10,000,000 and in scientific
 * notation outside that range ({@code 1e-9}, {@code 1.5e22}, {@code -2.5e7}: a lower-case {@code e}, no
 * {@code +}, no {@code .0}). Integral values have no decimal point; negative zero is {@code -0}.
 *
 * <p>The plain range is the one {@link Double#toString(double)} uses, so the text is never longer than
 * Java's. Java 17's own digits are not always the shortest (JDK-4511638), so they are only the starting
 * point: shorter candidates are tried until one no longer reads back exactly.
 */
public final class Numbers {
    private Numbers() {
    }

    /** The shortest text that reads back as exactly {@code value}: {@code 1}, {@code 0.15}, {@code -2.5}, {@code 1e-9}. */
    public static String format(double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("not a finite number: " + value);
        }
        if (value == 0) {
            return Double.doubleToRawLongBits(value) < 0 ? "-0" : "0";
        }
        double magnitude = Math.abs(value);
        Decimal decimal = shortest(magnitude);
        StringBuilder out = new StringBuilder(24);
        if (value < 0) {
            out.append('-');
        }
        decimal.appendTo(out);
        return out.toString();
    }

    /**
     * A positive decimal {@code 0.d1d2d3... × 10^(exponent + 1)}, i.e. {@code d1.d2d3... × 10^exponent}, without
     * leading or trailing zero digits.
     */
    private record Decimal(String digits, int exponent) {

        static Decimal of(String rawDigits, int exponentOfFirst) {
            int start = 0;
            while (start < rawDigits.length() - 1 && rawDigits.charAt(start) == '0') {
                start++;
            }
            int end = rawDigits.length();
            while (end > start + 1 && rawDigits.charAt(end - 1) == '0') {
                end--;
            }
            return new Decimal(rawDigits.substring(start, end), exponentOfFirst - start);
        }

        /** The first {@code count} digits, cut off. */
        Decimal truncated(int count) {
            return of(digits.substring(0, count), exponent);
        }

        /** The first {@code count} digits, plus one unit in the last of them. */
        Decimal raised(int count) {
            char[] head = digits.substring(0, count).toCharArray();
            int i = count - 1;
            while (i >= 0 && head[i] == '9') {
                head[i] = '0';
                i--;
            }
            if (i < 0) {
                return new Decimal("1", exponent + 1);
            }
            head[i]++;
            return of(new String(head), exponent);
        }

        double parse() {
            return Double.parseDouble(digits + "E" + (exponent - (digits.length() - 1)));
        }

        BigDecimal exact() {
            return new BigDecimal(digits).scaleByPowerOfTen(exponent - (digits.length() - 1));
        }

        void appendTo(StringBuilder out) {
            int count = digits.length();
            if (exponent >= -3 && exponent < 7) {
                if (exponent >= count - 1) {
                    out.append(digits);
                    out.append("0".repeat(exponent - count + 1));
                } else if (exponent >= 0) {
                    out.append(digits, 0, exponent + 1).append('.').append(digits, exponent + 1, count);
                } else {
                    out.append("0.").append("0".repeat(-exponent - 1)).append(digits);
                }
            } else {
                out.append(digits.charAt(0));
                if (count > 1) {
                    out.append('.').append(digits, 1, count);
                }
                out.append('e').append(exponent);
            }
        }
    }

    private static Decimal shortest(double magnitude) {
        Decimal best = javaDigits(magnitude);
        if (best.parse() != magnitude) {
            // Double.toString always reads back; this guards the parsing of its output above.
            throw new IllegalStateException("cannot format " + magnitude);
        }
        Decimal start = best;
        // If some p-digit decimal reads back, so does the p-digit cut or raise of any longer decimal that
        // reads back (the set of decimals reading back as one double is an interval): so the loop may stop
        // at the first length where neither candidate works.
        for (int count = start.digits().length() - 1; count >= 1; count--) {
            Decimal down = start.truncated(count);
            Decimal up = start.raised(count);
            boolean downReads = down.parse() == magnitude;
            boolean upReads = up.parse() == magnitude;
            if (downReads && upReads) {
                BigDecimal exact = new BigDecimal(magnitude);
                int order = exact.subtract(down.exact()).abs().compareTo(up.exact().subtract(exact).abs());
                best = order <= 0 ? down : up;
            } else if (downReads) {
                best = down;
            } else if (upReads) {
                best = up;
            } else {
                break;
            }
        }
        return best;
    }

    /** The digits and exponent of {@link Double#toString(double)}'s text ({@code 123.45}, {@code 1.0E-5}). */
    private static Decimal javaDigits(double magnitude) {
        String text = Double.toString(magnitude);
        int e = text.indexOf('E');
        String mantissa = e < 0 ? text : text.substring(0, e);
        int power = e < 0 ? 0 : Integer.parseInt(text.substring(e + 1));
        int point = mantissa.indexOf('.');
        String digits = mantissa.substring(0, point) + mantissa.substring(point + 1);
        return Decimal.of(digits, point - 1 + power);
    }
}

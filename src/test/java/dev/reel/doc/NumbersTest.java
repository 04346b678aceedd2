package dev.reel.doc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Random;
import org.junit.jupiter.api.Test;

class NumbersTest {

    @Test
    void formatsCommonValues() {
        assertThat(Numbers.format(1)).isEqualTo("1");
        assertThat(Numbers.format(-3)).isEqualTo("-3");
        assertThat(Numbers.format(0)).isEqualTo("0");
        assertThat(Numbers.format(-0.0)).isEqualTo("-0");
        assertThat(Numbers.format(0.15)).isEqualTo("0.15");
        assertThat(Numbers.format(-2.5)).isEqualTo("-2.5");
        assertThat(Numbers.format(0.001)).isEqualTo("0.001");
        assertThat(Numbers.format(0.0001)).isEqualTo("1e-4");
        assertThat(Numbers.format(1e-9)).isEqualTo("1e-9");
        assertThat(Numbers.format(1.5e22)).isEqualTo("1.5e22");
        assertThat(Numbers.format(9999999)).isEqualTo("9999999");
        assertThat(Numbers.format(1e7)).isEqualTo("1e7");
        assertThat(Numbers.format(-2.5e7)).isEqualTo("-2.5e7");
        assertThat(Numbers.format(123456.789)).isEqualTo("123456.789");
        assertThat(Numbers.format(1.0 / 60)).isEqualTo("0.016666666666666666");
        assertThat(Numbers.format(0.1 + 0.2)).isEqualTo("0.30000000000000004");
        assertThat(Numbers.format(Double.MAX_VALUE)).isEqualTo("1.7976931348623157e308");
    }

    @Test
    void isShorterThanJava17WhereJavaIsNotShortest() {
        // Double.toString prints these with a needless digit on Java 17 (JDK-4511638).
        assertThat(Numbers.format(2e-3)).isEqualTo("0.002");
        assertThat(Numbers.format(2.82879384806159E17)).isEqualTo("2.82879384806159e17");
        assertThat(Numbers.format(Double.MIN_VALUE)).isEqualTo("5e-324");
        assertThat(Numbers.format(1.0E23)).isEqualTo("1e23");
    }

    @Test
    void negativeZeroReadsBackNegative() {
        double back = new DocValue.Num(Numbers.format(-0.0), Pos.NONE).value();
        assertThat(Double.doubleToRawLongBits(back)).isEqualTo(Double.doubleToRawLongBits(-0.0));
    }

    @Test
    void refusesValuesTheSyntaxCannotHold() {
        assertThatThrownBy(() -> Numbers.format(Double.NaN)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Numbers.format(Double.POSITIVE_INFINITY))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Numbers.format(Double.NEGATIVE_INFINITY))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aMillionRandomDoublesReadBackExactlyAndAreNoLongerThanJavas() {
        long seed = 20240611L;
        Random random = new Random(seed);
        for (int i = 0; i < 1_000_000; i++) {
            double value = Double.longBitsToDouble(random.nextLong());
            if (!Double.isFinite(value)) {
                continue;
            }
            checkFormat(value, seed, i);
        }
    }

    @Test
    void valuesAnArtistTypesReadBackExactly() {
        long seed = 77L;
        Random random = new Random(seed);
        for (int i = 0; i < 100_000; i++) {
            double value = switch (i % 4) {
                case 0 -> random.nextInt(20_001) / 1000.0 - 10;
                case 1 -> (random.nextDouble() - 0.5) * Math.pow(10, random.nextInt(24) - 8);
                case 2 -> random.nextInt() * Math.pow(10, random.nextInt(10) - 5);
                default -> (float) (random.nextGaussian() * 100);
            };
            checkFormat(value, seed, i);
        }
    }

    private static void checkFormat(double value, long seed, int index) {
        String text = Numbers.format(value);
        if (Double.doubleToRawLongBits(Double.parseDouble(text)) != Double.doubleToRawLongBits(value)
                || text.length() > Double.toString(value).length()
                || !Syntax.isNumberLiteral(text, 0, text.length())) {
            fail("seed " + seed + " case " + index + ": " + Double.toString(value) + " formatted as " + text);
        }
    }

    @Test
    void noTextWithOneDigitFewerReadsBack() {
        long seed = 5150L;
        Random random = new Random(seed);
        for (int i = 0; i < 5_000; i++) {
            double value = Math.abs(Double.longBitsToDouble(random.nextLong()));
            if (!Double.isFinite(value) || value == 0) {
                continue;
            }
            String text = Numbers.format(value);
            int digits = new BigDecimal(text).stripTrailingZeros().precision();
            if (digits == 1) {
                continue;
            }
            BigDecimal exact = new BigDecimal(value);
            for (RoundingMode mode : new RoundingMode[] {RoundingMode.FLOOR, RoundingMode.CEILING}) {
                BigDecimal shorter = exact.round(new MathContext(digits - 1, mode));
                if (shorter.doubleValue() == value) {
                    fail("seed " + seed + " case " + i + ": " + text + " could be " + shorter);
                }
            }
        }
    }
}

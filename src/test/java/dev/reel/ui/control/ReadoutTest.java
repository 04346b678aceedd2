package dev.reel.ui.control;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

class ReadoutTest {
    @Test
    void timesWithoutAFrameRateReadAsSecondsWithAtMostThreeDecimals() {
        assertThat(Readout.seconds(2.0 / 3)).isEqualTo("0.667 s");
        assertThat(Readout.seconds(0.44)).isEqualTo("0.44 s");
        assertThat(Readout.seconds(2)).isEqualTo("2 s");
        assertThat(Readout.seconds(-0.0001)).isEqualTo("0 s");
    }

    @Test
    void valuesAreRoundedToWhatAFieldNeeds() {
        assertThat(Readout.number(4.687499991562493)).isEqualTo("4.69");
        assertThat(Readout.number(0.6666666666666666)).isEqualTo("0.667");
        assertThat(Readout.number(123.456)).isEqualTo("123.5");
        assertThat(Readout.number(12)).isEqualTo("12");
        assertThat(Readout.number(-0.00001)).isEqualTo("0");
        assertThat(Readout.numbers(new double[] {1, 0.85, 0.7, 1})).isEqualTo("1, 0.85, 0.7, 1");
    }

    @Test
    void countsSayTheirNounInTheRightNumber() {
        assertThat(Readout.count(1, "state")).isEqualTo("1 state");
        assertThat(Readout.count(0, "state")).isEqualTo("0 states");
        assertThat(Readout.count(3, "switch", "switches")).isEqualTo("3 switches");
        assertThat(Readout.signed("0.25 s")).isEqualTo("+0.25 s");
        assertThat(Readout.signed("0 s")).isEqualTo("0 s");
        assertThat(Readout.signed("-3°")).isEqualTo("-3°");
    }

    @Test
    void shownNumbersAreShortAndTheExactTextReadsBackAsTheValue() {
        long seed = System.nanoTime();
        System.out.println("ReadoutTest seed " + seed);
        Random random = new Random(seed);
        for (int i = 0; i < 10_000; i++) {
            double value = (random.nextDouble() - 0.5) * Math.pow(10, random.nextInt(8) - 3);
            String shown = Readout.number(value);
            assertThat(shown).as("seed %d value %s", seed, value).matches("-?\\d+(\\.\\d{1,3})?");
            double magnitude = Math.abs(value);
            double halfStep = magnitude >= 100 ? 0.05 : magnitude >= 1 ? 0.005 : 0.0005;
            assertThat(Math.abs(Double.parseDouble(shown) - value)).as("seed %d value %s", seed, value)
                    .isLessThanOrEqualTo(halfStep + 1e-9);
            assertThat(Double.parseDouble(Readout.exact(value))).as("seed %d", seed).isEqualTo(value);
        }
    }
}

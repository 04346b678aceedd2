package dev.reel.launch;

import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/** {@link StartupTrace}'s figures, which it formats by hand (no {@link java.util.Formatter} in the first Java). */
class StartupTraceTest {

    @Test
    void secondsAreWrittenAsPercentPointThreeFWritesThem() {
        double[] values = {0, 0.001, 0.0094, 0.08, 0.3, 0.999, 1.9996, 2.17, 12.9554, 123.4567, 7200.25, -0.004,
            -1.5};
        for (double value : values) {
            assertThat(StartupTrace.seconds(value)).as("%s", value)
                    .isEqualTo(String.format(Locale.ROOT, "%.3f", value));
        }
    }

    @Test
    void aTinyNegativeDifferenceIsWrittenAsZero() {
        assertThat(StartupTrace.seconds(-0.0001)).isEqualTo("0.000");
    }
}

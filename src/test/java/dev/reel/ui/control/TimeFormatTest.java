package dev.reel.ui.control;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The two time notations as written and as read back: the rules docs/panels.md gives under "Times". */
class TimeFormatTest {
    private static final TimeFormat SECONDS = TimeFormat.of(TimeNotation.SECONDS, 12);
    private static final TimeFormat FRAMES = TimeFormat.of(TimeNotation.FRAMES, 12);

    @Test
    void secondsHaveAtMostThreeDecimalsNoTrailingZerosAndTheirUnit() {
        assertThat(SECONDS.text(1 / 3.0)).isEqualTo("0.333 s");
        assertThat(SECONDS.text(2.0 / 3)).isEqualTo("0.667 s");
        assertThat(SECONDS.text(0.44)).isEqualTo("0.44 s");
        assertThat(SECONDS.text(2)).isEqualTo("2 s");
        assertThat(SECONDS.text(0)).isEqualTo("0 s");
        assertThat(SECONDS.text(-0.05)).isEqualTo("-0.05 s");
        assertThat(SECONDS.text(-0.0001)).as("never -0").isEqualTo("0 s");
        assertThat(SECONDS.text(0.0625)).as("exactly half: to even").isEqualTo("0.062 s");
        assertThat(SECONDS.text(0.1875)).as("exactly half: to even").isEqualTo("0.188 s");
        assertThat(SECONDS.text(0.0005)).as("the double nearest 0.0005 lies above it").isEqualTo("0.001 s");
        assertThat(SECONDS.text(0.1 + 0.2)).isEqualTo("0.3 s");
    }

    @Test
    void framesCountTheRateWithAtMostTwoDecimals() {
        assertThat(FRAMES.text(1 / 3.0)).as("0.333 s at 12 fps").isEqualTo("4 f");
        assertThat(FRAMES.text(0)).isEqualTo("0 f");
        assertThat(FRAMES.text(0.375)).as("between frames").isEqualTo("4.5 f");
        assertThat(FRAMES.text(0.1)).isEqualTo("1.2 f");
        assertThat(FRAMES.text(-1 / 6.0)).isEqualTo("-2 f");
        assertThat(FRAMES.text(1e-9)).as("never -0 nor a speck").isEqualTo("0 f");
        assertThat(TimeFormat.of(TimeNotation.FRAMES, 60).text(0.44)).isEqualTo("26.4 f");
        assertThat(TimeFormat.of(TimeNotation.FRAMES, 29.97).text(1)).isEqualTo("29.97 f");
        assertThat(FRAMES.signed(1 / 4.0)).isEqualTo("+3 f");
        assertThat(SECONDS.signed(-0.25)).isEqualTo("-0.25 s");
        assertThat(SECONDS.signed(0)).isEqualTo("0 s");
    }

    @Test
    void hugeAndEndlessTimesKeepTheirDigitsWithoutAnExponent() {
        assertThat(SECONDS.text(1e9)).isEqualTo("1000000000 s");
        assertThat(FRAMES.text(1e9)).isEqualTo("12000000000 f");
        assertThat(SECONDS.text(123456789.12345)).isEqualTo("123456789.123 s");
        assertThat(SECONDS.text(Double.POSITIVE_INFINITY)).isEqualTo("∞ s");
        assertThat(FRAMES.text(Double.NEGATIVE_INFINITY)).isEqualTo("-∞ f");
        assertThat(FRAMES.text(Double.NaN)).as("no time at all").isEqualTo("—");
        assertThat(SECONDS.parse("1e9")).isEqualTo(1e9);
        assertThat(SECONDS.parse("1e400")).as("not a finite time").isNull();
        assertThat(FRAMES.parse("1e308")).as("finite frames, finite seconds").isEqualTo(1e308 / 12);
    }

    @Test
    void withoutAUsableRateFramesFallBackToSeconds() {
        for (double rate : new double[] {0, -12, Double.NaN, Double.POSITIVE_INFINITY}) {
            TimeFormat noRate = TimeFormat.of(TimeNotation.FRAMES, rate);
            assertThat(noRate.notation()).isEqualTo(TimeNotation.SECONDS);
            assertThat(noRate.text(0.5)).isEqualTo("0.5 s");
            assertThat(noRate.parse("3f")).as("frames of no rate").isNull();
            assertThat(noRate.parse("3")).isEqualTo(3.0);
        }
    }

    @Test
    void aTypedFSuffixCountsFramesAnSSuffixSecondsAndABareNumberTheNotationShown() {
        assertThat(SECONDS.parse("6f")).isEqualTo(0.5);
        assertThat(SECONDS.parse(" 6 F ")).isEqualTo(0.5);
        assertThat(FRAMES.parse("6")).as("bare: frames while frames are shown").isEqualTo(0.5);
        assertThat(SECONDS.parse("6")).as("bare: seconds while seconds are shown").isEqualTo(6.0);
        assertThat(FRAMES.parse("0.25s")).isEqualTo(0.25);
        assertThat(FRAMES.parse("0.25 S")).isEqualTo(0.25);
        assertThat(SECONDS.parse(".5")).isEqualTo(0.5);
        assertThat(SECONDS.parse("2.")).isEqualTo(2.0);
        assertThat(SECONDS.parse("+1.5 s")).isEqualTo(1.5);
        assertThat(FRAMES.parse("-3f")).isEqualTo(-0.25);
        assertThat(FRAMES.parse("−3")).as("a typographic minus").isEqualTo(-0.25);
        assertThat(SECONDS.parse("-0")).as("no -0 comes back").isEqualTo(0.0).matches(t -> 1 / t > 0);
        for (String unreadable : new String[] {"", " ", "f", "s", "1.5d", "0x10", "NaN", "Infinity", "1,5", "2 m",
                "4 fs", "f4", "--1", "1 2", null}) {
            assertThat(SECONDS.parse(unreadable)).as("'%s' does not read", unreadable).isNull();
            assertThat(FRAMES.parse(unreadable)).as("'%s' does not read", unreadable).isNull();
        }
    }

    @Test
    void whatIsWrittenReadsBackToTheSameTextInEitherNotation() {
        Random random = new Random(Long.getLong("reel.seed", 33));
        for (int i = 0; i < 10_000; i++) {
            double rate = new double[] {12, 24, 30, 60, 29.97}[random.nextInt(5)];
            double seconds = (random.nextDouble() - 0.3) * Math.pow(10, random.nextInt(8) - 2);
            for (TimeNotation notation : TimeNotation.values()) {
                TimeFormat format = TimeFormat.of(notation, rate);
                String text = format.text(seconds);
                Double read = format.parse(text);
                assertThat(read).as("%s reads back", text).isNotNull();
                assertThat(format.text(read)).as("%s at %s fps", text, rate).isEqualTo(text);
                // Frames are edited to a millionth of a frame, seconds exactly.
                assertThat(format.parse(format.editText(seconds))).as("the edited text keeps the time")
                        .isCloseTo(seconds, within(1e-6 / rate + Math.abs(seconds) * 1e-12));
            }
        }
    }

    @Test
    void rulerStepsAreNiceSecondsOrWholeFrames() {
        assertThat(SECONDS.step(240, 64)).as("0.2 s is 48 px; 0.5 s is the first ≥ 64").isEqualTo(0.5);
        assertThat(FRAMES.step(240, 64)).as("3 frames at 12 fps is 60 px; 4 frames 80 px")
                .isCloseTo(4 / 12.0, within(1e-12));
        assertThat(FRAMES.step(40_000, 64)).as("zoomed in: never below a frame").isCloseTo(1 / 12.0, within(1e-12));
        assertThat(TimeFormat.of(TimeNotation.FRAMES, 29.97).step(1000, 64) * 29.97).as("whole frames at any rate")
                .isCloseTo(2, within(1e-9));
    }

    @Test
    void theNotationIsReadFromItsWordAndAnythingElseIsSeconds() {
        assertThat(TimeNotation.of("frames")).isEqualTo(TimeNotation.FRAMES);
        assertThat(TimeNotation.of(" Frames ")).isEqualTo(TimeNotation.FRAMES);
        assertThat(TimeNotation.of("seconds")).isEqualTo(TimeNotation.SECONDS);
        assertThat(TimeNotation.of("minutes")).isEqualTo(TimeNotation.SECONDS);
        assertThat(TimeNotation.of(null)).isEqualTo(TimeNotation.SECONDS);
    }
}

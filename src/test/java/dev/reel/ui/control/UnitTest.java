package dev.reel.ui.control;

import dev.reel.model.Properties;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

class UnitTest {
    @Test
    void aRotationIsShownAndTypedInDegreesAndKeptInRadians() {
        Unit unit = Unit.of(Properties.ROTATION);
        assertThat(unit).isEqualTo(Unit.DEGREES);
        assertThat(unit.stored(30)).isEqualTo(Math.toRadians(30));
        assertThat(unit.shown(unit.stored(30))).isEqualTo(30.0);
        assertThat(unit.text(Math.PI / 2)).isEqualTo("90°");
        assertThat(unit.text(0.3)).isEqualTo("17.19°");
        assertThat(Unit.of(Properties.POSITION)).isEqualTo(Unit.PLAIN);
        assertThat(Unit.of(Properties.POSITION).text(4.687499991562493)).isEqualTo("4.69");
    }

    @Test
    void aWeightIsShownAndTypedAsAPercentageToOneDecimalAndKeptAsAShare() {
        assertThat(Unit.PERCENT.stored(25)).isEqualTo(0.25);
        assertThat(Unit.PERCENT.shown(0.7)).isEqualTo(70.0);
        assertThat(Unit.PERCENT.text(0.7)).isEqualTo("70%");
        assertThat(Unit.PERCENT.text(0.46782)).isEqualTo("46.8%");
        assertThat(Unit.PERCENT.text(0.00567)).isEqualTo("0.6%");
        assertThat(Unit.PERCENT.text(1)).isEqualTo("100%");
    }

    @Test
    void wholeDegreesSurviveTheTripThroughRadians() {
        long seed = System.nanoTime();
        System.out.println("UnitTest seed " + seed);
        Random random = new Random(seed);
        for (int i = 0; i < 10_000; i++) {
            double degrees = (random.nextInt(72_001) - 36_000) / 100.0;
            assertThat(Unit.DEGREES.shown(Unit.DEGREES.stored(degrees))).as("seed %d: %s°", seed, degrees)
                    .isEqualTo(degrees);
        }
    }
}

package dev.reel.ui.dopesheet;

import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.Track;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** A summary row holds every distinct key time of its rows, in order, as one sort of all of them would give. */
class SummaryRowTest {
    @Test
    void summaryTimesEqualASortOfEveryRowsTimes() {
        for (long seed = 1; seed <= 300; seed++) {
            Random random = new Random(seed);
            List<RowKeys> rows = new ArrayList<>();
            List<Double> every = new ArrayList<>();
            int count = random.nextInt(9);
            for (int r = 0; r < count; r++) {
                int keys = random.nextInt(12);
                double[] times = new double[keys];
                for (int k = 0; k < keys; k++) {
                    // Frames of a 60 fps grid, so rows share times, and now and then a time 1e-10 off one.
                    times[k] = random.nextInt(40) / 60.0 + (random.nextInt(8) == 0 ? 1e-10 : 0);
                }
                times = Arrays.stream(times).sorted().distinct().toArray();
                rows.add(RowKeys.of(track(times)));
                for (double time : times) {
                    every.add(time);
                }
            }
            double[] sorted = every.stream().mapToDouble(Double::doubleValue).sorted().toArray();
            List<Double> expected = new ArrayList<>();
            for (double time : sorted) {
                if (expected.isEmpty() || time - expected.get(expected.size() - 1) > 1e-9) {
                    expected.add(time);
                }
            }
            double[] got = RowKeys.summary(rows).times;
            assertThat(Arrays.stream(got).boxed().toList()).as("seed " + seed).isEqualTo(expected);
        }
    }

    private static Track track(double[] times) {
        List<Key> keys = new ArrayList<>();
        for (double time : times) {
            keys.add(Key.of(time, new Value.Num(0)));
        }
        return Track.of("body", "transform.rotation", Kind.FLOAT32).withKeys(keys);
    }
}

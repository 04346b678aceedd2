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

    /**
     * A big summary kept counted ({@link TimeTally}) and brought up to date by taking out the rows that went and
     * putting in the rows that came gives, after every change, the row one sort of all the rows' times gives.
     */
    @Test
    void countedSummaryFollowsChangedRowsAsASortOfThemAllWould() {
        for (long seed = 1; seed <= 200; seed++) {
            Random random = new Random(seed);
            List<RowKeys> rows = new ArrayList<>();
            int count = 1 + random.nextInt(12);
            for (int r = 0; r < count; r++) {
                rows.add(randomRow(random));
            }
            TimeTally tally = TimeTally.of(rows);
            assertThat(tally.summary().times).as("seed " + seed).containsExactly(RowKeys.summary(rows).times);
            for (int step = 0; step < 20; step++) {
                List<RowKeys> now = new ArrayList<>(rows);
                int change = random.nextInt(4);
                if (change == 0 || now.isEmpty()) {
                    now.add(random.nextInt(now.size() + 1), randomRow(random));
                } else if (change == 1) {
                    now.remove(random.nextInt(now.size()));
                } else {
                    // A drag: one row or a few replaced by moved copies of themselves.
                    for (int moved = 1 + random.nextInt(2); moved > 0; moved--) {
                        int at = random.nextInt(now.size());
                        now.set(at, shifted(now.get(at), random));
                    }
                }
                tally = tally.updated(now);
                rows = now;
                assertThat(tally.summary().times).as("seed " + seed + " step " + step)
                        .containsExactly(RowKeys.summary(rows).times);
            }
        }
    }

    /** Up to 40 keys on a 60 fps grid of 40 frames, now and then 1e-10 or 6e-10 off a frame. */
    private static RowKeys randomRow(Random random) {
        int keys = random.nextInt(40);
        double[] times = new double[keys];
        for (int k = 0; k < keys; k++) {
            int off = random.nextInt(10);
            times[k] = random.nextInt(40) / 60.0 + (off == 0 ? 1e-10 : off == 1 ? 6e-10 : 0);
        }
        times = Arrays.stream(times).sorted().distinct().toArray();
        return RowKeys.of(track(times));
    }

    /** The row's keys a few frames later or earlier, as a drag of them leaves them. */
    private static RowKeys shifted(RowKeys row, Random random) {
        double by = (random.nextInt(7) - 3) / 60.0;
        double[] times = Arrays.stream(row.times).map(time -> Math.max(0, time + by)).sorted().distinct().toArray();
        return RowKeys.of(track(times));
    }

    private static Track track(double[] times) {
        List<Key> keys = new ArrayList<>();
        for (double time : times) {
            keys.add(Key.of(time, new Value.Num(0)));
        }
        return Track.of("body", "transform.rotation", Kind.FLOAT32).withKeys(keys);
    }
}

package dev.reel.ui.dopesheet;

import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The key times of a big summary row's rows, counted: each exact time once with how many keys sit on it, in
 * order. When the rows change, only the rows that came and went are taken out and put in (a drag of a few
 * tracks of the 100,000-key clip sorted every key time of the clip's summary on every frame), and the summary's
 * times are read off the counted times with the same rule {@link RowKeys#summary} applies to a sort of them all,
 * so both give the very same row.
 */
final class TimeTally {
    /** Summaries of at least this many keys are counted; smaller ones are sorted each time. */
    static final int COUNTED_KEYS = 4_096;

    private final List<RowKeys> sources;
    private final double[] times;
    private final int[] counts;
    private final int size;
    private final RowKeys summary;

    private TimeTally(List<RowKeys> sources, double[] times, int[] counts, int size) {
        this.sources = sources;
        this.times = times;
        this.counts = counts;
        this.size = size;
        this.summary = summaryOf(times, size);
    }

    /** The tally of {@code sources}' key times, counted anew. */
    static TimeTally of(List<RowKeys> sources) {
        double[] all = concat(sources);
        Arrays.sort(all);
        double[] times = new double[all.length];
        int[] counts = new int[all.length];
        int size = 0;
        for (double time : all) {
            if (size > 0 && Double.compare(times[size - 1], time) == 0) {
                counts[size - 1]++;
            } else {
                times[size] = time;
                counts[size++] = 1;
            }
        }
        return new TimeTally(List.copyOf(sources), times, counts, size);
    }

    /** The number of keys of these rows. */
    static int keyCount(List<RowKeys> rows) {
        int total = 0;
        for (RowKeys row : rows) {
            total += row.size();
        }
        return total;
    }

    List<RowKeys> sources() {
        return sources;
    }

    /** The summary row: every distinct time, as {@link RowKeys#summary} gives it. */
    RowKeys summary() {
        return summary;
    }

    /**
     * The tally of {@code now}: this one with the rows it has and {@code now} has not taken out and the rows
     * {@code now} has and it has not put in (rows compared by identity); counted anew when most keys changed.
     */
    TimeTally updated(List<RowKeys> now) {
        Map<RowKeys, Integer> before = new IdentityHashMap<>();
        for (RowKeys row : sources) {
            before.merge(row, 1, Integer::sum);
        }
        List<RowKeys> added = new java.util.ArrayList<>();
        for (RowKeys row : now) {
            Integer left = before.get(row);
            if (left == null) {
                added.add(row);
            } else if (left == 1) {
                before.remove(row);
            } else {
                before.put(row, left - 1);
            }
        }
        List<RowKeys> removed = new java.util.ArrayList<>();
        before.forEach((row, times) -> {
            for (int i = 0; i < times; i++) {
                removed.add(row);
            }
        });
        int changed = keyCount(added) + keyCount(removed);
        if (changed * 2 > keyCount(now)) {
            return of(now);
        }
        double[] out = concat(removed);
        double[] in = concat(added);
        Arrays.sort(out);
        Arrays.sort(in);
        double[] newTimes = new double[size + in.length];
        int[] newCounts = new int[size + in.length];
        int made = 0;
        int o = 0;
        int a = 0;
        for (int i = 0; i <= size; i++) {
            double here = i < size ? times[i] : Double.NaN;
            // The added times before this one that it does not hold come first.
            while (a < in.length && (i == size || Double.compare(in[a], here) < 0)) {
                double time = in[a];
                int count = 0;
                while (a < in.length && Double.compare(in[a], time) == 0) {
                    count++;
                    a++;
                }
                newTimes[made] = time;
                newCounts[made++] = count;
            }
            if (i == size) {
                break;
            }
            int count = counts[i];
            while (o < out.length && Double.compare(out[o], here) == 0) {
                count--;
                o++;
            }
            while (a < in.length && Double.compare(in[a], here) == 0) {
                count++;
                a++;
            }
            if (count > 0) {
                newTimes[made] = here;
                newCounts[made++] = count;
            }
        }
        if (o != out.length) {
            // A row taken out held a time this tally did not count: count anew rather than trust it.
            return of(now);
        }
        return new TimeTally(List.copyOf(now), newTimes, newCounts, made);
    }

    private static double[] concat(List<RowKeys> rows) {
        double[] all = new double[keyCount(rows)];
        int at = 0;
        for (RowKeys row : rows) {
            System.arraycopy(row.times, 0, all, at, row.times.length);
            at += row.times.length;
        }
        return all;
    }

    /** The distinct times of sorted {@code times}, a time within 1e-9 of the last one kept left out. */
    private static RowKeys summaryOf(double[] times, int size) {
        // Counted first, then kept: one array of the summary's size instead of one of the tally's and a copy.
        int distinct = 0;
        double last = 0;
        for (int i = 0; i < size; i++) {
            if (distinct == 0 || times[i] - last > 1e-9) {
                last = times[i];
                distinct++;
            }
        }
        double[] kept = new double[distinct];
        int at = 0;
        for (int i = 0; i < size; i++) {
            if (at == 0 || times[i] - kept[at - 1] > 1e-9) {
                kept[at++] = times[i];
            }
        }
        return RowKeys.ofTimes(kept);
    }
}

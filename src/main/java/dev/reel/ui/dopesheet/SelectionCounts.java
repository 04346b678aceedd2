package dev.reel.ui.dopesheet;

import dev.reel.model.IdSet;
import dev.reel.model.Track;

import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

/**
 * What the painter needs to know about the selection, worked out once per selection and layout: per row, prefix
 * counts of selected keys (so any run of keys tells at once whether one is selected) and, per summary row, the
 * sorted times of its selected keys.
 */
final class SelectionCounts {
    private Set<Long> selection;
    private SheetLayout layout;
    private final Map<RowKeys, int[]> counts = new IdentityHashMap<>();
    private final Map<RowKeys, double[]> times = new IdentityHashMap<>();

    void prepare(Set<Long> newSelection, SheetLayout newLayout) {
        if (newSelection != selection || newLayout != layout) {
            selection = newSelection;
            layout = newLayout;
            counts.clear();
            times.clear();
        }
    }

    int[] of(RowKeys keys) {
        return counts.computeIfAbsent(keys, row -> row.selectedCounts(selection));
    }

    /** The sorted times of the selected keys of a summary row's tracks. */
    double[] selectedTimes(SheetLayout.Row row) {
        return times.computeIfAbsent(row.keys(), ignored -> {
            if (selection.isEmpty()) {
                return new double[0];
            }
            double[] found = new double[Math.min(selection.size(), 1 << 20)];
            int count = 0;
            IdSet ids = IdSet.of(selection);
            for (Track track : row.tracks()) {
                for (int place : track.keyIndicesIn(ids)) {
                    if (count == found.length) {
                        found = Arrays.copyOf(found, found.length * 2);
                    }
                    found[count++] = track.keys().get(place).time();
                }
            }
            double[] sorted = Arrays.copyOf(found, count);
            Arrays.sort(sorted);
            return sorted;
        });
    }

    /** Whether a sorted array holds a value in [from, to]. */
    static boolean anyWithin(double[] sorted, double from, double to) {
        int low = 0;
        int high = sorted.length;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (sorted[middle] < from) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low < sorted.length && sorted[low] <= to;
    }
}

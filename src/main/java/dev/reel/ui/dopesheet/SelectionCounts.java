package dev.reel.ui.dopesheet;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

/**
 * What the painter needs to know about the selection, worked out once per selection and layout: per row, prefix
 * counts of selected keys (so any run of keys tells at once whether one is selected) and, per summary row, the
 * sorted times of its selected keys (from {@link SelectedTimes}, which keeps each track's while it is unchanged).
 */
final class SelectionCounts {
    private Set<Long> selection;
    private SheetLayout layout;
    private SelectedTimes selected;
    private final Map<RowKeys, int[]> counts = new IdentityHashMap<>();
    private final Map<RowKeys, double[]> times = new IdentityHashMap<>();

    void prepare(Set<Long> newSelection, SheetLayout newLayout, SelectedTimes newSelected) {
        selected = newSelected;
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
        return times.computeIfAbsent(row.keys(), ignored -> selected.of(row.tracks()));
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

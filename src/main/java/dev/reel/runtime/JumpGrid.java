package dev.reel.runtime;

/**
 * Where every track of a clip stands at evenly spaced times: a sampler that jumps (a scrub, or one sampler
 * shared by many animators, each at its own time) reads one row — its cursors for all tracks, side by side —
 * instead of searching each track.
 *
 * <p>Row r holds, per track, the record of its last key at or before {@code first + r · width} (key 0 before
 * the first key). The rows are at most as far apart as the closest two keys of any track, when the grid stays
 * within {@value #CELLS_PER_KEY} cells per key; then a time within a row's span is at that record or the
 * track's next one, which the sampler's cursor check already handles. Else (keys closer than the spacing) the
 * check fails now and then and the sampler searches; the grid only ever speeds a search up, it decides no
 * answer.
 */
final class JumpGrid {
    /** The grid's size limit, in cells per key of the clip. */
    static final int CELLS_PER_KEY = 4;

    /** Row after row, {@link #width} cells each. */
    final int[] cells;
    final int width;
    private final int rows;
    private final double first;
    private final double scale;

    /**
     * A grid over {@code tracks.length} tracks: track j's {@code counts[j]} key times start at
     * {@code times[timeBases[j]]} and its key k's record is {@code records[j][k]}.
     */
    JumpGrid(double[] times, int[] timeBases, int[] counts, int[][] records) {
        width = counts.length;
        double start = Double.POSITIVE_INFINITY;
        double end = Double.NEGATIVE_INFINITY;
        double closest = Double.POSITIVE_INFINITY;
        long keys = 0;
        for (int j = 0; j < width; j++) {
            int base = timeBases[j];
            keys += counts[j];
            for (int k = 0; k < counts[j]; k++) {
                double time = times[base + k];
                start = Math.min(start, time);
                end = Math.max(end, time);
                if (k > 0 && time - times[base + k - 1] > 1e-9) {
                    closest = Math.min(closest, time - times[base + k - 1]);
                }
            }
        }
        double span = end - start;
        long limit = Math.max(1, CELLS_PER_KEY * keys / Math.max(1, width));
        long wanted = span > 0 && Double.isFinite(closest) ? (long) Math.ceil(span / closest) + 1 : 1;
        rows = (int) Math.max(1, Math.min(limit, wanted));
        first = Double.isFinite(start) ? start : 0;
        scale = span > 0 ? rows / span : 0;
        cells = new int[rows * width];
        for (int j = 0; j < width; j++) {
            int base = timeBases[j];
            int key = 0;
            for (int row = 0; row < rows; row++) {
                double rowTime = scale == 0 ? first : first + row / scale;
                while (key + 1 < counts[j] && times[base + key + 1] <= rowTime) {
                    key++;
                }
                cells[row * width + j] = counts[j] == 0 ? 0 : records[j][key];
            }
        }
    }

    /** The offset in {@link #cells} of the row for time {@code time}: the last row at or before it, row 0 before. */
    int row(double time) {
        int row = (int) ((time - first) * scale);
        return Math.max(0, Math.min(rows - 1, row)) * width;
    }
}

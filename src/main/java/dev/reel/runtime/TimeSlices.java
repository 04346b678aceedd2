package dev.reel.runtime;

import java.util.Arrays;

/**
 * A small clip cut at every key time of every track into slices, each holding the segment in force for every
 * lane side by side: a sampler that knows its slice (an animator keeps the index, so forward playback never
 * searches) samples the whole clip in one loop without a branch, reading a few neighbouring cache lines.
 *
 * <p>The same numbers as {@link ClipSampler}, by the same formulas, so the same bits: between two key times
 * (reach = t + {@link Timeline#EPSILON} compared as the sampler compares it) every track's segment is fixed —
 * its last key at or before the slice's start, key 0 before its first key — and a lane's value is
 * {@code c0 + ((c3·τ + c2)·τ + c1)·τ} with {@code τ = max(0, (t - t0)·inverseSpan)}, or the same polynomial in
 * the parameter {@link CubicTimeTable} solves for τ on a bent segment. Int32 numeric tracks are rounded after.
 *
 * <p>Only for clips where it pays and is cheap: every track has keys, none slerps (quats take the sampler's
 * path), and the slices take at most {@value #MAX_BYTES} bytes. {@link #of} answers null otherwise.
 */
final class TimeSlices {
    /** Per lane and slice: t0, inverse span, c0, c1, c2, c3, stored as six blocks of lane values per slice. */
    private static final int FIELDS = 6;
    static final int MAX_BYTES = 64 * 1024;

    /** Slice j covers reach in [starts[j], starts[j + 1]); starts[0] is -infinity; two +infinity at the end. */
    private final double[] starts;
    private final int slices;
    private final int lanes;
    /** Per slice, {@value #FIELDS} rows of one value per lane: t0, inverse span, c0, c1, c2, c3. */
    private final double[][] rows;
    /** Per slice: where its bent lanes start in {@link #bentLanes} (slices + 1 entries). */
    private final int[] bentFrom;
    private final int[] bentLanes;
    private final int[] bentCurves;
    private final double[] curves;
    /** The value offsets of the int32 numeric tracks, rounded after sampling. */
    private final int[] rounded;

    private TimeSlices(double[] starts, int slices, int lanes, double[] table, int[] bentFrom, int[] bentLanes,
                       int[] bentCurves, double[] curves, int[] rounded) {
        this.starts = starts;
        this.slices = slices;
        this.lanes = lanes;
        this.rows = new double[slices * FIELDS][];
        for (int row = 0; row < rows.length; row++) {
            rows[row] = Arrays.copyOfRange(table, row * lanes, (row + 1) * lanes);
        }
        this.bentFrom = bentFrom;
        this.bentLanes = bentLanes;
        this.bentCurves = bentCurves;
        this.curves = curves;
        this.rounded = rounded;
    }

    /** The slices of {@code clip}, or null when it has a track without keys, a quat track, or too many slices. */
    static TimeSlices of(CompiledClip clip) {
        int tracks = clip.trackCount();
        int lanes = clip.valueSize();
        if (tracks == 0 || lanes == 0) {
            return null;
        }
        for (int index = 0; index < tracks; index++) {
            if (clip.counts[index] == 0) {
                return null;
            }
        }
        double[] times = clip.keyTimes.clone();
        Arrays.sort(times);
        int distinct = 0;
        for (int i = 0; i < times.length; i++) {
            if (i == 0 || times[i] != times[i - 1]) {
                times[distinct++] = times[i];
            }
        }
        int slices = distinct + 1;
        if ((long) slices * lanes * FIELDS * Double.BYTES > MAX_BYTES) {
            return null;
        }
        double[] starts = new double[slices + 2];
        starts[0] = Double.NEGATIVE_INFINITY;
        System.arraycopy(times, 0, starts, 1, distinct);
        starts[slices] = Double.POSITIVE_INFINITY;
        starts[slices + 1] = Double.POSITIVE_INFINITY;
        double[] table = new double[slices * lanes * FIELDS];
        int[] bentFrom = new int[slices + 1];
        int[] bentLanes = new int[slices * lanes];
        int[] bentCurves = new int[slices * lanes];
        double[] curves = new double[0];
        int bent = 0;
        int curveSize = 0;
        ScalarTimeline timeline = clip.timeline;
        for (int slice = 0; slice < slices; slice++) {
            bentFrom[slice] = bent;
            int base = slice * lanes * FIELDS;
            for (int index = 0; index < tracks; index++) {
                // The track's last key at or before the slice's start; key 0 before its first key.
                int key = 0;
                if (slice > 0) {
                    while (key + 1 < clip.counts[index]
                            && clip.keyTimes[clip.keyBases[index] + key + 1] <= starts[slice]) {
                        key++;
                    }
                }
                int slot = clip.scalarSlots[index];
                double t0;
                double inverse;
                double shape;
                double[] source;
                int coefficients;
                double[] curveSource;
                int curve;
                if (slot >= 0) {
                    int at = timeline.record(slot, key);
                    source = timeline.records;
                    t0 = source[at];
                    inverse = source[at + 2];
                    shape = source[at + 3];
                    coefficients = at + 4;
                    curveSource = timeline.curves;
                } else {
                    int at = clip.bases[index] + key * clip.strides[index];
                    source = clip.data;
                    t0 = source[at];
                    inverse = source[at + 1];
                    shape = source[at + 2];
                    coefficients = at + 3;
                    curveSource = clip.curves;
                }
                if (shape != CompiledClip.POLYNOMIAL && !(shape < 0)) {
                    return null;
                }
                curve = shape < 0 ? (int) -shape - 1 : -1;
                for (int lane = 0; lane < clip.laneCounts[index]; lane++) {
                    int out = clip.offsets[index] + lane;
                    int p = coefficients + 4 * lane;
                    table[base + out] = t0;
                    table[base + lanes + out] = inverse;
                    table[base + 2 * lanes + out] = source[p];
                    table[base + 3 * lanes + out] = source[p + 1];
                    table[base + 4 * lanes + out] = source[p + 2];
                    table[base + 5 * lanes + out] = source[p + 3];
                    if (curve >= 0) {
                        // A one-lane track's curve, or lane by lane a vector's, each CubicTimeTable.STRIDE long.
                        int from = curve + lane * CubicTimeTable.STRIDE;
                        curves = Arrays.copyOf(curves, curveSize + CubicTimeTable.STRIDE);
                        System.arraycopy(curveSource, from, curves, curveSize, CubicTimeTable.STRIDE);
                        bentLanes[bent] = out;
                        bentCurves[bent] = curveSize;
                        curveSize += CubicTimeTable.STRIDE;
                        bent++;
                    }
                }
            }
        }
        bentFrom[slices] = bent;
        int roundedCount = 0;
        for (int index = 0; index < tracks; index++) {
            roundedCount += clip.rounded[index] ? 1 : 0;
        }
        int[] rounded = new int[roundedCount];
        for (int index = 0, r = 0; index < tracks; index++) {
            if (clip.rounded[index]) {
                rounded[r++] = clip.offsets[index];
            }
        }
        return new TimeSlices(starts, slices, lanes, table, bentFrom, Arrays.copyOf(bentLanes, bent),
                Arrays.copyOf(bentCurves, bent), curves, rounded);
    }

    /**
     * Samples every track at clip time {@code t} into {@code out} (laid out as the clip's values), starting the
     * slice search at {@code from} (any int: it only speeds the search up); answers the slice of {@code t}.
     */
    int sample(double t, int from, double[] out) {
        double reach = t + Timeline.EPSILON;
        int slice = from;
        if (!(slice >= 0 && slice < slices && reach >= starts[slice] && reach < starts[slice + 1])) {
            slice = slice >= 0 && slice < slices && reach >= starts[slice + 1] && reach < starts[slice + 2]
                    ? slice + 1 : find(reach);
        }
        int row = slice * FIELDS;
        double[] start = rows[row];
        double[] inverse = rows[row + 1];
        double[] c0 = rows[row + 2];
        double[] c1 = rows[row + 3];
        double[] c2 = rows[row + 4];
        double[] c3 = rows[row + 5];
        // Every array indexed by the lane alone: C2 runs this loop on vector registers.
        for (int lane = 0, n = lanes; lane < n; lane++) {
            double tau = Math.max(0, (t - start[lane]) * inverse[lane]);
            out[lane] = c0[lane] + ((c3[lane] * tau + c2[lane]) * tau + c1[lane]) * tau;
        }
        for (int b = bentFrom[slice], end = bentFrom[slice + 1]; b < end; b++) {
            int lane = bentLanes[b];
            double tau = Math.max(0, (t - start[lane]) * inverse[lane]);
            double u = CubicTimeTable.solve(curves, bentCurves[b], tau);
            out[lane] = c0[lane] + ((c3[lane] * u + c2[lane]) * u + c1[lane]) * u;
        }
        for (int offset : rounded) {
            out[offset] = CompiledTrack.roundHalfAwayFromZero(out[offset]);
        }
        return slice;
    }

    /** The slice whose span holds {@code reach}. */
    private int find(double reach) {
        int low = 0;
        int high = slices - 1;
        while (low < high) {
            int middle = (low + high + 1) >>> 1;
            if (starts[middle] <= reach) {
                low = middle;
            } else {
                high = middle - 1;
            }
        }
        return low;
    }
}

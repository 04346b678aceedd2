package dev.reel.runtime;

import java.util.Arrays;

/**
 * The segments of a clip's one-lane tracks (every float32 track, sprites, bools, enums) in one array sorted by
 * start time, the order playback meets them: at any time the segments in force, one per track, sit in a
 * short stretch of the array that slides forward as the clip plays, so a frame reads a few hundred
 * neighbouring cache lines, where a track-by-track layout scatters them over the whole clip (at 256 keys per
 * track, 14 MB for B1's 1,000 tracks). The time curves of bent segments are ordered the same way.
 *
 * <p>A segment's record is {@value #RECORD} doubles: its key's time, the next key's time (+infinity after the
 * last key), the inverse span, the shape (0, or {@code -(curve + 1)} for a bent segment whose
 * {@link CubicTimeTable} is at {@code curve} of {@link #curves}), the key's value and the value polynomial
 * c1 c2 c3 (see {@link CompiledClip}). {@link #following} leads from a record to its track's next one.
 */
final class ScalarTimeline {
    static final int RECORD = 8;

    /** Per one-lane track (its slot): the records, time-sorted; offsets are multiples of {@value #RECORD}. */
    final double[] records;
    /** Per record (offset / RECORD): the offset of the track's next record, itself for the last one. */
    final int[] following;
    /** Per record (offset / RECORD): the slot of its track. */
    final int[] slotOf;
    /** Per slot: the offset of the record of each key, key 0 first. */
    final int[] recordOf;
    final int[] recordBases;
    /** The time curves of the bent segments, in the order of the records. */
    final double[] curves;
    /** How many records there are. */
    final int count;

    /**
     * Lays out {@code outputs[s]} (the compiled one-lane tracks, as {@link TrackCompiler} wrote them: seven
     * doubles per key, bent shapes pointing into the track's own curves).
     */
    ScalarTimeline(TrackCompiler.Output[] outputs) {
        int slots = outputs.length;
        recordBases = new int[slots];
        int total = 0;
        for (int slot = 0; slot < slots; slot++) {
            recordBases[slot] = total;
            total += outputs[slot].track().keyCount();
        }
        // Entries in (slot, key) order, then sorted by time: the sort is stable, so ties keep that order.
        double[] times = new double[total];
        int[] entrySlot = new int[total];
        int[] byTime = new int[total];
        for (int slot = 0, entry = 0; slot < slots; slot++) {
            for (int key = 0; key < outputs[slot].track().keyCount(); key++, entry++) {
                times[entry] = outputs[slot].track().keyTime(key);
                entrySlot[entry] = slot;
                byTime[entry] = entry;
            }
        }
        sortStably(byTime, times);
        recordOf = new int[total];
        for (int rank = 0; rank < total; rank++) {
            recordOf[byTime[rank]] = rank * RECORD;
        }
        // Two records of slack after the last one, starting at +infinity: a sampler walking the records in
        // time order stops there.
        records = new double[total * RECORD + 2 * RECORD];
        records[total * RECORD] = Double.POSITIVE_INFINITY;
        records[total * RECORD + RECORD] = Double.POSITIVE_INFINITY;
        this.count = total;
        following = new int[total + 2];
        slotOf = new int[total + 2];
        int curveSize = 0;
        for (TrackCompiler.Output output : outputs) {
            curveSize += output.curves().length;
        }
        // At least one double, so that an empty clip still has an array to point at.
        curves = new double[Math.max(1, curveSize)];
        int curveAt = 0;
        for (int rank = 0; rank < total; rank++) {
            int entry = byTime[rank];
            int slot = entrySlot[entry];
            int key = entry - recordBases[slot];
            TrackCompiler.Output output = outputs[slot];
            int count = output.track().keyCount();
            double[] source = output.records();
            int from = key * CompiledTrack.SCALAR_STRIDE;
            int at = rank * RECORD;
            records[at] = source[from];
            records[at + 1] = key + 1 < count ? source[from + CompiledTrack.SCALAR_STRIDE] : Double.POSITIVE_INFINITY;
            records[at + 2] = source[from + 1];
            double shape = source[from + 2];
            if (shape < 0) {
                int curve = (int) -shape - 1;
                System.arraycopy(output.curves(), curve, curves, curveAt, CubicTimeTable.STRIDE);
                shape = -(curveAt + 1);
                curveAt += CubicTimeTable.STRIDE;
            }
            records[at + 3] = shape;
            System.arraycopy(source, from + 3, records, at + 4, 4);
            following[rank] = key + 1 < count ? recordOf[entry + 1] : at;
            slotOf[rank] = slot;
        }
    }

    /**
     * Sorts {@code entries} (indices into {@code times}) by their time, keeping the order of equal times: a merge
     * sort on primitives, as boxing a million indices for {@link Arrays#sort(Object[])} costs 20 bytes each.
     */
    static void sortStably(int[] entries, double[] times) {
        int[] from = entries;
        int[] to = new int[entries.length];
        for (int width = 1; width < entries.length; width *= 2) {
            for (int low = 0; low < entries.length; low += 2 * width) {
                int middle = Math.min(low + width, entries.length);
                int high = Math.min(low + 2 * width, entries.length);
                int left = low;
                int right = middle;
                for (int at = low; at < high; at++) {
                    if (left < middle && (right >= high || Double.compare(times[from[left]], times[from[right]]) <= 0)) {
                        to[at] = from[left++];
                    } else {
                        to[at] = from[right++];
                    }
                }
            }
            int[] swap = from;
            from = to;
            to = swap;
        }
        if (from != entries) {
            System.arraycopy(from, 0, entries, 0, entries.length);
        }
    }

    /** The index of the first record whose key time is after {@code time} ({@link #count} when none is). */
    int firstAfter(double time) {
        int low = 0;
        int high = count;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (records[middle * RECORD] <= time) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }

    /** The offset of the record of {@code slot}'s key {@code key}. */
    int record(int slot, int key) {
        return recordOf[recordBases[slot] + key];
    }
}

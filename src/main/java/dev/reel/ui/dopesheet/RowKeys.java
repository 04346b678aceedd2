package dev.reel.ui.dopesheet;

import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.Track;

import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * One row's keys as primitive arrays in time order — times, ids, shapes, and whether each key holds the same
 * value as the next (a hold bar is drawn between them) — so a redraw finds the visible keys by binary search
 * and walks only those. Made once per track value and shared until the track changes.
 */
final class RowKeys {
    static final byte BEZIER = 0;
    static final byte LINEAR = 1;
    static final byte STEP = 2;

    final double[] times;
    final long[] ids;
    final byte[] shapes;
    final boolean[] holds;

    private RowKeys(double[] times, long[] ids, byte[] shapes, boolean[] holds) {
        this.times = times;
        this.ids = ids;
        this.shapes = shapes;
        this.holds = holds;
    }

    static RowKeys of(Track track) {
        List<Key> keys = track.keys();
        int count = keys.size();
        double[] times = new double[count];
        long[] ids = new long[count];
        byte[] shapes = new byte[count];
        boolean[] holds = new boolean[count];
        boolean steps = !track.kind().isNumeric() || (track.kind() == dev.reel.model.Kind.INT32 && !track.numeric());
        for (int i = 0; i < count; i++) {
            Key key = keys.get(i);
            times[i] = key.time();
            ids[i] = key.id();
            shapes[i] = steps || key.interp() == Interp.STEP ? STEP : key.interp() == Interp.LINEAR ? LINEAR : BEZIER;
            holds[i] = i + 1 < count && key.value().equals(keys.get(i + 1).value());
        }
        return new RowKeys(times, ids, shapes, holds);
    }

    /** A summary row: every distinct time of the given rows' keys (times only, see {@link #ofTimes}). */
    static RowKeys summary(List<RowKeys> rows) {
        int total = 0;
        for (RowKeys row : rows) {
            total += row.times.length;
        }
        double[] all = new double[total];
        int at = 0;
        for (RowKeys row : rows) {
            System.arraycopy(row.times, 0, all, at, row.times.length);
            at += row.times.length;
        }
        Arrays.sort(all);
        int distinct = 0;
        for (int i = 0; i < all.length; i++) {
            if (i == 0 || all[i] - all[distinct - 1] > 1e-9) {
                all[distinct++] = all[i];
            }
        }
        return ofTimes(Arrays.copyOf(all, distinct));
    }

    /**
     * A summary row of these distinct times, in order. A summary row is read by its times only (it is drawn, hit
     * and boxed by time), so it holds no ids, shapes or holds: the clip summary of the 100,000-key clip is made
     * anew on every frame of a drag, and its three unread arrays were a megabyte of garbage a frame.
     */
    static RowKeys ofTimes(double[] times) {
        return new RowKeys(times, NO_IDS, NO_SHAPES, NO_HOLDS);
    }

    private static final long[] NO_IDS = new long[0];
    private static final byte[] NO_SHAPES = new byte[0];
    private static final boolean[] NO_HOLDS = new boolean[0];

    int size() {
        return times.length;
    }

    /** The first key at or after {@code time}. */
    int firstAtOrAfter(double time) {
        return dev.reel.ui.curves.KeyTimes.firstAtOrAfter(times, time);
    }

    /** Prefix counts of selected keys: {@code counts[j] - counts[i]} selected among keys i..j-1. */
    int[] selectedCounts(Set<Long> selection) {
        int[] counts = new int[ids.length + 1];
        for (int i = 0; i < ids.length; i++) {
            counts[i + 1] = counts[i] + (selection.contains(ids[i]) ? 1 : 0);
        }
        return counts;
    }
}

package dev.reel.ui.curves;

/** Searches in a row's or a lane's sorted key times, shared by the curve editor and the dope sheet. */
public final class KeyTimes {
    private KeyTimes() {
    }

    /** The index of the first of the sorted {@code times} at or after {@code time} ({@code times.length} if none). */
    public static int firstAtOrAfter(double[] times, double time) {
        int low = 0;
        int high = times.length;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (times[middle] < time) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }
}

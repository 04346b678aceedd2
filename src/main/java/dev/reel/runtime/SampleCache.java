package dev.reel.runtime;

/**
 * The last samples of one clip's {@link TimeSlices} by their exact clip time, for the animators of a crowd
 * that share one thread's {@link AnimatorWorkspace}. A state's clip time is a function of the steps since it
 * was entered ({@code steps · |dt × speed|}, wrapped), so animators that entered the same state on the same
 * step sample it at the same time, bit for bit: a sample is a pure function of the clip and the time, so the
 * second one copies what the first computed.
 *
 * <p>Two-way set associative by the time's bits: an entry holds the time, the clip's values at it and the slice
 * it lies in (what {@link TimeSlices#sample} answers, so the animator's search hint stays what it would have
 * been); a miss takes the entry of its set used less recently. A hit copies the values; a miss samples and takes
 * the entry. The same bits either way. Two ways rather than one: a crowd's step samples each state at a hundred
 * or so distinct times, and in a direct-mapped table of a few hundred entries about a third of them share an
 * entry with another, so that animators of the two groups, met in turn, took it from each other on every sample
 * (B3: 12% of the crowd's samples missed where 4% are first samples of their time). At most
 * {@value #MAX_ENTRIES} entries and about {@value #MAX_BYTES} bytes of values, made with the workspace.
 */
final class SampleCache {
    static final int MAX_ENTRIES = 512;
    static final int MAX_BYTES = 64 * 1024;

    private final TimeSlices slices;
    private final int lanes;
    /** Shifts the hashed time down to its set's index. */
    private final int shift;
    /** Per entry (the two of set s at 2s and 2s + 1), its time's bits. */
    private final long[] times;
    /** Per entry, the slice of its time; -1 while the entry is empty. */
    private final int[] sliceOf;
    private final double[] values;
    /** Per set, its entry used less recently (0 or 1): the one a miss takes. */
    private final byte[] older;

    SampleCache(TimeSlices slices, int lanes) {
        this.slices = slices;
        this.lanes = lanes;
        int entries = Math.max(16, Math.min(MAX_ENTRIES, Integer.highestOneBit(MAX_BYTES / (Double.BYTES * lanes))));
        int sets = entries / 2;
        this.shift = Long.SIZE - Integer.numberOfTrailingZeros(sets);
        times = new long[entries];
        sliceOf = new int[entries];
        java.util.Arrays.fill(sliceOf, -1);
        values = new double[entries * lanes];
        older = new byte[sets];
    }

    /** The cache of {@code clip}'s slices, or null when it has none. */
    static SampleCache of(CompiledClip clip) {
        return clip == null || clip.slices == null ? null : new SampleCache(clip.slices, clip.valueSize());
    }

    /** {@link TimeSlices#sample}: the clip's values at {@code t} into {@code out}, answering the slice of {@code t}. */
    int sample(double t, int from, double[] out) {
        long bits = Double.doubleToRawLongBits(t);
        int set = (int) ((bits * 0x9E3779B97F4A7C15L) >>> shift);
        int first = set << 1;
        int entry = times[first] == bits && sliceOf[first] >= 0 ? first
                : times[first + 1] == bits && sliceOf[first + 1] >= 0 ? first + 1 : -1;
        if (entry >= 0) {
            older[set] = (byte) (first + 1 - entry);
            System.arraycopy(values, entry * lanes, out, 0, lanes);
            return sliceOf[entry];
        }
        entry = first + older[set];
        older[set] ^= 1;
        int slice = slices.sample(t, from, out);
        times[entry] = bits;
        sliceOf[entry] = slice;
        System.arraycopy(out, 0, values, entry * lanes, lanes);
        return slice;
    }
}

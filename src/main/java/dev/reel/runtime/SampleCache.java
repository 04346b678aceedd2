package dev.reel.runtime;

/**
 * The last samples of one clip's {@link TimeSlices} by their exact clip time, for the animators of a crowd
 * that share one thread's {@link AnimatorWorkspace}. A state's clip time is a function of the steps since it
 * was entered ({@code steps · |dt × speed|}, wrapped), so animators that entered the same state on the same
 * step sample it at the same time, bit for bit: a sample is a pure function of the clip and the time, so the
 * second one copies what the first computed.
 *
 * <p>Direct-mapped by the time's bits: an entry holds the time, the clip's values at it and the slice it lies
 * in (what {@link TimeSlices#sample} answers, so the animator's search hint stays what it would have been). A
 * hit copies the values; a miss samples and takes the entry. The same bits either way. At most
 * {@value #MAX_ENTRIES} entries and about {@value #MAX_BYTES} bytes of values, made with the workspace.
 */
final class SampleCache {
    static final int MAX_ENTRIES = 256;
    static final int MAX_BYTES = 32 * 1024;

    private final TimeSlices slices;
    private final int lanes;
    private final int shift;
    private final long[] times;
    /** Per entry, the slice of its time; -1 while the entry is empty. */
    private final int[] sliceOf;
    private final double[] values;

    SampleCache(TimeSlices slices, int lanes) {
        this.slices = slices;
        this.lanes = lanes;
        int entries = Math.max(16, Math.min(MAX_ENTRIES, Integer.highestOneBit(MAX_BYTES / (Double.BYTES * lanes))));
        this.shift = Long.SIZE - Integer.numberOfTrailingZeros(entries);
        times = new long[entries];
        sliceOf = new int[entries];
        java.util.Arrays.fill(sliceOf, -1);
        values = new double[entries * lanes];
    }

    /** The cache of {@code clip}'s slices, or null when it has none. */
    static SampleCache of(CompiledClip clip) {
        return clip == null || clip.slices == null ? null : new SampleCache(clip.slices, clip.valueSize());
    }

    /** {@link TimeSlices#sample}: the clip's values at {@code t} into {@code out}, answering the slice of {@code t}. */
    int sample(double t, int from, double[] out) {
        long bits = Double.doubleToRawLongBits(t);
        int entry = (int) ((bits * 0x9E3779B97F4A7C15L) >>> shift);
        int slice = sliceOf[entry];
        if (slice >= 0 && times[entry] == bits) {
            System.arraycopy(values, entry * lanes, out, 0, lanes);
            return slice;
        }
        slice = slices.sample(t, from, out);
        times[entry] = bits;
        sliceOf[entry] = slice;
        System.arraycopy(out, 0, values, entry * lanes, lanes);
        return slice;
    }
}

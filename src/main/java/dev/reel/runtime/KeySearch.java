package dev.reel.runtime;

/**
 * Finds the last key at or before a time in O(1) for evenly spread keys (O(log n) at worst), for jumps that
 * a sampler's cursor cannot follow (scrubbing, a loop's wrap).
 *
 * <p>Each track's time range from its first to its last key is cut into as many equal buckets as it has
 * keys. The bucket of a time is {@code (int) ((time - first) · scale)}, which never decreases as the time
 * grows, so a key in a later bucket than the time is after it and a key in an earlier bucket before it:
 * the answer lies between the last key of the previous bucket and the last key of the time's own bucket.
 * Those two key indices are stored per bucket, so a search is one bucket read and, when the bucket holds
 * keys, a look at their times, read from the key records themselves — which the sampler reads next anyway:
 * two cache misses where a binary search over 64 key times takes four, and then the record's own.
 */
final class KeySearch {
    private final double[] records;
    private final int[] bases;
    private final int[] strides;
    private final int[] counts;
    private final double[] firsts;
    private final double[] scales;
    private final int[] bucketBases;
    private final int[] bucketCounts;
    /**
     * Per track, one entry more than it has buckets: entry b + 1 is the last key whose bucket is at most b,
     * entry 0 is key 0 (the "previous bucket" of bucket 0, so that reading it needs no test).
     */
    private final int[] lastKeys;

    /**
     * An index over key records: track i's {@code counts[i]} records start at {@code bases[i]} of
     * {@code records}, {@code strides[i]} doubles apart, each starting with its key's time.
     */
    KeySearch(double[] records, int[] bases, int[] strides, int[] counts) {
        this.records = records;
        this.bases = bases;
        this.strides = strides;
        this.counts = counts;
        int tracks = counts.length;
        firsts = new double[tracks];
        scales = new double[tracks];
        bucketBases = new int[tracks];
        bucketCounts = new int[tracks];
        int total = 0;
        for (int track = 0; track < tracks; track++) {
            bucketBases[track] = total;
            bucketCounts[track] = Math.max(1, counts[track]);
            total += bucketCounts[track] + 1;
        }
        lastKeys = new int[total];
        for (int track = 0; track < tracks; track++) {
            int count = counts[track];
            if (count == 0) {
                continue;
            }
            int base = bases[track];
            int stride = strides[track];
            double first = records[base];
            double span = records[base + (count - 1) * stride] - first;
            firsts[track] = first;
            scales[track] = span > 0 && Double.isFinite(count / span) ? count / span : 0;
            int key = 0;
            for (int bucket = 0; bucket < bucketCounts[track]; bucket++) {
                while (key + 1 < count && bucket(track, records[base + (key + 1) * stride]) <= bucket) {
                    key++;
                }
                lastKeys[bucketBases[track] + bucket + 1] = key;
            }
        }
    }

    private int bucket(int track, double time) {
        int bucket = (int) ((time - firsts[track]) * scales[track]);
        return Math.max(0, Math.min(bucketCounts[track] - 1, bucket));
    }

    /** The last key of {@code track} at or before {@code time}, or key 0 when {@code time} is before every key. */
    int find(int track, double time) {
        int count = counts[track];
        int base = bases[track];
        int stride = strides[track];
        if (count <= 1 || !(time >= records[base])) {
            return 0;
        }
        int at = bucketBases[track] + bucket(track, time);
        int low = lastKeys[at];
        int high = lastKeys[at + 1];
        if (high - low <= 1) {
            // The usual case, without a branch on the key time (a cache miss a branch would wait for): one
            // more key when it is not after the time; the sign bit of time - key is 0 then.
            double next = records[base + high * stride];
            return high - (int) (Double.doubleToRawLongBits(time - next) >>> 63) * (high - low);
        }
        // Keys low+1 .. high share the time's bucket: find the last one that is not after it.
        while (low < high) {
            int middle = (low + high + 1) >>> 1;
            if (records[base + middle * stride] <= time) {
                low = middle;
            } else {
                high = middle - 1;
            }
        }
        return low;
    }
}

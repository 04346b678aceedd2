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
 * keys, a look at their times — one or two cache misses where a binary search over 64 keys takes four.
 */
final class KeySearch {
    private final double[] times;
    private final int[] timeBases;
    private final int[] counts;
    private final double[] firsts;
    private final double[] scales;
    private final int[] bucketBases;
    private final int[] bucketCounts;
    /** Per bucket b of a track: the last key whose bucket is at most b. */
    private final int[] lastKeys;

    /** An index over {@code times}, where track i's {@code counts[i]} key times start at {@code timeBases[i]}. */
    KeySearch(double[] times, int[] timeBases, int[] counts) {
        this.times = times;
        this.timeBases = timeBases;
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
            total += bucketCounts[track];
        }
        lastKeys = new int[total];
        for (int track = 0; track < tracks; track++) {
            int count = counts[track];
            if (count == 0) {
                continue;
            }
            int base = timeBases[track];
            double first = times[base];
            double span = times[base + count - 1] - first;
            firsts[track] = first;
            scales[track] = span > 0 && Double.isFinite(count / span) ? count / span : 0;
            int key = 0;
            for (int bucket = 0; bucket < bucketCounts[track]; bucket++) {
                while (key + 1 < count && bucket(track, times[base + key + 1]) <= bucket) {
                    key++;
                }
                lastKeys[bucketBases[track] + bucket] = key;
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
        int base = timeBases[track];
        if (count <= 1 || !(time >= times[base])) {
            return 0;
        }
        int bucket = bucket(track, time);
        int at = bucketBases[track] + bucket;
        int low = bucket == 0 ? 0 : lastKeys[at - 1];
        int high = lastKeys[at];
        // Keys low+1 .. high share the time's bucket: find the last one that is not after it.
        while (low < high) {
            int middle = (low + high + 1) >>> 1;
            if (times[base + middle] <= time) {
                low = middle;
            } else {
                high = middle - 1;
            }
        }
        return low;
    }
}

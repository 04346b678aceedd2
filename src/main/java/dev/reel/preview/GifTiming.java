package dev.reel.preview;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * When each frame of a GIF shows, in the hundredths of a second GIF delays are counted in. Consecutive frames
 * with the same pixels become one; each remaining frame starts at its true start rounded to a hundredth (so the
 * rounding error is carried, never summed up: 12 fps gives 8, 9, 8, 8, 9, 8), but never sooner than 2 cs after
 * the one before, since browsers show a delay of 0 or 1 cs as 10 cs. A frame that would start too late to keep
 * the next on time is left out, so faster sources (a controller's 60 steps per second) play at 50 fps at most,
 * at the right speed. The delays add up to the whole length rounded to a hundredth (at least 2 cs).
 *
 * @param frames  the indices of the source frames to write, in order
 * @param delays  each one's delay in hundredths of a second, index for index
 */
record GifTiming(int[] frames, int[] delays) {
    /** The shortest delay browsers honour. */
    static final int MIN_DELAY = 2;
    private static final int MAX_DELAY = 65535;

    /** The timing of {@code pixels} frames shown for {@code seconds} each. */
    static GifTiming of(List<int[]> pixels, List<Double> seconds) {
        List<Integer> kept = new ArrayList<>();
        List<Double> starts = new ArrayList<>();
        double elapsed = 0;
        for (int i = 0; i < pixels.size(); i++) {
            if (kept.isEmpty() || !Arrays.equals(pixels.get(kept.get(kept.size() - 1)), pixels.get(i))) {
                kept.add(i);
                starts.add(elapsed);
            }
            elapsed += seconds.get(i);
        }
        long total = Math.max(MIN_DELAY, Math.round(elapsed * 100));
        List<Integer> frames = new ArrayList<>();
        List<Long> boundaries = new ArrayList<>();
        for (int k = 0; k < kept.size(); k++) {
            long start = Math.round(starts.get(k) * 100);
            long next = k + 1 < kept.size() ? Math.round(starts.get(k + 1) * 100) : Long.MAX_VALUE;
            long at = boundaries.isEmpty() ? 0 : Math.max(start, boundaries.get(boundaries.size() - 1) + MIN_DELAY);
            // The first frame always shows; a later one only if it fits before the next and leaves the end 2 cs.
            if (boundaries.isEmpty() || (at < next && at <= total - MIN_DELAY)) {
                frames.add(kept.get(k));
                boundaries.add(at);
            }
        }
        int[] delays = new int[frames.size()];
        for (int i = 0; i < delays.length; i++) {
            long end = i + 1 < delays.length ? boundaries.get(i + 1) : total;
            delays[i] = (int) Math.min(MAX_DELAY, end - boundaries.get(i));
        }
        return new GifTiming(frames.stream().mapToInt(Integer::intValue).toArray(), delays);
    }
}

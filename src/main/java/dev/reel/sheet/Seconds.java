package dev.reel.sheet;

/** Times as files write them: sums of frame durations are rounded so that 6 × 0.15 s is 0.9, not 0.9000000000000001. */
final class Seconds {
    /** Times closer than this are the same time (a microsecond is far below one frame). */
    static final double SAME = 1e-6;

    private Seconds() {
    }

    /** {@code seconds} rounded to nine decimals. */
    static double round(double seconds) {
        return Math.round(seconds * 1e9) / 1e9;
    }
}

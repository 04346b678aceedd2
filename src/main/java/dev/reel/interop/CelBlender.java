package dev.reel.interop;

/**
 * Draws rows of a cel over a frame with {@link AseBlend}'s arithmetic, giving the same pixels as
 * {@link AseBlend#blend} per pixel, faster where the source or the backdrop is partly transparent.
 *
 * <p>There, once the source's alpha after opacity ({@code sa}) and the backdrop's alpha ({@code ba}) are fixed,
 * every step of the blend on one channel is a function of one difference of two channel values (−255 to 255):
 * normal blending's mix {@code b + (s − b) × sa / ra} (Java's division toward zero) depends only on
 * {@code s − b}, and each of the two merges of the mode's fade-in multiplies a difference by {@code ba} or by
 * {@code ba × sa}. So the three are looked up in a lane of tables made for that pair of alphas, instead of
 * being worked out with a dozen multiplications a pixel; the lanes being those functions, the pixels are the
 * same (AseBlendTest compares both ways for every pair of alphas).
 *
 * <p>A blender belongs to one thread. It keeps the lanes it made, at most {@link #SLOTS} of them (about 1.5 MiB),
 * one per slot of a pair's hash, a pair that lands on a taken slot replacing the lane there.
 */
final class CelBlender {
    /** The lanes kept: a real file's few alphas all fit, and a file of every alpha still needs no more memory. */
    static final int SLOTS = 512;
    private static final int MIX = 255;
    private static final int BACKDROP_MERGE = MIX + 511;
    private static final int COMPOSITE_MERGE = BACKDROP_MERGE + 511;
    private static final int RESULT_ALPHA = COMPOSITE_MERGE + 256;
    private static final int LANE = RESULT_ALPHA + 1;

    private static final ThreadLocal<CelBlender> OWN = ThreadLocal.withInitial(CelBlender::new);

    private final int[] keys = new int[SLOTS];
    private final short[][] lanes = new short[SLOTS][];

    private CelBlender() {
        java.util.Arrays.fill(keys, -1);
    }

    /** The calling thread's blender. */
    static CelBlender own() {
        return OWN.get();
    }

    /**
     * Normal blending of {@code count} source pixels from {@code src[srcAt]} over {@code out[outAt]} on, at
     * {@code opacity}: {@link AseBlend#normal} for each.
     */
    void normalRow(int[] src, int srcAt, int[] out, int outAt, int count, int opacity) {
        int laneKey = -1;
        short[] lane = null;
        for (int i = 0; i < count; i++) {
            int s = src[srcAt + i];
            if (s == 0) {
                continue;
            }
            int at = outAt + i;
            int backdrop = out[at];
            int ba = backdrop >>> 24;
            int srcAlpha = s >>> 24;
            if (ba == 0) {
                out[at] = s & 0xffffff | AseBlend.mul(srcAlpha, opacity) << 24;
                continue;
            }
            if (srcAlpha == 0) {
                continue;
            }
            int sa = AseBlend.mul(srcAlpha, opacity);
            if (sa == 255) {
                out[at] = s;
                continue;
            }
            int key = sa << 8 | ba;
            if (key != laneKey) {
                lane = lane(sa, ba);
                laneKey = key;
            }
            out[at] = mixed(lane, backdrop, s);
        }
    }

    /**
     * Blending of {@code count} source pixels with a separable mode whose {@link AseBlend#table} is
     * {@code table}: {@link AseBlend#blendSeparable} for each.
     */
    void separableRow(byte[] table, int[] src, int srcAt, int[] out, int outAt, int count, int opacity) {
        int laneKey = -1;
        short[] lane = null;
        for (int i = 0; i < count; i++) {
            int s = src[srcAt + i];
            if (s == 0) {
                continue;
            }
            int at = outAt + i;
            int backdrop = out[at];
            int ba = backdrop >>> 24;
            int srcAlpha = s >>> 24;
            if (ba == 0) {
                out[at] = s & 0xffffff | AseBlend.mul(srcAlpha, opacity) << 24;
                continue;
            }
            if (srcAlpha == 0) {
                continue;
            }
            int sa = AseBlend.mul(srcAlpha, opacity);
            int br = backdrop >> 16 & 0xff;
            int bg = backdrop >> 8 & 0xff;
            int bb = backdrop & 0xff;
            int xr = table[br << 8 | s >> 16 & 0xff] & 0xff;
            int xg = table[bg << 8 | s >> 8 & 0xff] & 0xff;
            int xb = table[bb << 8 | s & 0xff] & 0xff;
            if (sa == 255 && ba == 255) {
                // Over an opaque backdrop an opaque source's mode colour is the result.
                out[at] = 0xff000000 | xr << 16 | xg << 8 | xb;
                continue;
            }
            int key = sa << 8 | ba;
            if (key != laneKey) {
                lane = lane(sa, ba);
                laneKey = key;
            }
            if (ba == 255) {
                // Both of Aseprite's merges give the normal blend of the mode's colour back unchanged.
                out[at] = 0xff000000 | br + lane[MIX + xr - br] << 16 | bg + lane[MIX + xg - bg] << 8
                        | bb + lane[MIX + xb - bb];
                continue;
            }
            out[at] = lane[RESULT_ALPHA] << 24 | fadedIn(lane, br, s >> 16 & 0xff, xr) << 16
                    | fadedIn(lane, bg, s >> 8 & 0xff, xg) << 8 | fadedIn(lane, bb, s & 0xff, xb);
        }
    }

    /** Normal blending of the colours of {@code s} over {@code backdrop}, both partly transparent. */
    private static int mixed(short[] lane, int backdrop, int s) {
        int br = backdrop >> 16 & 0xff;
        int bg = backdrop >> 8 & 0xff;
        int bb = backdrop & 0xff;
        return lane[RESULT_ALPHA] << 24 | br + lane[MIX + (s >> 16 & 0xff) - br] << 16
                | bg + lane[MIX + (s >> 8 & 0xff) - bg] << 8 | bb + lane[MIX + (s & 0xff) - bb];
    }

    /**
     * One channel of the fade-in over a partly transparent backdrop: normal blending of the source {@code s} and
     * of the mode's colour {@code x} over {@code b}, the first merged toward the second by the backdrop's alpha,
     * that merged toward the second by the composite alpha.
     */
    private static int fadedIn(short[] lane, int b, int s, int x) {
        int normal = b + lane[MIX + s - b];
        int blended = b + lane[MIX + x - b];
        int normalToBlend = normal + lane[BACKDROP_MERGE + blended - normal] & 0xff;
        return normalToBlend + lane[COMPOSITE_MERGE + blended - normalToBlend] & 0xff;
    }

    /** The lane of source alpha {@code sa} (after opacity) over backdrop alpha {@code ba} (1 to 255). */
    private short[] lane(int sa, int ba) {
        int key = sa << 8 | ba;
        int slot = (key * 0x9E3779B1 >>> 23) & (SLOTS - 1);
        if (keys[slot] != key) {
            lanes[slot] = made(sa, ba, lanes[slot]);
            keys[slot] = key;
        }
        return lanes[slot];
    }

    /**
     * The tables for {@code sa} over {@code ba}: at {@code MIX + d} the mix's step for a difference {@code d},
     * at {@code BACKDROP_MERGE + d} and {@code COMPOSITE_MERGE + d} {@code d × ba / 255} and
     * {@code d × (ba × sa / 255) / 255} rounded as Aseprite rounds, and the result's alpha.
     */
    static short[] made(int sa, int ba, short[] reuse) {
        short[] lane = reuse != null ? reuse : new short[LANE];
        int ra = sa + ba - AseBlend.mul(ba, sa);
        long share = sa * AseBlend.RECIPROCAL[ra];
        int compositeAlpha = AseBlend.mul(ba, sa);
        for (int d = -255; d <= 255; d++) {
            int quotient = (int) ((d < 0 ? -d : d) * share >>> 24);
            lane[MIX + d] = (short) (d < 0 ? -quotient : quotient);
            lane[BACKDROP_MERGE + d] = (short) AseBlend.mul(d, ba);
            lane[COMPOSITE_MERGE + d] = (short) AseBlend.mul(d, compositeAlpha);
        }
        lane[RESULT_ALPHA] = (short) ra;
        return lane;
    }
}

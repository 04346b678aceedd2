package dev.reel.interop;

/**
 * Aseprite's blend modes on non-premultiplied ARGB pixels, with its own integer arithmetic (pixman's rounded
 * multiply by 255) and its default "new" layer blending, which fades a mode into plain normal blending where the
 * backdrop is transparent. Hue, saturation, color and luminosity are drawn as normal.
 */
public final class AseBlend {
    public static final int NORMAL = 0;
    public static final int MULTIPLY = 1;
    public static final int SCREEN = 2;
    public static final int OVERLAY = 3;
    public static final int DARKEN = 4;
    public static final int LIGHTEN = 5;
    public static final int COLOR_DODGE = 6;
    public static final int COLOR_BURN = 7;
    public static final int HARD_LIGHT = 8;
    public static final int SOFT_LIGHT = 9;
    public static final int DIFFERENCE = 10;
    public static final int EXCLUSION = 11;
    public static final int ADDITION = 16;
    public static final int SUBTRACT = 17;
    public static final int DIVIDE = 18;

    private static final String[] NAMES = {"normal", "multiply", "screen", "overlay", "darken", "lighten",
        "color dodge", "color burn", "hard light", "soft light", "difference", "exclusion", "hue", "saturation",
        "color", "luminosity", "addition", "subtract", "divide"};

    private AseBlend() {
    }

    /** Whether Reel draws {@code mode} as Aseprite does (the HSL modes and unknown numbers it does not). */
    public static boolean supported(int mode) {
        return mode >= 0 && mode <= 18 && (mode < 12 || mode > 15);
    }

    /** The mode's name as Aseprite's menu spells it, for messages. */
    public static String name(int mode) {
        return mode >= 0 && mode < NAMES.length ? "blend mode " + NAMES[mode] : "unknown blend mode " + mode;
    }

    /** {@code a × b / 255} rounded, as pixman's {@code MUL_UN8}. */
    static int mul(int a, int b) {
        int t = a * b + 0x80;
        return ((t >> 8) + t) >> 8;
    }

    /** {@code a × 255 / b} rounded, as pixman's {@code DIV_UN8}. */
    static int div(int a, int b) {
        return (a * 255 + b / 2) / b;
    }

    /** {@code src} drawn over {@code backdrop} at {@code opacity} (0–255) with blend {@code mode}. */
    public static int blend(int mode, int backdrop, int src, int opacity) {
        if (mode == NORMAL || !supported(mode)) {
            return normal(backdrop, src, opacity);
        }
        int ba = backdrop >>> 24;
        if (ba == 0) {
            return normal(backdrop, src, opacity);
        }
        if (ba == 255) {
            // Over an opaque backdrop both of Aseprite's merges give the blended colour back unchanged.
            return normal(backdrop, mixed(mode, backdrop, src), opacity);
        }
        return fadedIn(table(mode), backdrop, src, opacity, ba);
    }

    /**
     * {@link #blend} for a mode other than normal, with {@code table} its {@link #table}: what a compositor
     * drawing a whole cel in one mode calls per pixel, having looked the table up once.
     */
    static int blendSeparable(byte[] table, int backdrop, int src, int opacity) {
        int ba = backdrop >>> 24;
        if (ba == 0) {
            return normal(backdrop, src, opacity);
        }
        if (ba == 255) {
            return normal(backdrop, mixed(table, backdrop, src), opacity);
        }
        return fadedIn(table, backdrop, src, opacity, ba);
    }

    /**
     * The blend over a partly transparent backdrop ({@code 0 < ba < 255}), all in one pass: normal blending of
     * the source, and of the mode's colour, over the backdrop ({@code normal}, {@code blended}); the first merged
     * toward the second by the backdrop's alpha, and that merged toward {@code blended} by the composite alpha.
     * Both normal blends have the same alpha, so every merge keeps it and only the colours move; this gives what
     * {@link #normal} and {@link #merge} called one after another give (AseBlendTest compares them on millions of
     * pixels) with the alpha worked out once instead of four times.
     */
    private static int fadedIn(byte[] table, int backdrop, int src, int opacity, int ba) {
        int srcAlpha = src >>> 24;
        if (srcAlpha == 0) {
            return backdrop;
        }
        int sa = mul(srcAlpha, opacity);
        int compositeAlpha = mul(ba, sa);
        int br = backdrop >> 16 & 0xff;
        int bg = backdrop >> 8 & 0xff;
        int bb = backdrop & 0xff;
        int sr = src >> 16 & 0xff;
        int sg = src >> 8 & 0xff;
        int sb = src & 0xff;
        int xr = table[br << 8 | sr] & 0xff;
        int xg = table[bg << 8 | sg] & 0xff;
        int xb = table[bb << 8 | sb] & 0xff;
        if (sa == 255) {
            // Normal blending gives the source (and the mode's colour) themselves.
            return 0xff000000 | fade(sr, xr, ba, compositeAlpha) << 16 | fade(sg, xg, ba, compositeAlpha) << 8
                    | fade(sb, xb, ba, compositeAlpha);
        }
        int ra = sa + ba - mul(ba, sa);
        long share = sa * RECIPROCAL[ra];
        return ra << 24 | fade(mix(br, sr, share), mix(br, xr, share), ba, compositeAlpha) << 16
                | fade(mix(bg, sg, share), mix(bg, xg, share), ba, compositeAlpha) << 8
                | fade(mix(bb, sb, share), mix(bb, xb, share), ba, compositeAlpha);
    }

    /**
     * {@code b + (s − b) × sa / ra} with Java's int division (toward zero), {@code share} being
     * {@code sa × RECIPROCAL[ra]}: a multiply and a shift for the division.
     */
    private static int mix(int b, int s, long share) {
        int difference = s - b;
        int quotient = (int) ((difference < 0 ? -difference : difference) * share >>> 24);
        return difference < 0 ? b - quotient : b + quotient;
    }

    /** {@code numerator / divisor} through {@link #RECIPROCAL}, for 0 ≤ numerator < 2^16, divisor 1 to 255. */
    static int divide(int numerator, int divisor) {
        return (int) (numerator * RECIPROCAL[divisor] >>> 24);
    }

    /**
     * ceil(2^24 / d) for d from 1 to 255. For 0 ≤ n < 2^16, {@code n × RECIPROCAL[d] >>> 24} is floor(n / d)
     * exactly: with RECIPROCAL[d] × d = 2^24 + e, e < d, the quotient is n / d + n × e / (d × 2^24), and
     * n × e < 2^16 × 2^8 keeps the error under 1 / d, too little to reach the next whole number (AseBlendTest
     * checks every n and d).
     */
    static final long[] RECIPROCAL = new long[256];

    static {
        for (int d = 1; d < 256; d++) {
            RECIPROCAL[d] = ((1L << 24) + d - 1) / d;
        }
    }

    /** One channel: {@code normal} merged toward {@code blended} by {@code ba}, then again by {@code compositeAlpha}. */
    private static int fade(int normal, int blended, int ba, int compositeAlpha) {
        int normalToBlend = normal + mul(blended - normal, ba) & 0xff;
        return normalToBlend + mul(blended - normalToBlend, compositeAlpha) & 0xff;
    }

    /** The source's colour replaced by the mode's function of backdrop and source, keeping its alpha. */
    static int mixed(int mode, int backdrop, int src) {
        return mixed(table(mode), backdrop, src);
    }

    private static int mixed(byte[] table, int backdrop, int src) {
        int r = table[(backdrop >> 8 & 0xff00) | (src >> 16 & 0xff)] & 0xff;
        int g = table[(backdrop & 0xff00) | (src >> 8 & 0xff)] & 0xff;
        int b = table[(backdrop << 8 & 0xff00) | (src & 0xff)] & 0xff;
        return src & 0xff000000 | r << 16 | g << 8 | b;
    }

    /**
     * {@link #channel} of {@code mode} for every backdrop and source byte, at {@code backdrop << 8 | source}:
     * 64 KiB a mode, made on first use. A look-up instead of a switch on the mode per channel per pixel took
     * the I1 file's compositing from about 255 to 195 ms of CPU; the values are the same, the table being that
     * function.
     */
    static byte[] table(int mode) {
        ChannelTable table = TABLES[mode];
        if (table == null) {
            byte[] bytes = new byte[1 << 16];
            for (int b = 0; b < 256; b++) {
                for (int s = 0; s < 256; s++) {
                    bytes[b << 8 | s] = (byte) channel(mode, b, s);
                }
            }
            // Two threads may both make it; they make the same bytes, and the final field publishes them whole.
            table = new ChannelTable(bytes);
            TABLES[mode] = table;
        }
        return table.bytes();
    }

    private static final ChannelTable[] TABLES = new ChannelTable[19];

    private record ChannelTable(byte[] bytes) {
    }

    /** One channel of a separable mode: backdrop {@code b}, source {@code s}. */
    static int channel(int mode, int b, int s) {
        return switch (mode) {
            case MULTIPLY -> mul(b, s);
            case SCREEN -> b + s - mul(b, s);
            case OVERLAY -> hardLight(s, b);
            case DARKEN -> Math.min(b, s);
            case LIGHTEN -> Math.max(b, s);
            case COLOR_DODGE -> colorDodge(b, s);
            case COLOR_BURN -> colorBurn(b, s);
            case HARD_LIGHT -> hardLight(b, s);
            case SOFT_LIGHT -> softLight(b, s);
            case DIFFERENCE -> Math.abs(b - s);
            case EXCLUSION -> b + s - 2 * mul(b, s);
            case ADDITION -> Math.min(b + s, 255);
            case SUBTRACT -> Math.max(b - s, 0);
            case DIVIDE -> b == 0 ? 0 : b >= s ? 255 : div(b, s);
            default -> s;
        };
    }

    private static int hardLight(int b, int s) {
        return s < 128 ? mul(b, s << 1) : b + ((s << 1) - 255) - mul(b, (s << 1) - 255);
    }

    private static int colorDodge(int b, int s) {
        if (b == 0) {
            return 0;
        }
        int inverse = 255 - s;
        return b >= inverse ? 255 : div(b, inverse);
    }

    private static int colorBurn(int b, int s) {
        if (b == 255) {
            return 255;
        }
        int inverse = 255 - b;
        return inverse >= s ? 0 : 255 - div(inverse, s);
    }

    private static int softLight(int backdrop, int source) {
        double b = backdrop / 255.0;
        double s = source / 255.0;
        double d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : Math.sqrt(b);
        double r = s <= 0.5 ? b - (1.0 - 2.0 * s) * b * (1.0 - b) : b + (2.0 * s - 1.0) * (d - b);
        return (int) (r * 255 + 0.5);
    }

    /** Aseprite's normal blending: source over backdrop, colours mixed by the source's share of the result. */
    static int normal(int backdrop, int src, int opacity) {
        if ((backdrop >>> 24) == 0) {
            int a = mul(src >>> 24, opacity);
            return src & 0xffffff | a << 24;
        }
        if ((src >>> 24) == 0) {
            return backdrop;
        }
        int ba = backdrop >>> 24;
        int sa = mul(src >>> 24, opacity);
        if (sa == 255) {
            return src;
        }
        int ra = sa + ba - mul(ba, sa);
        long share = sa * RECIPROCAL[ra];
        int r = mix(backdrop >> 16 & 0xff, src >> 16 & 0xff, share);
        int g = mix(backdrop >> 8 & 0xff, src >> 8 & 0xff, share);
        int b = mix(backdrop & 0xff, src & 0xff, share);
        return ra << 24 | r << 16 | g << 8 | b;
    }

    /** Aseprite's merge: backdrop moved toward source by {@code opacity}, alpha included. */
    static int merge(int backdrop, int src, int opacity) {
        int ba = backdrop >>> 24;
        int sa = src >>> 24;
        int r;
        int g;
        int b;
        if (ba == 0) {
            r = src >> 16 & 0xff;
            g = src >> 8 & 0xff;
            b = src & 0xff;
        } else if (sa == 0) {
            r = backdrop >> 16 & 0xff;
            g = backdrop >> 8 & 0xff;
            b = backdrop & 0xff;
        } else {
            r = mergeChannel(backdrop >> 16 & 0xff, src >> 16 & 0xff, opacity);
            g = mergeChannel(backdrop >> 8 & 0xff, src >> 8 & 0xff, opacity);
            b = mergeChannel(backdrop & 0xff, src & 0xff, opacity);
        }
        int ra = ba + mul(sa - ba, opacity);
        if (ra == 0) {
            r = 0;
            g = 0;
            b = 0;
        }
        return (ra & 0xff) << 24 | (r & 0xff) << 16 | (g & 0xff) << 8 | b & 0xff;
    }

    private static int mergeChannel(int b, int s, int opacity) {
        return b + mul(s - b, opacity);
    }
}

package dev.reel.runtime;

import dev.reel.model.Authority;
import dev.reel.model.Kind;
import dev.reel.model.OnEnd;

/**
 * One track of a {@link CompiledClip}: what it animates and its key times. Its key records (see
 * {@link CompiledClip}) live in the clip's one contiguous array, where {@link ClipSampler} reads them.
 * Immutable and shared by every player of the clip.
 */
public final class CompiledTrack {
    private final String path;
    private final String property;
    private final Kind kind;
    private final Authority authority;
    private final OnEnd onEnd;
    private final boolean root;
    private final boolean rounded;
    private final int line;
    private final int column;
    private final int lanes;
    private final double[] times;

    CompiledTrack(String path, String property, Kind kind, Authority authority, OnEnd onEnd, boolean root,
                  boolean rounded, int line, int column, double[] times) {
        this.path = path;
        this.property = property;
        this.kind = kind;
        this.authority = authority;
        this.onEnd = onEnd;
        this.root = root;
        this.rounded = rounded;
        this.line = line;
        this.column = column;
        this.lanes = kind.lanes();
        this.times = times;
    }

    /** Doubles per key record of a one-lane track. */
    static final int SCALAR_STRIDE = 7;

    /** Doubles per key record for a kind of {@code lanes} lanes: time, inverse span, shape, 4 per lane. */
    static int stride(int lanes) {
        return 3 + 4 * lanes;
    }

    /** Whether samples are rounded half away from zero (a numeric int32 track). */
    boolean rounded() {
        return rounded;
    }

    public String path() {
        return path;
    }

    public String property() {
        return property;
    }

    /** {@code PATH:PROPERTY}, the name {@code reel play} reports the value under. */
    public String target() {
        return path + ":" + property;
    }

    public Kind kind() {
        return kind;
    }

    public Authority authority() {
        return authority;
    }

    public OnEnd onEnd() {
        return onEnd;
    }

    /** Whether this is the root-motion track, which a player samples but never writes. */
    public boolean root() {
        return root;
    }

    /** Whether this is a transform track ({@code transform.position}, {@code transform.rotation.z}, ...). */
    public boolean isTransform() {
        return property.startsWith("transform.");
    }

    /** Line of the track (or flipbook) in its file, 0 when unknown. */
    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    /** How many doubles a sample of this track takes. */
    public int lanes() {
        return lanes;
    }

    public int keyCount() {
        return times.length;
    }

    /** The time of key {@code index}, in seconds. */
    public double keyTime(int index) {
        return times[index];
    }

    /** Whether the track has no keys and therefore no value. */
    public boolean isEmpty() {
        return times.length == 0;
    }

    /** Rounds half away from zero exactly (no {@code x + 0.5} rounding error). */
    static double roundHalfAwayFromZero(double value) {
        double magnitude = Math.abs(value);
        double whole = Math.floor(magnitude);
        if (magnitude - whole >= 0.5) {
            whole += 1;
        }
        return Math.copySign(whole, value) + 0.0;
    }
}

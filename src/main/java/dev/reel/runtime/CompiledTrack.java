package dev.reel.runtime;

import dev.reel.model.Authority;
import dev.reel.model.Kind;
import dev.reel.model.OnEnd;

/**
 * One track of a {@link CompiledClip} in primitive arrays, with the sampling kernel: the segment that
 * starts at key {@code i} is shaped by {@code shapes[i]}; cubic segments carry their value polynomial per
 * lane ({@code y(u) = v0 + ((c3·u + c2)·u + c1)·u}) and, when a free handle bends time, their time
 * curve per lane ({@link CubicTime#STRIDE} doubles, solved by {@link CubicTime}). Non-numeric kinds hold an index into the clip's text
 * table (bool: 0 or 1). Immutable and shared by every player of the clip.
 */
public final class CompiledTrack {
    static final byte STEP = 0;
    static final byte LINEAR = 1;
    /** Bezier whose handles sit at a third of the segment in time: x(u) = u, no solve needed. */
    static final byte CUBIC = 2;
    /** Bezier with free handle times: each lane solves its own time curve. */
    static final byte CUBIC_SOLVED = 3;
    static final byte SLERP = 4;

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
    final double[] times;
    final double[] inverseSpans;
    final byte[] shapes;
    final double[] values;
    final double[] cubic;
    final double[] timeCurve;
    /** For quat tracks: the arc angle of each segment, then (from index keyCount) +1 or -1 per segment, -1 when
     * the next key is negated to take the short arc. */
    final double[] slerpAngles;

    CompiledTrack(String path, String property, Kind kind, Authority authority, OnEnd onEnd, boolean root,
                  boolean rounded, int line, int column, double[] times, byte[] shapes, double[] values,
                  double[] cubic, double[] timeCurve, double[] slerpAngles) {
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
        this.shapes = shapes;
        this.values = values;
        this.cubic = cubic;
        this.timeCurve = timeCurve;
        this.slerpAngles = slerpAngles;
        this.inverseSpans = new double[times.length];
        for (int i = 0; i + 1 < times.length; i++) {
            double span = times[i + 1] - times[i];
            inverseSpans[i] = span > 0 ? 1 / span : 0;
        }
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

    /**
     * Writes the value at clip time {@code t} into {@code out} from {@code offset} and returns the index of
     * the key whose segment holds {@code t}, to pass back as {@code cursor} next time. Playback moves the
     * cursor by at most one segment per call (O(1)); any other jump is a binary search (O(log n)).
     */
    public int sample(double t, int cursor, double[] out, int offset) {
        double[] keyTimes = times;
        int count = keyTimes.length;
        if (count == 0) {
            return 0;
        }
        int index = locate(keyTimes, count, cursor, t);
        if (index == count - 1 || t <= keyTimes[0]) {
            System.arraycopy(values, index * lanes, out, offset, lanes);
            return index;
        }
        double tau = (t - keyTimes[index]) * inverseSpans[index];
        switch (shapes[index]) {
            case LINEAR -> {
                int from = index * lanes;
                int to = from + lanes;
                for (int lane = 0; lane < lanes; lane++) {
                    double start = values[from + lane];
                    out[offset + lane] = start + (values[to + lane] - start) * tau;
                }
            }
            case CUBIC -> {
                int from = index * lanes;
                int coefficients = from * 3;
                for (int lane = 0; lane < lanes; lane++, coefficients += 3) {
                    out[offset + lane] = values[from + lane]
                            + ((cubic[coefficients + 2] * tau + cubic[coefficients + 1]) * tau
                            + cubic[coefficients]) * tau;
                }
            }
            case CUBIC_SOLVED -> {
                int from = index * lanes;
                int coefficients = from * 3;
                int curve = from * CubicTime.STRIDE;
                for (int lane = 0; lane < lanes; lane++, coefficients += 3, curve += CubicTime.STRIDE) {
                    double u = CubicTime.solve(timeCurve, curve, tau);
                    out[offset + lane] = values[from + lane]
                            + ((cubic[coefficients + 2] * u + cubic[coefficients + 1]) * u
                            + cubic[coefficients]) * u;
                }
            }
            case SLERP -> slerp(index, tau, out, offset);
            default -> System.arraycopy(values, index * lanes, out, offset, lanes);
        }
        if (rounded) {
            out[offset] = roundHalfAwayFromZero(out[offset]);
        }
        return index;
    }

    private static int locate(double[] keyTimes, int count, int cursor, double t) {
        if (t >= keyTimes[cursor]) {
            int next = cursor + 1;
            if (next >= count || t < keyTimes[next]) {
                return cursor;
            }
            if (next + 1 >= count || t < keyTimes[next + 1]) {
                return next;
            }
        } else if (cursor == 0) {
            return 0;
        }
        // The last key whose time is <= t (key 0 when t is before every key).
        int low = 0;
        int high = count - 1;
        while (low < high) {
            int middle = (low + high + 1) >>> 1;
            if (keyTimes[middle] <= t) {
                low = middle;
            } else {
                high = middle - 1;
            }
        }
        return low;
    }

    private void slerp(int index, double tau, double[] out, int offset) {
        int from = index * 4;
        int to = from + 4;
        double angle = slerpAngles[index];
        double startWeight;
        double endWeight;
        if (angle < 1e-6) {
            startWeight = 1 - tau;
            endWeight = tau;
        } else {
            double inverseSine = 1 / Math.sin(angle);
            startWeight = Math.sin((1 - tau) * angle) * inverseSine;
            endWeight = Math.sin(tau * angle) * inverseSine;
        }
        // The short arc: the compiler stored -1 when the next key must be negated (negative dot product).
        double sign = Math.copySign(1, slerpAngles[index + times.length]);
        double x = startWeight * values[from] + endWeight * sign * values[to];
        double y = startWeight * values[from + 1] + endWeight * sign * values[to + 1];
        double z = startWeight * values[from + 2] + endWeight * sign * values[to + 2];
        double w = startWeight * values[from + 3] + endWeight * sign * values[to + 3];
        double norm = Math.sqrt(x * x + y * y + z * z + w * w);
        double scale = norm > 0 ? 1 / norm : 0;
        out[offset] = x * scale;
        out[offset + 1] = y * scale;
        out[offset + 2] = z * scale;
        out[offset + 3] = w * scale;
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

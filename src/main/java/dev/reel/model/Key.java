package dev.reel.model;

/**
 * One key of a track. Its {@code interp} (with its {@code out} handle and the next key's {@code in})
 * shapes the segment that starts here.
 *
 * @param id      stable id given at load time (never written)
 * @param time    seconds from the start of the clip
 * @param value   the value, of the track's kind
 * @param interp  the interpolation of the segment that starts here (bezier by default)
 * @param inTangent  how the incoming handle is made (auto by default)
 * @param outTangent how the outgoing handle is made (auto by default)
 * @param in      the incoming handle as (dt, dv) per lane, flat: 2 numbers for scalars, 2 per lane for
 *                vectors; null when not given
 * @param out     the outgoing handle, as {@code in}; null when not given
 */
public record Key(long id, double time, Value value, Interp interp, TangentMode inTangent, TangentMode outTangent,
                  Value.Vec in, Value.Vec out, Extras extras) {

    public Key {
        inTangent = inTangent == null ? TangentMode.AUTO : inTangent;
        outTangent = outTangent == null ? TangentMode.AUTO : outTangent;
    }

    /** A key whose two sides share one tangent mode. */
    public Key(long id, double time, Value value, Interp interp, TangentMode tangent, Value.Vec in, Value.Vec out,
               Extras extras) {
        this(id, time, value, interp, tangent, tangent, in, out, extras);
    }

    /** A new key with default shape and a fresh id. */
    public static Key of(double time, Value value) {
        return new Key(Ids.next(), time, value, Interp.BEZIER, TangentMode.AUTO, TangentMode.AUTO, null, null,
                Extras.NONE);
    }

    public Key withTime(double newTime) {
        return new Key(id, newTime, value, interp, inTangent, outTangent, in, out, extras);
    }

    public Key withValue(Value newValue) {
        return new Key(id, time, newValue, interp, inTangent, outTangent, in, out, extras);
    }

    public Key withInterp(Interp newInterp) {
        return new Key(id, time, value, newInterp, inTangent, outTangent, in, out, extras);
    }

    /** Both sides in {@code newTangent}, with these handles. */
    public Key withTangent(TangentMode newTangent, Value.Vec newIn, Value.Vec newOut) {
        return new Key(id, time, value, interp, newTangent, newTangent, newIn, newOut, extras);
    }

    /** Each side in its own mode, with these handles. */
    public Key withTangents(TangentMode newIn, TangentMode newOut, Value.Vec inHandle, Value.Vec outHandle) {
        return new Key(id, time, value, interp, newIn, newOut, inHandle, outHandle, extras);
    }

    /** The mode both sides share, or null when they differ. */
    public TangentMode sharedTangent() {
        return inTangent == outTangent ? inTangent : null;
    }

    /** The same key under a new id, as a paste or duplicate makes it. */
    public Key copyWithNewId() {
        return new Key(Ids.next(), time, value, interp, inTangent, outTangent, in, out, Extras.NONE);
    }
}

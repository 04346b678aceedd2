package dev.reel.model;

/**
 * One key of a track. Its {@code interp} (with its {@code out} handle and the next key's {@code in})
 * shapes the segment that starts here.
 *
 * @param id      stable id given at load time (never written)
 * @param time    seconds from the start of the clip
 * @param value   the value, of the track's kind
 * @param interp  the interpolation of the segment that starts here (bezier by default)
 * @param tangent how the bezier handles are made (auto by default)
 * @param in      the incoming handle as (dt, dv) per lane, flat: 2 numbers for scalars, 2 per lane for
 *                vectors; null when not given
 * @param out     the outgoing handle, as {@code in}; null when not given
 */
public record Key(long id, double time, Value value, Interp interp, TangentMode tangent, Value.Vec in,
                  Value.Vec out, Extras extras) {

    /** A new key with default shape and a fresh id. */
    public static Key of(double time, Value value) {
        return new Key(Ids.next(), time, value, Interp.BEZIER, TangentMode.AUTO, null, null, Extras.NONE);
    }

    public Key withTime(double newTime) {
        return new Key(id, newTime, value, interp, tangent, in, out, extras);
    }

    public Key withValue(Value newValue) {
        return new Key(id, time, newValue, interp, tangent, in, out, extras);
    }

    public Key withInterp(Interp newInterp) {
        return new Key(id, time, value, newInterp, tangent, in, out, extras);
    }

    public Key withTangent(TangentMode newTangent, Value.Vec newIn, Value.Vec newOut) {
        return new Key(id, time, value, interp, newTangent, newIn, newOut, extras);
    }

    /** The same key under a new id, as a paste or duplicate makes it. */
    public Key copyWithNewId() {
        return new Key(Ids.next(), time, value, interp, tangent, in, out, Extras.NONE);
    }
}

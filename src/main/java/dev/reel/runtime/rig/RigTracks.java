package dev.reel.runtime.rig;

import dev.reel.model.Clip;
import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.Track;
import dev.reel.model.Value;

import java.util.ArrayList;
import java.util.List;

/**
 * A rig clip made samplable by the clip runtime as it is: a {@code floats} track (deform offsets, any number of
 * lanes) becomes tracks of at most four lanes, {@code vec4} then the rest as {@code float32}, {@code vec2} or
 * {@code vec3}, named {@code PROPERTY/k} for the group that starts at lane {@code 4k}, each key's value and
 * handles cut the same way (lanes are shaped and sampled one by one, so the values are those of the whole
 * track); a {@code drawOrder} track becomes a stepping {@code enum} track whose words are the slot names joined
 * by {@code /} (no slot name holds one).
 */
final class RigTracks {
    /** Comes before a group's number in its property: no name of a rig holds it. */
    static final char GROUP = '/';
    static final int GROUP_LANES = 4;

    private RigTracks() {
    }

    static Clip forSampling(Clip clip) {
        List<Track> tracks = new ArrayList<>();
        boolean changed = false;
        for (Track track : clip.tracks()) {
            if (track.kind() == Kind.FLOATS) {
                groups(track, tracks);
                changed = true;
            } else if (track.kind() == Kind.DRAW_ORDER) {
                tracks.add(drawOrder(track));
                changed = true;
            } else {
                tracks.add(track);
            }
        }
        return changed ? clip.withTracks(tracks) : clip;
    }

    /** The lane count of a floats track: its first key's. */
    static int lanes(Track track) {
        return track.keys().isEmpty() || !(track.keys().get(0).value() instanceof Value.Vec vec) ? 0 : vec.size();
    }

    private static void groups(Track track, List<Track> into) {
        int lanes = lanes(track);
        for (int start = 0; start < lanes; start += GROUP_LANES) {
            int count = Math.min(GROUP_LANES, lanes - start);
            Kind kind = count == 1 ? Kind.FLOAT32 : count == 2 ? Kind.VEC2 : count == 3 ? Kind.VEC3 : Kind.VEC4;
            List<Key> keys = new ArrayList<>();
            for (Key key : track.keys()) {
                double[] values = slice(key.value(), start, count, lanes, 1);
                Value value = count == 1 ? new Value.Num(values[0]) : new Value.Vec(values);
                keys.add(new Key(key.id(), key.time(), value, key.interp(), key.inTangent(), key.outTangent(),
                        handles(key.in(), start, count, lanes), handles(key.out(), start, count, lanes),
                        key.extras()));
            }
            into.add(new Track(track.id(), track.path(), track.property() + GROUP + (start / GROUP_LANES), kind,
                    track.authority(), track.onEnd(), track.root(), track.numeric(), keys, track.extras()));
        }
    }

    /** Lanes {@code start} to {@code start + count} of a value of {@code lanes} lanes ({@code per} numbers each). */
    private static double[] slice(Value value, int start, int count, int lanes, int per) {
        double[] out = new double[count * per];
        if (value instanceof Value.Vec vec && vec.size() == lanes * per) {
            for (int i = 0; i < out.length; i++) {
                out[i] = vec.get(start * per + i);
            }
        }
        return out;
    }

    /** A handle (dt, dv per lane) cut to the group; null when not given or not of the track's shape. */
    private static Value.Vec handles(Value.Vec handle, int start, int count, int lanes) {
        if (handle == null || handle.size() != 2 * lanes) {
            return null;
        }
        return new Value.Vec(slice(handle, start, count, lanes, 2));
    }

    private static Track drawOrder(Track track) {
        List<Key> keys = new ArrayList<>();
        for (Key key : track.keys()) {
            String word = key.value() instanceof Value.Names names ? String.join("/", names.names()) : "";
            keys.add(new Key(key.id(), key.time(), new Value.Symbol(word), Interp.STEP, key.inTangent(),
                    key.outTangent(), null, null, key.extras()));
        }
        return new Track(track.id(), track.path(), track.property(), Kind.ENUM, track.authority(), track.onEnd(),
                track.root(), false, keys, track.extras());
    }
}

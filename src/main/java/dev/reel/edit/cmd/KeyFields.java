package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.MergeKey;
import dev.reel.model.Authority;
import dev.reel.model.Clip;
import dev.reel.model.Extras;
import dev.reel.model.Ids;
import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.OnEnd;
import dev.reel.model.PropertyLabels;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.model.Value;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Keys node fields at one time, as K and Rec do: each field's value becomes a key on the clip's track of that
 * node path and property, a key already at that time takes the value (keeping its id and shape), and a field the
 * clip does not animate yet gets a new track. Ids of new tracks and keys are made when the command is made, so
 * applying it again gives the same clip.
 */
public final class KeyFields implements Command<Clip> {

    /** One node field and the value to key. */
    public record Field(String path, String property, Kind kind, Value value) {
        public Field {
            Objects.requireNonNull(path, "path");
            Objects.requireNonNull(property, "property");
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(value, "value");
        }
    }

    private final double time;
    private final List<Field> fields;
    private final long[] trackIds;
    private final long[] keyIds;

    public KeyFields(double time, List<Field> fields) {
        this.time = Require.finite(time, "a key time");
        this.fields = List.copyOf(fields);
        this.trackIds = new long[this.fields.size()];
        this.keyIds = new long[this.fields.size()];
        for (int i = 0; i < trackIds.length; i++) {
            trackIds[i] = Ids.next();
            keyIds[i] = Ids.next();
        }
    }

    public List<Field> fields() {
        return fields;
    }

    @Override
    public String label() {
        if (fields.size() != 1) {
            return "Key " + fields.size() + " fields";
        }
        Field field = fields.get(0);
        return "Key " + PropertyLabels.track(field.path(), field.property());
    }

    /**
     * Typing a recorded field keys it on every keystroke: those keys of one field at one time merge into one step
     * (the inspector breaks the merge when the focus leaves the field).
     */
    @Override
    public MergeKey mergeKey() {
        if (fields.size() != 1) {
            return null;
        }
        Field field = fields.get(0);
        return new MergeKey("key-field " + field.path() + ":" + field.property(), Double.doubleToLongBits(time));
    }

    @Override
    public Clip apply(Clip clip) {
        Require.timeIn(clip, time, "key time");
        double time = Times.placed(this.time, clip);
        List<Track> tracks = new ArrayList<>(clip.tracks());
        for (int i = 0; i < fields.size(); i++) {
            Field field = fields.get(i);
            Require.fits(field.kind(), field.value());
            int at = indexOf(tracks, field);
            if (at < 0) {
                Key key = key(field, keyIds[i], time);
                tracks.add(Require.trackRules(new Track(trackIds[i], field.path(), field.property(), field.kind(),
                        Authority.PRESENTATION, OnEnd.AUTO, false, false, List.of(key), Extras.NONE)));
                continue;
            }
            Track track = tracks.get(at);
            if (track.kind() != field.kind()) {
                throw new IllegalArgumentException("track " + track.target() + " is " + track.kind().word()
                        + ", not " + field.kind().word());
            }
            tracks.set(at, keyed(track, field, keyIds[i], time));
        }
        return clip.withTracks(tracks);
    }

    private static int indexOf(List<Track> tracks, Field field) {
        for (int i = 0; i < tracks.size(); i++) {
            if (tracks.get(i).path().equals(field.path()) && tracks.get(i).property().equals(field.property())) {
                return i;
            }
        }
        return -1;
    }

    private Key key(Field field, long id, double time) {
        boolean steps = !field.kind().isNumeric();
        return new Key(id, time, field.value(), steps ? Interp.STEP : Interp.BEZIER, TangentMode.AUTO, null, null,
                Extras.NONE);
    }

    private Track keyed(Track track, Field field, long keyId, double time) {
        List<Key> keys = new ArrayList<>(track.keys());
        for (int i = 0; i < keys.size(); i++) {
            if (Math.abs(keys.get(i).time() - time) < Times.SAME) {
                keys.set(i, keys.get(i).withValue(field.value()));
                return track.withKeys(keys);
            }
        }
        keys.add(key(field, keyId, time));
        return track.withKeys(ClipParts.sorted(keys));
    }
}

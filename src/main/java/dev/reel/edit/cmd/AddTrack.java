package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Track;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Adds a track (usually {@link Track#of}, empty; a paste may bring keys) at {@code index} in the file order, or
 * at the end when the index is -1. Its id must be new to the clip, its header must follow the track rules and
 * its keys must fit its kind, lie inside the clip and have distinct times.
 */
public record AddTrack(Track track, int index) implements Command<Clip> {

    public AddTrack {
        Objects.requireNonNull(track, "track");
    }

    /** Adds the track at the end. */
    public AddTrack(Track track) {
        this(track, -1);
    }

    @Override
    public String label() {
        return "Add track " + track.target();
    }

    @Override
    public Clip apply(Clip clip) {
        if (ClipParts.uses(clip, track.id())) {
            throw new IllegalArgumentException("id " + track.id() + " is already used in this clip");
        }
        if (index < -1 || index > clip.tracks().size()) {
            throw new IllegalArgumentException("no track position " + index + " in a clip of "
                    + clip.tracks().size() + " tracks");
        }
        Require.trackRules(track);
        List<Key> keys = ClipParts.sorted(track.keys());
        for (int i = 0; i < keys.size(); i++) {
            Key key = keys.get(i);
            Require.fits(track.kind(), key.value());
            Require.timeIn(clip, key.time(), "key " + key.id());
            Require.handle(track.kind(), key.in(), "in");
            Require.handle(track.kind(), key.out(), "out");
            if (i > 0 && keys.get(i - 1).time() == key.time()) {
                throw new IllegalArgumentException("two keys at t=" + key.time() + " on one track");
            }
        }
        List<Track> tracks = new ArrayList<>(clip.tracks());
        tracks.add(index == -1 ? tracks.size() : index, track.withKeys(keys));
        return clip.withTracks(tracks);
    }
}

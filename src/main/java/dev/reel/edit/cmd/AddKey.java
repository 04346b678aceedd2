package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Track;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Adds a key to a track, in time order. A track holds one key per time: when it already has a key at that time,
 * that key takes the new value and keeps its id, shape and comments (keying at the cursor twice updates the
 * key), and the given key's id is not used.
 */
public record AddKey(long trackId, Key key) implements Command<Clip> {

    public AddKey {
        Objects.requireNonNull(key, "key");
    }

    @Override
    public String label() {
        return "Add key";
    }

    @Override
    public Clip apply(Clip clip) {
        Track track = ClipParts.track(clip, trackId);
        if (ClipParts.uses(clip, key.id())) {
            throw new IllegalArgumentException("id " + key.id() + " is already used in this clip");
        }
        Require.timeIn(clip, key.time(), "key time");
        Require.fits(track.kind(), key.value());
        Require.handle(track.kind(), key.in(), "in");
        Require.handle(track.kind(), key.out(), "out");
        Key key = this.key.withTime(Times.placed(this.key.time(), clip));
        List<Key> keys = new ArrayList<>(track.keys());
        int at = 0;
        while (at < keys.size() && keys.get(at).time() < key.time()) {
            at++;
        }
        if (at < keys.size() && keys.get(at).time() == key.time()) {
            keys.set(at, keys.get(at).withValue(key.value()));
        } else {
            keys.add(at, key);
        }
        return ClipParts.changeTrack(clip, trackId, old -> old.withKeys(keys));
    }
}

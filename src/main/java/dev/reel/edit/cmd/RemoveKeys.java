package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Clip;
import dev.reel.model.IdSet;
import dev.reel.model.Key;
import dev.reel.model.Track;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Deletes keys, on any tracks, by id. */
public record RemoveKeys(Set<Long> keyIds) implements Command<Clip> {

    public RemoveKeys {
        keyIds = ClipParts.idSet(keyIds);
    }

    @Override
    public String label() {
        return keyIds.size() == 1 ? "Delete key" : "Delete " + keyIds.size() + " keys";
    }

    @Override
    public Clip apply(Clip clip) {
        ClipParts.requireKeys(clip, keyIds);
        List<Track> tracks = new ArrayList<>();
        for (Track track : clip.tracks()) {
            if (!track.holdsAnyOf((IdSet) keyIds)) {
                tracks.add(track);
                continue;
            }
            List<Key> keys = new ArrayList<>(track.keys());
            tracks.add(keys.removeIf(key -> keyIds.contains(key.id())) ? track.withKeys(keys) : track);
        }
        return clip.withTracks(tracks);
    }
}

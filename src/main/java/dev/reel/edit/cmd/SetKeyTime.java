package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.MergeKey;
import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Track;

import java.util.ArrayList;
import java.util.List;

/**
 * Moves a key to another time inside the clip and keeps its track in time order. A key already at that time on
 * the same track is replaced by the moved one (as dropping a key onto another does in a dope sheet).
 */
public record SetKeyTime(long keyId, double time) implements Command<Clip> {

    @Override
    public String label() {
        return "Move key";
    }

    @Override
    public Clip apply(Clip clip) {
        Require.timeIn(clip, time, "key time");
        double time = Times.placed(this.time, clip);
        Track track = ClipParts.trackOfKey(clip, keyId);
        List<Key> keys = new ArrayList<>();
        for (Key key : track.keys()) {
            if (key.id() == keyId) {
                keys.add(key.withTime(time));
            } else if (key.time() != time) {
                keys.add(key);
            }
        }
        return ClipParts.changeTrack(clip, track.id(), old -> old.withKeys(ClipParts.sorted(keys)));
    }

    @Override
    public MergeKey mergeKey() {
        return new MergeKey("key-time", keyId);
    }
}

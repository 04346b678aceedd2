package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.MergeKey;
import dev.reel.model.Clip;
import dev.reel.model.Track;
import dev.reel.model.Value;

import java.util.Objects;

/**
 * Sets a key's value, which must be of its track's kind; typing or scrubbing the value merges into one step. Free
 * handles on the key's two segments scale with the change ({@link FreeHandles}), so the curve keeps its shape.
 */
public record SetKeyValue(long keyId, Value value) implements Command<Clip> {

    public SetKeyValue {
        Objects.requireNonNull(value, "value");
    }

    @Override
    public String label() {
        return "Set key value";
    }

    @Override
    public Clip apply(Clip clip) {
        Track track = ClipParts.trackOfKey(clip, keyId);
        Require.fits(track.kind(), value);
        Clip changed = ClipParts.changeKey(clip, keyId, key -> key.withValue(value));
        return ClipParts.changeTrack(changed, track.id(), after -> FreeHandles.followValues(track, after));
    }

    @Override
    public MergeKey mergeKey() {
        return new MergeKey("key-value", keyId);
    }

    /** Typing 0.5 over 10 passes 0 on the way: the handles scale once, from 10, not through a flat 0. */
    @Override
    public boolean mergesFromStart() {
        return true;
    }
}

package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.MergeKey;
import dev.reel.model.Clip;
import dev.reel.model.Value;

import java.util.Objects;

/** Sets a key's value, which must be of its track's kind; typing or scrubbing the value merges into one step. */
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
        Require.fits(ClipParts.trackOfKey(clip, keyId).kind(), value);
        return ClipParts.changeKey(clip, keyId, key -> key.withValue(value));
    }

    @Override
    public MergeKey mergeKey() {
        return new MergeKey("key-value", keyId);
    }
}

package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Clip;
import dev.reel.model.Kind;
import dev.reel.model.TangentMode;
import dev.reel.model.Value;

import java.util.Objects;

/**
 * Sets a key's tangent mode and its in/out handles, each one (dt, dv) pair per lane of the track's kind, flat,
 * or null for none.
 */
public record SetKeyTangent(long keyId, TangentMode mode, Value.Vec in, Value.Vec out) implements Command<Clip> {

    public SetKeyTangent {
        Objects.requireNonNull(mode, "mode");
    }

    @Override
    public String label() {
        return "Set key tangent";
    }

    @Override
    public Clip apply(Clip clip) {
        Kind kind = ClipParts.trackOfKey(clip, keyId).kind();
        Require.handle(kind, in, "in");
        Require.handle(kind, out, "out");
        return ClipParts.changeKey(clip, keyId, key -> key.withTangent(mode, in, out));
    }
}

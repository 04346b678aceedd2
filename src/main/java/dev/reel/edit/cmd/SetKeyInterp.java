package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Clip;
import dev.reel.model.Interp;

import java.util.Objects;

/** Sets how the segment that starts at a key is shaped: bezier, linear or step. */
public record SetKeyInterp(long keyId, Interp interp) implements Command<Clip> {

    public SetKeyInterp {
        Objects.requireNonNull(interp, "interp");
    }

    @Override
    public String label() {
        return "Set key interpolation to " + interp.word();
    }

    @Override
    public Clip apply(Clip clip) {
        return ClipParts.changeKey(clip, keyId, key -> key.withInterp(interp));
    }
}

package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.MergeKey;
import dev.reel.model.Clip;

import java.util.Objects;

/** Points a track at another node: changes its node path ({@code ""} is the player's own node). */
public record RenameTrack(long trackId, String path) implements Command<Clip> {

    public RenameTrack {
        Objects.requireNonNull(path, "path");
    }

    @Override
    public String label() {
        // The empty path is the node the clip plays on; an Undo menu reading 'Rename track to ""' says nothing.
        return "Rename track to " + (path.isEmpty() ? "(this node)" : "\"" + path + "\"");
    }

    @Override
    public Clip apply(Clip clip) {
        return SetTrackProperty.path(trackId, path).apply(clip);
    }

    @Override
    public MergeKey mergeKey() {
        return new MergeKey("track-path", trackId);
    }
}

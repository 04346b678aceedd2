package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Clip;
import dev.reel.sheet.FrameInsertion;

import java.util.List;
import java.util.Objects;

/**
 * Puts sprites (cells dropped from Assets) on a node's sprite row: the first at {@code start}, the others one
 * every {@code spacing} seconds, into the node's sprite track or flipbook (see {@link FrameInsertion}); the clip
 * grows when they run past its end.
 */
public record AddFrames(String nodePath, List<String> sprites, double start, double spacing) implements Command<Clip> {

    public AddFrames {
        Objects.requireNonNull(nodePath, "nodePath");
        sprites = List.copyOf(sprites);
    }

    /** Sprites dropped on the dope sheet: one every {@link FrameInsertion#DROP_SPACING} seconds. */
    public static AddFrames dropped(String nodePath, List<String> sprites, double start) {
        return new AddFrames(nodePath, sprites, start, FrameInsertion.DROP_SPACING);
    }

    @Override
    public String label() {
        return sprites.size() == 1 ? "Add frame" : "Add " + sprites.size() + " frames";
    }

    @Override
    public Clip apply(Clip clip) {
        Require.notNegative(start, "the first frame's time");
        return FrameInsertion.addSprites(clip, nodePath, sprites, start, spacing);
    }
}

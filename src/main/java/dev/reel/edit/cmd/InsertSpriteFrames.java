package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Clip;
import dev.reel.sheet.FrameInsertion;

import java.util.List;
import java.util.Objects;

/**
 * Puts sprite frames into a clip for one node, one every {@code spacing} seconds from {@code start}, growing
 * the clip when they run past its end: Flipbook from Selection into the selected node's clip, or cells
 * dropped on a sprite row. Where the frames go (the node's sprite track, its flipbook, or a new one) is
 * {@link FrameInsertion}'s rule.
 *
 * @param nodePath the node the frames show on ("" is the clip's own node)
 * @param sprites  sprite asset paths in the order they play
 */
public record InsertSpriteFrames(String nodePath, List<String> sprites, double start, double spacing)
        implements Command<Clip> {

    public InsertSpriteFrames {
        Objects.requireNonNull(nodePath, "nodePath");
        sprites = List.copyOf(sprites);
    }

    @Override
    public String label() {
        return "Add " + sprites.size() + (sprites.size() == 1 ? " frame" : " frames");
    }

    @Override
    public Clip apply(Clip clip) {
        Require.notNegative(start, "frame start");
        Require.finite(spacing, "frame spacing");
        if (spacing <= 0) {
            throw new IllegalArgumentException("frame spacing must be positive: " + spacing);
        }
        if (sprites.isEmpty()) {
            throw new IllegalArgumentException("no frames to add");
        }
        return FrameInsertion.addSprites(clip, nodePath, sprites, start, spacing);
    }
}

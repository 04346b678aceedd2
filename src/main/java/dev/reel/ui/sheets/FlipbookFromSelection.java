package dev.reel.ui.sheets;

import dev.reel.edit.cmd.InsertSpriteFrames;
import dev.reel.model.Cell;
import dev.reel.model.Clip;
import dev.reel.model.Flipbook;
import dev.reel.model.Key;
import dev.reel.model.Track;
import dev.reel.sheet.FlipbookBuilder;
import dev.reel.sheet.FrameInsertion;
import dev.reel.ui.control.Readout;
import dev.reel.ui.documents.DocumentType;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.PanelContext;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Flipbook from Selection: cells in name order become frames at 12 fps, step keys on
 * {@code SpriteRenderer.sprite}. When a clip is the focused document they go into it, for the node selected
 * in it ("" when nothing of a node is selected), as one undo step from time 0; otherwise a new looping clip is
 * written next to the project's other clips ({@code anim/}), opened and played.
 */
public final class FlipbookFromSelection {
    /** The spacing of the frames: 12 frames per second. */
    public static final double SPACING = FrameInsertion.DROP_SPACING;

    private FlipbookFromSelection() {
    }

    /** Makes the frames of {@code cells} of the sheet at {@code sheetPath}; returns the clip document used. */
    public static Optional<OpenDocument<?>> run(PanelContext context, String sheetPath, List<Cell> cells) {
        if (sheetPath == null || cells.isEmpty()) {
            context.say("Select cells of a sliced sheet first");
            return Optional.empty();
        }
        OpenDocument<?> focused = context.workspace().focused();
        if (focused != null && focused.type() == DocumentType.CLIP) {
            @SuppressWarnings("unchecked")
            OpenDocument<Clip> clip = (OpenDocument<Clip>) focused;
            return into(context, clip, sheetPath, cells);
        }
        Optional<OpenDocument<?>> made = context.creation().newFlipbook(sheetPath, cells);
        // The new clip is focused: playing shows the frames move at once, as the tutorial promises (step 2.4).
        made.ifPresent(clip -> context.playback().setPlaying(true));
        return made;
    }

    private static Optional<OpenDocument<?>> into(PanelContext context, OpenDocument<Clip> clip, String sheetPath,
                                                  List<Cell> cells) {
        String node = selectedNode(clip.value(), clip.selection());
        List<String> sprites = FlipbookBuilder.sprites(sheetPath, cells);
        try {
            clip.document().execute(new InsertSpriteFrames(node, sprites, 0, SPACING));
        } catch (IllegalArgumentException | IllegalStateException refused) {
            context.say("No frames added to " + clip.name() + ": " + refused.getMessage());
            return Optional.empty();
        }
        context.reveal("Animation");
        context.say("Added " + Readout.count(sprites.size(), "frame") + " at 12 fps to " + clip.name()
                + (node.isEmpty() ? "" : " for " + node));
        return Optional.of(clip);
    }

    /** The node path of the first selected flipbook, track or key, or "" (the clip's own node). */
    public static String selectedNode(Clip clip, Set<Long> selection) {
        if (selection.isEmpty()) {
            return "";
        }
        for (Flipbook flipbook : clip.flipbooks()) {
            if (selection.contains(flipbook.id())) {
                return flipbook.path();
            }
        }
        for (Track track : clip.tracks()) {
            if (selection.contains(track.id())) {
                return track.path();
            }
            for (Key key : track.keys()) {
                if (selection.contains(key.id())) {
                    return track.path();
                }
            }
        }
        return "";
    }
}

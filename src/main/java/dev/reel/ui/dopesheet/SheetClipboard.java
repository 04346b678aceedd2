package dev.reel.ui.dopesheet;

import dev.reel.edit.cmd.CopiedKeys;
import dev.reel.edit.cmd.DuplicateKeys;
import dev.reel.edit.cmd.PasteKeys;
import dev.reel.model.Clip;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.playback.PreviewRig;

import java.util.List;
import java.util.function.Consumer;

/**
 * The dope sheet's copy, paste and duplicate of the selected keys and events, each one step on the focused clip
 * through {@link SheetEditing}. The copied keys stay here (one clipboard for every clip of the window), so keys
 * copied in one clip paste into another.
 */
final class SheetClipboard {
    private final SheetEditing editing;
    private final PreviewRig rig;
    private final Consumer<String> say;
    private CopiedKeys clipboard;

    SheetClipboard(SheetEditing editing, PreviewRig rig, Consumer<String> say) {
        this.editing = editing;
        this.rig = rig;
        this.say = say;
    }

    void copy() {
        Clip clip = editing.clip();
        if (clip != null && editing.hasKeysOrEvents()) {
            clipboard = CopiedKeys.of(clip, editing.selection());
            say.accept("Copied " + clipboard.size() + (clipboard.size() == 1 ? " key" : " keys"));
        }
    }

    boolean canPaste() {
        return clipboard != null && !clipboard.isEmpty() && editing.ready();
    }

    /**
     * Pastes at the cursor, creating the tracks the clip lacks, but only for nodes its Nodes list shows: keys
     * copied from another clip's node this clip does not have are left out (Add Child Node… lists it first).
     * The pasted keys become the selection.
     */
    void paste() {
        OpenDocument<Clip> document = editing.document();
        if (!canPaste()) {
            return;
        }
        List<String> listed = rig.nodes();
        List<CopiedKeys.Piece> pieces = clipboard.tracks().stream().filter(piece -> listed.contains(piece.path()))
                .toList();
        int unlisted = clipboard.tracks().size() - pieces.size();
        CopiedKeys pasting = unlisted == 0 ? clipboard : new CopiedKeys(pieces, clipboard.events());
        if (pasting.isEmpty()) {
            say.accept("Nothing pasted: the copied keys belong to nodes this clip's Nodes list does not show"
                    + " (Add Child Node… lists one)");
            return;
        }
        if (unlisted > 0) {
            say.accept("Left out the keys of " + unlisted + (unlisted == 1 ? " track" : " tracks")
                    + " of nodes this clip's Nodes list does not show");
        }
        PasteKeys paste = PasteKeys.at(pasting, document.timeCursor());
        int skipped = paste.skipped(document.value());
        if (editing.run(paste, paste.pastedIds()) && skipped > 0) {
            say.accept("Pasted; " + skipped + " key(s) left out: their property has a track of another kind here");
        }
    }

    /** Copies the selection to just after its end (one frame later), selecting the copies. */
    void duplicate(double frame) {
        Clip clip = editing.clip();
        if (clip == null || !editing.hasKeysOrEvents()) {
            return;
        }
        CopiedKeys copied = CopiedKeys.of(clip, editing.selection());
        DuplicateKeys duplicate = DuplicateKeys.of(clip, editing.selection(), copied.span() + frame);
        editing.run(duplicate, duplicate.copyIds());
    }
}

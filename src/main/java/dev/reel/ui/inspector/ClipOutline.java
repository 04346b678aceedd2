package dev.reel.ui.inspector;

import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.Flipbook;
import dev.reel.model.Key;
import dev.reel.model.Track;
import dev.reel.ui.control.Unit;
import javafx.scene.control.TreeItem;

import java.util.List;

/**
 * Keeps a clip's outline up to date row by row: after an edit only the rows of the tracks that changed are
 * written again (a track the edit did not touch is the very same value as before, so its rows stay as they
 * are), so a drag on a 100,000-key clip costs the keys it moves, not the clip. When the tracks, flipbooks or
 * events themselves came or went, the caller builds the outline anew.
 */
final class ClipOutline {
    private TreeItem<Outline.Entry> root;
    private Clip shown;

    /** Remembers that {@code root} now shows {@code clip} (it was just built from it). */
    void built(TreeItem<Outline.Entry> root, Clip clip) {
        this.root = root;
        this.shown = clip;
    }

    /** Forgets the outline (another document, or not a clip). */
    void forget() {
        root = null;
        shown = null;
    }

    /**
     * Brings {@code current}, the outline shown, up to {@code clip} in place and returns true; false when it
     * cannot (not the outline remembered, or its rows came or went), and the caller rebuilds it.
     */
    boolean patch(TreeItem<Outline.Entry> current, Clip clip, String name) {
        if (root == null || current != root || shown == null) {
            return false;
        }
        if (clip == shown) {
            return true;
        }
        if (!sameIds(shown, clip)) {
            return false;
        }
        List<TreeItem<Outline.Entry>> rows = root.getChildren();
        root.setValue(Outline.clipEntry(clip, name));
        int row = 0;
        for (int i = 0; i < clip.flipbooks().size(); i++, row++) {
            Flipbook flipbook = clip.flipbooks().get(i);
            if (flipbook != shown.flipbooks().get(i)) {
                rows.get(row).setValue(Outline.flipbookEntry(flipbook));
            }
        }
        for (int i = 0; i < clip.tracks().size(); i++, row++) {
            Track track = clip.tracks().get(i);
            Track before = shown.tracks().get(i);
            if (track != before) {
                patchTrack(rows.get(row), before, track);
            }
        }
        for (int i = 0; i < clip.events().size(); i++, row++) {
            ClipEvent event = clip.events().get(i);
            if (event != shown.events().get(i)) {
                rows.get(row).setValue(Outline.eventEntry(event));
            }
        }
        shown = clip;
        return true;
    }

    private static void patchTrack(TreeItem<Outline.Entry> item, Track before, Track track) {
        item.setValue(Outline.trackEntry(track));
        List<Key> oldKeys = before.keys();
        List<Key> keys = track.keys();
        boolean sameKeys = oldKeys.size() == keys.size();
        for (int k = 0; sameKeys && k < keys.size(); k++) {
            sameKeys = oldKeys.get(k).id() == keys.get(k).id();
        }
        if (!sameKeys) {
            item.getChildren().setAll(Outline.keyItems(track));
            return;
        }
        Unit unit = Unit.of(track.property());
        for (int k = 0; k < keys.size(); k++) {
            if (keys.get(k) != oldKeys.get(k) || !track.property().equals(before.property())) {
                item.getChildren().get(k).setValue(Outline.keyEntry(keys.get(k), unit));
            }
        }
    }

    /** Whether both clips have the same flipbooks, tracks and events, by id and in order. */
    private static boolean sameIds(Clip a, Clip b) {
        if (a.flipbooks().size() != b.flipbooks().size() || a.tracks().size() != b.tracks().size()
                || a.events().size() != b.events().size()) {
            return false;
        }
        for (int i = 0; i < a.flipbooks().size(); i++) {
            if (a.flipbooks().get(i).id() != b.flipbooks().get(i).id()) {
                return false;
            }
        }
        for (int i = 0; i < a.tracks().size(); i++) {
            if (a.tracks().get(i).id() != b.tracks().get(i).id()) {
                return false;
            }
        }
        for (int i = 0; i < a.events().size(); i++) {
            if (a.events().get(i).id() != b.events().get(i).id()) {
                return false;
            }
        }
        return true;
    }
}

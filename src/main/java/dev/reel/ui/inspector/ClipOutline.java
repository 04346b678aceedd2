package dev.reel.ui.inspector;

import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.Flipbook;
import dev.reel.model.FrameTime;
import dev.reel.model.Key;
import dev.reel.model.Track;
import dev.reel.ui.control.TimeFormat;
import dev.reel.ui.control.Unit;
import javafx.collections.ObservableList;
import javafx.scene.control.TreeItem;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A clip's outline, built so that its cost follows what is shown: a track's key rows are made only when the
 * track is first expanded (a track's row knows whether it has keys without making them), and on a clip of more
 * than {@link #EXPANDED_KEYS} keys the tracks start collapsed, so opening the 100,000-key clip makes 200 rows,
 * not 100,200. After an edit only the rows of the tracks that changed are written again (a track the edit did
 * not touch is the very same value as before, so its rows stay as they are), so a drag costs the keys it
 * moves, not the clip. When the tracks, flipbooks or events themselves came or went, the outline is built
 * anew, each track keeping whether it was expanded.
 */
final class ClipOutline {
    /** Up to this many keys in the clip its tracks start expanded; above it, collapsed. */
    static final int EXPANDED_KEYS = 2_000;

    private TreeItem<Outline.Entry> root;
    private Clip shown;

    /** Forgets the outline (another document, or not a clip). */
    void forget() {
        root = null;
        shown = null;
    }

    /** The outline of {@code clip}; each track of {@code previous} (an outline shown before) stays as expanded as it was. */
    TreeItem<Outline.Entry> build(Clip clip, String name, TreeItem<Outline.Entry> previous) {
        Map<Long, Boolean> expanded = new HashMap<>();
        if (previous != null) {
            for (TreeItem<Outline.Entry> row : previous.getChildren()) {
                if (row instanceof TrackRow) {
                    expanded.put(row.getValue().id(), row.isExpanded());
                }
            }
        }
        boolean open = keyCount(clip) <= EXPANDED_KEYS;
        double fps = FrameTime.rate(clip);
        TreeItem<Outline.Entry> fresh = new OutlineRow(Outline.clipEntry(clip, name));
        List<TreeItem<Outline.Entry>> rows = new java.util.ArrayList<>();
        for (Flipbook flipbook : clip.flipbooks()) {
            rows.add(new OutlineRow(Outline.flipbookEntry(flipbook)));
        }
        for (Track track : clip.tracks()) {
            TrackRow row = new TrackRow(track, fps);
            row.setExpanded(!track.keys().isEmpty() && expanded.getOrDefault(track.id(), open));
            rows.add(row);
        }
        for (ClipEvent event : clip.events()) {
            rows.add(new OutlineRow(Outline.eventEntry(event, fps)));
        }
        fresh.getChildren().setAll(rows);
        fresh.setExpanded(true);
        root = fresh;
        shown = clip;
        return fresh;
    }

    private static int keyCount(Clip clip) {
        int count = 0;
        for (Track track : clip.tracks()) {
            count += track.keys().size();
        }
        return count;
    }

    /**
     * Brings {@code current}, the outline shown, up to {@code clip} in place and returns true; false when it
     * cannot (not the outline remembered, or its rows came or went), and the caller builds it anew.
     */
    boolean patch(TreeItem<Outline.Entry> current, Clip clip, String name) {
        if (root == null || current != root || shown == null) {
            return false;
        }
        if (clip == shown) {
            return true;
        }
        // A new rate writes every time anew (in frames they all change): the outline is built again.
        double fps = FrameTime.rate(clip);
        if (!sameIds(shown, clip) || fps != FrameTime.rate(shown)) {
            return false;
        }
        List<TreeItem<Outline.Entry>> rows = root.getChildren();
        // Only rows whose text changed are set: setting any row's value, even an equal one, makes the tree
        // lay out and restyle every visible row again (each frame of a key drag did).
        Outline.setIfChanged(root, Outline.clipEntry(clip, name));
        int row = 0;
        for (int i = 0; i < clip.flipbooks().size(); i++, row++) {
            Flipbook flipbook = clip.flipbooks().get(i);
            if (flipbook != shown.flipbooks().get(i)) {
                Outline.setIfChanged(rows.get(row), Outline.flipbookEntry(flipbook));
            }
        }
        for (int i = 0; i < clip.tracks().size(); i++, row++) {
            Track track = clip.tracks().get(i);
            if (track != shown.tracks().get(i)) {
                ((TrackRow) rows.get(row)).show(track);
            }
        }
        for (int i = 0; i < clip.events().size(); i++, row++) {
            ClipEvent event = clip.events().get(i);
            if (event != shown.events().get(i)) {
                Outline.setIfChanged(rows.get(row), Outline.eventEntry(event, fps));
            }
        }
        shown = clip;
        return true;
    }

    /**
     * The row of the first element of the outline (in its order) whose id is in {@code ids}, or null; a key
     * found in a track whose rows were not made yet makes them.
     */
    TreeItem<Outline.Entry> find(Set<Long> ids) {
        if (root == null || ids.isEmpty()) {
            return null;
        }
        for (TreeItem<Outline.Entry> row : root.getChildren()) {
            if (ids.contains(row.getValue().id())) {
                return row;
            }
            if (row instanceof TrackRow track) {
                int index = track.indexOfKey(ids);
                if (index >= 0) {
                    return track.getChildren().get(index);
                }
            }
        }
        return null;
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

    /** A track's row, whose key rows are made the first time anything asks for them (the tree does on expanding). */
    static final class TrackRow extends OutlineRow {
        private Track track;
        private boolean made;
        private final double fps;

        TrackRow(Track track, double fps) {
            super(Outline.trackEntry(track));
            this.track = track;
            this.fps = fps;
        }

        /** Whether the key rows were made (tests look). */
        boolean made() {
            return made;
        }

        @Override
        public boolean isLeaf() {
            return made ? super.isLeaf() : track.keys().isEmpty();
        }

        @Override
        public ObservableList<TreeItem<Outline.Entry>> getChildren() {
            ObservableList<TreeItem<Outline.Entry>> children = super.getChildren();
            if (!made) {
                made = true;
                children.setAll(Outline.keyItems(track, fps));
            }
            return children;
        }

        /** The index of the first key of the track whose id is in {@code ids}, or -1. */
        int indexOfKey(Set<Long> ids) {
            List<Key> keys = track.keys();
            for (int k = 0; k < keys.size(); k++) {
                if (ids.contains(keys.get(k).id())) {
                    return k;
                }
            }
            return -1;
        }

        /** Shows {@code now}, the track's new value, writing again only the key rows that changed. */
        void show(Track now) {
            Track before = track;
            track = now;
            // The row names the track's node, property and kind: a drag of its keys leaves them as they were.
            if (!now.path().equals(before.path()) || !now.property().equals(before.property())
                    || now.kind() != before.kind()) {
                Outline.setIfChanged(this, Outline.trackEntry(now));
            }
            if (!made) {
                return;
            }
            ObservableList<TreeItem<Outline.Entry>> rows = super.getChildren();
            List<Key> oldKeys = before.keys();
            List<Key> keys = now.keys();
            if (oldKeys.size() != keys.size()) {
                rows.setAll(Outline.keyItems(now, fps));
                return;
            }
            // As many keys as rows: each row shows the key at its place, in time order. Keys moved past others
            // (a drag) only write other entries into the rows; new rows would make the tree rebuild every visible
            // row and measure them all again, on every frame.
            Unit unit = Unit.of(now.property());
            TimeFormat time = TimeFormat.chosen(fps);
            for (int k = 0; k < keys.size(); k++) {
                if (keys.get(k) != oldKeys.get(k) || !now.property().equals(before.property())) {
                    Outline.setIfChanged(rows.get(k), Outline.keyEntry(keys.get(k), unit, time));
                }
            }
        }
    }
}

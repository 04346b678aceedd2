package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.model.Flipbook;
import dev.reel.model.Kind;
import dev.reel.model.Properties;
import dev.reel.model.Track;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The rows of the dope sheet for one clip value, top to bottom: the clip's summary, the event lane, then per
 * node path a group row (its summary, collapsible) followed by its flipbooks and tracks and then the groups
 * nested in it ({@link NodeGroups}: "Arm/Hand" inside "Arm"). The track list and the
 * key area both draw from the same layout, so their rows always line up. Keys of unchanged tracks are carried
 * over from the previous layout.
 */
final class SheetLayout {
    static final double ROW = 22;
    static final double SPRITE_ROW = 40;

    /** What a row shows. */
    enum RowKind { SUMMARY, EVENTS, GROUP, TRACK, FLIPBOOK }

    /**
     * One row: its kind, node path, track or flipbook, place and keys (summary rows: their distinct times), the
     * tracks it shows (a group: its own and its nested groups'), how deep it is nested and the name it shows.
     */
    record Row(RowKind kind, String path, Track track, Flipbook flipbook, double y, double height, RowKeys keys,
               List<Track> tracks, int depth, String name) {

        boolean sprite() {
            return kind == RowKind.FLIPBOOK || (track != null && track.kind() == Kind.ASSET_REF
                    && track.property().equals(Properties.SPRITE));
        }

        /** Rows whose node can take dropped sprite cells. */
        boolean takesSprites() {
            return sprite() || kind == RowKind.GROUP;
        }

        double bottom() {
            return y + height;
        }
    }

    private final Clip clip;
    private final List<Row> rows;
    private final double height;
    private final Map<Track, RowKeys> keys;
    private final Map<List<RowKeys>, RowKeys> summaries;
    /** The key of the clip's summary among {@link #tallies}' node paths (no node path holds a NUL). */
    private static final String CLIP_SUMMARY = "\0clip";
    /** The counted times of the big summaries: the clip's and the groups' (by node path). */
    private final Map<String, TimeTally> tallies;

    private SheetLayout(Clip clip, List<Row> rows, double height, Map<Track, RowKeys> keys,
                        Map<List<RowKeys>, RowKeys> summaries, Map<String, TimeTally> tallies) {
        this.clip = clip;
        this.rows = rows;
        this.height = height;
        this.keys = keys;
        this.summaries = summaries;
        this.tallies = tallies;
    }

    static SheetLayout empty() {
        return new SheetLayout(null, List.of(), 0, new IdentityHashMap<>(), Map.of(), Map.of());
    }

    /** The rows of {@code clip} with the groups in {@code collapsed} closed, reusing {@code previous}'s keys. */
    static SheetLayout of(Clip clip, Set<String> collapsed, SheetLayout previous) {
        Map<Track, RowKeys> keys = new IdentityHashMap<>(clip.tracks().size());
        Map<List<RowKeys>, RowKeys> summaries = new java.util.HashMap<>();
        Map<String, TimeTally> tallies = new java.util.HashMap<>();
        Map<String, List<Object>> groups = new LinkedHashMap<>();
        for (Flipbook flipbook : clip.flipbooks()) {
            groups.computeIfAbsent(flipbook.path(), path -> new ArrayList<>()).add(flipbook);
        }
        for (Track track : clip.tracks()) {
            groups.computeIfAbsent(track.path(), path -> new ArrayList<>()).add(track);
            RowKeys known = previous.keys.get(track);
            keys.put(track, known != null ? known : RowKeys.of(track));
        }
        NodeGroups tree = NodeGroups.of(groups.keySet());
        List<Row> rows = new ArrayList<>();
        List<RowKeys> all = new ArrayList<>(keys.values());
        rows.add(new Row(RowKind.SUMMARY, "", null, null, 0, ROW, previous.summary(CLIP_SUMMARY, all, summaries,
                tallies), clip.tracks(), 0, "Summary"));
        rows.add(new Row(RowKind.EVENTS, "", null, null, ROW, ROW, null, List.of(), 0, "Events"));
        double[] y = {2 * ROW};
        for (String root : tree.roots()) {
            previous.addGroup(root, 0, "", tree, groups, keys, collapsed, summaries, tallies, rows, y);
        }
        return new SheetLayout(clip, List.copyOf(rows), y[0], keys, summaries, tallies);
    }

    /** A group's header (summarising its tracks and every nested group's), then, when open, its rows and groups. */
    private void addGroup(String path, int depth, String parent, NodeGroups tree, Map<String, List<Object>> groups,
                          Map<Track, RowKeys> keys, Set<String> collapsed, Map<List<RowKeys>, RowKeys> summaries,
                          Map<String, TimeTally> tallies, List<Row> rows, double[] y) {
        List<Track> tracks = new ArrayList<>();
        for (String member : tree.subtree(path)) {
            for (Object item : groups.get(member)) {
                if (item instanceof Track track) {
                    tracks.add(track);
                }
            }
        }
        List<RowKeys> groupKeys = new ArrayList<>(tracks.size());
        tracks.forEach(track -> groupKeys.add(keys.get(track)));
        String name = parent.isEmpty() ? TrackNames.node(path) : path.substring(parent.length() + 1);
        rows.add(new Row(RowKind.GROUP, path, null, null, y[0], ROW, summary(path, groupKeys, summaries, tallies),
                List.copyOf(tracks),
                depth, name));
        y[0] += ROW;
        if (collapsed.contains(path)) {
            return;
        }
        for (Object member : groups.get(path)) {
            if (member instanceof Flipbook flipbook) {
                rows.add(new Row(RowKind.FLIPBOOK, flipbook.path(), null, flipbook, y[0], SPRITE_ROW, null, List.of(),
                        depth + 1, "Frames"));
                y[0] += SPRITE_ROW;
            } else {
                Track track = (Track) member;
                boolean sprite = track.kind() == Kind.ASSET_REF && track.property().equals(Properties.SPRITE);
                double height = sprite ? SPRITE_ROW : ROW;
                rows.add(new Row(RowKind.TRACK, track.path(), track, null, y[0], height, keys.get(track),
                        List.of(track), depth + 1, TrackNames.property(track.property())));
                y[0] += height;
            }
        }
        for (String child : tree.children(path)) {
            addGroup(child, depth + 1, path, tree, groups, keys, collapsed, summaries, tallies, rows, y);
        }
    }

    /**
     * The summary of the rows under {@code path} (lists of the same row keys compare equal), reused when this
     * layout had it; a big one (of {@link TimeTally#COUNTED_KEYS} keys or more) is this layout's counted times
     * of that path with the rows that changed taken out and put in, and is kept counted in {@code tallied}.
     */
    private RowKeys summary(String path, List<RowKeys> sources, Map<List<RowKeys>, RowKeys> into,
                            Map<String, TimeTally> tallied) {
        RowKeys known = summaries.get(sources);
        TimeTally tally = tallies.get(path);
        if (known == null && TimeTally.keyCount(sources) >= TimeTally.COUNTED_KEYS) {
            tally = tally == null ? TimeTally.of(sources) : tally.updated(sources);
            known = tally.summary();
        }
        if (tally != null && known == tally.summary()) {
            tallied.put(path, tally);
        }
        RowKeys summary = known != null ? known : RowKeys.summary(sources);
        into.put(List.copyOf(sources), summary);
        return summary;
    }

    Clip clip() {
        return clip;
    }

    List<Row> rows() {
        return rows;
    }

    /** The height of every row together. */
    double height() {
        return height;
    }

    /** The row at content y, or null below the last. */
    Row rowAt(double y) {
        int low = 0;
        int high = rows.size() - 1;
        while (low <= high) {
            int middle = (low + high) >>> 1;
            Row row = rows.get(middle);
            if (y < row.y()) {
                high = middle - 1;
            } else if (y >= row.bottom()) {
                low = middle + 1;
            } else {
                return row;
            }
        }
        return null;
    }

    /** The first row whose bottom is below content y. */
    int firstVisible(double y) {
        int low = 0;
        int high = rows.size();
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (rows.get(middle).bottom() <= y) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }

    /** The row of a track, or null. */
    Row rowOf(long trackId) {
        for (Row row : rows) {
            if (row.track() != null && row.track().id() == trackId) {
                return row;
            }
        }
        return null;
    }

    /**
     * Whether a track's kind can be drawn as curves. A rig's deform track ({@code floats}) is not: two lanes per
     * vertex would be a tangle of hundreds of curves, so its keys are shaped in the preview's Deform tool and
     * eased with the easing menu instead.
     */
    static boolean curveable(Track track) {
        return track != null && track.kind().isNumeric() && track.kind() != Kind.QUAT && track.kind() != Kind.FLOATS;
    }
}

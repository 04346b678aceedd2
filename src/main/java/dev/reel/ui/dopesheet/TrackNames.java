package dev.reel.ui.dopesheet;

import dev.reel.model.Properties;
import dev.reel.model.Track;
import dev.reel.ui.control.PropertyNames;

/** How the dope sheet names nodes and tracks (as every panel does, {@link PropertyNames}) and colours their stripes. */
final class TrackNames {
    private TrackNames() {
    }

    static String node(String path) {
        return PropertyNames.node(path);
    }

    static String property(String property) {
        return PropertyNames.property(property);
    }

    /** The CSS colour name of a track's stripe. */
    static String colour(Track track) {
        String property = track.property();
        if (property.startsWith(Properties.POSITION)) {
            return "-reel-tracks-position";
        }
        if (property.startsWith(Properties.ROTATION)) {
            return "-reel-tracks-rotation";
        }
        if (property.startsWith(Properties.SCALE)) {
            return "-reel-tracks-scale";
        }
        if (property.startsWith(Properties.SPRITE) || property.startsWith("SpriteRenderer.flip")) {
            return "-reel-tracks-sprite";
        }
        if (property.startsWith(Properties.TINT)) {
            return "-reel-tracks-tint";
        }
        return "-reel-tracks-other";
    }

    /**
     * Whether the track list shows both layouts alike: the same rows (kind, place, depth, name, node, track,
     * flipbook) with the same key counts, of a clip of the same length, loop, rate and number of events. A drag
     * of keys changes none of these.
     */
    static boolean samePicture(SheetLayout a, SheetLayout b) {
        if (a == b) {
            return true;
        }
        if (a == null || b == null || a.clip() == null || b.clip() == null) {
            return false;
        }
        dev.reel.model.Clip x = a.clip();
        dev.reel.model.Clip y = b.clip();
        if (x.length() != y.length() || x.loop() != y.loop() || dev.reel.model.FrameTime.rate(x)
                != dev.reel.model.FrameTime.rate(y) || x.events().size() != y.events().size()
                || a.rows().size() != b.rows().size()) {
            return false;
        }
        for (int i = 0; i < a.rows().size(); i++) {
            if (!sameRow(a.rows().get(i), b.rows().get(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean sameRow(SheetLayout.Row a, SheetLayout.Row b) {
        if (a.kind() != b.kind() || a.y() != b.y() || a.height() != b.height() || a.depth() != b.depth()
                || !a.name().equals(b.name()) || !a.path().equals(b.path())) {
            return false;
        }
        Track x = a.track();
        Track y = b.track();
        if (x != y && (x == null || y == null || x.id() != y.id() || x.kind() != y.kind()
                || !x.property().equals(y.property()))) {
            return false;
        }
        dev.reel.model.Flipbook f = a.flipbook();
        dev.reel.model.Flipbook g = b.flipbook();
        if (f != g && (f == null || g == null || f.id() != g.id() || f.sprites().size() != g.sprites().size()
                || !java.util.Objects.equals(f.fps(), g.fps()) || f.durations().isEmpty() != g.durations().isEmpty())) {
            return false;
        }
        return a.kind() != SheetLayout.RowKind.GROUP || keyCount(a) == keyCount(b);
    }

    /** The keys a group row counts (its tracks' and its nested groups'). */
    static int keyCount(SheetLayout.Row group) {
        int keys = 0;
        for (Track track : group.tracks()) {
            keys += track.keys().size();
        }
        return keys;
    }

    /** "Key Rotation", "Key Position, Rotation of Arm": the fields by the names the Inspector gives them. */
    static String keyed(dev.reel.edit.cmd.KeyFields keys) {
        java.util.List<String> names = keys.fields().stream()
                .map(field -> dev.reel.ui.control.PropertyNames.property(field.property())).distinct().toList();
        java.util.Set<String> paths = keys.fields().stream().map(dev.reel.edit.cmd.KeyFields.Field::path)
                .collect(java.util.stream.Collectors.toSet());
        String node = paths.size() == 1 && !paths.contains("") ? " of " + paths.iterator().next() : "";
        return "Key " + String.join(", ", names) + node;
    }
}

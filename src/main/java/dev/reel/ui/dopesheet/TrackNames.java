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

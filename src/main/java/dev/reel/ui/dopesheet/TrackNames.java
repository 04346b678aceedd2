package dev.reel.ui.dopesheet;

import dev.reel.model.Properties;
import dev.reel.model.Track;

/** How the dope sheet names nodes and tracks: "Root" for the node itself, "Position", "Tint.a", "Mood.level". */
final class TrackNames {
    private TrackNames() {
    }

    static String node(String path) {
        return path.isEmpty() ? "Root" : path;
    }

    static String property(String property) {
        String whole = property;
        String lane = "";
        int dot = property.lastIndexOf('.');
        if (dot > 0 && Properties.kindOf(property.substring(0, dot)).isPresent()) {
            whole = property.substring(0, dot);
            lane = property.substring(dot);
        }
        String name = switch (whole) {
            case Properties.POSITION -> "Position";
            case Properties.ROTATION -> "Rotation";
            case Properties.SCALE -> "Scale";
            case Properties.SPRITE -> "Sprite";
            case Properties.FLIP_X -> "Flip X";
            case Properties.FLIP_Y -> "Flip Y";
            case Properties.TINT -> "Tint";
            case "SpriteRenderer.visible" -> "Visible";
            case "SpriteRenderer.order" -> "Order";
            default -> whole.startsWith("script/") ? whole.substring("script/".length()) : whole;
        };
        return name + lane;
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
}

package dev.reel.ui.control;

import dev.reel.model.Properties;

/**
 * How every panel names nodes, properties and tracks for people: "(this node)" for the node the clip plays on
 * (its path is empty in files), "Position" for {@code transform.position}, "Tint.a" for a lane, and a track as
 * its node and property ("arm · Rotation"). Files keep the written names; only the text on screen changes.
 */
public final class PropertyNames {
    /** The node the clip plays on, whose path is empty. */
    public static final String SELF = "(this node)";

    private PropertyNames() {
    }

    /** The node at {@code path}: its path, or "(this node)" for the empty path. */
    public static String node(String path) {
        return path == null || path.isEmpty() ? SELF : path;
    }

    /** A property as people read it: "Position", "Flip X", "Tint.a", "Mood.level" for {@code script/Mood.level}. */
    public static String property(String property) {
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
            default -> whole.startsWith("script/") ? whole.substring("script/".length()) : ik(whole);
        };
        return name + lane;
    }

    /** "IK leg mix" for {@code ik/leg.mix} (a rig clip's IK fields), else the property itself. */
    private static String ik(String property) {
        int dot = property.lastIndexOf('.');
        if (!property.startsWith("ik/") || dot < 3) {
            return property;
        }
        return "IK " + property.substring(3, dot) + " " + property.substring(dot + 1);
    }

    /** A track: its node and its property, "(this node) · Rotation", "arm · Tint.a". */
    public static String track(String path, String property) {
        return node(path) + " · " + property(property);
    }
}

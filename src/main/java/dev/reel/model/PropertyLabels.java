package dev.reel.model;

/**
 * How nodes, properties and tracks are named for people, in every panel and in undo labels: "(this node)" for the
 * node the clip plays on (its path is empty in files), "Position" for {@code transform.position}, "Tint.a" for a
 * lane, "IK leg_l · Mix" for {@code ik/leg_l.mix}, and a track as its node and property ("arm · Rotation"). Files
 * keep the written names; only the text people read changes.
 */
public final class PropertyLabels {
    /** The node the clip plays on, whose path is empty. */
    public static final String SELF = "(this node)";

    private PropertyLabels() {
    }

    /** The node at {@code path}: its path, or "(this node)" for the empty path. */
    public static String node(String path) {
        return path == null || path.isEmpty() ? SELF : path;
    }

    /**
     * A property as people read it: "Position", "Flip X", "Tint.a", "Mood.level" for {@code script/Mood.level},
     * "Slot torso · Color" for {@code slot/torso.color}, "IK leg_l · Bend", "Deform torso/body" for
     * {@code deform/default/torso/body}, "Draw Order".
     */
    public static String property(String property) {
        String rig = rigProperty(property);
        if (rig != null) {
            return rig;
        }
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
            case Properties.SHEAR -> "Shear";
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

    /** A track: its node and its property, "(this node) · Rotation", "arm · Tint.a". */
    public static String track(String path, String property) {
        return node(path) + " · " + property(property);
    }

    /** The rig properties' names, or null for a property that is not a rig's. */
    private static String rigProperty(String property) {
        if (property.equals("drawOrder")) {
            return "Draw Order";
        }
        if (property.startsWith("deform/")) {
            String[] parts = property.substring("deform/".length()).split("/", -1);
            return parts.length == 3 ? "Deform " + parts[1] + "/" + parts[2]
                    + (parts[0].equals("default") ? "" : " (" + parts[0] + ")") : null;
        }
        String[][] prefixes = {{"slot/", "Slot "}, {"ik/", "IK "}};
        for (String[] prefix : prefixes) {
            int dot = property.lastIndexOf('.');
            if (property.startsWith(prefix[0]) && dot > prefix[0].length()) {
                String field = property.substring(dot + 1);
                String word = field.isEmpty() ? field : Character.toUpperCase(field.charAt(0)) + field.substring(1);
                return prefix[1] + property.substring(prefix[0].length(), dot) + " · " + word;
            }
        }
        return null;
    }
}

package dev.reel.model;

import dev.reel.model.rig.RigProperty;
import dev.reel.model.rig.Skin;

/**
 * How nodes, properties and tracks are named for people, in every panel and in undo labels: "(this node)" for the
 * node the clip plays on (its path is empty in files), "Position" for {@code transform.position}, "Tint.a" for a
 * lane, a rig's parts by what they are ("leg_l IK · mix", "torso mesh · deform", "Draw order"), and a track as its node and property ("arm · Rotation"). Files
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
     * "torso slot · color" for {@code slot/torso.color}, "leg_l IK · bend", "body mesh · deform" for
     * {@code deform/default/torso/body}, "Draw order".
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

    /**
     * A rig clip's property as people read it, or null for one that is not a rig's: "arm mesh · deform" for
     * {@code deform/default/arm/arm} (the skin named when it is not the default one: "arm mesh (big) · deform"),
     * "Draw order", "hand slot · attachment", "hand slot · color.a", "reach IK · mix".
     */
    private static String rigProperty(String property) {
        if (!RigProperty.isRigNamespace(property)) {
            return null;
        }
        String lane = "";
        RigProperty parsed = RigProperty.parse(property);
        int dot = property.lastIndexOf('.');
        if (parsed == null && dot > 0) {
            parsed = RigProperty.parse(property.substring(0, dot));
            lane = property.substring(dot);
        }
        if (parsed == null) {
            return null;
        }
        return switch (parsed.part()) {
            case DEFORM -> parsed.attachment() + " mesh"
                    + (parsed.skin().equals(Skin.DEFAULT) ? "" : " (" + parsed.skin() + ")") + " · deform";
            case DRAW_ORDER -> "Draw order";
            case SLOT_COLOR, SLOT_ATTACHMENT -> parsed.slot() + " slot · " + parsed.part().field() + lane;
            case IK_MIX, IK_SOFTNESS, IK_BEND -> parsed.ik() + " IK · " + parsed.part().field();
        };
    }
}

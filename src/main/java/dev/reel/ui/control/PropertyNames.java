package dev.reel.ui.control;

import dev.reel.model.PropertyLabels;

/**
 * How every panel names nodes, properties and tracks for people: "(this node)" for the node the clip plays on
 * (its path is empty in files), "Position" for {@code transform.position}, "Tint.a" for a lane, and a track as
 * its node and property ("arm · Rotation"). The names are {@link PropertyLabels}', which undo labels use too;
 * files keep the written names.
 */
public final class PropertyNames {
    /** The node the clip plays on, whose path is empty. */
    public static final String SELF = PropertyLabels.SELF;

    private PropertyNames() {
    }

    /** The node at {@code path}: its path, or "(this node)" for the empty path. */
    public static String node(String path) {
        return PropertyLabels.node(path);
    }

    /** A property as people read it: "Position", "Flip X", "Tint.a", "Mood.level" for {@code script/Mood.level}. */
    public static String property(String property) {
        return PropertyLabels.property(property);
    }

    /** A track: its node and its property, "(this node) · Rotation", "arm · Tint.a". */
    public static String track(String path, String property) {
        return PropertyLabels.track(path, property);
    }
}

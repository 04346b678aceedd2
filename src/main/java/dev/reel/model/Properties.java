package dev.reel.model;

import dev.reel.model.rig.RigProperty;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The animatable properties Reel knows, with their kinds: what a track's {@code kind} must match, and what
 * the dope sheet's property picker lists. The properties of a rig ({@code transform.shear} and those of
 * {@link RigProperty}) have their kinds too but are not in the picker's list of node properties. Properties of
 * other components and {@code script/Name.Field} properties are not known here and take any kind.
 */
public final class Properties {
    public static final String POSITION = "transform.position";
    public static final String ROTATION = "transform.rotation";
    public static final String SCALE = "transform.scale";
    public static final String SPRITE = "SpriteRenderer.sprite";
    public static final String FLIP_X = "SpriteRenderer.flipX";
    public static final String FLIP_Y = "SpriteRenderer.flipY";
    public static final String TINT = "SpriteRenderer.tint";
    /** A rig bone's shear (x and y, radians); nodes have none. */
    public static final String SHEAR = "transform.shear";

    private static final Map<String, Kind> KNOWN = new LinkedHashMap<>();

    static {
        KNOWN.put(POSITION, Kind.VEC2);
        KNOWN.put(ROTATION, Kind.FLOAT32);
        KNOWN.put(SCALE, Kind.VEC2);
        KNOWN.put(SPRITE, Kind.ASSET_REF);
        KNOWN.put(FLIP_X, Kind.BOOL);
        KNOWN.put(FLIP_Y, Kind.BOOL);
        KNOWN.put(TINT, Kind.COLOR);
        KNOWN.put("SpriteRenderer.visible", Kind.BOOL);
        KNOWN.put("SpriteRenderer.order", Kind.INT32);
    }

    private static final String[] VECTOR_LANES = {"x", "y", "z", "w"};
    private static final String[] COLOR_LANES = {"r", "g", "b", "a"};
    private static final String[] RECT_LANES = {"x", "y", "w", "h"};

    private Properties() {
    }

    /** Every known property with its kind, in the order a picker lists them. */
    public static Map<String, Kind> known() {
        return Map.copyOf(KNOWN);
    }

    /** The names of the known properties in picker order. */
    public static List<String> names() {
        return List.copyOf(KNOWN.keySet());
    }

    /**
     * The kind {@code property} must have, if Reel knows it: a known property, or a lane of one
     * ({@code transform.position.x}, {@code SpriteRenderer.tint.a}), which is float32.
     */
    public static Optional<Kind> kindOf(String property) {
        Kind kind = whole(property);
        if (kind != null) {
            return Optional.of(kind);
        }
        int dot = property.lastIndexOf('.');
        if (dot > 0) {
            Kind whole = whole(property.substring(0, dot));
            if (whole != null && laneIndex(whole, property.substring(dot + 1)) >= 0) {
                return Optional.of(Kind.FLOAT32);
            }
        }
        return Optional.empty();
    }

    /** The kind of a whole known property (a node's or a rig's), or null. */
    private static Kind whole(String property) {
        Kind kind = KNOWN.get(property);
        if (kind == null && property.equals(SHEAR)) {
            return Kind.VEC2;
        }
        if (kind == null && RigProperty.isRigNamespace(property)) {
            RigProperty rig = RigProperty.parse(property);
            return rig == null ? null : rig.kind();
        }
        return kind;
    }

    /** Whether the property belongs to the node's 2D transform (drawn between steps under presentation authority). */
    public static boolean isTransform(String property) {
        return property.startsWith("transform.");
    }

    /** The lane index named {@code lane} ({@code x}, {@code a}, ...) of a vector kind, or -1. */
    public static int laneIndex(Kind kind, String lane) {
        if (!kind.isVector()) {
            return -1;
        }
        String[] names = lanes(kind);
        for (int i = 0; i < kind.lanes(); i++) {
            if (names[i].equals(lane)) {
                return i;
            }
        }
        return -1;
    }

    /** The name of lane {@code index} of {@code kind}, as a curve editor labels it. */
    public static String laneName(Kind kind, int index) {
        return kind.isVector() ? lanes(kind)[index] : "value";
    }

    private static String[] lanes(Kind kind) {
        return switch (kind) {
            case COLOR -> COLOR_LANES;
            case RECT -> RECT_LANES;
            default -> VECTOR_LANES;
        };
    }
}

package dev.reel.model.rig;

import dev.reel.model.Extras;

/**
 * One bone of a rig in its setup pose: a transform relative to its parent bone (the rig's node for the root).
 * Angles are radians, y points down and a positive rotation turns clockwise on screen, as for nodes.
 *
 * @param name     unique among the rig's bones, not empty, without {@code /}
 * @param parent   the parent bone's name, or null for the root bone
 * @param length   the bone's length along its local x axis, for drawing and for IK stretch
 * @param x        local position
 * @param y        local position
 * @param rotation radians
 * @param scaleX   1 unless scaled
 * @param scaleY   1 unless scaled
 * @param shearX   radians added to the rotation of the local x axis
 * @param shearY   radians added to the rotation of the local y axis
 * @param inherit  what the bone takes from its parent's world transform
 * @param color    the colour the editor draws the bone in
 */
public record Bone(String name, String parent, double length, double x, double y, double rotation, double scaleX,
                   double scaleY, double shearX, double shearY, Inherit inherit, Rgba color, Extras extras) {

    /** The colour a bone is drawn in unless the file names one. */
    public static final Rgba DEFAULT_COLOR = new Rgba(0.6, 0.6, 0.6, 1);

    public Bone {
        inherit = inherit == null ? Inherit.NORMAL : inherit;
        color = color == null ? DEFAULT_COLOR : color;
        extras = extras == null ? Extras.NONE : extras;
    }

    /** A bone at its parent's origin with no length, rotation or shear, scale 1, inheriting normally. */
    public static Bone of(String name, String parent) {
        return new Bone(name, parent, 0, 0, 0, 0, 1, 1, 0, 0, Inherit.NORMAL, DEFAULT_COLOR, Extras.NONE);
    }

    /** The same bone with another setup transform. */
    public Bone withTransform(double newX, double newY, double newRotation, double newScaleX, double newScaleY,
                              double newShearX, double newShearY) {
        return new Bone(name, parent, length, newX, newY, newRotation, newScaleX, newScaleY, newShearX, newShearY,
                inherit, color, extras);
    }

    public Bone withLength(double newLength) {
        return new Bone(name, parent, newLength, x, y, rotation, scaleX, scaleY, shearX, shearY, inherit, color,
                extras);
    }

    public Bone withInherit(Inherit newInherit) {
        return new Bone(name, parent, length, x, y, rotation, scaleX, scaleY, shearX, shearY, newInherit, color,
                extras);
    }

    public Bone withParent(String newParent) {
        return new Bone(name, newParent, length, x, y, rotation, scaleX, scaleY, shearX, shearY, inherit, color,
                extras);
    }

    public Bone withName(String newName) {
        return new Bone(newName, parent, length, x, y, rotation, scaleX, scaleY, shearX, shearY, inherit, color,
                extras);
    }

    public Bone withColor(Rgba newColor) {
        return new Bone(name, parent, length, x, y, rotation, scaleX, scaleY, shearX, shearY, inherit, newColor,
                extras);
    }

    /** Whether this is the root bone (it has no parent). */
    public boolean isRoot() {
        return parent == null;
    }
}

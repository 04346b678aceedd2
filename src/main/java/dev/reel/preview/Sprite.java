package dev.reel.preview;

import dev.reel.model.Rect;

/**
 * One sprite to draw: a cell of a sheet placed by its pivot, as the runtime's pose adapter flattens a node
 * tree (children by path already resolved into world placements, in draw order).
 *
 * <p>World units are view pixels at zoom 1 with y pointing down; an adapter for a y-up world negates y
 * and rotation. Negative scales flip too (a flip and a negative scale cancel).
 *
 * @param sheet    the key the {@link SheetSource} knows the sheet by, usually its project-relative PNG path
 * @param source   the cell's rectangle in the sheet, in sheet pixels
 * @param x        the pivot's world position
 * @param y        the pivot's world position (down is positive)
 * @param pivotX   the pivot as a fraction of the cell's width from its left edge
 * @param pivotY   the pivot as a fraction of the cell's height from its top edge (1 is the bottom row's bottom)
 * @param scaleX   multiplies the cell's width
 * @param scaleY   multiplies the cell's height
 * @param rotation radians about the pivot, clockwise on screen
 * @param red      multiplies the red channel (0–1)
 * @param green    multiplies the green channel (0–1)
 * @param blue     multiplies the blue channel (0–1)
 * @param alpha    multiplies the alpha channel (0–1)
 * @param layer    sprites draw by layer, lowest first; equal layers keep their list order
 */
public record Sprite(String sheet, Rect source, double x, double y, double pivotX, double pivotY, double scaleX,
                     double scaleY, double rotation, boolean flipX, boolean flipY, float red, float green,
                     float blue, float alpha, int layer) {

    /** A cell drawn unscaled, unrotated, untinted at a world position, its pivot given as fractions. */
    public static Sprite of(String sheet, Rect source, double x, double y, double pivotX, double pivotY) {
        return new Sprite(sheet, source, x, y, pivotX, pivotY, 1, 1, 0, false, false, 1, 1, 1, 1, 0);
    }

    public Sprite withPosition(double newX, double newY) {
        return new Sprite(sheet, source, newX, newY, pivotX, pivotY, scaleX, scaleY, rotation, flipX, flipY, red,
                green, blue, alpha, layer);
    }

    public Sprite withScale(double newScaleX, double newScaleY) {
        return new Sprite(sheet, source, x, y, pivotX, pivotY, newScaleX, newScaleY, rotation, flipX, flipY, red,
                green, blue, alpha, layer);
    }

    public Sprite withRotation(double radians) {
        return new Sprite(sheet, source, x, y, pivotX, pivotY, scaleX, scaleY, radians, flipX, flipY, red, green,
                blue, alpha, layer);
    }

    public Sprite withFlip(boolean newFlipX, boolean newFlipY) {
        return new Sprite(sheet, source, x, y, pivotX, pivotY, scaleX, scaleY, rotation, newFlipX, newFlipY, red,
                green, blue, alpha, layer);
    }

    public Sprite withTint(float newRed, float newGreen, float newBlue, float newAlpha) {
        return new Sprite(sheet, source, x, y, pivotX, pivotY, scaleX, scaleY, rotation, flipX, flipY, newRed,
                newGreen, newBlue, newAlpha, layer);
    }

    public Sprite withLayer(int newLayer) {
        return new Sprite(sheet, source, x, y, pivotX, pivotY, scaleX, scaleY, rotation, flipX, flipY, red, green,
                blue, alpha, newLayer);
    }

    /** This sprite with its tint multiplied by another, as an onion skin fades a frame. */
    public Sprite tintedBy(float byRed, float byGreen, float byBlue, float byAlpha) {
        return withTint(red * byRed, green * byGreen, blue * byBlue, alpha * byAlpha);
    }
}

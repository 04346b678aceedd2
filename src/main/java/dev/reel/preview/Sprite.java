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
 * @param mesh     null for a cell placed by its pivot; else the cell is drawn as these textured triangles, whose
 *                 world positions are the mesh's own (the placement fields above are then unused), tinted by the
 *                 colour fields as a vertex colour
 */
public record Sprite(String sheet, Rect source, double x, double y, double pivotX, double pivotY, double scaleX,
                     double scaleY, double rotation, boolean flipX, boolean flipY, float red, float green,
                     float blue, float alpha, int layer, SpriteMesh mesh) {

    /** A cell placed by its pivot (no mesh). */
    public Sprite(String sheet, Rect source, double x, double y, double pivotX, double pivotY, double scaleX,
                  double scaleY, double rotation, boolean flipX, boolean flipY, float red, float green, float blue,
                  float alpha, int layer) {
        this(sheet, source, x, y, pivotX, pivotY, scaleX, scaleY, rotation, flipX, flipY, red, green, blue, alpha,
                layer, null);
    }

    /** A cell drawn as the triangles of {@code mesh} (world positions), tinted, in layer {@code layer}. */
    public static Sprite mesh(String sheet, Rect source, SpriteMesh mesh, float red, float green, float blue,
                              float alpha, int layer) {
        return new Sprite(sheet, source, 0, 0, 0, 0, 1, 1, 0, false, false, red, green, blue, alpha, layer, mesh);
    }

    /** Whether this is drawn as a mesh rather than placed by its pivot. */
    public boolean isMesh() {
        return mesh != null;
    }

    /** A cell drawn unscaled, unrotated, untinted at a world position, its pivot given as fractions. */
    public static Sprite of(String sheet, Rect source, double x, double y, double pivotX, double pivotY) {
        return new Sprite(sheet, source, x, y, pivotX, pivotY, 1, 1, 0, false, false, 1, 1, 1, 1, 0);
    }

    public Sprite withPosition(double newX, double newY) {
        return new Sprite(sheet, source, newX, newY, pivotX, pivotY, scaleX, scaleY, rotation, flipX, flipY, red,
                green, blue, alpha, layer, mesh);
    }

    public Sprite withScale(double newScaleX, double newScaleY) {
        return new Sprite(sheet, source, x, y, pivotX, pivotY, newScaleX, newScaleY, rotation, flipX, flipY, red,
                green, blue, alpha, layer, mesh);
    }

    public Sprite withRotation(double radians) {
        return new Sprite(sheet, source, x, y, pivotX, pivotY, scaleX, scaleY, radians, flipX, flipY, red, green,
                blue, alpha, layer, mesh);
    }

    public Sprite withFlip(boolean newFlipX, boolean newFlipY) {
        return new Sprite(sheet, source, x, y, pivotX, pivotY, scaleX, scaleY, rotation, newFlipX, newFlipY, red,
                green, blue, alpha, layer, mesh);
    }

    public Sprite withTint(float newRed, float newGreen, float newBlue, float newAlpha) {
        return new Sprite(sheet, source, x, y, pivotX, pivotY, scaleX, scaleY, rotation, flipX, flipY, newRed,
                newGreen, newBlue, newAlpha, layer, mesh);
    }

    public Sprite withLayer(int newLayer) {
        return new Sprite(sheet, source, x, y, pivotX, pivotY, scaleX, scaleY, rotation, flipX, flipY, red, green,
                blue, alpha, newLayer, mesh);
    }

    /** This sprite with its tint multiplied by another, as an onion skin fades a frame. */
    public Sprite tintedBy(float byRed, float byGreen, float byBlue, float byAlpha) {
        return withTint(red * byRed, green * byGreen, blue * byBlue, alpha * byAlpha);
    }
}

package dev.reel.model;

/**
 * A sliced cell of a sheet: the sprite asset {@code SHEET.png#name}.
 *
 * @param id     stable across reslices that keep it
 * @param pivotX the pivot as a fraction of the cell's width, from its left edge
 * @param pivotY the pivot as a fraction of the cell's height, from its top edge (1 is the bottom)
 */
public record Cell(String name, String id, Rect rect, double pivotX, double pivotY) {

    /** Centre-bottom: a character stands on its feet. */
    public static final double DEFAULT_PIVOT_X = 0.5;
    public static final double DEFAULT_PIVOT_Y = 1.0;
}

package dev.reel.preview;

import dev.reel.model.Rect;

/**
 * Where a sprite asset's pixels are: the sheet the renderer knows it by, the cell's rectangle and its pivot.
 *
 * @param sheet  the {@link SheetSource} key: the project-relative PNG path, or the resource of a built-in
 *               ({@code engine/sprites/runner_0.png})
 * @param source the cell in sheet pixels (the whole image for a plain PNG)
 * @param pivotX the pivot as a fraction of the cell's width from its left edge
 * @param pivotY the pivot as a fraction of the cell's height from its top edge (1 is the bottom)
 */
public record SpriteFrame(String sheet, Rect source, double pivotX, double pivotY) {
}

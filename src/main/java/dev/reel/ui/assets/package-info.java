/**
 * The Assets panel: the project tree scanned off the JavaFX thread, sliced sheets expanded to their cells
 * (an open sheet's unsaved slicing included) with their thumbnails, a filter, multi-selection, and the Create
 * menu's Flipbook from Selection and Import Sprite Strip on what is selected here. The thumbnail cache and those
 * two operations are {@code dev.reel.ui.sheets}', shared with the Sheet panel. New clips and controllers come from
 * {@code ui.projects}' Creation; renames, moves, duplicates, deletes and imports are {@code dev.reel.project} plans
 * ({@link dev.reel.ui.assets.AssetChanges}); documents change only through commands.
 *
 * <h2>Dragging sprites into other panels</h2>
 * Rows dragged out of Assets carry {@link dev.reel.ui.control.AssetDrag#FORMAT}
 * ({@code application/x-reel-asset-paths}): project asset paths, one per line, in the order the tree shows
 * them — name order for cells, so {@code assets/hero.png#hero_000} comes before {@code hero_001}. A panel that
 * takes sprites (a sprite field, a dope sheet's sprite row) accepts the drag when
 * {@link dev.reel.ui.control.AssetDrag#carries} is true and reads the paths with
 * {@link dev.reel.ui.control.AssetDrag#paths}; a sprite row keys them one per 1/12 s from the drop
 * ({@code dev.reel.edit.cmd.InsertSpriteFrames} with {@link dev.reel.ui.sheets.FlipbookFromSelection#SPACING}).
 * A cell's selection key in a sheet document's shared selection is {@link dev.reel.ui.sheets.CellSelection#key}.
 */
package dev.reel.ui.assets;

/**
 * The Sheet panel: a sheet's PNG drawn with nearest filtering over a checkerboard, its cells and pivots over
 * it, Slice by Grid or Alpha with a live overlay worked out off the JavaFX thread, per-cell pivot editing, and
 * the import settings with Apply and Revert. Every edit is a command of {@code dev.reel.edit.cmd} on the
 * sheet's document; slicing itself is {@code dev.reel.sheet}'s, and Flipbook from Selection and Import Sprite
 * Strip are {@code dev.reel.ui.sheets}', shared with Assets.
 */
package dev.reel.ui.slicer;

/**
 * Work on sprite sheets that more than one panel does, so that no panel reaches into another: the cache of sheet
 * pictures and thumbnails decoded with the guarded PNG loader ({@link dev.reel.ui.sheets.Thumbnails}), a cell's
 * key in a sheet document's shared selection ({@link dev.reel.ui.sheets.CellSelection}), Flipbook from Selection
 * ({@link dev.reel.ui.sheets.FlipbookFromSelection}) and Import Sprite Strip ({@link dev.reel.ui.sheets.StripImport}
 * with its {@link dev.reel.ui.sheets.StripImportDialog}), used by Assets, the Sheet panel and the Animation panel's
 * sprite rows alike. It uses the model, {@code edit}, {@code sheet}, {@code ui.theme}, {@code ui.control},
 * {@code ui.documents}, {@code ui.playback} (a new flipbook starts playing), {@code launch.StartupTrace} and the
 * shell's {@code PanelContext}.
 */
package dev.reel.ui.sheets;

/**
 * The Assets panel: the project tree scanned off the JavaFX thread, sliced sheets expanded to their cells,
 * thumbnails decoded with the guarded PNG loader and cached, a filter, multi-selection, drag and drop of asset
 * paths, and Flipbook from Selection. It reads files only; it creates files through the shell's Creation.
 */
package dev.reel.ui.assets;

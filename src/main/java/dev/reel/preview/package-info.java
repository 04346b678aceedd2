/**
 * The preview renderer: SDL3 through LWJGL with the software renderer into a pixel buffer, drawing poses,
 * onion skins and overlays, and exporting strips, GIFs and frame banks. No JavaFX: the UI shows the buffer.
 */
package dev.reel.preview;

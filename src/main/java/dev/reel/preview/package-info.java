/**
 * The preview renderer: SDL3's software renderer (through LWJGL) drawing a {@link dev.reel.preview.Scene} of
 * plain values (sprites placed by their pivots, rig meshes as textured triangles, camera, background, grid, onion
 * skins, rig overlays, path, event flashes, selection glow) into a pixel buffer the UI wraps without copying,
 * and export of those scenes as PNG strips, numbered PNGs and looping GIFs, plus frame banks built from clips. No JavaFX here, and no
 * playing: the UI (or {@code reel export}) turns the runtime's poses into scenes; a clip that animates a rig is
 * posed by the rig runtime ({@link dev.reel.preview.RigPoser}) and drawn by {@link dev.reel.preview.RigDrawing}.
 */
package dev.reel.preview;

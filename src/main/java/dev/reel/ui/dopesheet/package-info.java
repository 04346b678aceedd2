/**
 * The Animation panel's dope sheet: a row per track grouped by node path, a diamond per key shaped by its
 * interpolation, sprite rows with frame thumbnails, the event lane and summary rows, drawn on one canvas per
 * pass with what is off-screen culled; the track list beside it; and the gestures that select, drag, scale,
 * copy, paste and key — each turned into one command (or one gesture, or one transaction) on the focused clip.
 * The curves of the selected track live in {@code dev.reel.ui.curves}; the shared ruler and time axis in
 * {@code dev.reel.ui.control}.
 */
package dev.reel.ui.dopesheet;

/**
 * Sprite sheets: PNG loading that refuses hostile files before allocating pixel memory, grid, strip and
 * alpha slicing into named cells with stable ids, reslicing that keeps ids and finds the clips it would break,
 * flipbook clips built from cells, and the checks of sheets that need their PNGs. It works on
 * {@code dev.reel.model} values; reading and writing {@code .meta} files belongs to {@code dev.reel.io}, and
 * nothing here shows pixels on a screen.
 */
package dev.reel.sheet;

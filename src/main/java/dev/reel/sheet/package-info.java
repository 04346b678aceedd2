/**
 * Sprite sheets: PNG loading that refuses hostile files before allocating pixel memory, grid, strip and
 * alpha slicing into named cells with stable ids, reslicing that keeps ids, and flipbook clips built from
 * cells. It works on {@code dev.reel.model} values; reading and writing {@code .meta} files belongs to
 * {@code dev.reel.io}, and nothing here shows pixels on a screen.
 */
package dev.reel.sheet;

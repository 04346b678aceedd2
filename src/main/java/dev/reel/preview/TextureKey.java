package dev.reel.preview;

import dev.reel.model.Rect;

/**
 * What a cached texture shows: one cell of one sheet at one whole-pixel size, flipped and tinted.
 *
 * @param tint          packed ARGB multipliers, {@link Resampler#NO_TINT} for none
 * @param premultiplied premultiplied pixels blended exactly, for frames whose background is not opaque
 */
record TextureKey(String sheet, Rect source, int width, int height, boolean flipX, boolean flipY, int tint,
                  boolean premultiplied) {
}

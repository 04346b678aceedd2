package dev.reel.preview;

import dev.reel.model.Rect;

/**
 * What a cached texture shows: one cell of one sheet at one whole-pixel size, flipped and tinted, or only a
 * window of that.
 *
 * @param tint          packed ARGB multipliers, {@link Resampler#NO_TINT} for none
 * @param premultiplied premultiplied pixels blended exactly, for frames whose background is not opaque
 * @param whole         the whole cell, never cropped to its visible pixels: a mesh's texture, which its uvs address
 * @param part          the part of the {@code width × height} image the texture holds, for a sprite larger than
 *                      the view; null for all of it (no window made for each of a frame's thousands of sprites)
 */
record TextureKey(String sheet, Rect source, int width, int height, boolean flipX, boolean flipY, int tint,
                  boolean premultiplied, boolean whole, Resampler.Window part) {

    /** A sprite's texture, which may be cropped to the pixels it shows. */
    TextureKey(String sheet, Rect source, int width, int height, boolean flipX, boolean flipY, int tint,
               boolean premultiplied) {
        this(sheet, source, width, height, flipX, flipY, tint, premultiplied, false, null);
    }

    /** A mesh's texture: the whole cell at its own size, untinted (a mesh is tinted per vertex). */
    static TextureKey wholeCell(String sheet, Rect source, boolean premultiplied) {
        return new TextureKey(sheet, source, source.width(), source.height(), false, false, Resampler.NO_TINT,
                premultiplied, true, null);
    }

    /** The same texture, holding only {@code window} of the image. */
    TextureKey only(Resampler.Window window) {
        return new TextureKey(sheet, source, width, height, flipX, flipY, tint, premultiplied, whole, window);
    }

    /** The part of the image the texture holds: {@link #part()}, or all of it. */
    Resampler.Window window() {
        return part != null ? part : new Resampler.Window(0, 0, width, height);
    }
}

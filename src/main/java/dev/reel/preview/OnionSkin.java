package dev.reel.preview;

import java.util.List;

/**
 * A neighbouring frame drawn faded and tinted under the current one, so the artist sees the motion.
 *
 * @param sprites the frame's sprites, as for the current frame
 * @param red     multiplies each sprite's tint
 * @param alpha   multiplies each sprite's alpha
 */
public record OnionSkin(List<Sprite> sprites, float red, float green, float blue, float alpha) {

    /** The alpha of the nearest skin; farther ones fade linearly towards zero. */
    public static final float NEAREST_ALPHA = 0.45f;

    public OnionSkin {
        sprites = List.copyOf(sprites);
    }

    /**
     * The usual skin for the frame {@code offset} steps away (negative: before, tinted red; positive: after,
     * tinted green) when {@code count} frames are shown on each side: the nearest at {@link #NEAREST_ALPHA},
     * each farther one by {@code 1/count} less.
     */
    public static OnionSkin of(List<Sprite> sprites, int offset, int count) {
        if (offset == 0 || count <= 0 || Math.abs(offset) > count) {
            throw new IllegalArgumentException("onion skin offset " + offset + " outside ±1.." + count);
        }
        float fade = NEAREST_ALPHA * (count - Math.abs(offset) + 1) / count;
        return offset < 0
                ? new OnionSkin(sprites, 1f, 0.45f, 0.45f, fade)
                : new OnionSkin(sprites, 0.45f, 1f, 0.55f, fade);
    }
}

package dev.reel.preview;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongConsumer;

import static org.lwjgl.sdl.SDLError.SDL_GetError;

/**
 * The sheets a renderer has drawn from and the textures it made of them: asks the {@link SheetSource} once per
 * sheet per frame, drops a sheet's textures when the source hands over a different image (a reimport) or
 * the caller invalidates it, and builds missing textures on the CPU.
 */
final class SpriteTextures {
    private final SheetSource source;
    private final TextureCache cache;
    private final Map<String, LoadedSheet> known = new HashMap<>();

    SpriteTextures(SheetSource source, long budgetBytes, LongConsumer destroy) {
        this.source = source;
        this.cache = new TextureCache(budgetBytes, destroy);
    }

    /** The sheet known by {@code key} this frame, asking the source on its first use in the frame. */
    LoadedSheet sheet(String key, Map<String, LoadedSheet> thisFrame) {
        if (thisFrame.containsKey(key)) {
            return thisFrame.get(key);
        }
        LoadedSheet sheet = source.sheet(key);
        LoadedSheet before = known.get(key);
        if (before != null && (sheet == null || sheet.image() != before.image() || sheet.filter() != before.filter())) {
            cache.dropSheet(key);
        }
        if (sheet == null) {
            known.remove(key);
        } else {
            known.put(key, sheet);
        }
        thisFrame.put(key, sheet);
        return sheet;
    }

    /** The cached texture for {@code key}, marked as used by {@code frame}, or null. */
    TextureCache.Cropped cached(TextureKey key, long frame) {
        return cache.get(key, frame);
    }

    /**
     * Scales, flips and tints a cell on the CPU, uploads it and caches it for {@code frame}; with
     * {@code crop}, only the part with any alpha (a character's cell is mostly empty, and empty pixels still
     * cost the blit). Null when SDL fails, with the reason added to {@code problems}.
     */
    TextureCache.Cropped build(TextureKey key, LoadedSheet sheet, boolean crop, RenderTarget target, long frame,
                               List<String> problems) {
        Resampler.Window window = key.window();
        int[] argb = Resampler.resample(sheet.image(), key.source(), key.width(), key.height(), sheet.filter(),
                key.flipX(), key.flipY(), key.tint(), window);
        if (key.premultiplied()) {
            Resampler.premultiply(argb);
        }
        int[] bounds = crop ? Resampler.visibleBounds(argb, window.width(), window.height())
                : new int[] {0, 0, window.width(), window.height()};
        TextureCache.Cropped cropped = TextureCache.Cropped.EMPTY;
        if (bounds != null) {
            int width = bounds[2] - bounds[0];
            int height = bounds[3] - bounds[1];
            int[] pixels = width == window.width() && height == window.height() ? argb
                    : Resampler.crop(argb, window.width(), bounds[0], bounds[1], width, height);
            long texture = target.texture(pixels, width, height, sheet.filter(), key.premultiplied());
            if (texture == 0) {
                problems.add("SDL could not make a " + width + " × " + height + " texture: " + SDL_GetError());
                return null;
            }
            cropped = new TextureCache.Cropped(texture, window.left() + bounds[0], window.top() + bounds[1], width,
                    height);
        }
        cache.put(key, cropped, frame);
        return cropped;
    }

    /** Forgets a sheet and destroys its textures. */
    void invalidate(String key) {
        known.remove(key);
        cache.dropSheet(key);
    }

    /** Forgets every sheet and destroys every texture. */
    void invalidateAll() {
        known.clear();
        cache.clear();
    }

    /** Destroys every texture but remembers the sheets, as when the SDL renderer they belong to goes. */
    void destroyTextures() {
        cache.clear();
    }

    void trim(long frame) {
        cache.trim(frame);
    }
}

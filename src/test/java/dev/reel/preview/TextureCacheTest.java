package dev.reel.preview;

import dev.reel.model.Rect;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Least recently used out, never a texture of the frame being drawn, every texture destroyed exactly once. */
class TextureCacheTest {
    private final List<Long> destroyed = new ArrayList<>();

    private static TextureKey key(String sheet, int size) {
        return new TextureKey(sheet, new Rect(0, 0, size, size), size, size, false, false, Resampler.NO_TINT,
                false);
    }

    private static TextureCache.Cropped texture(long address, int size) {
        return new TextureCache.Cropped(address, 0, 0, size, size);
    }

    @Test
    void emptyTexturesAreRememberedButNeverDestroyed() {
        TextureCache cache = new TextureCache(1 << 20, destroyed::add);
        cache.put(key("a", 20), TextureCache.Cropped.EMPTY, 1);
        assertThat(cache.get(key("a", 20), 2)).isSameAs(TextureCache.Cropped.EMPTY);
        cache.clear();
        assertThat(destroyed).isEmpty();
    }

    @Test
    void theLeastRecentlyUsedGoFirstOnceOverBudget() {
        TextureCache cache = new TextureCache(3 * 1600, destroyed::add);
        cache.put(key("a", 20), texture(1, 20), 1);
        cache.put(key("b", 20), texture(2, 20), 1);
        cache.put(key("c", 20), texture(3, 20), 1);
        assertThat(cache.get(key("a", 20), 2).texture()).isEqualTo(1);
        cache.put(key("d", 20), texture(4, 20), 2);
        cache.trim(2);
        assertThat(destroyed).containsExactly(2L);
        assertThat(cache.get(key("b", 20), 3)).isNull();
        assertThat(cache.bytes()).isEqualTo(3 * 1600);
    }

    @Test
    void texturesOfTheCurrentFrameStayEvenOverBudget() {
        TextureCache cache = new TextureCache(1600, destroyed::add);
        cache.put(key("a", 20), texture(1, 20), 1);
        cache.put(key("b", 20), texture(2, 20), 1);
        cache.trim(1);
        assertThat(destroyed).isEmpty();
        assertThat(cache.size()).isEqualTo(2);
        cache.get(key("b", 20), 2);
        cache.trim(2);
        assertThat(destroyed).containsExactly(1L);
    }

    @Test
    void droppingASheetOrClearingDestroysEachTextureOnce() {
        TextureCache cache = new TextureCache(1 << 20, destroyed::add);
        cache.put(key("a", 20), texture(1, 20), 1);
        cache.put(key("a", 40), texture(2, 40), 1);
        cache.put(key("b", 20), texture(3, 20), 1);
        assertThat(cache.dropSheet("a")).isEqualTo(2);
        assertThat(destroyed).containsExactlyInAnyOrder(1L, 2L);
        cache.put(key("b", 20), texture(4, 20), 2);
        assertThat(destroyed).containsExactlyInAnyOrder(1L, 2L, 3L);
        cache.clear();
        assertThat(destroyed).containsExactlyInAnyOrder(1L, 2L, 3L, 4L);
        assertThat(cache.bytes()).isZero();
    }

    @Test
    void emptyTexturesWeighSomethingSoTheyCannotPileUpWithoutEnd() {
        TextureCache cache = new TextureCache(100 * TextureCache.SMALLEST_ENTRY_BYTES, destroyed::add);
        for (int frame = 1; frame <= 1000; frame++) {
            cache.put(key("window " + frame, 20), TextureCache.Cropped.EMPTY, frame);
            cache.trim(frame);
        }
        assertThat(cache.size()).isEqualTo(100);
        assertThat(destroyed).isEmpty();
    }
}

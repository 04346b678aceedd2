package dev.reel.preview;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongConsumer;

/**
 * SDL textures by {@link TextureKey}, least recently used first out once their pixels pass a budget. A
 * texture used by the frame being drawn is never evicted (SDL may not have drawn it yet), so one frame that
 * needs more than the budget overshoots it until the next frame.
 */
final class TextureCache {
    private final long budgetBytes;
    private final LongConsumer destroy;
    private final LinkedHashMap<TextureKey, Entry> entries = new LinkedHashMap<>(64, 0.75f, true);
    private long bytes;

    /** @param destroy frees a texture by its address (SDL_DestroyTexture) */
    TextureCache(long budgetBytes, LongConsumer destroy) {
        this.budgetBytes = budgetBytes;
        this.destroy = destroy;
    }

    /** The texture for {@code key}, marked as used by {@code frame}, or 0 when it is not cached. */
    long get(TextureKey key, long frame) {
        Entry entry = entries.get(key);
        if (entry == null) {
            return 0;
        }
        entry.lastFrame = frame;
        return entry.texture;
    }

    /** Adds a texture made for {@code frame}; the cache now owns it. */
    void put(TextureKey key, long texture, long frame) {
        Entry old = entries.put(key, new Entry(texture, key.bytes(), frame));
        bytes += key.bytes();
        if (old != null) {
            bytes -= old.bytes;
            destroy.accept(old.texture);
        }
    }

    /** Destroys least recently used textures not used by {@code frame} until the cache fits its budget. */
    void trim(long frame) {
        Iterator<Entry> eldestFirst = entries.values().iterator();
        while (bytes > budgetBytes && eldestFirst.hasNext()) {
            Entry entry = eldestFirst.next();
            if (entry.lastFrame == frame) {
                // Access order: everything after this was used more recently, so by this frame too.
                break;
            }
            eldestFirst.remove();
            bytes -= entry.bytes;
            destroy.accept(entry.texture);
        }
    }

    /** Destroys every texture of one sheet, as after a reimport; returns how many. */
    int dropSheet(String sheet) {
        List<TextureKey> doomed = new ArrayList<>();
        for (Map.Entry<TextureKey, Entry> entry : entries.entrySet()) {
            if (entry.getKey().sheet().equals(sheet)) {
                doomed.add(entry.getKey());
            }
        }
        for (TextureKey key : doomed) {
            Entry entry = entries.remove(key);
            bytes -= entry.bytes;
            destroy.accept(entry.texture);
        }
        return doomed.size();
    }

    /** Destroys every texture. */
    void clear() {
        for (Entry entry : entries.values()) {
            destroy.accept(entry.texture);
        }
        entries.clear();
        bytes = 0;
    }

    int size() {
        return entries.size();
    }

    long bytes() {
        return bytes;
    }

    private static final class Entry {
        final long texture;
        final long bytes;
        long lastFrame;

        Entry(long texture, long bytes, long lastFrame) {
            this.texture = texture;
            this.bytes = bytes;
            this.lastFrame = lastFrame;
        }
    }
}

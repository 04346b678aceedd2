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
 * needs more than the budget overshoots it until the next frame. A texture may be cropped to the part of
 * its key's image that has any alpha, or be empty (texture 0) when nothing does.
 */
final class TextureCache {
    /** What an entry counts against the budget at least, the map's own bookkeeping included. */
    static final long SMALLEST_ENTRY_BYTES = 1024;
    private final long budgetBytes;
    private final LongConsumer destroy;
    private final LinkedHashMap<TextureKey, Entry> entries = new LinkedHashMap<>(64, 0.75f, true);
    private long bytes;

    /** @param destroy frees a texture by its address (SDL_DestroyTexture) */
    TextureCache(long budgetBytes, LongConsumer destroy) {
        this.budgetBytes = budgetBytes;
        this.destroy = destroy;
    }

    /**
     * A texture and where it sits in its key's image.
     *
     * @param texture the SDL texture's address, 0 when the image is wholly transparent
     * @param left    the crop's offset in the key's image
     */
    record Cropped(long texture, int left, int top, int width, int height) {
        static final Cropped EMPTY = new Cropped(0, 0, 0, 0, 0);
    }

    /** The texture for {@code key}, marked as used by {@code frame}, or null when it is not cached. */
    Cropped get(TextureKey key, long frame) {
        Entry entry = entries.get(key);
        if (entry == null) {
            return null;
        }
        entry.lastFrame = frame;
        return entry.cropped;
    }

    /** Adds a texture made for {@code frame}; the cache now owns it. */
    void put(TextureKey key, Cropped cropped, long frame) {
        // An empty texture weighs something too, so windows of nothing cannot pile up without end.
        long size = Math.max(SMALLEST_ENTRY_BYTES, 4L * cropped.width() * cropped.height());
        Entry old = entries.put(key, new Entry(cropped, size, frame));
        bytes += size;
        if (old != null) {
            bytes -= old.bytes;
            release(old);
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
            release(entry);
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
            release(entry);
        }
        return doomed.size();
    }

    /** Destroys every texture. */
    void clear() {
        for (Entry entry : entries.values()) {
            release(entry);
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

    private void release(Entry entry) {
        if (entry.cropped.texture() != 0) {
            destroy.accept(entry.cropped.texture());
        }
    }

    private static final class Entry {
        final Cropped cropped;
        final long bytes;
        long lastFrame;

        Entry(Cropped cropped, long bytes, long lastFrame) {
            this.cropped = cropped;
            this.bytes = bytes;
            this.lastFrame = lastFrame;
        }
    }
}

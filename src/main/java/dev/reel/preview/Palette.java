package dev.reel.preview;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The one colour table a GIF's frames share, chosen deterministically (the same frames always give the
 * same palette, byte for byte): every colour exactly when there are few enough (pixel art usually has far
 * fewer than 256), else a median cut of the colour histogram. Pixels with alpha below 128 map to a
 * transparent entry, the last one, when any frame has some.
 */
final class Palette {
    /** Index of pixels that are transparent, or -1 when no pixel is. */
    private final int transparentIndex;
    private final int[] colours;
    private final ColourCounts lookup = new ColourCounts();

    private Palette(int[] colours, int transparentIndex) {
        this.colours = colours;
        this.transparentIndex = transparentIndex;
    }

    static Palette of(List<int[]> frames) {
        ColourCounts counts = new ColourCounts();
        boolean transparent = false;
        for (int[] frame : frames) {
            for (int argb : frame) {
                if (argb >>> 24 < 128) {
                    transparent = true;
                } else {
                    counts.add(argb & 0xFFFFFF, 1);
                }
            }
        }
        int room = transparent ? 255 : 256;
        int[] colours = counts.size() <= room ? exact(counts) : medianCut(counts, room);
        if (transparent) {
            int[] withTransparent = Arrays.copyOf(colours, colours.length + 1);
            return new Palette(withTransparent, colours.length);
        }
        return new Palette(colours.length == 0 ? new int[] {0} : colours, -1);
    }

    /** The palette's colours as 0xRRGGBB (the transparent entry is 0). */
    int[] colours() {
        return colours.clone();
    }

    int transparentIndex() {
        return transparentIndex;
    }

    /** The entry for a straight ARGB pixel: the transparent one, or the nearest colour (lowest index on ties). */
    int index(int argb) {
        if (argb >>> 24 < 128 && transparentIndex >= 0) {
            return transparentIndex;
        }
        int rgb = argb & 0xFFFFFF;
        int known = lookup.get(rgb);
        if (known >= 0) {
            return known;
        }
        int best = 0;
        long bestDistance = Long.MAX_VALUE;
        int opaque = transparentIndex >= 0 ? colours.length - 1 : colours.length;
        for (int i = 0; i < opaque; i++) {
            long distance = distance(rgb, colours[i]);
            if (distance < bestDistance) {
                bestDistance = distance;
                best = i;
            }
        }
        lookup.add(rgb, best);
        return best;
    }

    private static long distance(int first, int second) {
        long red = (first >>> 16 & 0xFF) - (second >>> 16 & 0xFF);
        long green = (first >>> 8 & 0xFF) - (second >>> 8 & 0xFF);
        long blue = (first & 0xFF) - (second & 0xFF);
        return red * red + green * green + blue * blue;
    }

    private static int[] exact(ColourCounts counts) {
        int[] colours = counts.keys();
        Arrays.sort(colours);
        return colours;
    }

    /**
     * Splits the box with the widest channel range (the earliest on ties) at the count-weighted median of
     * that channel until there are {@code room} boxes; each box gives its count-weighted mean colour.
     */
    private static int[] medianCut(ColourCounts counts, int room) {
        int[] keys = counts.keys();
        Arrays.sort(keys);
        long[] entries = new long[keys.length];
        for (int i = 0; i < keys.length; i++) {
            entries[i] = (long) counts.get(keys[i]) << 24 | keys[i];
        }
        List<Box> boxes = new ArrayList<>();
        boxes.add(new Box(entries));
        while (boxes.size() < room) {
            int widest = -1;
            for (int b = 0; b < boxes.size(); b++) {
                if (boxes.get(b).range > 0 && (widest < 0 || boxes.get(b).range > boxes.get(widest).range)) {
                    widest = b;
                }
            }
            if (widest < 0) {
                break;
            }
            Box[] halves = boxes.get(widest).split();
            boxes.set(widest, halves[0]);
            boxes.add(widest + 1, halves[1]);
        }
        int[] colours = new int[boxes.size()];
        for (int b = 0; b < boxes.size(); b++) {
            colours[b] = boxes.get(b).mean();
        }
        return colours;
    }

    /** Colours with their counts ({@code count << 24 | rgb}) and the channel they spread most along. */
    private static final class Box {
        final long[] entries;
        final int range;
        final int shift;

        Box(long[] entries) {
            this.entries = entries;
            int bestRange = 0;
            int bestShift = 16;
            for (int channel = 16; channel >= 0; channel -= 8) {
                int low = 255;
                int high = 0;
                for (long entry : entries) {
                    int value = (int) (entry >>> channel & 0xFF);
                    low = Math.min(low, value);
                    high = Math.max(high, value);
                }
                if (high - low > bestRange) {
                    bestRange = high - low;
                    bestShift = channel;
                }
            }
            this.range = bestRange;
            this.shift = bestShift;
        }

        /** The two halves either side of the weighted median along the widest channel. */
        Box[] split() {
            // Sort by (channel, colour) through primitive keys that carry each entry's index.
            long[] order = new long[entries.length];
            for (int i = 0; i < entries.length; i++) {
                long channel = entries[i] >>> shift & 0xFF;
                order[i] = channel << 48 | (entries[i] & 0xFFFFFF) << 24 | i;
            }
            Arrays.sort(order);
            long[] sorted = new long[entries.length];
            long total = 0;
            for (int i = 0; i < order.length; i++) {
                sorted[i] = entries[(int) (order[i] & 0xFFFFFF)];
                total += sorted[i] >>> 24;
            }
            long running = 0;
            int cut = 1;
            for (int i = 0; i < sorted.length - 1; i++) {
                running += sorted[i] >>> 24;
                cut = i + 1;
                if (2 * running >= total) {
                    break;
                }
            }
            return new Box[] {new Box(Arrays.copyOfRange(sorted, 0, cut)),
                    new Box(Arrays.copyOfRange(sorted, cut, sorted.length))};
        }

        int mean() {
            long weight = 0;
            long red = 0;
            long green = 0;
            long blue = 0;
            for (long entry : entries) {
                long count = entry >>> 24;
                weight += count;
                red += count * (entry >>> 16 & 0xFF);
                green += count * (entry >>> 8 & 0xFF);
                blue += count * (entry & 0xFF);
            }
            return (int) ((red + weight / 2) / weight) << 16 | (int) ((green + weight / 2) / weight) << 8
                    | (int) ((blue + weight / 2) / weight);
        }
    }

    /** An int-to-int map by open addressing: a 1280 × 720 frame has a million pixels, boxing each is slow. */
    private static final class ColourCounts {
        private int[] keys = new int[1024];
        private int[] values = new int[1024];
        private boolean[] used = new boolean[1024];
        private int size;

        void add(int key, int amount) {
            int slot = find(key);
            if (used[slot]) {
                values[slot] += amount;
                return;
            }
            used[slot] = true;
            keys[slot] = key;
            values[slot] = amount;
            if (++size * 2 > keys.length) {
                grow();
            }
        }

        /** The value of {@code key}, or -1. */
        int get(int key) {
            int slot = find(key);
            return used[slot] ? values[slot] : -1;
        }

        int size() {
            return size;
        }

        int[] keys() {
            int[] result = new int[size];
            int next = 0;
            for (int slot = 0; slot < keys.length; slot++) {
                if (used[slot]) {
                    result[next++] = keys[slot];
                }
            }
            return result;
        }

        private int find(int key) {
            int mask = keys.length - 1;
            int mixed = key * 0x9E3779B9;
            int slot = (mixed ^ mixed >>> 15) & mask;
            while (used[slot] && keys[slot] != key) {
                slot = (slot + 1) & mask;
            }
            return slot;
        }

        private void grow() {
            int[] oldKeys = keys;
            int[] oldValues = values;
            boolean[] oldUsed = used;
            keys = new int[oldKeys.length * 2];
            values = new int[oldKeys.length * 2];
            used = new boolean[oldKeys.length * 2];
            size = 0;
            for (int slot = 0; slot < oldKeys.length; slot++) {
                if (oldUsed[slot]) {
                    add(oldKeys[slot], oldValues[slot]);
                }
            }
        }
    }
}

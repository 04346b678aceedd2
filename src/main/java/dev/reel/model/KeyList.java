package dev.reel.model;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * A track's keys: an unmodifiable list (as {@link List#copyOf} makes) that also knows, once asked, the smallest
 * and largest of its key ids and where each id is, so {@link Track#key}, {@link Track#keyIndex} and
 * {@link Track#holdsAnyOf} need not walk the keys. A track left alone by an edit keeps its list, and with it
 * what the list worked out.
 */
final class KeyList extends AbstractList<Key> implements RandomAccess {
    static final KeyList EMPTY = new KeyList(new Key[0]);

    private final Key[] keys;
    /** Worked out on first use; its fields are final, so a racing thread sees it whole or makes its own. */
    private Index index;

    private KeyList(Key[] keys) {
        this.keys = keys;
    }

    /** {@code keys} as a key list: the same object when it is one, else a copy (nulls refused). */
    static KeyList of(List<Key> keys) {
        if (keys instanceof KeyList list) {
            return list;
        }
        if (keys.isEmpty()) {
            return EMPTY;
        }
        Key[] copy = keys.toArray(new Key[0]);
        for (Key key : copy) {
            Objects.requireNonNull(key, "key");
        }
        return new KeyList(copy);
    }

    @Override
    public Key get(int i) {
        return keys[i];
    }

    @Override
    public int size() {
        return keys.length;
    }

    /** The smallest key id (Long.MAX_VALUE when there are no keys). */
    long minId() {
        return index().sorted.length == 0 ? Long.MAX_VALUE : index().sorted[0];
    }

    /** The largest key id (Long.MIN_VALUE when there are no keys). */
    long maxId() {
        long[] sorted = index().sorted;
        return sorted.length == 0 ? Long.MIN_VALUE : sorted[sorted.length - 1];
    }

    /** Where the key with this id is, or -1. */
    int indexOf(long id) {
        Index known = index();
        int at = Arrays.binarySearch(known.sorted, id);
        return at < 0 ? -1 : known.positions[at];
    }

    private Index index() {
        Index known = index;
        if (known == null) {
            known = new Index(keys);
            index = known;
        }
        return known;
    }

    /** The key ids in increasing order and each one's place in the list. */
    private static final class Index {
        final long[] sorted;
        final int[] positions;

        Index(Key[] keys) {
            long[] packed = new long[keys.length];
            boolean ordered = true;
            for (int i = 0; i < keys.length; i++) {
                packed[i] = keys[i].id();
                ordered &= i == 0 || packed[i - 1] < packed[i];
            }
            int[] places = new int[keys.length];
            if (ordered) {
                for (int i = 0; i < places.length; i++) {
                    places[i] = i;
                }
            } else {
                Integer[] order = new Integer[keys.length];
                for (int i = 0; i < order.length; i++) {
                    order[i] = i;
                }
                Arrays.sort(order, (a, b) -> Long.compare(packed[a], packed[b]));
                long[] ids = new long[keys.length];
                for (int i = 0; i < order.length; i++) {
                    ids[i] = packed[order[i]];
                    places[i] = order[i];
                }
                System.arraycopy(ids, 0, packed, 0, ids.length);
            }
            this.sorted = packed;
            this.positions = places;
        }
    }
}

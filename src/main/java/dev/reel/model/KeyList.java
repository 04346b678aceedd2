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
        return keys.length == 0 ? Long.MAX_VALUE : index().min;
    }

    /** The largest key id (Long.MIN_VALUE when there are no keys). */
    long maxId() {
        return keys.length == 0 ? Long.MIN_VALUE : index().max;
    }

    /** Whether the key ids increase along the list (as a file is read, and as a move keeps them). */
    boolean idsIncrease() {
        return keys.length == 0 || index().sorted == null;
    }

    /** Where the key with this id is, or -1. */
    int indexOf(long id) {
        Index known = index();
        if (known.sorted == null) {
            // Ids increase along the list (as a file is read): a binary search over the keys themselves.
            int low = 0;
            int high = keys.length - 1;
            while (low <= high) {
                int middle = (low + high) >>> 1;
                long at = keys[middle].id();
                if (at < id) {
                    low = middle + 1;
                } else if (at > id) {
                    high = middle - 1;
                } else {
                    return middle;
                }
            }
            return -1;
        }
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

    /**
     * The smallest and largest key id, and when the ids do not increase along the list (keys added or moved past
     * others later) the ids in increasing order with each one's place. A list whose ids increase, as a read file's
     * do, keeps no arrays: the undo history holds many track values, each asked once.
     */
    private static final class Index {
        final long min;
        final long max;
        final long[] sorted;
        final int[] positions;

        Index(Key[] keys) {
            boolean ordered = true;
            long low = Long.MAX_VALUE;
            long high = Long.MIN_VALUE;
            for (int i = 0; i < keys.length; i++) {
                long id = keys[i].id();
                ordered &= i == 0 || keys[i - 1].id() < id;
                low = Math.min(low, id);
                high = Math.max(high, id);
            }
            this.min = low;
            this.max = high;
            if (ordered) {
                this.sorted = null;
                this.positions = null;
                return;
            }
            Integer[] order = new Integer[keys.length];
            for (int i = 0; i < order.length; i++) {
                order[i] = i;
            }
            Arrays.sort(order, (a, b) -> Long.compare(keys[a].id(), keys[b].id()));
            long[] ids = new long[keys.length];
            int[] places = new int[keys.length];
            for (int i = 0; i < order.length; i++) {
                ids[i] = keys[order[i]].id();
                places[i] = order[i];
            }
            this.sorted = ids;
            this.positions = places;
        }
    }
}

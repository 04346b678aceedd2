package dev.reel.model;

import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;

/**
 * An unmodifiable set of ids kept as a sorted array: a selection, or the keys a command moves. Made once, it is
 * handed on without copying ({@link #of} returns an {@code IdSet} as it is), answers {@link #has} by binary
 * search, and says at once whether any of its ids lies in a range ({@link #anyBetween}) — which is how a track
 * whose keys it does not touch is passed over without looking at its keys ({@link Track#holdsAnyOf}). Iterates
 * in increasing id order. Nulls are refused as {@link Set#copyOf} refuses them.
 */
public final class IdSet extends AbstractSet<Long> {
    public static final IdSet EMPTY = new IdSet(new long[0]);

    private final long[] ids;

    private IdSet(long[] sortedDistinct) {
        this.ids = sortedDistinct;
    }

    /** {@code ids} as an id set: the same object when it is one already, else a sorted copy. */
    public static IdSet of(Collection<Long> ids) {
        if (ids instanceof IdSet set) {
            return set;
        }
        long[] copy = new long[ids.size()];
        int count = 0;
        for (Long id : ids) {
            if (count == copy.length) {
                copy = Arrays.copyOf(copy, Math.max(16, count * 2));
            }
            copy[count++] = Objects.requireNonNull(id, "id");
        }
        return sorted(copy, count);
    }

    /** The set of these ids (in any order, repeats counted once). */
    public static IdSet of(long... ids) {
        return sorted(ids.clone(), ids.length);
    }

    private static IdSet sorted(long[] ids, int count) {
        if (count == 0) {
            return EMPTY;
        }
        boolean ordered = true;
        for (int i = 1; i < count && ordered; i++) {
            ordered = ids[i - 1] < ids[i];
        }
        if (!ordered) {
            Arrays.sort(ids, 0, count);
            int distinct = 1;
            for (int i = 1; i < count; i++) {
                if (ids[i] != ids[distinct - 1]) {
                    ids[distinct++] = ids[i];
                }
            }
            count = distinct;
        }
        return new IdSet(count == ids.length ? ids : Arrays.copyOf(ids, count));
    }

    /** Whether {@code id} is in the set. */
    public boolean has(long id) {
        return Arrays.binarySearch(ids, id) >= 0;
    }

    @Override
    public boolean contains(Object o) {
        return o instanceof Long id && has(id);
    }

    /** Whether any id of the set lies in [{@code min}, {@code max}]. */
    public boolean anyBetween(long min, long max) {
        int at = firstAtOrAbove(min);
        return at < ids.length && ids[at] <= max;
    }

    /** The index of the first id at or above {@code id} (the size when there is none). */
    public int firstAtOrAbove(long id) {
        int at = Arrays.binarySearch(ids, id);
        return at >= 0 ? at : -at - 1;
    }

    /** The id at {@code index} in increasing order. */
    public long at(int index) {
        return ids[index];
    }

    @Override
    public int size() {
        return ids.length;
    }

    @Override
    public boolean isEmpty() {
        return ids.length == 0;
    }

    @Override
    public Iterator<Long> iterator() {
        return new Iterator<>() {
            private int next;

            @Override
            public boolean hasNext() {
                return next < ids.length;
            }

            @Override
            public Long next() {
                if (next >= ids.length) {
                    throw new NoSuchElementException();
                }
                return ids[next++];
            }
        };
    }

    @Override
    public boolean containsAll(Collection<?> other) {
        if (other instanceof IdSet set) {
            // Both sorted: one walk.
            int at = 0;
            for (long id : set.ids) {
                while (at < ids.length && ids[at] < id) {
                    at++;
                }
                if (at == ids.length || ids[at] != id) {
                    return false;
                }
            }
            return true;
        }
        return super.containsAll(other);
    }

    @Override
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (o instanceof IdSet set) {
            return Arrays.equals(ids, set.ids);
        }
        return super.equals(o);
    }

    @Override
    public int hashCode() {
        int hash = 0;
        for (long id : ids) {
            hash += Long.hashCode(id);
        }
        return hash;
    }
}

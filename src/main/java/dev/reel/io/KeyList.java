package dev.reel.io;

import dev.reel.doc.Numbers;
import dev.reel.doc.Pos;
import dev.reel.model.Code;
import dev.reel.model.Key;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * A track's keys as they are read, with where each one was written. A plain key keeps no position of its own
 * (see {@link ClipCodec}), so the positions the reading needs, to report two keys at one time, are kept here,
 * eight bytes a key, only while the track is read.
 */
final class KeyList {
    private final List<Key> keys = new ArrayList<>();
    private long[] positions = new long[16];

    void add(Key key, Pos pos) {
        if (keys.size() == positions.length) {
            positions = Arrays.copyOf(positions, positions.length * 2);
        }
        positions[keys.size()] = ((long) pos.line() << 32) | (pos.column() & 0xFFFFFFFFL);
        keys.add(key);
    }

    void addAll(KeyList other) {
        for (int i = 0; i < other.keys.size(); i++) {
            add(other.keys.get(i), other.pos(i));
        }
    }

    private Pos pos(int index) {
        return new Pos((int) (positions[index] >>> 32), (int) positions[index]);
    }

    /**
     * The keys in time order (keys written at one time keep their file order), reporting ANM001 at every key
     * written at the time of the key before it.
     */
    List<Key> sorted(Report report) {
        int count = keys.size();
        boolean inOrder = true;
        for (int i = 1; i < count && inOrder; i++) {
            inOrder = keys.get(i - 1).time() <= keys.get(i).time();
        }
        List<Key> sorted = keys;
        int[] order = null;
        if (!inOrder) {
            Integer[] boxed = new Integer[count];
            Arrays.setAll(boxed, i -> i);
            Arrays.sort(boxed, Comparator.comparingDouble(i -> keys.get(i).time()));
            order = Arrays.stream(boxed).mapToInt(Integer::intValue).toArray();
            sorted = new ArrayList<>(count);
            for (int index : order) {
                sorted.add(keys.get(index));
            }
        }
        for (int i = 1; i < count; i++) {
            Key twin = sorted.get(i);
            if (twin.time() == sorted.get(i - 1).time()) {
                report.add(Code.ANM001, pos(order == null ? i : order[i]),
                        "two keys at t=" + Numbers.format(twin.time()) + " on one track");
            }
        }
        return sorted;
    }
}

package dev.reel.model;

import java.util.List;

/**
 * One animated property of one node.
 *
 * @param path      the node as a path from the player's node; "" is the node itself
 * @param property  {@code Component.Field}, a lane {@code Component.Field.a}, {@code transform.position}, ...
 * @param authority presentation (default) or simulation
 * @param onEnd     auto (none written), hold or restore
 * @param root      the root-motion track ({@code ""}, {@code transform.position}, vec2)
 * @param numeric   an int32 track that interpolates instead of stepping
 * @param keys      in time order
 */
public record Track(long id, String path, String property, Kind kind, Authority authority, OnEnd onEnd,
                    boolean root, boolean numeric, List<Key> keys, Extras extras) {

    public Track {
        keys = KeyList.of(keys);
    }

    /** A new empty presentation track with a fresh id. */
    public static Track of(String path, String property, Kind kind) {
        return new Track(Ids.next(), path, property, kind, Authority.PRESENTATION, OnEnd.AUTO, false, false,
                List.of(), Extras.NONE);
    }

    public Track withKeys(List<Key> newKeys) {
        return new Track(id, path, property, kind, authority, onEnd, root, numeric, newKeys, extras);
    }

    /** The key with this id, or null. */
    public Key key(long keyId) {
        int at = keyIndex(keyId);
        return at < 0 ? null : keys.get(at);
    }

    /** Where in {@link #keys} the key with this id is, or -1 (without walking the keys). */
    public int keyIndex(long keyId) {
        return ((KeyList) keys).indexOf(keyId);
    }

    /**
     * Whether any of {@code ids} is a key of this track. Ids are handed out one after another as a file is read,
     * so a track's keys mostly hold a run of ids of their own: the set's ids between this track's smallest and
     * largest key id are all that is looked at, or the keys themselves when those are fewer.
     */
    public boolean holdsAnyOf(IdSet ids) {
        return keyIndicesIn(ids, true).length > 0;
    }

    /** The places in {@link #keys} (increasing) of the keys whose ids are in {@code ids}. */
    public int[] keyIndicesIn(IdSet ids) {
        return keyIndicesIn(ids, false);
    }

    private int[] keyIndicesIn(IdSet ids, boolean firstOnly) {
        KeyList list = (KeyList) keys;
        if (ids.isEmpty() || list.isEmpty()) {
            return NONE;
        }
        long max = list.maxId();
        int from = ids.firstAtOrAbove(list.minId());
        int to = from;
        while (to < ids.size() && ids.at(to) <= max && to - from <= list.size()) {
            to++;
        }
        int[] found;
        int count = 0;
        if (to - from <= list.size() && (to - from) * 8 > list.size() && list.idsIncrease()) {
            // Both in increasing id order: one walk along the keys and the ids together beats a search per id
            // once the ids are more than a few (a drag of every key of a track asked for each of them anew).
            found = new int[to - from];
            int at = 0;
            for (int i = from; i < to && at < list.size(); ) {
                long want = ids.at(i);
                long have = list.get(at).id();
                if (have < want) {
                    at++;
                } else if (have > want) {
                    i++;
                } else {
                    if (firstOnly) {
                        return new int[] {at};
                    }
                    found[count++] = at++;
                    i++;
                }
            }
        } else if (to - from <= list.size()) {
            found = new int[to - from];
            for (int i = from; i < to; i++) {
                int at = list.indexOf(ids.at(i));
                if (at >= 0) {
                    found[count++] = at;
                    if (firstOnly) {
                        return new int[] {at};
                    }
                }
            }
            // Ids that increase along the keys (a read file's) give the places in order already.
            boolean ordered = true;
            for (int i = 1; i < count && ordered; i++) {
                ordered = found[i - 1] < found[i];
            }
            if (!ordered) {
                java.util.Arrays.sort(found, 0, count);
            }
        } else {
            found = new int[list.size()];
            for (int i = 0; i < list.size(); i++) {
                if (ids.has(list.get(i).id())) {
                    found[count++] = i;
                    if (firstOnly) {
                        return new int[] {i};
                    }
                }
            }
        }
        return count == found.length ? found : java.util.Arrays.copyOf(found, count);
    }

    private static final int[] NONE = new int[0];

    /** {@code PATH:PROPERTY}, the name {@code reel play} reports the track's value under. */
    public String target() {
        return path + ":" + property;
    }
}

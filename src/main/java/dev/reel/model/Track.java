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
        keys = List.copyOf(keys);
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
        for (Key key : keys) {
            if (key.id() == keyId) {
                return key;
            }
        }
        return null;
    }

    /** {@code PATH:PROPERTY}, the name {@code reel play} reports the track's value under. */
    public String target() {
        return path + ":" + property;
    }
}

package dev.reel.edit.cmd;

import java.util.Set;

import dev.reel.model.Authority;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.IdSet;
import dev.reel.model.Key;
import dev.reel.model.OnEnd;
import dev.reel.model.Track;
import dev.reel.model.Value;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.UnaryOperator;

/** Finds a clip's tracks, keys and events by id (refusing unknown ids by name) and puts changed ones back. */
final class ClipParts {
    private ClipParts() {
    }

    static Track track(Clip clip, long trackId) {
        Track track = clip.track(trackId);
        if (track == null) {
            throw new IllegalArgumentException("no track with id " + trackId + " in this clip");
        }
        return track;
    }

    /** The track holding key {@code keyId}. */
    static Track trackOfKey(Clip clip, long keyId) {
        for (Track track : clip.tracks()) {
            if (track.key(keyId) != null) {
                return track;
            }
        }
        throw new IllegalArgumentException("no key with id " + keyId + " in this clip");
    }

    /**
     * {@code ids} as an {@link IdSet}: the same set when the caller passes one (the editor's selection is one, so
     * a drag frame does not copy its 10,000 ids), else a sorted copy. Nulls are refused as {@code Set.copyOf}
     * refuses them.
     */
    static IdSet idSet(java.util.Collection<Long> ids) {
        return IdSet.of(ids);
    }

    /**
     * Throws as {@link #trackOfKey} does for the first of {@code keyIds} the clip does not have; each track is
     * asked only about the ids in its range of key ids ({@link Track#keyIndicesIn}), not walked.
     */
    static void requireKeys(Clip clip, java.util.Collection<Long> keyIds) {
        if (keyIds.isEmpty()) {
            return;
        }
        IdSet ids = IdSet.of(keyIds);
        int found = 0;
        for (Track track : clip.tracks()) {
            found += track.keyIndicesIn(ids).length;
        }
        if (found < ids.size()) {
            for (long keyId : ids) {
                if (keyOf(clip, keyId) == null) {
                    throw new IllegalArgumentException("no key with id " + keyId + " in this clip");
                }
            }
        }
    }

    private static Key keyOf(Clip clip, long keyId) {
        for (Track track : clip.tracks()) {
            Key key = track.key(keyId);
            if (key != null) {
                return key;
            }
        }
        return null;
    }

    static ClipEvent event(Clip clip, long eventId) {
        for (ClipEvent event : clip.events()) {
            if (event.id() == eventId) {
                return event;
            }
        }
        throw new IllegalArgumentException("no event with id " + eventId + " in this clip");
    }

    /** The clip with track {@code trackId} changed; the change may not alter its id. */
    static Clip changeTrack(Clip clip, long trackId, UnaryOperator<Track> change) {
        track(clip, trackId);
        List<Track> tracks = new ArrayList<>(clip.tracks());
        tracks.replaceAll(track -> track.id() == trackId ? change.apply(track) : track);
        return clip.withTracks(tracks);
    }

    /** The clip with key {@code keyId} changed in place (the caller re-sorts when the time changes). */
    static Clip changeKey(Clip clip, long keyId, UnaryOperator<Key> change) {
        Track track = trackOfKey(clip, keyId);
        List<Key> keys = new ArrayList<>(track.keys());
        keys.replaceAll(key -> key.id() == keyId ? change.apply(key) : key);
        return changeTrack(clip, track.id(), old -> old.withKeys(keys));
    }

    static Clip changeEvent(Clip clip, long eventId, UnaryOperator<ClipEvent> change) {
        event(clip, eventId);
        List<ClipEvent> events = new ArrayList<>(clip.events());
        events.replaceAll(event -> event.id() == eventId ? change.apply(event) : event);
        return clip.withEvents(events);
    }

    /**
     * {@code key} with the time lanes of its written tangent handles multiplied by {@code factor}, as scaling or
     * retiming the times around it does; a key with no written handle is returned as it is.
     */
    static Key stretched(Key key, double factor) {
        if (!key.inTangent().written() && !key.outTangent().written()) {
            return key;
        }
        return key.withTangents(key.inTangent(), key.outTangent(), stretched(key.in(), factor),
                stretched(key.out(), factor));
    }

    private static Value.Vec stretched(Value.Vec handle, double factor) {
        if (handle == null) {
            return null;
        }
        double[] lanes = handle.lanes();
        for (int i = 0; i < lanes.length; i += 2) {
            lanes[i] *= factor;
        }
        return new Value.Vec(lanes);
    }

    /** Keys in time order; keys at equal times keep their order (a stable sort). */
    static List<Key> sorted(List<Key> keys) {
        List<Key> sorted = new ArrayList<>(keys);
        sorted.sort(Comparator.comparingDouble(Key::time));
        return sorted;
    }

    /** Whether any track, key or event of the clip has this id. */
    static boolean uses(Clip clip, long id) {
        for (Track track : clip.tracks()) {
            if (track.id() == id || track.key(id) != null) {
                return true;
            }
        }
        return clip.events().stream().anyMatch(event -> event.id() == id)
                || clip.flipbooks().stream().anyMatch(flipbook -> flipbook.id() == id);
    }

    /** A track with changed fields, keeping its id, keys and extras. */
    static Track track(Track old, String path, String property, Authority authority, OnEnd onEnd, boolean root,
                       boolean numeric) {
        return new Track(old.id(), path, property, old.kind(), authority, onEnd, root, numeric, old.keys(),
                old.extras());
    }
}

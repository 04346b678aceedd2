package dev.reel.edit.cmd;

import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.Track;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Keys and events copied from a clip, with their times counted from the earliest of them, and each key's
 * track named by node path, property and kind rather than id: what {@link PasteKeys} puts into this clip or
 * another one.
 *
 * @param tracks the copied keys, one entry per track they came from, in the clip's track order
 * @param events the copied events, in file order
 */
public record CopiedKeys(List<Piece> tracks, List<ClipEvent> events) {

    /** The keys of one track. */
    public record Piece(String path, String property, Kind kind, List<Key> keys) {
        public Piece {
            keys = List.copyOf(keys);
        }
    }

    public CopiedKeys {
        tracks = List.copyOf(tracks);
        events = List.copyOf(events);
    }

    /** The keys and events of {@code clip} whose ids are in {@code ids} (other ids are ignored). */
    public static CopiedKeys of(Clip clip, Set<Long> ids) {
        double start = Double.POSITIVE_INFINITY;
        for (Track track : clip.tracks()) {
            for (Key key : track.keys()) {
                if (ids.contains(key.id())) {
                    start = Math.min(start, key.time());
                }
            }
        }
        for (ClipEvent event : clip.events()) {
            if (ids.contains(event.id())) {
                start = Math.min(start, event.time());
            }
        }
        List<Piece> pieces = new ArrayList<>();
        List<ClipEvent> events = new ArrayList<>();
        if (start == Double.POSITIVE_INFINITY) {
            return new CopiedKeys(pieces, events);
        }
        for (Track track : clip.tracks()) {
            List<Key> keys = new ArrayList<>();
            for (Key key : track.keys()) {
                if (ids.contains(key.id())) {
                    keys.add(key.withTime(Times.round(key.time() - start, clip)));
                }
            }
            if (!keys.isEmpty()) {
                pieces.add(new Piece(track.path(), track.property(), track.kind(), keys));
            }
        }
        for (ClipEvent event : clip.events()) {
            if (ids.contains(event.id())) {
                events.add(event.withTime(Times.round(event.time() - start, clip)));
            }
        }
        return new CopiedKeys(pieces, events);
    }

    /** Whether nothing was copied. */
    public boolean isEmpty() {
        return tracks.isEmpty() && events.isEmpty();
    }

    /** How many keys and events were copied. */
    public int size() {
        return tracks.stream().mapToInt(piece -> piece.keys().size()).sum() + events.size();
    }

    /** Seconds from the first copied key or event to the last. */
    public double span() {
        double span = 0;
        for (Piece piece : tracks) {
            for (Key key : piece.keys()) {
                span = Math.max(span, key.time());
            }
        }
        for (ClipEvent event : events) {
            span = Math.max(span, event.time());
        }
        return span;
    }
}

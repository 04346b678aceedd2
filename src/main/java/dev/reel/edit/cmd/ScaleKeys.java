package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Clip;
import dev.reel.model.IdSet;
import dev.reel.model.ClipEvent;
import dev.reel.model.Key;
import dev.reel.model.Track;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Stretches or squeezes the timing of keys and events about a pivot time (the dope sheet's cursor):
 * {@code t → pivot + (t − pivot) · factor}. Times stop at 0, the clip grows to hold what moves past its end,
 * free tangent handles stretch in time with their keys, and where two keys of a track meet the later one stays.
 */
public record ScaleKeys(Set<Long> keyIds, Set<Long> eventIds, double pivot, double factor) implements Command<Clip> {

    public ScaleKeys {
        keyIds = ClipParts.idSet(keyIds);
        eventIds = ClipParts.idSet(eventIds);
        Require.finite(pivot, "the scale pivot");
        Require.finite(factor, "a scale factor");
        if (factor <= 0) {
            throw new IllegalArgumentException("a scale factor must be above 0, not " + factor);
        }
    }

    @Override
    public String label() {
        return "Scale " + (keyIds.size() + eventIds.size()) + " keys";
    }

    @Override
    public Clip apply(Clip clip) {
        ClipParts.requireKeys(clip, keyIds);
        for (long eventId : eventIds) {
            ClipParts.event(clip, eventId);
        }
        List<Track> tracks = new ArrayList<>(clip.tracks().size());
        for (Track track : clip.tracks()) {
            tracks.add(track.holdsAnyOf((IdSet) keyIds) ? scaled(track, clip) : track);
        }
        List<ClipEvent> events = new ArrayList<>(clip.events().size());
        for (ClipEvent event : clip.events()) {
            events.add(eventIds.contains(event.id()) ? event.withTime(time(event.time(), clip)) : event);
        }
        return Times.grown(clip.withTracks(tracks).withEvents(events));
    }

    private double time(double time, Clip clip) {
        return Math.max(0, Times.round(pivot + (time - pivot) * factor, clip));
    }

    private Track scaled(Track track, Clip clip) {
        List<Key> moving = new ArrayList<>();
        List<Key> staying = new ArrayList<>();
        for (Key key : track.keys()) {
            if (keyIds.contains(key.id())) {
                moving.add(ClipParts.stretched(key, factor).withTime(time(key.time(), clip)));
            } else {
                staying.add(key);
            }
        }
        List<Key> keys = new ArrayList<>();
        // Walking the moved keys from the last, the first to claim a time keeps it.
        for (int i = moving.size() - 1; i >= 0; i--) {
            Key key = moving.get(i);
            if (keys.stream().noneMatch(other -> Math.abs(other.time() - key.time()) < Times.SAME)) {
                keys.add(key);
            }
        }
        List<Key> moved = List.copyOf(keys);
        for (Key key : staying) {
            if (moved.stream().noneMatch(other -> Math.abs(other.time() - key.time()) < Times.SAME)) {
                keys.add(key);
            }
        }
        return track.withKeys(ClipParts.sorted(keys));
    }
}

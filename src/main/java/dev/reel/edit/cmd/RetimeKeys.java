package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Clip;
import dev.reel.model.IdSet;
import dev.reel.model.ClipEvent;
import dev.reel.model.FrameTime;
import dev.reel.model.Key;
import dev.reel.model.Track;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Retimes a selection of keys and events, as dragging an edge of the dope sheet's selection does: each time
 * becomes {@code pivot + (t − pivot) · factor}; when {@code fps} is positive (snapping) each time instead moves by
 * the whole number of frames of {@code fps} nearest that, counted from its frame position as a nudge moves, so a
 * key on a frame stays on one and the pivot's key does not move. Free tangent handles stretch in time with their keys.
 *
 * <p>With {@code ripple}, the keys after the selection's end (the latest selected time), on the tracks that have
 * selected keys, and the later events when events are selected, move by as much as that end moved, so they keep
 * their distance from it.
 *
 * <p>Keys never land on or pass each other: the command is refused when, on any track, two keys would share a time
 * or change order, or when a time would fall before 0 (the dope sheet then stops the drag at the last factor that
 * works). A factor of exactly 1 changes nothing. The clip grows to hold keys moved past its end.
 */
public record RetimeKeys(Set<Long> keyIds, Set<Long> eventIds, double pivot, double factor, double fps, boolean ripple)
        implements Command<Clip> {

    public RetimeKeys {
        keyIds = ClipParts.idSet(keyIds);
        eventIds = ClipParts.idSet(eventIds);
        Require.finite(pivot, "the retime pivot");
        Require.finite(factor, "a retime factor");
        if (!(factor > 0)) {
            throw new IllegalArgumentException("a retime factor must be above 0, not " + factor);
        }
        if (Double.isNaN(fps) || Double.isInfinite(fps)) {
            throw new IllegalArgumentException("a retime snaps to a finite frame rate, not " + fps);
        }
    }

    @Override
    public String label() {
        int count = keyIds.size() + eventIds.size();
        return count == 1 ? "Retime key" : "Retime " + count + " keys";
    }

    @Override
    public Clip apply(Clip clip) {
        ClipParts.requireKeys(clip, keyIds);
        double end = Double.NEGATIVE_INFINITY;
        for (Track track : clip.tracks()) {
            for (int place : track.keyIndicesIn((IdSet) keyIds)) {
                end = Math.max(end, track.keys().get(place).time());
            }
        }
        for (long eventId : eventIds) {
            end = Math.max(end, ClipParts.event(clip, eventId).time());
        }
        if (factor == 1 || end == Double.NEGATIVE_INFINITY) {
            return clip;
        }
        double endShift = time(end, clip) - end;
        List<Track> tracks = new ArrayList<>(clip.tracks().size());
        for (Track track : clip.tracks()) {
            tracks.add(track.holdsAnyOf((IdSet) keyIds)
                    ? retimed(track, end, endShift, clip) : track);
        }
        List<ClipEvent> events = new ArrayList<>(clip.events().size());
        for (ClipEvent event : clip.events()) {
            if (eventIds.contains(event.id())) {
                events.add(event.withTime(checked(time(event.time(), clip))));
            } else if (ripple && !eventIds.isEmpty() && event.time() > end + Times.SAME) {
                events.add(event.withTime(checked(rippled(event.time(), endShift, clip))));
            } else {
                events.add(event);
            }
        }
        return Times.grown(clip.withTracks(tracks).withEvents(events));
    }

    /** Where a selected time goes: scaled about the pivot, then on its frame (snapping) or tidied. */
    private double time(double time, Clip clip) {
        double scaled = pivot + (time - pivot) * factor;
        return fps > 0 ? byFrames(time, scaled - time) : Times.round(scaled, clip);
    }

    /** {@code time} moved by the whole number of frames nearest {@code shift}, from its frame position. */
    private double byFrames(double time, double shift) {
        long frames = Math.round(shift * fps);
        return frames == 0 ? time : FrameTime.moved(time, frames, fps);
    }

    /** Where a later key or event goes with ripple: as far as the selection's end moved. */
    private double rippled(double time, double endShift, Clip clip) {
        return fps > 0 ? byFrames(time, endShift) : Times.round(time + endShift, clip);
    }

    private static double checked(double time) {
        if (time < -Times.SAME) {
            throw new IllegalArgumentException("a key would move before the clip's start");
        }
        return Math.max(0, time);
    }

    private Track retimed(Track track, double end, double endShift, Clip clip) {
        List<Key> keys = new ArrayList<>(track.keys().size());
        double previous = Double.NEGATIVE_INFINITY;
        for (Key key : track.keys()) {
            Key next;
            if (keyIds.contains(key.id())) {
                next = ClipParts.stretched(key, factor).withTime(checked(time(key.time(), clip)));
            } else if (ripple && key.time() > end + Times.SAME) {
                next = key.withTime(checked(rippled(key.time(), endShift, clip)));
            } else {
                next = key;
            }
            // Keys are in time order: any key at or before the one ahead of it has met or passed it.
            if (next.time() - previous <= Times.SAME) {
                throw new IllegalArgumentException("keys of " + (track.path().isEmpty() ? "the root" : track.path())
                        + " would land on each other");
            }
            previous = next.time();
            keys.add(next);
        }
        return track.withKeys(keys);
    }
}

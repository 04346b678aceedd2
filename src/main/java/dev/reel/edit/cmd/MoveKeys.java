package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.FrameTime;
import dev.reel.model.IdSet;
import dev.reel.model.Key;
import dev.reel.model.Track;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Moves keys and events (on any tracks, by id) by the same number of seconds, as a dope sheet drag or nudge
 * does. Nothing moves before 0 (the move is cut short there) and the clip grows when something moves past its
 * end. A moved key landing on an unmoved key of its track replaces it. With {@code ripple}, the later keys of
 * every track that has a moved key move along (and the later events, when events move), as if time were
 * inserted or taken out after the selection.
 *
 * <p>With a positive {@code fps} the move counts whole frames of that rate ({@code delta} is a number of frames,
 * as a nudge moves): each time is worked out from its frame position ({@link FrameTime#moved}), so a key nudged
 * one frame at a time lands on exactly the time of the frame it reaches, on the frame grid or off it, instead
 * of gathering the rounding of every step.
 */
public record MoveKeys(Set<Long> keyIds, Set<Long> eventIds, double delta, boolean ripple, double fps)
        implements Command<Clip> {

    public MoveKeys {
        keyIds = ClipParts.idSet(keyIds);
        eventIds = ClipParts.idSet(eventIds);
        Require.finite(delta, "a key move");
        if (fps > 0 && (delta != Math.rint(delta) || Double.isInfinite(fps))) {
            throw new IllegalArgumentException("a move by frames needs a whole number of frames at a finite rate, not "
                    + delta + " at " + fps + " fps");
        }
    }

    /** Moves by {@code delta} seconds. */
    public MoveKeys(Set<Long> keyIds, Set<Long> eventIds, double delta, boolean ripple) {
        this(keyIds, eventIds, delta, ripple, 0);
    }

    /** Moves by {@code frames} whole frames of {@code fps} frames a second (a nudge). */
    public static MoveKeys byFrames(Set<Long> keyIds, Set<Long> eventIds, long frames, double fps, boolean ripple) {
        if (!(fps > 0)) {
            throw new IllegalArgumentException("a move by frames needs a positive frame rate, not " + fps);
        }
        return new MoveKeys(keyIds, eventIds, frames, ripple, fps);
    }

    /** Moves keys only, without ripple. */
    public MoveKeys(Set<Long> keyIds, double delta) {
        this(keyIds, Set.of(), delta, false);
    }

    @Override
    public String label() {
        int count = keyIds.size() + eventIds.size();
        return count == 1 ? (keyIds.isEmpty() ? "Move event" : "Move key") : "Move " + count + " keys";
    }

    @Override
    public Clip apply(Clip clip) {
        // Each track is asked only about the moved ids in its range of key ids: a track holding none of them is
        // passed over without a look at its keys, and is shared as it is by the clip after the move.
        IdSet moving = (IdSet) keyIds;
        double earliest = Double.POSITIVE_INFINITY;
        int[][] chosen = new int[clip.tracks().size()][];
        int found = 0;
        for (int t = 0; t < chosen.length; t++) {
            Track track = clip.tracks().get(t);
            int[] places = track.keyIndicesIn(moving);
            if (places.length > 0) {
                chosen[t] = places;
                found += places.length;
                for (int place : places) {
                    earliest = Math.min(earliest, track.keys().get(place).time());
                }
            }
        }
        if (found < keyIds.size()) {
            ClipParts.requireKeys(clip, keyIds);
        }
        for (long eventId : eventIds) {
            earliest = Math.min(earliest, ClipParts.event(clip, eventId).time());
        }
        if (earliest == Double.POSITIVE_INFINITY) {
            return clip;
        }
        double shift = fps > 0 ? Math.max(delta, -FrameTime.position(earliest, fps)) : Math.max(delta, -earliest);
        List<Track> tracks = new ArrayList<>(clip.tracks().size());
        for (int t = 0; t < chosen.length; t++) {
            Track track = clip.tracks().get(t);
            tracks.add(chosen[t] == null ? track : moved(track, chosen[t], shift, clip));
        }
        return Times.grown(clip.withTracks(tracks).withEvents(movedEvents(clip, shift)));
    }

    /** {@code track} with the keys at {@code places} (increasing) shifted, and the later ones with ripple. */
    private Track moved(Track track, int[] places, double shift, Clip clip) {
        List<Key> all = track.keys();
        double latest = Double.NEGATIVE_INFINITY;
        for (int place : places) {
            latest = Math.max(latest, all.get(place).time());
        }
        List<Key> moving = new ArrayList<>();
        List<Key> staying = new ArrayList<>();
        int next = 0;
        for (int i = 0; i < all.size(); i++) {
            Key key = all.get(i);
            boolean picked = next < places.length && places[next] == i;
            if (picked) {
                next++;
            }
            if (picked || (ripple && key.time() > latest)) {
                moving.add(key.withTime(shifted(key.time(), shift, clip)));
            } else {
                staying.add(key);
            }
        }
        List<Key> keys = new ArrayList<>(moving);
        if (!staying.isEmpty()) {
            // A moved key landing on a staying key replaces it: the moved times, sorted, answer by binary search.
            double[] landed = new double[moving.size()];
            for (int i = 0; i < landed.length; i++) {
                landed[i] = moving.get(i).time();
            }
            java.util.Arrays.sort(landed);
            for (Key key : staying) {
                if (!near(landed, key.time())) {
                    keys.add(key);
                }
            }
        }
        return track.withKeys(ClipParts.sorted(keys));
    }

    /** Whether a sorted array holds a time within {@link Times#SAME} of {@code time}. */
    private static boolean near(double[] sorted, double time) {
        int at = java.util.Arrays.binarySearch(sorted, time - Times.SAME);
        int from = at >= 0 ? at : -at - 1;
        for (int i = from; i < sorted.length && sorted[i] <= time + Times.SAME; i++) {
            if (Math.abs(sorted[i] - time) < Times.SAME) {
                return true;
            }
        }
        return false;
    }

    /** {@code time} moved by {@code shift}: frames counted from its frame position, or seconds added and tidied. */
    private double shifted(double time, double shift, Clip clip) {
        if (fps > 0) {
            // A move to frame 0 or less (cut short there) is 0 itself, not a hair beside it.
            return Math.max(0, FrameTime.atPosition(FrameTime.position(time, fps) + shift, fps));
        }
        return Times.round(time + shift, clip);
    }

    private List<ClipEvent> movedEvents(Clip clip, double shift) {
        List<ClipEvent> events = clip.events();
        double latest = Double.NEGATIVE_INFINITY;
        for (ClipEvent event : events) {
            if (eventIds.contains(event.id())) {
                latest = Math.max(latest, event.time());
            }
        }
        List<ClipEvent> result = new ArrayList<>(events.size());
        for (ClipEvent event : events) {
            boolean moves = eventIds.contains(event.id()) || (ripple && event.time() > latest);
            result.add(moves ? event.withTime(shifted(event.time(), shift, clip)) : event);
        }
        return result;
    }
}

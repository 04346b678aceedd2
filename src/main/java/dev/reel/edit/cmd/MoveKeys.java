package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.FrameTime;
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
        // One walk over the clip finds the keys, the earliest of them and each track's latest moved key.
        double earliest = Double.POSITIVE_INFINITY;
        double[] latest = new double[clip.tracks().size()];
        int found = 0;
        for (int t = 0; t < latest.length; t++) {
            latest[t] = Double.NEGATIVE_INFINITY;
            for (Key key : clip.tracks().get(t).keys()) {
                if (keyIds.contains(key.id())) {
                    found++;
                    earliest = Math.min(earliest, key.time());
                    latest[t] = Math.max(latest[t], key.time());
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
        for (int t = 0; t < latest.length; t++) {
            Track track = clip.tracks().get(t);
            tracks.add(latest[t] == Double.NEGATIVE_INFINITY ? track : moved(track, latest[t], shift, clip));
        }
        return Times.grown(clip.withTracks(tracks).withEvents(movedEvents(clip, shift)));
    }

    /** {@code track} with its moved keys shifted; {@code latest} is the time of its latest moved key. */
    private Track moved(Track track, double latest, double shift, Clip clip) {
        List<Key> moving = new ArrayList<>();
        List<Key> staying = new ArrayList<>();
        for (Key key : track.keys()) {
            boolean moves = keyIds.contains(key.id()) || (ripple && key.time() > latest);
            if (moves) {
                moving.add(key.withTime(shifted(key.time(), shift, clip)));
            } else {
                staying.add(key);
            }
        }
        List<Key> keys = new ArrayList<>(moving);
        for (Key key : staying) {
            if (moving.stream().noneMatch(other -> Math.abs(other.time() - key.time()) < Times.SAME)) {
                keys.add(key);
            }
        }
        return track.withKeys(ClipParts.sorted(keys));
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

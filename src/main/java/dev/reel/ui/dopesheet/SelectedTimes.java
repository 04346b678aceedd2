package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.model.IdSet;
import dev.reel.model.Track;

import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The times of the selected keys, track by track, kept while the selection stays the same: a track an edit
 * left alone is the very same value afterwards and keeps its times, so a drag frame asks again only the tracks
 * it moved (the summary rows, the retime band and the selection's span each asked every track on every frame).
 */
final class SelectedTimes {
    private static final double[] NONE = new double[0];

    private Set<Long> selection;
    private IdSet ids = IdSet.of(Set.of());
    private Map<Track, double[]> times = new IdentityHashMap<>();
    private Clip clip;

    /** Brings the times up to {@code newClip} and {@code newSelection}, keeping those of tracks both share. */
    void prepare(Clip newClip, Set<Long> newSelection) {
        if (newSelection != selection) {
            selection = newSelection;
            ids = IdSet.of(newSelection);
            times = new IdentityHashMap<>(newClip == null ? 32 : newClip.tracks().size());
            clip = newClip;
        } else if (newClip != clip) {
            // Sized for every track at once: grown step by step, a 200-track clip's map was copied four times
            // on each frame of a drag.
            Map<Track, double[]> kept = new IdentityHashMap<>(newClip == null ? 32 : newClip.tracks().size());
            if (newClip != null) {
                for (Track track : newClip.tracks()) {
                    double[] known = times.get(track);
                    if (known != null) {
                        kept.put(track, known);
                    }
                }
            }
            times = kept;
            clip = newClip;
        }
    }

    /** The times of {@code track}'s selected keys, in order (its keys are in time order). */
    double[] of(Track track) {
        double[] known = times.get(track);
        if (known == null) {
            int[] places = ids.isEmpty() ? new int[0] : track.keyIndicesIn(ids);
            known = places.length == 0 ? NONE : new double[places.length];
            for (int i = 0; i < places.length; i++) {
                known[i] = track.keys().get(places[i]).time();
            }
            times.put(track, known);
        }
        return known;
    }

    /** The sorted times of the selected keys of {@code tracks}. */
    double[] of(List<Track> tracks) {
        if (tracks.size() == 1) {
            return of(tracks.get(0));
        }
        int count = 0;
        for (Track track : tracks) {
            count += of(track).length;
        }
        double[] all = new double[count];
        int at = 0;
        for (Track track : tracks) {
            double[] some = of(track);
            System.arraycopy(some, 0, all, at, some.length);
            at += some.length;
        }
        // Sorted runs, one a track: the sort merges them.
        Arrays.sort(all);
        return all;
    }

    /** Whether any of {@code tracks} has a selected key. */
    boolean any(List<Track> tracks) {
        for (Track track : tracks) {
            if (of(track).length > 0) {
                return true;
            }
        }
        return false;
    }

    /** The first and last selected key time of the clip's tracks, or null when no key is selected. */
    double[] span() {
        double first = Double.POSITIVE_INFINITY;
        double last = Double.NEGATIVE_INFINITY;
        if (clip != null) {
            for (Track track : clip.tracks()) {
                double[] some = of(track);
                if (some.length > 0) {
                    first = Math.min(first, some[0]);
                    last = Math.max(last, some[some.length - 1]);
                }
            }
        }
        return first > last ? null : new double[] {first, last};
    }
}

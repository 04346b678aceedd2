package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.model.IdSet;
import dev.reel.model.Key;
import dev.reel.model.Track;

import java.util.LinkedHashSet;
import java.util.Set;

/** Keys and events of a clip found by time: the span a selection covers, a column, everything. */
final class KeyTimes {
    private KeyTimes() {
    }

    /** The first and last time of the chosen keys and events, or null when none is chosen. */
    static double[] span(Clip clip, Set<Long> chosen) {
        double first = Double.POSITIVE_INFINITY;
        double last = Double.NEGATIVE_INFINITY;
        IdSet ids = IdSet.of(chosen);
        for (Track track : clip.tracks()) {
            for (int place : track.keyIndicesIn(ids)) {
                double time = track.keys().get(place).time();
                first = Math.min(first, time);
                last = Math.max(last, time);
            }
        }
        return withEvents(first > last ? null : new double[] {first, last}, clip, chosen);
    }

    /** {@code keySpan} (the chosen keys' first and last time, or null) widened to the chosen events. */
    static double[] withEvents(double[] keySpan, Clip clip, Set<Long> chosen) {
        double first = keySpan == null ? Double.POSITIVE_INFINITY : keySpan[0];
        double last = keySpan == null ? Double.NEGATIVE_INFINITY : keySpan[1];
        for (var event : clip.events()) {
            if (chosen.contains(event.id())) {
                first = Math.min(first, event.time());
                last = Math.max(last, event.time());
            }
        }
        return first > last ? null : new double[] {first, last};
    }

    /** Every key closer to {@code time} than {@code reach}, on every track. */
    static Set<Long> column(Clip clip, double time, double reach) {
        Set<Long> ids = new LinkedHashSet<>();
        for (Track track : clip.tracks()) {
            for (Key key : track.keys()) {
                if (Math.abs(key.time() - time) < reach) {
                    ids.add(key.id());
                }
            }
        }
        return ids;
    }

    /** Every key and event. */
    static Set<Long> all(Clip clip) {
        Set<Long> ids = new LinkedHashSet<>();
        clip.tracks().forEach(track -> track.keys().forEach(key -> ids.add(key.id())));
        clip.events().forEach(event -> ids.add(event.id()));
        return ids;
    }
}

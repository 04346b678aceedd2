package dev.reel.edit.cmd;

import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.FrameTime;
import dev.reel.model.Track;

/**
 * Key and event times as commands write them: a time on a frame of the clip's rate is that frame's one time
 * ({@link FrameTime}), whichever gesture computed it; a time moved by arithmetic is rounded; and the clip grows
 * to hold them.
 */
final class Times {
    /** Times closer than this are one time: a moved key lands on a key this close and replaces it. */
    static final double SAME = FrameTime.SAME;

    private Times() {
    }

    /** {@code seconds}, a sum or product of times, on its frame of {@code clip}'s rate or rounded to nine decimals. */
    static double round(double seconds, Clip clip) {
        return FrameTime.tidy(seconds, FrameTime.rate(clip));
    }

    /** {@code seconds} rounded to nine decimals, for times made before the clip they go into is known. */
    static double rounded(double seconds) {
        return Math.round(seconds * 1e9) / 1e9;
    }

    /** {@code seconds}, a time a gesture chose, on its frame of {@code clip}'s rate when it is within a hair of it. */
    static double onFrame(double seconds, Clip clip) {
        return FrameTime.onFrame(seconds, FrameTime.rate(clip));
    }

    /** {@link #onFrame}, for a time already checked to lie inside the clip: it stays inside. */
    static double placed(double seconds, Clip clip) {
        return Math.max(0, Math.min(clip.length(), onFrame(seconds, clip)));
    }

    /** The clip, lengthened when a key or event now sits past its end (moves and pastes never cut or fail). */
    static Clip grown(Clip clip) {
        double last = clip.length();
        for (Track track : clip.tracks()) {
            // A track's keys are in time order: its last key is its latest.
            if (!track.keys().isEmpty()) {
                last = Math.max(last, track.keys().get(track.keys().size() - 1).time());
            }
        }
        for (ClipEvent event : clip.events()) {
            last = Math.max(last, event.time());
        }
        return last > clip.length() ? clip.withLength(last) : clip;
    }
}

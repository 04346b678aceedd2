package dev.reel.edit.cmd;

import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.Key;
import dev.reel.model.Track;

/** Key and event times as commands that move many of them write them: rounded, and the clip grown to hold them. */
final class Times {
    /** Times closer than this are one time: a moved key lands on a key this close and replaces it. */
    static final double SAME = 1e-9;

    private Times() {
    }

    /** {@code seconds} rounded to nine decimals, so that 0.1 + 0.2 is written 0.3. */
    static double round(double seconds) {
        return Math.round(seconds * 1e9) / 1e9;
    }

    /** The clip, lengthened when a key or event now sits past its end (moves and pastes never cut or fail). */
    static Clip grown(Clip clip) {
        double last = clip.length();
        for (Track track : clip.tracks()) {
            for (Key key : track.keys()) {
                last = Math.max(last, key.time());
            }
        }
        for (ClipEvent event : clip.events()) {
            last = Math.max(last, event.time());
        }
        return last > clip.length() ? clip.withLength(last) : clip;
    }
}

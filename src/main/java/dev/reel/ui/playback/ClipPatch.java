package dev.reel.ui.playback;

import dev.reel.model.Clip;
import dev.reel.model.Track;
import dev.reel.model.Unchanged;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A big clip that differs from a clip compiled before only in the keys of a few tracks (a drag frame, an
 * undo): the nodes of those tracks, every track of theirs, as a clip of their own to compile and pose over the
 * one compiled before. Compiling the touched nodes takes a tenth of the whole 100,000-key clip's time when a
 * drag moves 20 of its 200 tracks.
 *
 * @param part  the clip with only the touched nodes' tracks (its length and loop, no flipbooks or events)
 * @param paths the node paths of the touched tracks
 */
record ClipPatch(Clip part, Set<String> paths) {
    /** A patch may hold at most this share of the clip's keys (1 / N); a bigger change compiles the whole. */
    static final int MOST_KEYS_SHARE = 4;

    /** The patch of {@code clip} over {@code base}, or null when only a whole compile shows it right. */
    static ClipPatch of(Clip base, Clip clip) {
        if (base == null || base == clip || base.loop() != clip.loop()
                || base.version() != clip.version() || base.extras() != clip.extras()
                || !Unchanged.parts(base.flipbooks(), clip.flipbooks())
                || !Unchanged.parts(base.events(), clip.events())
                || base.tracks().size() != clip.tracks().size()) {
            return null;
        }
        Set<String> paths = new HashSet<>();
        for (int i = 0; i < clip.tracks().size(); i++) {
            Track before = base.tracks().get(i);
            Track now = clip.tracks().get(i);
            if (before == now) {
                continue;
            }
            if (before.id() != now.id() || !before.path().equals(now.path())
                    || !before.property().equals(now.property()) || before.kind() != now.kind()) {
                return null;
            }
            paths.add(now.path());
        }
        if (paths.isEmpty()) {
            return null;
        }
        List<Track> touched = new ArrayList<>();
        int keys = 0;
        int all = 0;
        for (Track track : clip.tracks()) {
            all += track.keys().size();
            if (paths.contains(track.path())) {
                touched.add(track);
                keys += track.keys().size();
            }
        }
        if (keys * (long) MOST_KEYS_SHARE > all) {
            return null;
        }
        if (base.length() != clip.length()) {
            // A drag past the end grows the clip: the whole compile poses at most to its own length, which
            // is all the same for a track whose keys all lie before both (it holds its last key after it).
            double shorter = Math.min(base.length(), clip.length());
            for (Track track : clip.tracks()) {
                if (!paths.contains(track.path()) && !track.keys().isEmpty()
                        && track.keys().get(track.keys().size() - 1).time() > shorter) {
                    return null;
                }
            }
        }
        return new ClipPatch(clip.withTracks(touched).withFlipbooks(List.of()).withEvents(List.of()),
                Set.copyOf(paths));
    }
}

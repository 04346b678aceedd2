package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.model.IdSet;
import dev.reel.model.Track;

import java.util.Arrays;

/**
 * The selected ids that are keys of a clip: each track is asked only about the selected ids in its range of key
 * ids ({@link Track#keyIndicesIn}), and the answer is kept while the clip and the selection stay the same (the
 * menus' enabled states and a drag's start ask again and again).
 */
final class SelectedKeys {
    private Clip keysOf;
    private IdSet keysFrom;
    private IdSet keys = IdSet.EMPTY;

    IdSet of(Clip clip, IdSet selection) {
        if (clip == null || selection.isEmpty()) {
            return IdSet.EMPTY;
        }
        if (clip == keysOf && selection == keysFrom) {
            return keys;
        }
        long[] found = new long[Math.min(selection.size(), 1 << 16)];
        int count = 0;
        for (Track track : clip.tracks()) {
            for (int place : track.keyIndicesIn(selection)) {
                if (count == found.length) {
                    found = Arrays.copyOf(found, count * 2);
                }
                found[count++] = track.keys().get(place).id();
            }
        }
        keysOf = clip;
        keysFrom = selection;
        keys = IdSet.of(Arrays.copyOf(found, count));
        return keys;
    }
}

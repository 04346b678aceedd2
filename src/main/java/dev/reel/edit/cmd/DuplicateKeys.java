package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Clip;

import java.util.Set;

/**
 * Copies keys and events (by id) onto the same tracks {@code offset} seconds later, as Ctrl+D does: the copies
 * get new ids, replace keys at their times and grow the clip when they run past its end.
 */
public final class DuplicateKeys implements Command<Clip> {
    private final PasteKeys paste;

    private DuplicateKeys(PasteKeys paste) {
        this.paste = paste;
    }

    /** Duplicates the keys and events of {@code clip} named in {@code ids}, shifted by {@code offset} seconds. */
    public static DuplicateKeys of(Clip clip, Set<Long> ids, double offset) {
        Require.finite(offset, "a duplicate offset");
        CopiedKeys copied = CopiedKeys.of(clip, ids);
        double start = Double.POSITIVE_INFINITY;
        for (var track : clip.tracks()) {
            for (var key : track.keys()) {
                if (ids.contains(key.id())) {
                    start = Math.min(start, key.time());
                }
            }
        }
        for (var event : clip.events()) {
            if (ids.contains(event.id())) {
                start = Math.min(start, event.time());
            }
        }
        double at = start == Double.POSITIVE_INFINITY ? 0 : start + offset;
        return new DuplicateKeys(PasteKeys.at(copied, at, "Duplicate " + copied.size()
                + (copied.size() == 1 ? " key" : " keys")));
    }

    @Override
    public String label() {
        return paste.label();
    }

    /** The ids of the copies, to select them. */
    public Set<Long> copyIds() {
        return paste.pastedIds();
    }

    @Override
    public Clip apply(Clip clip) {
        return paste.apply(clip);
    }
}

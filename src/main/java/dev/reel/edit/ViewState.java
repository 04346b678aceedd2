package dev.reel.edit;

import dev.reel.model.IdSet;

import java.util.Set;

/**
 * What the user was looking at when a step was made: the selected element ids and the time cursor, which undo
 * and redo restore with the step.
 *
 * @param selection  ids of the selected keys, tracks, events, states, transitions or params (kept as an
 *                   {@link IdSet}, so a panel asks it about a track's keys without walking them)
 * @param timeCursor seconds
 */
public record ViewState(Set<Long> selection, double timeCursor) {

    /** Nothing selected, the cursor at 0. */
    public static final ViewState EMPTY = new ViewState(Set.of(), 0);

    public ViewState {
        selection = IdSet.of(selection);
    }

    public ViewState withSelection(Set<Long> newSelection) {
        return new ViewState(newSelection, timeCursor);
    }

    public ViewState withTimeCursor(double newTimeCursor) {
        return new ViewState(selection, newTimeCursor);
    }
}

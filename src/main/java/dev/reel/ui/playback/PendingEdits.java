package dev.reel.ui.playback;

import dev.reel.model.Value;

/**
 * The edits recorded with Rec on and Auto Key off, waiting for K: the value typed or dragged into each node
 * field, by node path and property, and the time cursor they were made at. A recorded edit belongs to that time,
 * as in other editors: {@link #keepOnlyAt} drops them once the cursor has moved, and the rig drops them too when
 * Rec goes off or K has keyed them. Each open document has its own, kept in its editing context while another
 * document is focused, so a switch away and back keeps them and they never apply to another document.
 */
final class PendingEdits {
    private final FieldValues values = new FieldValues();
    private double time = Double.NaN;

    /** The edit waiting for {@code property} of the node at {@code path}, or null. */
    Value get(String path, String property) {
        return values.get(path, property);
    }

    /** Keeps {@code value} for the field until K, made with the time cursor at {@code at}. */
    void record(String path, String property, Value value, double at) {
        values.set(path, property, value);
        time = at;
    }

    /** Every edit waiting, in the order made. */
    java.util.List<FieldValues.Entry> entries() {
        return values.entries();
    }

    /** Drops every edit; false when there was none. */
    boolean clear() {
        if (values.isEmpty()) {
            return false;
        }
        values.clear();
        return true;
    }

    /** Drops the edits if the time cursor is no longer where they were made ({@code now}). */
    void keepOnlyAt(double now) {
        if (now != time) {
            values.clear();
        }
    }
}

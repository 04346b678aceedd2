package dev.reel.edit;

import java.util.ArrayList;
import java.util.List;

/**
 * An independent, deliberately plain model of what a document's history should hold: the value after each step,
 * the step's merge key and views, and a token per distinct recorded value that plays the role of a version.
 * The property test runs it beside a {@link Document} and compares them after every operation.
 */
final class Shadow<T> {
    /** The value after a step (entry 0: the oldest value kept). */
    record Entry<T>(T value, MergeKey key, long token, ViewState viewBefore, ViewState viewAfter) {
    }

    private final List<Entry<T>> entries = new ArrayList<>();
    private final int limit;
    private int position;
    private boolean mergeOpen;
    private long savedToken;
    private long lastToken;

    Shadow(T value, int limit) {
        entries.add(new Entry<>(value, null, 0, null, null));
        this.limit = limit;
    }

    T value() {
        return entries.get(position).value();
    }

    long token() {
        return entries.get(position).token();
    }

    boolean dirty() {
        return token() != savedToken;
    }

    int position() {
        return position;
    }

    int steps() {
        return entries.size() - 1;
    }

    /** The oldest value undo can reach. */
    T oldest() {
        return entries.get(0).value();
    }

    /** The value before the last step when a command with {@code key} would merge into it, else null. */
    T mergeBase(MergeKey key) {
        return mergeOpen && key != null && key.equals(entries.get(position).key()) ? entries.get(position - 1).value()
                : null;
    }

    void record(T after, MergeKey key, ViewState viewBefore, ViewState viewAfter) {
        if (mergeOpen && key != null && key.equals(entries.get(position).key())) {
            Entry<T> last = entries.get(position);
            if (after.equals(entries.get(position - 1).value())) {
                entries.remove(position--);
                mergeOpen = false;
            } else {
                entries.set(position, new Entry<>(after, key, ++lastToken, last.viewBefore(), viewAfter));
            }
            return;
        }
        while (entries.size() > position + 1) {
            entries.remove(entries.size() - 1);
        }
        entries.add(new Entry<>(after, key, ++lastToken, viewBefore, viewAfter));
        position++;
        mergeOpen = key != null;
        while (entries.size() - 1 > limit && position > 0) {
            entries.remove(0);
            position--;
        }
        while (entries.size() - 1 > limit) {
            entries.remove(entries.size() - 1);
        }
        if (position == 0) {
            mergeOpen = false;
        }
    }

    /** Undoes a step if there is one; returns the view undo should show, or null. */
    ViewState undo() {
        if (position == 0) {
            return null;
        }
        mergeOpen = false;
        return entries.get(position--).viewBefore();
    }

    ViewState redo() {
        if (position == steps()) {
            return null;
        }
        mergeOpen = false;
        return entries.get(++position).viewAfter();
    }

    void save() {
        savedToken = token();
        mergeOpen = false;
    }

    void breakMerge() {
        mergeOpen = false;
    }

    void reload(T value, ViewState view) {
        if (!value.equals(value())) {
            record(value, null, view, view);
        }
        save();
    }
}

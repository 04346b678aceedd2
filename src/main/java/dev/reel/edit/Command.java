package dev.reel.edit;

/**
 * One edit: a label for the Edit menu and a pure function from the old document value to the new one.
 *
 * <p>{@link #apply} must not change anything outside its result; it throws {@link IllegalArgumentException}
 * (naming the id) when an id it addresses is not in the value, and leaves the document as it was.
 */
public interface Command<T> {

    /** What the Edit menu says after "Undo", such as "Move 3 keys" or "Rename state Run". */
    String label();

    /** The new document value; pure. */
    T apply(T value);

    /**
     * What consecutive commands merge on (typing in a field, scrubbing a spinner): a command whose key equals
     * the last step's key joins that step. Null, the default, always starts a new step.
     */
    default MergeKey mergeKey() {
        return null;
    }

    /**
     * Whether a command that merges into the last step is applied to that step's first value rather than to the
     * last one, because it sets a value outright and its side effects depend on where the value started (a key's
     * free handles scale from the key's value before the typing, not from each keystroke's). False by default.
     */
    default boolean mergesFromStart() {
        return false;
    }
}

package dev.reel.edit;

import java.util.ArrayList;
import java.util.List;

/**
 * The undo history of one document: its steps as before/after values, how many of them are applied, the
 * version of the value they lead to and the version last saved.
 *
 * <p>Every recorded (or merged) step gets a fresh version number and undo/redo move along them, so equal
 * versions always mean equal values and a document is clean exactly when its version is the saved one. A saved
 * version that is dropped from the history (a new edit after undoing past it, or the step limit) is simply
 * never reached again: the document stays dirty until the next save. Only {@link Document} changes a history;
 * everyone else reads it.
 */
public final class History<T> {

    /**
     * One undoable step.
     *
     * @param label      what the Edit menu shows ("Move 3 keys")
     * @param before     the document value the step starts from
     * @param after      the value it leads to
     * @param viewBefore the view when the step started, restored by undo
     * @param viewAfter  the view when the step was recorded (or last merged), restored by redo
     * @param mergeKey   what a following command must share to merge into this step, or null
     * @param version    the version of {@code after}
     */
    public record Step<T>(String label, T before, T after, ViewState viewBefore, ViewState viewAfter,
                          MergeKey mergeKey, long version) {

        /**
         * This step followed by {@code later}, as one: this step's before values and the later one's after
         * values, label and merge key, under {@code newVersion}.
         */
        public Step<T> mergedWith(Step<T> later, long newVersion) {
            return new Step<>(later.label, before, later.after, viewBefore, later.viewAfter, later.mergeKey,
                    newVersion);
        }

        /** Whether a command with {@code key} may join this step, given that nothing intervened. */
        public boolean acceptsMerge(MergeKey key) {
            return key != null && key.equals(mergeKey);
        }
    }

    private final List<Step<T>> steps = new ArrayList<>();
    private int position;
    private long baseVersion;
    private long savedVersion;
    private long lastVersion;
    private int limit = Integer.MAX_VALUE;
    private boolean mergeOpen;

    History() {
    }

    /** The steps, oldest first; the first {@link #position()} of them are applied. */
    public List<Step<T>> steps() {
        return List.copyOf(steps);
    }

    /** How many steps are kept, applied or not. */
    public int size() {
        return steps.size();
    }

    /** How many steps are applied: undo goes back from here, redo forward. */
    public int position() {
        return position;
    }

    /** The version of the value the applied steps lead to. */
    public long version() {
        return position == 0 ? baseVersion : steps.get(position - 1).version();
    }

    /** The version last marked saved (0, the opening value's, until a save). */
    public long savedVersion() {
        return savedVersion;
    }

    public boolean dirty() {
        return version() != savedVersion;
    }

    public boolean canUndo() {
        return position > 0;
    }

    public boolean canRedo() {
        return position < steps.size();
    }

    /** The step undo would take back, or null. */
    public Step<T> undoStep() {
        return canUndo() ? steps.get(position - 1) : null;
    }

    /** The step redo would apply again, or null. */
    public Step<T> redoStep() {
        return canRedo() ? steps.get(position) : null;
    }

    /** The most steps kept; {@link Integer#MAX_VALUE} (no limit) by default. */
    public int limit() {
        return limit;
    }

    /** Keeps at most {@code maxSteps} steps from now on, dropping the oldest (or, past that, the furthest redo). */
    public void setLimit(int maxSteps) {
        if (maxSteps < 0) {
            throw new IllegalArgumentException("a history limit cannot be negative: " + maxSteps);
        }
        limit = maxSteps;
        trim();
    }

    /**
     * Records a step from {@code before} to {@code after} at the current position, dropping whatever could be
     * redone, or merges it into the last step when its merge key says so and nothing intervened. A merge that
     * leads back to the last step's before value removes that step (typing back the original text leaves
     * nothing to undo, and the document is clean again if it was at that point). Returns the step recorded or
     * merged, or null when the merge removed the step.
     */
    Step<T> record(String label, T before, T after, ViewState viewBefore, ViewState viewAfter, MergeKey mergeKey) {
        Step<T> step = new Step<>(label, before, after, viewBefore, viewAfter, mergeKey, ++lastVersion);
        Step<T> last = undoStep();
        if (mergeOpen && position == steps.size() && last != null && last.acceptsMerge(mergeKey)) {
            Step<T> merged = last.mergedWith(step, step.version());
            if (merged.before().equals(merged.after())) {
                steps.remove(--position);
                mergeOpen = false;
                return null;
            }
            steps.set(position - 1, merged);
            return merged;
        }
        steps.subList(position, steps.size()).clear();
        steps.add(step);
        position++;
        mergeOpen = mergeKey != null;
        trim();
        return step;
    }

    /** The before value of the last step when a command with {@code mergeKey} would merge into it now, else null. */
    T mergeBase(MergeKey mergeKey) {
        Step<T> last = undoStep();
        return mergeKey != null && mergeOpen && position == steps.size() && last != null
                && last.acceptsMerge(mergeKey) ? last.before() : null;
    }

    /** Moves back one step and returns it (the caller restores its before value). */
    Step<T> back() {
        if (!canUndo()) {
            throw new IllegalStateException("nothing to undo");
        }
        mergeOpen = false;
        return steps.get(--position);
    }

    /** Moves forward one step and returns it (the caller restores its after value). */
    Step<T> forward() {
        if (!canRedo()) {
            throw new IllegalStateException("nothing to redo");
        }
        mergeOpen = false;
        return steps.get(position++);
    }

    /** The next command starts a new step whatever its merge key. */
    void breakMerge() {
        mergeOpen = false;
    }

    /** Marks {@code version} as the one on disk; the next command starts a new step. */
    void markSaved(long version) {
        savedVersion = version;
        mergeOpen = false;
    }

    private void trim() {
        while (steps.size() > limit && position > 0) {
            baseVersion = steps.remove(0).version();
            position--;
        }
        while (steps.size() > limit) {
            steps.remove(steps.size() - 1);
        }
        if (position == 0) {
            mergeOpen = false;
        }
    }
}

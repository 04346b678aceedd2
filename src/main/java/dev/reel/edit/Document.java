package dev.reel.edit;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * An open document: its current value, its file, one undo history with a version and a saved marker, and the
 * view state that undo and redo restore.
 *
 * <p>Nothing else changes the value: {@link #execute} records a command as one step (or merges it into the
 * last), a {@link Transaction} groups commands into one step, a {@link Gesture} previews a drag live and
 * records it once, {@link #undo}/{@link #redo} move along the history. Listeners hear of every change.
 *
 * <p>View state rule: a step's view before is {@link #view()} when the step started (the command was executed,
 * the outermost transaction or the gesture was opened); its view after is {@link #view()} when it was recorded
 * or last merged. To record a selection made by the edit itself (a new key selected), set the view inside the
 * transaction or gesture before committing, or use {@link #execute(Command, ViewState)}. Undo sets the view to
 * the step's view before, redo to its view after; rolling back a transaction or cancelling a gesture leaves the
 * view alone.
 *
 * <p>While a gesture is open, starting anything else (execute, a transaction, another gesture, undo, redo,
 * markSaved, replaceFromOutside) throws {@link IllegalStateException}; while a transaction is open,
 * {@link #execute} joins its innermost transaction and the others throw. A document is used from one thread
 * (the JavaFX application thread) and is not synchronized.
 *
 * <p>Failures: a command whose {@code apply} throws changes nothing (neither the value nor the history), and a
 * transaction closed by the exception rolls back. A listener that throws does not undo the step it was told
 * of; every other listener still hears it and the throwable reaches the caller.
 */
public final class Document<T> {
    /** The label of the step {@link #replaceFromOutside} records. */
    public static final String RELOAD_LABEL = "Reload from disk";

    private final History<T> history = new History<>();
    private final List<Consumer<Change<T>>> listeners = new ArrayList<>();
    private T value;
    private Path file;
    private String title;
    private ViewState view = ViewState.EMPTY;
    private Transaction<T> innermost;
    private Gesture<T> gesture;

    /** A document showing {@code value}, read from {@code file} (null for one never saved), clean. */
    public Document(T value, Path file, String title) {
        this.value = Objects.requireNonNull(value, "value");
        this.file = file;
        this.title = Objects.requireNonNull(title, "title");
    }

    public T value() {
        return value;
    }

    /** The file it was read from or saved to, or null. */
    public Path file() {
        return file;
    }

    public void setFile(Path file) {
        this.file = file;
    }

    public String title() {
        return title;
    }

    public void setTitle(String title) {
        this.title = Objects.requireNonNull(title, "title");
    }

    /**
     * The version of the last recorded value: it changes with every step, undo and redo, and equal versions
     * mean equal values. An open transaction or gesture shows its preview in {@link #value()} without a version.
     */
    public long version() {
        return history.version();
    }

    /** Whether the value differs from the saved one: {@code version() != savedVersion}. */
    public boolean dirty() {
        return history.dirty();
    }

    /** After a successful save of {@link #value()}: the current version is the one on disk. */
    public void markSaved() {
        markSaved(version());
    }

    /**
     * After a successful save of the value that had {@code version} (a save off the UI thread may finish after
     * further edits; the document is then still dirty). The next command starts a new step.
     */
    public void markSaved(long version) {
        requireIdle("mark the document saved");
        history.markSaved(version);
        fire(Change.Kind.SAVE, title, view);
    }

    public ViewState view() {
        return view;
    }

    /** The UI keeps the view current: the selection and time cursor the next step will record. */
    public void setView(ViewState view) {
        this.view = Objects.requireNonNull(view, "view");
    }

    /**
     * Applies {@code command} as one undo step, or merges it into the last step (see {@link Command#mergeKey}).
     * A command whose result equals the current value records nothing and notifies no one. Inside an open
     * transaction the command joins the innermost one instead.
     *
     * @throws IllegalArgumentException from the command when an id it names is not found; nothing changes
     * @throws IllegalStateException    while a gesture is open
     */
    public void execute(Command<T> command) {
        run(command, null);
    }

    /**
     * Executes {@code command} as {@link #execute(Command)} does and sets the view to {@code viewAfter} (such as
     * the keys the command made, selected), which the step records as its view after.
     */
    public void execute(Command<T> command, ViewState viewAfter) {
        run(command, Objects.requireNonNull(viewAfter, "viewAfter"));
    }

    private void run(Command<T> command, ViewState viewAfter) {
        if (gesture != null) {
            requireNoGesture("execute " + command.label());
        }
        if (innermost != null) {
            innermost.execute(command);
        } else {
            T before = value;
            T base = command.mergesFromStart() ? history.mergeBase(command.mergeKey()) : null;
            T after = Objects.requireNonNull(command.apply(base == null ? before : base), "a command returned null");
            if (!after.equals(before)) {
                ViewState viewBefore = view;
                view = viewAfter == null ? view : viewAfter;
                record(command.label(), before, after, viewBefore, command.mergeKey());
                return;
            }
        }
        view = viewAfter == null ? view : viewAfter;
    }

    /** The next command starts a new step whatever its merge key (focus left the field being typed in). */
    public void breakMerge() {
        history.breakMerge();
    }

    /** Whether undo would do something now (false while a gesture or transaction is open). */
    public boolean canUndo() {
        return !busy() && history.canUndo();
    }

    public boolean canRedo() {
        return !busy() && history.canRedo();
    }

    /** "Undo Move 3 keys", or just "Undo" when there is nothing to undo. */
    public String undoLabel() {
        History.Step<T> step = history.undoStep();
        return step == null ? "Undo" : "Undo " + step.label();
    }

    /** "Redo Move 3 keys", or just "Redo". */
    public String redoLabel() {
        History.Step<T> step = history.redoStep();
        return step == null ? "Redo" : "Redo " + step.label();
    }

    /** Takes back the last step: its before value and view. False when there is nothing to undo. */
    public boolean undo() {
        requireIdle("undo");
        if (!history.canUndo()) {
            return false;
        }
        History.Step<T> step = history.back();
        value = step.before();
        view = step.viewBefore();
        fire(Change.Kind.UNDO, step.label(), view);
        return true;
    }

    /** Applies the next step again: its after value and view. False when there is nothing to redo. */
    public boolean redo() {
        requireIdle("redo");
        if (!history.canRedo()) {
            return false;
        }
        History.Step<T> step = history.forward();
        value = step.after();
        view = step.viewAfter();
        fire(Change.Kind.REDO, step.label(), view);
        return true;
    }

    /**
     * Opens a transaction: commands executed in it apply at once (listeners get GESTURE_PREVIEW), its commit
     * records them as one step, closing it without commit restores the value it started from. Transactions
     * nest; only the outermost commit records.
     */
    public Transaction<T> transaction(String label) {
        requireNoGesture("open transaction " + label);
        innermost = new Transaction<>(this, innermost, label, value, view);
        return innermost;
    }

    /** Opens a gesture (a drag): live previews from the value now, one step on commit. */
    public Gesture<T> gesture(String label) {
        requireIdle("start gesture " + label);
        gesture = new Gesture<>(this, label, value, view);
        return gesture;
    }

    /** Whether a gesture or a transaction is open. */
    public boolean busy() {
        return gesture != null || innermost != null;
    }

    /**
     * The file changed on disk and the user (or a clean document, silently) takes its contents: one undoable
     * step labelled {@value #RELOAD_LABEL}, after which the document is clean, since it now holds what the file
     * holds. Undoing it brings back the previous value, dirty.
     */
    public void replaceFromOutside(T newValue) {
        Objects.requireNonNull(newValue, "newValue");
        requireIdle("reload");
        if (newValue.equals(value)) {
            markSaved();
            return;
        }
        T before = value;
        value = newValue;
        history.record(RELOAD_LABEL, before, newValue, view, view, null);
        history.markSaved(history.version());
        fire(Change.Kind.RELOAD, RELOAD_LABEL, view);
    }

    public void addListener(Consumer<Change<T>> listener) {
        listeners.add(Objects.requireNonNull(listener, "listener"));
    }

    public void removeListener(Consumer<Change<T>> listener) {
        listeners.remove(listener);
    }

    /** The history, to read (steps, limit); it is changed only through this document. */
    public History<T> history() {
        return history;
    }

    // What transactions and gestures do to the document.

    Transaction<T> innermost() {
        return innermost;
    }

    void setInnermost(Transaction<T> transaction) {
        innermost = transaction;
    }

    void endGesture() {
        gesture = null;
    }

    /** Shows a value that is not (yet) a step. */
    void preview(T newValue, Change.Kind kind, String label) {
        value = newValue;
        fire(kind, label, view);
    }

    /** Records a step from {@code before} to the current value, if they differ, and tells the listeners. */
    void recordCurrent(String label, T before, ViewState viewBefore) {
        if (!value.equals(before)) {
            record(label, before, value, viewBefore, null);
        }
    }

    private void record(String label, T before, T after, ViewState viewBefore, MergeKey mergeKey) {
        value = after;
        history.record(label, before, after, viewBefore, view, mergeKey);
        fire(Change.Kind.EDIT, label, view);
    }

    private void fire(Change.Kind kind, String label, ViewState shown) {
        if (listeners.isEmpty()) {
            return;
        }
        Change<T> change = new Change<>(value, kind, label, shown);
        // A listener that throws (a view's bug) must not keep the others from the change: each one hears it,
        // then the first failure goes on to the caller with the others suppressed. The value and history
        // already hold the step, which undo takes back like any other.
        RuntimeException failure = null;
        for (Consumer<Change<T>> listener : List.copyOf(listeners)) {
            try {
                listener.accept(change);
            } catch (RuntimeException thrown) {
                if (failure == null) {
                    failure = thrown;
                } else {
                    failure.addSuppressed(thrown);
                }
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    private void requireNoGesture(String what) {
        if (gesture != null) {
            throw new IllegalStateException("cannot " + what + " while the gesture " + gesture.label()
                    + " is open: commit or cancel it first");
        }
    }

    private void requireIdle(String what) {
        requireNoGesture(what);
        if (innermost != null) {
            throw new IllegalStateException("cannot " + what + " while the transaction " + innermost.label()
                    + " is open: commit or close it first");
        }
    }
}

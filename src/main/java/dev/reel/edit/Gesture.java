package dev.reel.edit;

import java.util.Objects;

/**
 * A drag previewed live and recorded once: it captures the value when it begins, {@link #update} shows a
 * command applied to that captured value (not to the last preview, so a drag is always "from where it
 * started"), {@link #commit} records one step from the captured value to the last preview and
 * {@link #cancel} (Esc) puts the captured value back.
 *
 * <p>While it is active the document refuses every other edit with {@link IllegalStateException}.
 */
public final class Gesture<T> {
    private final Document<T> document;
    private final String label;
    private final T start;
    private final ViewState viewAtStart;
    private boolean active = true;

    Gesture(Document<T> document, String label, T start, ViewState viewAtStart) {
        this.document = document;
        this.label = Objects.requireNonNull(label, "label");
        this.start = start;
        this.viewAtStart = viewAtStart;
    }

    public String label() {
        return label;
    }

    /**
     * Shows {@code commandFromStart} applied to the value the gesture began with (listeners get
     * {@link Change.Kind#GESTURE_PREVIEW} when the shown value changes).
     *
     * @throws IllegalArgumentException from the command; the last preview stays
     * @throws IllegalStateException    after commit or cancel
     */
    public void update(Command<T> commandFromStart) {
        requireActive("update");
        T after = Objects.requireNonNull(commandFromStart.apply(start), "a command returned null");
        if (!after.equals(document.value())) {
            document.preview(after, Change.Kind.GESTURE_PREVIEW, label);
        }
    }

    /** Records one step from the captured value to the last preview (none if they are equal). */
    public void commit() {
        requireActive("commit");
        active = false;
        document.endGesture();
        document.recordCurrent(label, start, viewAtStart);
    }

    /** Restores the captured value (listeners get {@link Change.Kind#GESTURE_CANCEL}); nothing after the end. */
    public void cancel() {
        if (!active) {
            return;
        }
        active = false;
        document.endGesture();
        if (!document.value().equals(start)) {
            document.preview(start, Change.Kind.GESTURE_CANCEL, label);
        }
    }

    /** Whether it is neither committed nor cancelled. */
    public boolean active() {
        return active;
    }

    private void requireActive(String what) {
        if (!active) {
            throw new IllegalStateException("cannot " + what + " the gesture " + label + ": it has ended");
        }
    }
}

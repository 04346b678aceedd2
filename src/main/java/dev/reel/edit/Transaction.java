package dev.reel.edit;

import java.util.Objects;

/**
 * Groups commands into one undo step, and rolls all of them back if it is closed without {@link #commit()}
 * (an exception inside {@code try (var tx = document.transaction("Paste")) { ... tx.commit(); }} does that).
 *
 * <p>Commands apply at once, so {@link Document#value()} and the views (told with
 * {@link Change.Kind#GESTURE_PREVIEW}) show them. Transactions nest: an inner commit folds its changes into the
 * outer transaction, an inner rollback restores the value the inner one started from, and only the outermost
 * commit records a step (nothing when the value ended where it began) and tells listeners with
 * {@link Change.Kind#EDIT}. A rollback that changes the value tells them with {@link Change.Kind#GESTURE_CANCEL}.
 */
public final class Transaction<T> implements AutoCloseable {
    private enum Phase { OPEN, COMMITTED, ROLLED_BACK }

    private final Document<T> document;
    private final Transaction<T> outer;
    private final String label;
    private final T start;
    private final ViewState viewAtStart;
    private Phase phase = Phase.OPEN;

    Transaction(Document<T> document, Transaction<T> outer, String label, T start, ViewState viewAtStart) {
        this.document = document;
        this.outer = outer;
        this.label = Objects.requireNonNull(label, "label");
        this.start = start;
        this.viewAtStart = viewAtStart;
    }

    public String label() {
        return label;
    }

    /** Whether it is neither committed nor rolled back. */
    public boolean open() {
        return phase == Phase.OPEN;
    }

    /**
     * Applies {@code command} to the document's value now; a command that changes nothing tells no one.
     *
     * @throws IllegalArgumentException from the command; the value stays as it was
     * @throws IllegalStateException    when this transaction is closed or an inner one is still open
     */
    public void execute(Command<T> command) {
        requireInnermost("execute " + command.label());
        T before = document.value();
        T after = Objects.requireNonNull(command.apply(before), "a command returned null");
        if (!after.equals(before)) {
            document.preview(after, Change.Kind.GESTURE_PREVIEW, command.label());
        }
    }

    /** Keeps the changes: the outermost commit records them as one step labelled with this label. */
    public void commit() {
        requireInnermost("commit");
        phase = Phase.COMMITTED;
        document.setInnermost(outer);
        if (outer == null) {
            document.recordCurrent(label, start, viewAtStart);
        }
    }

    /** Rolls back (this and any inner transaction still open) unless committed; does nothing the second time. */
    @Override
    public void close() {
        if (phase != Phase.OPEN) {
            return;
        }
        while (document.innermost() != this) {
            document.innermost().close();
        }
        phase = Phase.ROLLED_BACK;
        document.setInnermost(outer);
        if (!document.value().equals(start)) {
            document.preview(start, Change.Kind.GESTURE_CANCEL, label);
        }
    }

    private void requireInnermost(String what) {
        if (phase != Phase.OPEN) {
            throw new IllegalStateException("cannot " + what + ": the transaction " + label + " is "
                    + (phase == Phase.COMMITTED ? "committed" : "rolled back"));
        }
        if (document.innermost() != this) {
            throw new IllegalStateException("cannot " + what + " in the transaction " + label
                    + " while the inner transaction " + document.innermost().label() + " is open");
        }
    }
}

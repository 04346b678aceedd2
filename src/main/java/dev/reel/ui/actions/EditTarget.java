package dev.reel.ui.actions;

import javafx.scene.Node;

/**
 * What Edit ▸ Cut/Copy/Paste/Delete/Select All do in a panel that is not a text field: a panel sets its
 * target on its root node with {@link #install}, and the Edit menu asks the focused node's nearest target.
 */
public interface EditTarget {
    /** The key under which a node's properties hold its target. */
    String KEY = "reel.edit-target";

    default boolean canCut() {
        return false;
    }

    default void cut() {
    }

    default boolean canCopy() {
        return false;
    }

    default void copy() {
    }

    default boolean canPaste() {
        return false;
    }

    default void paste() {
    }

    default boolean canDelete() {
        return false;
    }

    default void delete() {
    }

    default boolean canSelectAll() {
        return false;
    }

    default void selectAll() {
    }

    /**
     * A history of the panel's own that Edit ▸ Undo and Redo step through while the focus is in the panel instead
     * of the focused document's (the Assets panel: changes to the project's files); null for none.
     */
    default OwnHistory ownHistory() {
        return null;
    }

    /** Undo and redo of a panel's own history. */
    interface OwnHistory {
        boolean canUndo();

        /** "Undo Rename run.aeanim to walk.aeanim". */
        String undoLabel();

        void undo();

        boolean canRedo();

        String redoLabel();

        void redo();
    }

    /** Makes {@code target} the edit target of {@code node} and everything inside it. */
    static void install(Node node, EditTarget target) {
        node.getProperties().put(KEY, target);
    }

    /** The target of the nearest node at or above {@code node} that has one, or null. */
    static EditTarget of(Node node) {
        for (Node current = node; current != null; current = current.getParent()) {
            Object target = current.getProperties().get(KEY);
            if (target instanceof EditTarget found) {
                return found;
            }
        }
        return null;
    }
}

package dev.reel.ui.app;

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

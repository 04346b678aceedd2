package dev.reel.ui.shell;

import dev.reel.edit.Change;
import dev.reel.ui.actions.Action;
import dev.reel.ui.documents.OpenDocument;
import javafx.scene.Node;

/**
 * A panel of the editor window: the contract every panel (built in or plugged in by another package) keeps.
 * The window places {@link #node()} in its slot, tells the panel about the focused document, and disposes
 * the panel when the project closes. A panel edits only by executing commands on
 * {@code document.document()}; it registers its menu items and shortcuts with
 * {@link PanelContext#actions()} (pass {@link Action.Builder#scope} for keys that work only over the panel)
 * and unregisters them in {@link #dispose()}.
 */
public interface EditorPanel {
    /** The tab or header title ("Animation", "Source"). */
    String title();

    /** The panel's root node, created once. */
    Node node();

    /**
     * The focused document changed ({@code change} null: another document got the focus, or none when
     * {@code document} is null) or its value changed ({@code change} says how: an edit, undo, redo, reload,
     * save or a live gesture preview). Called on the JavaFX thread, after the document has changed.
     */
    default void documentChanged(OpenDocument<?> document, Change<?> change) {
    }

    /**
     * The panel came into view ({@code true}: its tab was selected, or the bottom panel shown again) or left
     * it. A panel may put off work nobody sees until it is shown; panels outside the bottom tabs are always
     * shown and never told.
     */
    default void shownChanged(boolean shown) {
    }

    /**
     * The picture of a sprite sheet changed on disk ({@code png}, absolute; its {@code .meta} sidecar counts as
     * the sheet): a panel that drew it draws it again. Told by the project's file watcher, on the JavaFX thread.
     */
    default void pictureChanged(java.nio.file.Path png) {
    }

    /** Removes listeners, actions and threads; the panel is not used again. */
    default void dispose() {
    }
}

package dev.reel.ui.shell;

import dev.reel.edit.Change;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.documents.Workspace;
import javafx.animation.PauseTransition;
import javafx.beans.InvalidationListener;
import javafx.beans.value.ChangeListener;
import javafx.stage.Stage;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Follows the window's focused document: tells every panel when the focus moves and when the focused document
 * changes, brings its editor tab to the front, asks Problems to check it again after an edit, and keeps the
 * window's title (name, unsaved dot) and the status bar's document line up to date.
 */
final class FocusFollower {
    private final Workspace workspace;
    private final Stage stage;
    private final StatusBar status;
    private final WindowLayout layout;
    private final String projectName;
    private final Supplier<List<EditorPanel>> panels;
    private final PauseTransition problemsRefresh;
    private final InvalidationListener titleListener = observable -> updateTitle();
    /** Another document with the same file name opening or closing changes the focused one's name in the title. */
    private final javafx.collections.ListChangeListener<OpenDocument<?>> documentsListener = change -> updateTitle();
    private final ChangeListener<OpenDocument<?>> focusListener =
            (observable, old, document) -> focusChanged(document);
    private OpenDocument<?> listening;
    private Runnable unlisten = () -> { };

    FocusFollower(Workspace workspace, Stage stage, StatusBar status, WindowLayout layout, String projectName,
            Supplier<List<EditorPanel>> panels, PauseTransition problemsRefresh) {
        this.workspace = workspace;
        this.stage = stage;
        this.status = status;
        this.layout = layout;
        this.projectName = projectName;
        this.panels = panels;
        this.problemsRefresh = problemsRefresh;
        workspace.focusedProperty().addListener(focusListener);
        workspace.documents().addListener(documentsListener);
    }

    private void focusChanged(OpenDocument<?> document) {
        unlisten.run();
        if (listening != null) {
            listening.stampProperty().removeListener(titleListener);
        }
        listening = document;
        unlisten = document == null ? () -> { } : listen(document);
        if (document != null) {
            document.stampProperty().addListener(titleListener);
            layout.showEditorTabFor(document);
        }
        for (EditorPanel panel : panels.get()) {
            panel.documentChanged(document, null);
        }
        updateTitle();
    }

    private <T> Runnable listen(OpenDocument<T> document) {
        Consumer<Change<T>> listener = change -> {
            for (EditorPanel panel : panels.get()) {
                panel.documentChanged(document, change);
            }
            if (change.kind() != Change.Kind.GESTURE_PREVIEW && change.kind() != Change.Kind.SAVE) {
                problemsRefresh.playFromStart();
            }
            updateTitle();
        };
        document.document().addListener(listener);
        return () -> document.document().removeListener(listener);
    }

    void updateTitle() {
        OpenDocument<?> document = workspace.focused();
        String title = "Reel — " + projectName;
        if (document != null) {
            title += " — " + workspace.displayName(document) + (document.dirty() ? " •" : "");
        }
        stage.setTitle(title);
        status.setDocument(document == null ? "" : document.type().name() + " · " + document.name()
                + (document.deletedOnDisk() ? " · deleted on disk" : ""));
    }

    /** Stops following the focus and the focused document (the window closes; its panels are disposed). */
    void dispose() {
        workspace.focusedProperty().removeListener(focusListener);
        workspace.documents().removeListener(documentsListener);
        unlisten.run();
        unlisten = () -> { };
        if (listening != null) {
            listening.stampProperty().removeListener(titleListener);
            listening = null;
        }
    }
}

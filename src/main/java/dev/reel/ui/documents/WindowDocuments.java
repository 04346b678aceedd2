package dev.reel.ui.documents;

import dev.reel.io.ProjectFolder;
import javafx.stage.Window;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The documents of one editor window and everything about their files: the {@link Workspace}, the window's
 * {@link Dialogs} (with the {@link SaveRescue} that asks when a save is refused), the {@link ExternalChanges} of
 * files changed outside Reel and the {@link ProjectWatch} that notices them, and the {@link DocumentTabs}. Closing
 * a document or the window asks first about unsaved work. Built and owned by the window; call from the JavaFX
 * thread.
 */
public final class WindowDocuments {
    private final ProjectFolder folder;
    private final Workspace workspace;
    private final Dialogs dialogs;
    private final ExternalChanges external;
    private final DocumentTabs tabs;
    private final SaveRescue rescue;
    private final List<Consumer<OpenDocument<?>>> closeListeners = new ArrayList<>();
    private ProjectWatch watch;

    /** The documents of the project in {@code folder}, their questions asked over {@code owner}. */
    public WindowDocuments(Window owner, ProjectFolder folder, Path configFolder, String projectName,
                           Consumer<String> say) {
        this.folder = folder;
        workspace = new Workspace(folder, say);
        dialogs = new Dialogs(owner);
        rescue = new SaveRescue(dialogs, workspace);
        external = new ExternalChanges(workspace, dialogs, configFolder, projectName, say);
        tabs = new DocumentTabs(workspace, this::close);
    }

    public Workspace workspace() {
        return workspace;
    }

    public Dialogs dialogs() {
        return dialogs;
    }

    public DocumentTabs tabs() {
        return tabs;
    }

    /** File ▸ Save As…: asks where in the project, and the document goes on there. */
    public void saveAs(OpenDocument<?> document) {
        rescue.saveAs(document);
    }

    /** Starts watching the project's files; what a change means beyond the documents goes to {@code followers}. */
    public void watch(ProjectWatch.Followers followers) {
        watch = new ProjectWatch(folder, workspace, external, followers);
    }

    /** The window got the focus back: look for changes the watcher could not see. */
    public void rescan() {
        if (watch != null) {
            watch.rescan();
        }
    }

    /** How many batches of file events the watcher has delivered (tests wait on it). */
    public int fileBatches() {
        return watch.batches();
    }

    /** Runs {@code listener} after the user closed a document (not when the window closes them all). */
    public void onClosed(Consumer<OpenDocument<?>> listener) {
        closeListeners.add(listener);
    }

    /** Closes one document, asking first when it has unsaved work; returns whether it closed. */
    public boolean close(OpenDocument<?> document) {
        if (document.dirty()) {
            Prompts.UnsavedChoice choice = dialogs.askUnsaved(List.of(document.name()));
            if (choice == Prompts.UnsavedChoice.CANCEL
                    || (choice == Prompts.UnsavedChoice.SAVE && !workspace.save(document))) {
                return false;
            }
        }
        workspace.close(document);
        closeListeners.forEach(listener -> listener.accept(document));
        return true;
    }

    /** Asks about every document with unsaved work before the window closes; returns whether it may close. */
    public boolean mayCloseAll() {
        List<OpenDocument<?>> dirty = workspace.dirtyDocuments();
        if (dirty.isEmpty()) {
            return true;
        }
        Prompts.UnsavedChoice choice = dialogs.askUnsaved(dirty.stream().map(OpenDocument::name).toList());
        return choice != Prompts.UnsavedChoice.CANCEL
                && (choice != Prompts.UnsavedChoice.SAVE || workspace.saveAll());
    }

    /** Stops watching the project's files (the first step of closing the window). */
    public void stopWatching() {
        if (watch != null) {
            watch.close();
        }
    }

    /** Removes the tabs' listeners and closes every document without asking (the last step). */
    public void closeAll() {
        tabs.dispose();
        workspace.closeAll();
    }
}

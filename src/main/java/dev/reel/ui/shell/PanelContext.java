package dev.reel.ui.shell;

import dev.reel.io.ProjectFolder;
import dev.reel.ui.actions.ActionRegistry;
import dev.reel.ui.documents.Workspace;
import dev.reel.ui.playback.Playback;
import dev.reel.ui.playback.PlaybackClock;
import dev.reel.ui.playback.PreviewRig;
import dev.reel.ui.projects.Creation;
import dev.reel.ui.sheets.Thumbnails;

import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * What a panel gets from the window: the open documents, the action registry for its menu items and
 * shortcuts, the background task runner, thumbnails, and ways to open files, show a location in Source,
 * bring a panel to the front, say something in the status bar, and remember a panel's view state for the project.
 */
public final class PanelContext {
    /** Opens a file's document and shows a line of it in the Source view. */
    @FunctionalInterface
    public interface Navigator {
        void show(String projectRelativeFile, int line, int column);
    }

    private final Workspace workspace;
    private final ActionRegistry actions;
    private final Tasks tasks;
    private final Thumbnails thumbnails;
    private final Creation creation;
    private final Consumer<String> status;
    private final Consumer<String> unsay;
    private final Navigator navigator;
    private final Consumer<String> reveal;
    private final Playback playback;
    private final PlaybackClock clock;
    private final PreviewRig rig;
    private final Consumer<Path> importer;
    private final WindowMemory memory;

    PanelContext(Workspace workspace, ActionRegistry actions, Tasks tasks, Thumbnails thumbnails, Creation creation,
                 Consumer<String> status, Consumer<String> unsay, Navigator navigator, Consumer<String> reveal, Playback playback,
                 PlaybackClock clock, PreviewRig rig, Consumer<Path> importer, WindowMemory memory) {
        this.memory = memory;
        this.workspace = workspace;
        this.actions = actions;
        this.tasks = tasks;
        this.thumbnails = thumbnails;
        this.creation = creation;
        this.status = status;
        this.unsay = unsay;
        this.navigator = navigator;
        this.reveal = reveal;
        this.playback = playback;
        this.clock = clock;
        this.rig = rig;
        this.importer = importer;
    }

    /** The window's play, loop, speed, Preview, Rec and Auto Key switches. */
    public Playback playback() {
        return playback;
    }

    /** What moves the time cursor while playing until the preview panel takes over (see its handOver). */
    public PlaybackClock playbackClock() {
        return clock;
    }

    /** The previewed node tree: rest values, the selected node, the values at the cursor, Rec and K. */
    public PreviewRig rig() {
        return rig;
    }

    /** The open documents and the focused one. */
    public Workspace workspace() {
        return workspace;
    }

    public ProjectFolder project() {
        return workspace.folder();
    }

    /** Where a panel registers its actions (menu items, palette entries, shortcuts). */
    public ActionRegistry actions() {
        return actions;
    }

    /** Runs long work off the JavaFX thread with progress and Cancel in the status bar. */
    public Tasks tasks() {
        return tasks;
    }

    /** Cached sheet and cell pictures. */
    public Thumbnails thumbnails() {
        return thumbnails;
    }

    /** New clips, controllers and flipbooks. */
    public Creation creation() {
        return creation;
    }

    /**
     * Opens (or focuses) the document of a project file; an Aseprite document or atlas data is imported. A big
     * file is read on a worker, the status bar showing it, and focused when it is read.
     */
    public void open(Path file) {
        if (dev.reel.interop.ImportFiles.importable(file)) {
            importer.accept(file);
        } else if (workspace.opensInBackground(file)) {
            tasks.run("Opening " + file.getFileName(), monitor -> workspace.reading(file),
                    reading -> {
                        if (reading != null) {
                            workspace.adopt(reading);
                        }
                    });
        } else {
            workspace.open(file);
        }
    }

    /** Opens a file's document and shows line:column in Source. */
    public void showInSource(String projectRelativeFile, int line, int column) {
        navigator.show(projectRelativeFile, line, column);
    }

    /** Brings the panel with this title to the front ("Source", "Problems", "Animation"). */
    public void reveal(String panelTitle) {
        reveal.accept(panelTitle);
    }

    /**
     * A panel's view state remembered for this project between runs (kept with the window's layout in the config
     * folder, never in the project), or {@code fallback}.
     */
    public String remembered(String key, String fallback) {
        return memory.get(key, fallback);
    }

    /** Remembers a panel's view state for this project ({@code null} forgets it); written with the layout. */
    public void remember(String key, String value) {
        memory.put(key, value);
    }

    /** A short message in the status bar. */
    public void say(String message) {
        status.accept(message);
    }

    /** Takes a message back from the status bar if it still shows it (what it says no longer holds). */
    public void unsay(String message) {
        unsay.accept(message);
    }
}

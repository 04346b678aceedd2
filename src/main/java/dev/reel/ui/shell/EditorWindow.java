package dev.reel.ui.shell;

import dev.reel.io.ProjectFolder;
import dev.reel.launch.IdleCollection;
import dev.reel.launch.StartupTrace;
import dev.reel.model.Project;
import dev.reel.ui.actions.ActionRegistry;
import dev.reel.ui.actions.CommandPalette;
import dev.reel.ui.actions.Menus;
import dev.reel.ui.actions.WindowActions;
import dev.reel.ui.assets.AssetsPanel;
import dev.reel.ui.documents.Dialogs;
import dev.reel.ui.documents.DocumentTabs;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.documents.ProjectWatch;
import dev.reel.ui.documents.WindowDocuments;
import dev.reel.ui.documents.Workspace;
import dev.reel.ui.inspector.InspectorPanel;
import dev.reel.ui.playback.Playback;
import dev.reel.ui.playback.PreviewRig;
import dev.reel.ui.playback.WindowPlayback;
import dev.reel.ui.problems.ProblemsPanel;
import dev.reel.ui.projects.Creation;
import dev.reel.ui.projects.Importing;
import dev.reel.ui.projects.RecentProjects;
import dev.reel.ui.projects.WindowProjects;
import dev.reel.ui.recovery.Autosave;
import dev.reel.ui.recovery.RecoverySession;
import dev.reel.ui.recovery.WindowRecovery;
import dev.reel.ui.sheets.Thumbnails;
import dev.reel.ui.source.SourcePanel;
import dev.reel.ui.theme.Theme;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javafx.util.Duration;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * One project's editor window. It composes the rooms that own their parts — the {@link WindowDocuments} (open
 * documents, their files, the watcher), the {@link WindowActions} (menus, shortcuts, palette), the
 * {@link WindowPlayback} (switches, clock, rig), the {@link WindowRecovery} (autosave, crash recovery), the
 * {@link WindowProjects} (creation, import, recent projects) and the {@link WindowPanels} — with the task runner,
 * the status bar, the layout and the window's remembered settings. It lives until the project closes;
 * {@link #dispose()} stops every thread and timer it started.
 */
public final class EditorWindow {
    private final Stage stage;
    private final Path configFolder;
    private final EditorPreferences preferences;
    private final ProjectFolder folder;
    private final String projectName;
    private final Consumer<Path> openProject;
    private final Tasks tasks;
    private final StatusBar status;
    private final Thumbnails thumbnails = new Thumbnails();
    private final WindowDocuments documents;
    private final WindowRecovery recovery;
    private final WindowProjects projects;
    private final WindowPlayback playback;
    private final WindowActions actions;
    private final WindowMemory memory;
    private final PanelContext context;
    private final WindowPanels panels;
    private final WindowLayout layout;
    private final PauseTransition problemsRefresh = new PauseTransition(Duration.millis(150));
    private final FocusFollower focus;
    private boolean disposed;
    /** Whether the stage had the focus before: the first focus is its opening, not a return. */
    private boolean focusedOnce;
    /** Rescans the project when the window comes back to the front (files may have changed meanwhile). */
    private final javafx.beans.value.ChangeListener<Boolean> stageFocus;

    /**
     * Opens the project at {@code root} in {@code stage}; {@code openProject} is called with another project's
     * folder when the user opens one (the caller disposes this window after it closes).
     */
    public EditorWindow(Stage stage, Path root, Path configFolder, Consumer<Path> openProject) {
        // Before the first control, which would load Modena and style its popups twice (Theme.setForApplication).
        Theme.setForApplication();
        this.stage = stage;
        this.configFolder = configFolder;
        this.openProject = openProject;
        this.folder = ProjectFolder.at(root);
        Project project = folder.readProject().value();
        this.projectName = project != null ? project.name() : folder.root().getFileName().toString();
        ProjectWatch.removeStrayTemporaryFiles(folder.root());
        StartupTrace.mark("project.aego read");
        // Before any panel: they write times in the notation the preferences choose.
        preferences = new EditorPreferences(configFolder);
        StackPane overlay = new StackPane();
        overlay.setPickOnBounds(false);
        overlay.setMouseTransparent(true);
        tasks = new Tasks(this::say);
        // The project scan, its check and the thumbnails start once the first frame is laid out.
        tasks.hold();
        status = new StatusBar(tasks, () -> reveal("Problems"));
        documents = new WindowDocuments(stage, folder, configFolder, projectName, this::say);
        Workspace workspace = documents.workspace();
        recovery = new WindowRecovery(configFolder, folder.root(), documents);
        projects = new WindowProjects(workspace, () -> stage, configFolder, this::say, this::refreshAssetsSoon);
        memory = WindowMemory.of(configFolder, folder.root());
        playback = new WindowPlayback(workspace);
        actions = new WindowActions(overlay, this::say);
        context = new PanelContext(workspace, actions.registry(), tasks, thumbnails, projects.creation(), this::say,
                status::unsay, this::showInSource, this::reveal, playback.playback(), playback.clock(), playback.rig(),
                projects.importing()::run, memory);
        panels = new WindowPanels(context, thumbnails, projects.importing(), status::setProblemCounts);
        layout = new WindowLayout(this, overlay);
        new EditorActions(this).register();
        javafx.geometry.Rectangle2D screen = javafx.stage.Screen.getPrimary().getVisualBounds();
        Scene scene = Theme.scene(layout.root(), Math.min(1440, screen.getWidth()), Math.min(900, screen.getHeight()));
        StartupTrace.mark("scene and stylesheet set");
        actions.install(scene);
        // Input wakes the periodic collection that rests while the editor idles (IdleCollection).
        scene.addEventFilter(javafx.scene.input.InputEvent.ANY, input -> IdleCollection.activity());
        stage.setScene(scene);
        tasks.releaseAfterFirstPulse(scene);
        memory.restoreStage(stage);
        layout.restore(memory);
        focus = new FocusFollower(workspace, stage, status, layout, projectName, panels::all, problemsRefresh);
        workspace.addSaveListener(document -> panels.problems().checkFile(document.file()));
        // Only a focus that comes back looks for changes the watcher could not see: the first is the window's
        // opening, whose project scan is running already (a second of reading, twice at once, on a big project).
        stageFocus = (observable, was, focused) -> {
            if (focused && !disposed && focusedOnce) {
                documents.rescan();
            }
            focusedOnce |= focused;
        };
        // A window built in a stage that has the focus already (from the Welcome view, or another project opened in
        // it) gets no first focus: its next focus is a return.
        focusedOnce = stage.isFocused();
        stage.focusedProperty().addListener(stageFocus);
        stage.setOnCloseRequest(event -> {
            event.consume();
            if (requestClose()) {
                dispose();
                stage.close();
            }
        });
        problemsRefresh.setOnFinished(event -> {
            OpenDocument<?> focused = workspace.focused();
            if (focused != null) {
                workspace.refreshProblems(focused);
            }
        });
        documents.watch(panels);
        projects.recent().opened(folder.root());
        StartupTrace.mark("watcher started");
        reopenDocuments();
        StartupTrace.mark("documents opened");
        FirstPulseTrace.install(scene);
        // The open documents and the layout are kept with each autosave, so a crash reopens them as they were.
        recovery.autosave().keepingAlso(() -> {
            capture();
            return memory.saving();
        });
        recovery.start(this::say);
        actions.menus().flush(); // the first frame shows every menu
        focus.updateTitle();
        say("Opened " + projectName);
    }

    // What the layout, the actions and the tests reach.

    /** The imports Assets asks for (a double-click, a drop, File ▸ Import…). */
    Importing importing() {
        return projects.importing();
    }

    Stage stage() {
        return stage;
    }

    public Workspace workspace() {
        return documents.workspace();
    }

    public ActionRegistry actions() {
        return actions.registry();
    }

    public Tasks tasks() {
        return tasks;
    }

    public StatusBar status() {
        return status;
    }

    public Autosave autosave() {
        return recovery.autosave();
    }

    public RecoverySession session() {
        return recovery.session();
    }

    public AssetsPanel assets() {
        return panels.assets();
    }

    public InspectorPanel inspector() {
        return panels.inspector();
    }

    public SourcePanel source() {
        return panels.source();
    }

    public ProblemsPanel problems() {
        return panels.problems();
    }

    public Playback playback() {
        return playback.playback();
    }

    public PreviewRig rig() {
        return playback.rig();
    }

    public WindowLayout layout() {
        return layout;
    }

    public CommandPalette palette() {
        return actions.palette();
    }

    Map<PanelSlot, EditorPanel> slotted() {
        return panels.slotted();
    }

    /** Opens a project file as a double-click in Assets does (a big one on a worker). */
    public void openFile(Path file) {
        context.open(file);
    }

    /** The panel plugged into {@code slot} (tests reach a panel's own state through it). */
    public EditorPanel panel(PanelSlot slot) {
        return panels.slotted().get(slot);
    }

    DocumentTabs documentTabs() {
        return documents.tabs();
    }

    Menus menus() {
        return actions.menus();
    }

    public Dialogs dialogs() {
        return documents.dialogs();
    }

    Creation creation() {
        return projects.creation();
    }

    RecentProjects recent() {
        return projects.recent();
    }

    /** Edit ▸ Preferences… and what it keeps. */
    EditorPreferences preferences() {
        return preferences;
    }

    Path configFolder() {
        return configFolder;
    }

    ProjectFolder folder() {
        return folder;
    }

    String projectName() {
        return projectName;
    }

    void requestOpenProject(Path root) {
        openProject.accept(root);
    }

    /** All panels, built in and slotted, for forwarding and disposal. */
    List<EditorPanel> panels() {
        return panels.all();
    }

    public void say(String message) {
        status.say(message);
    }

    /** Brings a panel to the front: a bottom tab by its title. */
    public void reveal(String title) {
        layout.showBottomTab(title);
    }

    /** Opens a project file's document, shows the Source tab and puts the caret at line:column. */
    public void showInSource(String relative, int line, int column) {
        workspace().open(folder.root().resolve(relative)).ifPresent(document -> {
            reveal("Source");
            panels.source().goTo(line, column);
        });
    }

    /** How many batches of file events the watcher has delivered (tests wait on it). */
    public int fileBatches() {
        return documents.fileBatches();
    }

    void refreshAssetsSoon() {
        panels.listAgain();
    }

    /** File ▸ Save As…: saves the document as another file of the project, where it goes on. */
    public void saveAs(OpenDocument<?> document) {
        documents.saveAs(document);
    }

    /** Closes one document, asking first when it has unsaved work; returns whether it closed. */
    public boolean closeDocument(OpenDocument<?> document) {
        return documents.close(document);
    }

    /** Asks about unsaved work before the window closes; returns whether it may close. */
    public boolean requestClose() {
        if (!documents.mayCloseAll()) {
            return false;
        }
        remember();
        return true;
    }

    private void remember() {
        capture();
        memory.save();
    }

    /** Notes the window's place, layout and open documents in its memory (not yet written). */
    private void capture() {
        Workspace workspace = workspace();
        memory.captureStage(stage);
        layout.capture(memory);
        memory.setDocuments(workspace.documents().stream().map(OpenDocument::name).toList());
        memory.put("focused", workspace.focused() == null ? null : workspace.focused().name());
    }

    private void reopenDocuments() {
        // The reopened sheets' decodes wait for the first frame with the rest of the held work.
        workspace().sheetsAhead(false);
        try {
            WindowStart.open(this, memory);
        } finally {
            workspace().sheetsAhead(true);
        }
        Platform.runLater(() -> {
            if (!disposed) {
                recovery.offerCrashed(stage, this::say);
            }
        });
    }

    /** Stops every thread, timer and listener of this window and ends its recovery session. */
    public void dispose() {
        if (disposed) {
            return;
        }
        disposed = true;
        // The stage may outlive this window (a test's primary stage, a project opened in its place): let go of it.
        stage.focusedProperty().removeListener(stageFocus);
        stage.setOnCloseRequest(null);
        documents.stopWatching();
        recovery.stopAutosave();
        playback.dispose();
        panels.stopRefresh();
        problemsRefresh.stop();
        focus.dispose();
        layout.notice().close();
        // The menus stop following the actions first: each panel's unregistering would rebuild them all.
        actions.stopMenus();
        panels.dispose();
        actions.uninstall();
        status.dispose();
        tasks.shutdown();
        thumbnails.shutdown();
        documents.closeAll();
        recovery.close();
        preferences.dispose();
    }

    public boolean disposed() {
        return disposed;
    }
}

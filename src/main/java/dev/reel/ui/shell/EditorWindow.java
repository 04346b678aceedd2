package dev.reel.ui.shell;

import dev.reel.launch.StartupTrace;
import dev.reel.ui.actions.ActionRegistry;
import dev.reel.ui.actions.CommandPalette;
import dev.reel.ui.actions.Menus;
import dev.reel.ui.actions.Shortcuts;
import dev.reel.ui.documents.Dialogs;
import dev.reel.ui.documents.DocumentTabs;
import dev.reel.ui.documents.ExternalChanges;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.documents.ProjectWatch;
import dev.reel.ui.documents.Prompts;
import dev.reel.ui.documents.SaveRescue;
import dev.reel.ui.documents.Workspace;
import dev.reel.ui.playback.Playback;
import dev.reel.ui.playback.PlaybackClock;
import dev.reel.ui.playback.PreviewRig;
import dev.reel.ui.projects.Creation;
import dev.reel.ui.projects.Importing;
import dev.reel.ui.projects.RecentProjects;
import dev.reel.ui.recovery.Autosave;
import dev.reel.ui.recovery.CrashRecovery;
import dev.reel.ui.recovery.RecoverySession;
import dev.reel.ui.theme.Theme;

import dev.reel.io.ProjectFolder;
import dev.reel.model.Project;
import dev.reel.ui.assets.AssetsPanel;
import dev.reel.ui.sheets.Thumbnails;
import dev.reel.ui.inspector.InspectorPanel;
import dev.reel.ui.problems.ProblemsPanel;
import dev.reel.ui.source.SourcePanel;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javafx.util.Duration;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * One project's editor window: the workspace of open documents, the panels around the preview, menus,
 * shortcuts and the command palette, the file watcher, autosave and crash recovery. It lives until the
 * project closes; {@link #dispose()} stops every thread and timer it started.
 */
public final class EditorWindow {
    private final Stage stage;
    private final Path configFolder;
    private final ProjectFolder folder;
    private final String projectName;
    private final ActionRegistry actions = new ActionRegistry();
    private final Shortcuts shortcuts = new Shortcuts(actions);
    private final Menus menus = new Menus(actions);
    private final Tasks tasks;
    private final StatusBar status;
    private final Thumbnails thumbnails = new Thumbnails();
    private final Workspace workspace;
    private final Dialogs dialogs;
    private final ExternalChanges external;
    private final RecoverySession session;
    private final Autosave autosave;
    private ProjectWatch watch;
    private final Creation creation;
    private final Importing importing;
    private final Playback playback = new Playback();
    private final PlaybackClock clock;
    private final PreviewRig rig;
    private final WindowMemory memory;
    private final RecentProjects recent;
    private final AssetsPanel assets;
    private final InspectorPanel inspector;
    private final SourcePanel source;
    private final ProblemsPanel problems;
    private final Map<PanelSlot, EditorPanel> slotted = new EnumMap<>(PanelSlot.class);
    private final WindowLayout layout;
    private final CommandPalette palette;
    private final DocumentTabs documentTabs;
    private final PauseTransition assetsRefresh = new PauseTransition(Duration.millis(250));
    private final PauseTransition problemsRefresh = new PauseTransition(Duration.millis(150));
    private final Consumer<Path> openProject;
    private final PanelContext context;
    private final FocusFollower focus;
    private boolean disposed;

    /**
     * Opens the project at {@code root} in {@code stage}; {@code openProject} is called with another project's
     * folder when the user opens one (the caller disposes this window after it closes).
     */
    public EditorWindow(Stage stage, Path root, Path configFolder, Consumer<Path> openProject) {
        this.stage = stage;
        this.configFolder = configFolder;
        this.openProject = openProject;
        this.folder = ProjectFolder.at(root);
        Project project = folder.readProject().value();
        this.projectName = project != null ? project.name() : folder.root().getFileName().toString();
        ProjectWatch.removeStrayTemporaryFiles(folder.root());
        StartupTrace.mark("project.aego read");
        StackPane overlay = new StackPane();
        overlay.setPickOnBounds(false);
        overlay.setMouseTransparent(true);
        tasks = new Tasks(this::say);
        // The project scan, its check and the thumbnails start once the first frame is laid out.
        tasks.hold();
        status = new StatusBar(tasks, () -> reveal("Problems"));
        workspace = new Workspace(folder, this::say);
        dialogs = new Dialogs(stage);
        new SaveRescue(dialogs, workspace);
        external = new ExternalChanges(workspace, dialogs, configFolder, projectName, this::say);
        session = RecoverySession.start(configFolder);
        autosave = new Autosave(workspace, session);
        creation = new Creation(workspace, this::say, this::refreshAssetsSoon);
        memory = WindowMemory.of(configFolder, folder.root());
        recent = new RecentProjects(configFolder);
        clock = new PlaybackClock(workspace, playback);
        rig = new PreviewRig(workspace, playback);
        importing = new Importing(() -> stage, this::say, folder.root());
        context = new PanelContext(workspace, actions, tasks, thumbnails, creation, this::say,
                this::showInSource, this::reveal, playback, clock, rig, importing::run);
        assets = new AssetsPanel(context);
        inspector = new InspectorPanel(context);
        source = new SourcePanel(context);
        problems = new ProblemsPanel(context, status::setProblemCounts);
        StartupTrace.mark("Assets, Inspector, Source, Problems panels built");
        PanelCatalog.standard().forEach((slot, factory) -> slotted.put(slot, factory.create(context)));
        StartupTrace.mark("Preview, Animation, Animator, Sheet panels built");
        palette = new CommandPalette(actions, overlay, this::say);
        documentTabs = new DocumentTabs(workspace, this::closeDocument);
        layout = new WindowLayout(this, overlay);
        new EditorActions(this).register();
        javafx.geometry.Rectangle2D screen = javafx.stage.Screen.getPrimary().getVisualBounds();
        Scene scene = new Scene(layout.root(), Math.min(1440, screen.getWidth()), Math.min(900, screen.getHeight()));
        Theme.apply(scene);
        StartupTrace.mark("scene and stylesheet set");
        shortcuts.install(scene);
        stage.setScene(scene);
        tasks.releaseAfterFirstPulse(scene);
        memory.restoreStage(stage);
        layout.restore(memory);
        focus = new FocusFollower(workspace, stage, status, layout, projectName, this::panels, problemsRefresh);
        workspace.addSaveListener(document -> problems.checkFile(document.file()));
        stage.focusedProperty().addListener((observable, was, focused) -> {
            if (focused && !disposed) {
                watch.rescan();
            }
        });
        stage.setOnCloseRequest(event -> {
            event.consume();
            if (requestClose()) {
                dispose();
                stage.close();
            }
        });
        assetsRefresh.setOnFinished(event -> assets.refresh());
        problemsRefresh.setOnFinished(event -> {
            OpenDocument<?> focused = workspace.focused();
            if (focused != null) {
                workspace.refreshProblems(focused);
            }
        });
        watch = new ProjectWatch(folder, workspace, external, new ProjectWatch.Followers() {
            @Override
            public void pictureChanged(Path png) {
                thumbnails.invalidate(png);
            }

            @Override
            public void checkAll() {
                problems.checkAll();
            }

            @Override
            public void checkFile(Path file) {
                problems.checkFile(file);
            }

            @Override
            public void listAgain() {
                refreshAssetsSoon();
            }

            @Override
            public void assetsChanged() {
                inspector.assetsChanged();
            }

            @Override
            public void reimport(Path file) {
                importing.reimport(file);
            }
        });
        recent.opened(folder.root());
        StartupTrace.mark("watcher started");
        reopenDocuments();
        StartupTrace.mark("documents opened");
        if (StartupTrace.on()) {
            scene.addPostLayoutPulseListener(() -> StartupTrace.mark("first pulse (CSS, layout)"));
        }
        autosave.tellingWith(this::say);
        autosave.start();
        menus.flush(); // the first frame shows every menu
        focus.updateTitle();
        say("Opened " + projectName);
    }

    // What the layout, the actions and the tests reach.

    /** The imports Assets asks for (a double-click, a drop, File ▸ Import…). */
    Importing importing() {
        return importing;
    }

    Stage stage() {
        return stage;
    }

    public Workspace workspace() {
        return workspace;
    }

    public ActionRegistry actions() {
        return actions;
    }

    public Tasks tasks() {
        return tasks;
    }

    public StatusBar status() {
        return status;
    }

    public Autosave autosave() {
        return autosave;
    }

    public RecoverySession session() {
        return session;
    }

    public AssetsPanel assets() {
        return assets;
    }

    public InspectorPanel inspector() {
        return inspector;
    }

    public SourcePanel source() {
        return source;
    }

    public ProblemsPanel problems() {
        return problems;
    }

    public Playback playback() {
        return playback;
    }

    public PreviewRig rig() {
        return rig;
    }

    public WindowLayout layout() {
        return layout;
    }

    public CommandPalette palette() {
        return palette;
    }

    Map<PanelSlot, EditorPanel> slotted() {
        return slotted;
    }

    /** Opens a project file as a double-click in Assets does (a big one on a worker). */
    public void openFile(Path file) {
        context.open(file);
    }

    /** The panel plugged into {@code slot} (tests reach a panel's own state through it). */
    public EditorPanel panel(PanelSlot slot) {
        return slotted.get(slot);
    }

    DocumentTabs documentTabs() {
        return documentTabs;
    }

    Menus menus() {
        return menus;
    }

    public Dialogs dialogs() {
        return dialogs;
    }

    Creation creation() {
        return creation;
    }

    RecentProjects recent() {
        return recent;
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
        List<EditorPanel> all = new ArrayList<>(List.of(assets, inspector, source, problems));
        all.addAll(slotted.values());
        return all;
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
        workspace.open(folder.root().resolve(relative)).ifPresent(document -> {
            reveal("Source");
            source.goTo(line, column);
        });
    }

    /** How many batches of file events the watcher has delivered (tests wait on it). */
    public int fileBatches() {
        return watch.batches();
    }

    void refreshAssetsSoon() {
        assetsRefresh.playFromStart();
    }

    /** Closes one document, asking first when it has unsaved work; returns whether it closed. */
    public boolean closeDocument(OpenDocument<?> document) {
        if (document.dirty()) {
            Prompts.UnsavedChoice choice = dialogs.askUnsaved(List.of(document.name()));
            if (choice == Prompts.UnsavedChoice.CANCEL
                    || (choice == Prompts.UnsavedChoice.SAVE && !workspace.save(document))) {
                return false;
            }
        }
        workspace.close(document);
        if (session != null) {
            session.remove(folder.root(), document.name());
        }
        return true;
    }

    /** Asks about unsaved work before the window closes; returns whether it may close. */
    public boolean requestClose() {
        List<OpenDocument<?>> dirty = workspace.dirtyDocuments();
        if (!dirty.isEmpty()) {
            Prompts.UnsavedChoice choice = dialogs.askUnsaved(dirty.stream().map(OpenDocument::name).toList());
            if (choice == Prompts.UnsavedChoice.CANCEL) {
                return false;
            }
            if (choice == Prompts.UnsavedChoice.SAVE && !workspace.saveAll()) {
                return false;
            }
        }
        remember();
        return true;
    }

    private void remember() {
        memory.captureStage(stage);
        layout.capture(memory);
        memory.setDocuments(workspace.documents().stream().map(OpenDocument::name).toList());
        memory.put("focused", workspace.focused() == null ? null : workspace.focused().name());
        memory.save();
    }

    private void reopenDocuments() {
        WindowStart.open(this, memory);
        Platform.runLater(() -> {
            if (!disposed) {
                CrashRecovery.offer(stage, configFolder, session, workspace, autosave, this::say);
            }
        });
    }

    /** Stops every thread, timer and listener of this window and ends its recovery session. */
    public void dispose() {
        if (disposed) {
            return;
        }
        disposed = true;
        if (watch != null) {
            watch.close();
        }
        autosave.stop();
        playback.setPlaying(false);
        clock.dispose();
        rig.dispose();
        assetsRefresh.stop();
        problemsRefresh.stop();
        focus.dispose();
        layout.notice().close();
        // The menus stop following the actions first: each panel's unregistering would rebuild them all.
        menus.dispose();
        for (EditorPanel panel : panels()) {
            panel.dispose();
        }
        documentTabs.dispose();
        shortcuts.uninstall();
        status.dispose();
        tasks.shutdown();
        thumbnails.shutdown();
        workspace.closeAll();
        if (session != null) {
            session.close();
        }
    }

    public boolean disposed() {
        return disposed;
    }
}

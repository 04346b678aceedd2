package dev.reel.ui.shell;

import dev.reel.io.ProjectFolder;
import dev.reel.ui.actions.Action;
import dev.reel.ui.actions.ActionRegistry;
import dev.reel.ui.actions.EditTarget;
import dev.reel.ui.actions.Shortcuts;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.documents.Workspace;
import dev.reel.ui.help.GettingStartedWindow;
import dev.reel.ui.help.HelpViews;
import dev.reel.ui.projects.SampleProject;
import dev.reel.ui.theme.Theme;
import javafx.scene.Node;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.TextInputDialog;
import javafx.stage.DirectoryChooser;
import javafx.stage.WindowEvent;
import org.fxmisc.richtext.GenericStyledArea;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The window's own actions: File, Edit, Create, View, Window and Help, with the shortcuts the issue lists.
 * Panels add theirs to the same registry.
 */
final class EditorActions {
    private final EditorWindow window;
    private final Workspace workspace;
    private final ActionRegistry registry;
    private GettingStartedWindow gettingStarted;

    EditorActions(EditorWindow window) {
        this.window = window;
        this.workspace = window.workspace();
        this.registry = window.actions();
    }

    void register() {
        file();
        edit();
        create();
        view();
        windows();
        help();
    }

    private OpenDocument<?> focused() {
        return workspace.focused();
    }

    private void file() {
        registry.register(Action.of("file.new-project", "File", "New Project from Sample…").group("project")
                .run(this::newProject));
        registry.register(Action.of("file.open-project", "File", "Open Project…").group("project")
                .keys("Shortcut+O").run(this::openProject));
        registry.register(Action.of("file.open-recent", "File", "Open Recent").group("project")
                .children(this::recentProjects).build());
        // File ▸ Import… is the Assets panel's (it copies chosen files into the selected folder and imports them),
        // registered before these; registering it again puts it here in the menu, after the project items.
        registry.find("file.import").ifPresent(registry::register);
        // The exports (the preview's and Assets' Godot ones, registered before these) follow Import in the menu.
        for (String export : List.of("file.export-preview", "file.export-godot-animation", "file.export-godot-tree")) {
            registry.find(export).ifPresent(registry::register);
        }
        registry.register(Action.of("file.save", "File", "Save").group("save").keys("Shortcut+S")
                .enabledWhen(() -> focused() != null).run(() -> workspace.save(focused())));
        registry.register(Action.of("file.save-as", "File", "Save As…").group("save").keys("Shortcut+Shift+S")
                .enabledWhen(() -> focused() != null).run(() -> window.saveAs(focused())));
        registry.register(Action.of("file.save-all", "File", "Save All").group("save").keys("Shortcut+Alt+S")
                .enabledWhen(() -> !workspace.dirtyDocuments().isEmpty()).run(workspace::saveAll));
        registry.register(Action.of("file.revert", "File", "Revert to Saved").group("save")
                .enabledWhen(() -> focused() != null && focused().dirty()).run(() -> {
                    if (workspace.revert(focused())) {
                        window.say("Reverted " + focused().name() + " (Undo brings your changes back)");
                    }
                }));
        registry.register(Action.of("file.close", "File", "Close").group("close").keys("Shortcut+W")
                .enabledWhen(() -> focused() != null).run(() -> window.closeDocument(focused())));
        registry.register(Action.of("file.close-project", "File", "Close Project").group("close")
                .run(() -> window.requestOpenProject(null)));
        registry.register(Action.of("file.quit", "File", "Quit").group("quit").keys("Shortcut+Q")
                .run(() -> window.stage().fireEvent(new WindowEvent(window.stage(), WindowEvent.WINDOW_CLOSE_REQUEST))));
    }

    private List<Action> recentProjects() {
        List<Action> items = new ArrayList<>();
        for (Path project : window.recent().list()) {
            if (!project.toAbsolutePath().normalize().equals(window.folder().root())) {
                items.add(Action.of("file.recent." + project, "File", "Open Recent: " + project.getFileName()
                        + "  (" + project + ")").run(() -> window.requestOpenProject(project)));
            }
        }
        return items;
    }

    private void newProject() {
        Optional<Path> sample = SampleProject.locate();
        if (sample.isEmpty()) {
            window.dialogs().error("No sample project", "The sample project was not found next to Reel.");
            return;
        }
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle("Choose where the new project goes");
        File parent = chooser.showDialog(window.stage());
        if (parent == null) {
            return;
        }
        TextInputDialog name = new TextInputDialog("my-game");
        Theme.dress(name, window.stage());
        name.setTitle("New Project from Sample");
        name.setHeaderText("The new project's folder name (inside " + parent + ")");
        Optional<String> chosen = name.showAndWait().map(String::strip).filter(text -> !text.isEmpty());
        if (chosen.isEmpty()) {
            return;
        }
        Path target = parent.toPath().resolve(chosen.get());
        String failure = SampleProject.newProject(sample.get(), target);
        if (failure != null) {
            window.dialogs().error("Cannot create the project", failure);
            return;
        }
        window.requestOpenProject(target);
    }

    private void openProject() {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle("Open a Reel project folder");
        chooser.setInitialDirectory(window.folder().root().getParent() == null ? null
                : window.folder().root().getParent().toFile());
        File chosen = chooser.showDialog(window.stage());
        if (chosen == null) {
            return;
        }
        if (!ProjectFolder.isProject(chosen.toPath())) {
            window.dialogs().error("Not a Reel project", chosen + " has no project.aego.");
            return;
        }
        window.requestOpenProject(chosen.toPath());
    }

    private void edit() {
        registry.register(Action.of("edit.undo", "Edit", "Undo").group("history").keys("Shortcut+Z")
                .title(() -> own() != null ? own().undoLabel() : focused() == null ? "Undo"
                        : focused().draft() != null && focused().importable()
                        ? "Undo Source typing" : focused().document().undoLabel())
                .enabledWhen(() -> own() != null ? own().canUndo() : focused() != null && !focused().document().busy()
                        && ((focused().draft() != null && focused().importable()) || focused().document().canUndo()))
                .run(this::undo));
        registry.register(Action.of("edit.redo", "Edit", "Redo").group("history").keys("Shortcut+Shift+Z", "Shortcut+Y")
                .title(() -> own() != null ? own().redoLabel() : focused() == null ? "Redo" : focused().document().redoLabel())
                .enabledWhen(() -> own() != null ? own().canRedo()
                        : focused() != null && focused().draft() == null && focused().document().canRedo())
                .run(() -> {
                    if (own() != null) {
                        own().redo();
                    } else {
                        focused().document().redo();
                    }
                }));
        registry.register(Action.of("edit.cut", "Edit", "Cut").group("clipboard").keys("Shortcut+X")
                .enabledWhen(() -> textInput() != null || (target() != null && target().canCut()))
                .run(() -> onText(TextInputControl::cut, GenericStyledArea::cut, EditTarget::cut)));
        registry.register(Action.of("edit.copy", "Edit", "Copy").group("clipboard").keys("Shortcut+C")
                .enabledWhen(() -> textInput() != null || (target() != null && target().canCopy()))
                .run(() -> onText(TextInputControl::copy, GenericStyledArea::copy, EditTarget::copy)));
        registry.register(Action.of("edit.paste", "Edit", "Paste").group("clipboard").keys("Shortcut+V")
                .enabledWhen(() -> textInput() != null || (target() != null && target().canPaste()))
                .run(() -> onText(TextInputControl::paste, GenericStyledArea::paste, EditTarget::paste)));
        registry.register(Action.of("edit.delete", "Edit", "Delete").group("clipboard").keys("Delete")
                .enabledWhen(() -> textInput() != null || (target() != null && target().canDelete()))
                .run(() -> onText(TextInputControl::deleteNextChar, area -> area.deleteNextChar(), EditTarget::delete)));
        registry.register(Action.of("edit.select-all", "Edit", "Select All").group("select").keys("Shortcut+A")
                .enabledWhen(() -> textInput() != null || (target() != null && target().canSelectAll()))
                .run(() -> onText(TextInputControl::selectAll, GenericStyledArea::selectAll, EditTarget::selectAll)));
        registry.register(Action.of("edit.preferences", "Edit", "Preferences…").group("preferences")
                .keys("Shortcut+Comma").run(() -> window.preferences().show(window.stage())));
    }

    /** Undo drops an unparsed Source draft first (back to the last good text), then steps back in history. */
    private void undo() {
        if (own() != null) {
            own().undo();
            return;
        }
        OpenDocument<?> document = focused();
        if (document.draft() != null && document.importable()) {
            document.setDraft(null);
            workspace.recheck(document);
            window.say("Dropped the unparsed Source text");
            return;
        }
        document.document().undo();
    }

    private Node focusOwner() {
        return window.stage().getScene() == null ? null : window.stage().getScene().getFocusOwner();
    }

    private Node textInput() {
        Node focus = focusOwner();
        return Shortcuts.isTextInput(focus) ? focus : null;
    }

    private EditTarget target() {
        return EditTarget.of(focusOwner());
    }

    /** The history of the panel holding the focus, when it has one of its own (Assets), and no text field has it. */
    private EditTarget.OwnHistory own() {
        EditTarget target = textInput() == null ? target() : null;
        return target == null ? null : target.ownHistory();
    }

    private void onText(java.util.function.Consumer<TextInputControl> text,
                        java.util.function.Consumer<GenericStyledArea<?, ?, ?>> area,
                        java.util.function.Consumer<EditTarget> panel) {
        Node focus = focusOwner();
        if (focus instanceof TextInputControl control) {
            text.accept(control);
        } else if (focus instanceof GenericStyledArea<?, ?, ?> styled) {
            area.accept(styled);
        } else if (target() != null) {
            panel.accept(target());
        }
    }

    private void create() {
        registry.register(Action.of("create.clip", "Create", "New Clip").group("new").keys("Shortcut+N")
                .run(() -> window.creation().newClip()));
        registry.register(Action.of("create.controller", "Create", "New Controller").group("new")
                .keys("Shortcut+Alt+N").run(() -> window.creation().newController()));
        registry.register(Action.of("create.rig", "Create", "New Rig").group("new")
                .run(() -> window.creation().newRig()));
    }

    private void view() {
        WindowLayout layout = window.layout();
        registry.register(Action.of("view.assets", "View", "Assets").group("panels").keys("Shortcut+1")
                .checkedWhen(layout::assetsShown).run(layout::toggleAssets));
        registry.register(Action.of("view.inspector", "View", "Inspector").group("panels").keys("Shortcut+2")
                .checkedWhen(layout::inspectorShown).run(layout::toggleInspector));
        registry.register(Action.of("view.bottom", "View", "Bottom Panel").group("panels").keys("Shortcut+3")
                .checkedWhen(layout::bottomShown).run(layout::toggleBottom));
        String[] tabs = {"Animation", "Animator", "Sheet", "Source", "Problems"};
        for (int i = 0; i < tabs.length; i++) {
            String tab = tabs[i];
            registry.register(Action.of("view.tab." + tab.toLowerCase(java.util.Locale.ROOT), "View", "Show " + tab)
                    .group("tabs").keys("Alt+" + (i + 1)).run(() -> layout.showBottomTab(tab)));
        }
        registry.register(Action.of("view.palette", "View", "Command Palette…").group("palette")
                .keys("Shortcut+Shift+N").run(() -> window.palette().show()));
        registry.register(Action.of("view.reset", "View", "Reset Layout").group("layout").run(layout::reset));
    }

    private void windows() {
        registry.register(Action.of("window.next", "Window", "Next Document").group("cycle").keys("Ctrl+Tab")
                .enabledWhen(() -> workspace.documents().size() > 1).run(() -> cycle(1)));
        registry.register(Action.of("window.previous", "Window", "Previous Document").group("cycle")
                .keys("Ctrl+Shift+Tab").enabledWhen(() -> workspace.documents().size() > 1).run(() -> cycle(-1)));
        registry.register(Action.of("window.documents", "Window", "Documents").group("documents")
                .children(() -> workspace.documents().stream().map(document -> Action.of("window.document."
                        + document.name(), "Window", "Go to " + document.name())
                        .run(() -> workspace.focus(document))).toList()).build());
    }

    private void cycle(int step) {
        List<OpenDocument<?>> documents = workspace.documents();
        int index = documents.indexOf(focused());
        workspace.focus(documents.get(Math.floorMod(index + step, documents.size())));
    }

    private void help() {
        registry.register(Action.of("help.getting-started", "Help", "Getting Started").group("help")
                .run(() -> {
                    if (gettingStarted == null) {
                        gettingStarted = new GettingStartedWindow(window.stage());
                    }
                    gettingStarted.show();
                }));
        registry.register(Action.of("help.shortcuts", "Help", "Keyboard Shortcuts").group("help").keys("F1")
                .run(() -> HelpViews.showShortcuts(window.dialogs().owner(), registry)));
        registry.register(Action.of("help.about", "Help", "About Reel").group("about")
                .run(() -> HelpViews.showAbout(window.dialogs().owner())));
    }
}

package dev.reel.ui.assets;

import dev.reel.interop.GodotExport;
import dev.reel.model.Diagnostic;
import dev.reel.ui.actions.Action;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.PanelContext;
import dev.reel.ui.theme.Theme;
import javafx.scene.control.Alert;
import javafx.scene.control.TextArea;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Window;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * File › Export Animations to Godot… and File › Export Animation Tree to Godot…: the focused clip or controller
 * (else the one selected in Assets), as saved, written as a Godot 4 {@code AnimationLibrary} or
 * {@code AnimationTree} root ({@link GodotExport}); the warnings for what Godot cannot express are listed in a
 * dialog.
 */
final class GodotExportActions {
    private final PanelContext context;
    private final Supplier<List<Path>> selected;
    private final Supplier<Window> owner;
    private final List<Action> actions = new ArrayList<>();
    /** The warnings dialog last shown, for tests. */
    private Alert shown;

    GodotExportActions(PanelContext context, Supplier<List<Path>> selected, Supplier<Window> owner) {
        this.context = context;
        this.selected = selected;
        this.owner = owner;
        actions.add(context.actions().register(Action.of("file.export-godot-animation", "File",
                "Export Animations to Godot…").group("export")
                .enabledWhen(() -> source(false) != null).run(() -> choose(GodotExport.Kind.ANIMATION))));
        actions.add(context.actions().register(Action.of("file.export-godot-tree", "File",
                "Export Animation Tree to Godot…").group("export")
                .enabledWhen(() -> source(true) != null).run(() -> choose(GodotExport.Kind.TREE))));
    }

    /** The clip or controller file to export (a controller only, for a tree), or null. */
    Path source(boolean controllerOnly) {
        OpenDocument<?> focused = context.workspace().focused();
        if (focused != null && exportable(focused.file(), controllerOnly)) {
            return focused.file();
        }
        List<Path> files = selected.get();
        return files.size() == 1 && exportable(files.get(0), controllerOnly) ? files.get(0) : null;
    }

    private static boolean exportable(Path file, boolean controllerOnly) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        return name.endsWith(".aectrl") || !controllerOnly && name.endsWith(".aeanim");
    }

    private void choose(GodotExport.Kind kind) {
        Path source = source(kind == GodotExport.Kind.TREE);
        if (source == null) {
            return;
        }
        FileChooser chooser = new FileChooser();
        chooser.setTitle(kind == GodotExport.Kind.TREE ? "Export Animation Tree to Godot" : "Export Animations to Godot");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Godot text resource", "*.tres"));
        String stem = source.getFileName().toString().replaceFirst("\\.[^.]+$", "");
        chooser.setInitialFileName(stem + (kind == GodotExport.Kind.TREE ? "_tree.tres" : "_animations.tres"));
        File folder = source.toAbsolutePath().getParent().toFile();
        chooser.setInitialDirectory(folder.isDirectory() ? folder : context.project().root().toFile());
        File chosen = chooser.showSaveDialog(owner.get());
        if (chosen != null) {
            export(source, kind, chosen.toPath());
        }
    }

    /** Exports {@code source} to {@code target}, says how it went and lists the warnings; returns what it said. */
    String export(Path source, GodotExport.Kind kind, Path target) {
        GodotExport.Outcome outcome = GodotExport.run(source, kind, target, GodotExport.DEFAULT_METHOD);
        String said;
        if (!outcome.ok()) {
            Diagnostic first = outcome.diagnostics().stream().filter(Diagnostic::isError).findFirst().orElseThrow();
            said = "Godot export failed: " + first.message();
        } else {
            int count = kind == GodotExport.Kind.TREE ? outcome.states() : outcome.animations();
            said = "Exported " + count + (kind == GodotExport.Kind.TREE ? " state" : " animation")
                    + (count == 1 ? "" : "s") + " to " + target.getFileName()
                    + (outcome.warnings().isEmpty() ? "" : ", with " + outcome.warnings().size() + " warning"
                    + (outcome.warnings().size() == 1 ? "" : "s"));
        }
        OpenDocument<?> focused = context.workspace().focused();
        if (outcome.ok() && focused != null && focused.file().equals(source) && focused.dirty()) {
            said += " (from the saved file: save to include your latest changes)";
        }
        context.say(said);
        if (!outcome.diagnostics().isEmpty()) {
            showProblems(said, outcome.diagnostics());
        }
        return said;
    }

    private void showProblems(String header, List<Diagnostic> problems) {
        if (shown != null) {
            shown.close();
        }
        boolean failed = problems.stream().anyMatch(Diagnostic::isError);
        Alert alert = Theme.alert(owner.get(), failed ? Alert.AlertType.ERROR : Alert.AlertType.INFORMATION,
                "Export to Godot", header);
        StringBuilder text = new StringBuilder();
        for (Diagnostic problem : problems) {
            text.append(problem.file().isEmpty() ? "" : problem.file() + ": ").append(problem.message()).append("\n\n");
        }
        TextArea list = new TextArea(text.toString().strip());
        list.setId("godot-export-warnings");
        list.setEditable(false);
        list.setWrapText(true);
        list.setPrefRowCount(14);
        list.setPrefColumnCount(70);
        VBox.setVgrow(list, Priority.ALWAYS);
        alert.getDialogPane().setContent(new VBox(list));
        alert.setResizable(true);
        shown = alert;
        alert.show();
    }

    /** The warnings dialog last shown, or null. */
    Alert shownForTest() {
        return shown;
    }

    void dispose() {
        actions.forEach(context.actions()::unregister);
        if (shown != null) {
            shown.close();
        }
    }
}

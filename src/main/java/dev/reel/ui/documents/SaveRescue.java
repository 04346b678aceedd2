package dev.reel.ui.documents;

import dev.reel.io.WriteGuard;
import dev.reel.model.Diagnostic;
import dev.reel.project.Names;
import dev.reel.ui.theme.Theme;
import javafx.geometry.Pos;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.TextInputDialog;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.stage.FileChooser;

import java.io.File;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Save As…, from the File menu and as the window's answer to a save that cannot go through. From the menu it
 * saves the document as another file of the project, where it goes on (nothing is written outside the project).
 * When a save fails, a dialog names the document and the reason in words (permission denied, disk full, its
 * folder gone, a link leading out of the project) and offers Save As… to rescue the work: there, and only there,
 * the copy may go outside the project (a full or read-only project disk must not trap the work), suggested in
 * the home folder; a copy inside the project opens beside the document, which stays unsaved. A read-only file is
 * asked about before it is replaced.
 */
public final class SaveRescue implements SaveProblems {
    static final ButtonType SAVE_AS = new ButtonType("Save As…", ButtonBar.ButtonData.OTHER);
    static final ButtonType OVERWRITE = new ButtonType("Overwrite", ButtonBar.ButtonData.YES);

    private final Dialogs dialogs;
    private final Workspace workspace;

    public SaveRescue(Dialogs dialogs, Workspace workspace) {
        this.dialogs = dialogs;
        this.workspace = workspace;
        workspace.setSaveProblems(this);
    }

    @Override
    public boolean overwriteReadOnly(OpenDocument<?> document) {
        Alert alert = dialogs.alert(Alert.AlertType.CONFIRMATION, "Read-only file",
                document.name() + " is read-only");
        alert.setContentText("Its permissions say it should not be written. Overwrite it anyway (it stays "
                + "read-only), or save your work as another file?");
        alert.getButtonTypes().setAll(OVERWRITE, SAVE_AS, ButtonType.CANCEL);
        Optional<ButtonType> answer = alert.showAndWait();
        if (answer.isPresent() && answer.get() == SAVE_AS) {
            rescue(document, besideIt(document));
        }
        return answer.isPresent() && answer.get() == OVERWRITE;
    }

    @Override
    public void failed(OpenDocument<?> document, String reason) {
        Alert alert = dialogs.alert(Alert.AlertType.ERROR, "Cannot save", "Cannot save " + document.name());
        alert.setContentText(sentence(reason) + "\n\nThe file on disk is as it was, and your work is still open "
                + "and unsaved. Save As… puts a copy in another file, in the project or anywhere else (your home "
                + "folder is suggested, in case the project's disk is full or read-only).");
        alert.getButtonTypes().setAll(SAVE_AS, ButtonType.CANCEL);
        Optional<ButtonType> answer = alert.showAndWait();
        if (answer.isPresent() && answer.get() == SAVE_AS) {
            rescue(document, inHomeFolder(document));
        }
    }

    /**
     * File ▸ Save As…: asks for a path in the project (the document's folder and a free name suggested) until the
     * document is saved there or the user cancels; a path outside the project is refused.
     */
    public void saveAs(OpenDocument<?> document) {
        if (document.type() != DocumentType.CLIP && document.type() != DocumentType.CONTROLLER
                && document.type() != DocumentType.RIG) {
            dialogs.error("Save As", "Save As is for clips, controllers and rigs: a sheet's slicing belongs to its PNG "
                    + "and the project settings to the project.");
            return;
        }
        String suggestion = besideIt(document);
        String problem = null;
        while (true) {
            Optional<String> typed = ask(document, "Save " + document.name() + " as another file of the project",
                    problem, suggestion, false);
            if (typed.isEmpty()) {
                return;
            }
            Path target = resolve(document, typed.get());
            Optional<String> failure = target.startsWith(workspace.folder().root())
                    ? workspace.saveAs(document, target)
                    : Optional.of(target + " is outside the project: Save As keeps your work in the project");
            if (failure.isEmpty()) {
                return;
            }
            suggestion = typed.get();
            problem = "Not saved: " + failure.get();
        }
    }

    /** Asks for a path, in the project or outside it, until a copy is written there or the user cancels. */
    private void rescue(OpenDocument<?> document, String suggestion) {
        String problem = null;
        while (true) {
            Optional<String> typed = ask(document, "Save a copy of " + document.name() + " in another file",
                    problem, suggestion, true);
            if (typed.isEmpty()) {
                return;
            }
            Path target = resolve(document, typed.get());
            Optional<String> failure = target.startsWith(workspace.folder().root())
                    ? workspace.saveCopy(document, target) : copyOutside(document, target);
            if (failure.isEmpty()) {
                return;
            }
            suggestion = typed.get();
            problem = "Not saved: " + failure.get();
        }
    }

    /** The rescue's copy outside the project: written where the user named it, never over a file. */
    private Optional<String> copyOutside(OpenDocument<?> document, Path target) {
        if (java.nio.file.Files.exists(target)) {
            return Optional.of(target + " exists already");
        }
        Optional<Diagnostic> failure = WriteGuard.saveNamed(target, document.bytes());
        if (failure.isPresent()) {
            return Optional.of(failure.get().message());
        }
        workspace.say("Saved a copy of " + document.name() + " as " + target + " (outside the project); "
                + document.name() + " itself is still unsaved");
        return Optional.empty();
    }

    /**
     * The path dialog: a field (a path relative to the project, or absolute) and Browse… to choose a place;
     * {@code anywhere} lets Browse leave the project. Empty when cancelled.
     */
    private Optional<String> ask(OpenDocument<?> document, String header, String problem, String suggestion,
                                 boolean anywhere) {
        TextInputDialog ask = new TextInputDialog(suggestion);
        Theme.dress(ask, dialogs.owner());
        ask.setTitle("Save As");
        ask.setHeaderText(header + (problem == null ? "" : "\n" + problem));
        ask.getEditor().setId("save-as-path");
        ask.getEditor().setPrefColumnCount(42);
        Button browse = new Button("Browse…");
        browse.setId("save-as-browse");
        browse.setOnAction(event -> {
            FileChooser chooser = new FileChooser();
            chooser.setTitle("Save As");
            Path current = resolve(document, ask.getEditor().getText().isBlank() ? suggestion : ask.getEditor().getText());
            Path folder = current.getParent();
            chooser.setInitialDirectory(folder != null && folder.toFile().isDirectory() ? folder.toFile()
                    : workspace.folder().root().toFile());
            chooser.setInitialFileName(current.getFileName().toString());
            File chosen = chooser.showSaveDialog(ask.getDialogPane().getScene().getWindow());
            if (chosen != null) {
                Path picked = chosen.toPath().toAbsolutePath().normalize();
                ask.getEditor().setText(picked.startsWith(workspace.folder().root())
                        ? workspace.folder().relative(picked) : picked.toString());
            }
        });
        Label label = new Label(anywhere ? "Path (in the project, or absolute):" : "Path in the project:");
        label.setMinWidth(Region.USE_PREF_SIZE);
        browse.setMinWidth(Region.USE_PREF_SIZE);
        HBox row = new HBox(8, label, ask.getEditor(), browse);
        row.setAlignment(Pos.CENTER_LEFT);
        ask.getDialogPane().setPrefWidth(760);
        HBox.setHgrow(ask.getEditor(), Priority.ALWAYS);
        ask.getDialogPane().setContent(row);
        return ask.showAndWait().map(String::strip).filter(text -> !text.isEmpty());
    }

    /** A typed path: relative to the project, or absolute; the document's extension added when it has none. */
    private Path resolve(OpenDocument<?> document, String typed) {
        String text = typed.startsWith("~/") ? System.getProperty("user.home") + typed.substring(1) : typed;
        Path path = workspace.folder().root().resolve(text).toAbsolutePath().normalize();
        String extension = Names.extension(document.shortName());
        String name = path.getFileName() == null ? "" : path.getFileName().toString();
        return Names.extension(name).isEmpty() && !extension.isEmpty() ? path.resolveSibling(name + extension) : path;
    }

    /** The document's own folder with a name no file has yet: {@code anim/knight/attack 2.aeanim}. */
    private String besideIt(OpenDocument<?> document) {
        return workspace.folder().relative(Names.free(document.file().getParent(), document.shortName()));
    }

    /** Outside the project, where a full or read-only project disk does not reach: the home folder. */
    private String inHomeFolder(OpenDocument<?> document) {
        return Names.free(Path.of(System.getProperty("user.home")), document.shortName()).toString();
    }

    /** "cannot save: the disk is full" as "The disk is full." */
    private static String sentence(String reason) {
        String text = reason.startsWith("cannot save: ") ? reason.substring("cannot save: ".length()) : reason;
        text = text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
        return text.endsWith(".") ? text : text + ".";
    }
}

package dev.reel.ui.documents;

import dev.reel.ui.theme.Theme;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.TextInputDialog;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The window's answer to a save that cannot go through: a dialog naming the document and the reason in words
 * (permission denied, disk full, its folder gone, a link leading out of the project), offering Save As… to put
 * the work in another file of the project, so nothing is lost when a folder cannot be written. A read-only
 * file is asked about before it is replaced.
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
                + "read-only), or save your work as another file of the project?");
        alert.getButtonTypes().setAll(OVERWRITE, SAVE_AS, ButtonType.CANCEL);
        Optional<ButtonType> answer = alert.showAndWait();
        if (answer.isPresent() && answer.get() == SAVE_AS) {
            saveAs(document, null);
        }
        return answer.isPresent() && answer.get() == OVERWRITE;
    }

    @Override
    public void failed(OpenDocument<?> document, String reason) {
        Alert alert = dialogs.alert(Alert.AlertType.ERROR, "Cannot save", "Cannot save " + document.name());
        alert.setContentText(sentence(reason) + "\n\nThe file on disk is as it was, and your work is still open "
                + "and unsaved. Save As… puts it in another file of the project.");
        alert.getButtonTypes().setAll(SAVE_AS, ButtonType.CANCEL);
        Optional<ButtonType> answer = alert.showAndWait();
        if (answer.isPresent() && answer.get() == SAVE_AS) {
            saveAs(document, null);
        }
    }

    /** Asks for a project-relative path until a copy is written there or the user cancels. */
    private void saveAs(OpenDocument<?> document, String problem) {
        String suggestion = suggestion(document);
        while (true) {
            TextInputDialog ask = new TextInputDialog(suggestion);
            Theme.dress(ask, dialogs.owner());
            ask.setTitle("Save As");
            ask.setHeaderText("Save " + document.name() + " as another file of the project"
                    + (problem == null ? "" : "\n" + problem));
            ask.setContentText("Path in the project:");
            ask.getEditor().setId("save-as-path");
            Optional<String> typed = ask.showAndWait();
            if (typed.isEmpty() || typed.get().isBlank()) {
                return;
            }
            Path target = workspace.folder().root().resolve(typed.get().trim());
            Optional<String> failure = workspace.saveCopy(document, target);
            if (failure.isEmpty()) {
                return;
            }
            suggestion = typed.get().trim();
            problem = "Not saved: " + failure.get();
        }
    }

    /** The document's name beside the project's anim folder, or with a number, where no file is yet. */
    private String suggestion(OpenDocument<?> document) {
        String name = document.document().file().getFileName().toString();
        int dot = name.indexOf('.');
        String base = dot > 0 ? name.substring(0, dot) : name;
        String extension = dot > 0 ? name.substring(dot) : "";
        Path root = workspace.folder().root();
        String candidate = "anim/" + name;
        for (int copy = 2; Files.exists(root.resolve(candidate)); copy++) {
            candidate = "anim/" + base + "-" + copy + extension;
        }
        return candidate;
    }

    /** "cannot save: the disk is full" as "The disk is full." */
    private static String sentence(String reason) {
        String text = reason.startsWith("cannot save: ") ? reason.substring("cannot save: ".length()) : reason;
        text = text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
        return text.endsWith(".") ? text : text + ".";
    }
}

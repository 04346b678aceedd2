package dev.reel.ui.assets;

import dev.reel.model.Diagnostic;
import dev.reel.project.Plan;
import dev.reel.project.Usages;
import dev.reel.ui.control.Readout;
import dev.reel.ui.theme.Theme;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The questions the Assets panel asks before it changes files: which files a rename or move will change (with a
 * count, and the files it cannot read), what uses a file about to be deleted (file:line), and what to do when an
 * imported file's name is taken.
 */
final class ChangeDialogs {
    /** The answer to "a file of that name exists". */
    enum Conflict { REPLACE, KEEP_BOTH, CANCEL }

    static final ButtonType REPLACE = new ButtonType("Replace", ButtonBar.ButtonData.OTHER);
    static final ButtonType KEEP_BOTH = new ButtonType("Keep Both", ButtonBar.ButtonData.YES);

    private final Window owner;

    ChangeDialogs(Window owner) {
        this.owner = owner;
    }

    /**
     * Shows the files {@code plan} changes, and first the open documents among them with unsaved edits
     * ({@code unsaved}), which are saved before it; true when the user goes ahead with {@code verb} ("Rename").
     */
    boolean confirmChange(Plan plan, String verb, List<String> unsaved) {
        Alert alert = alert(Alert.AlertType.CONFIRMATION, plan.title() + "?");
        List<String> lines = new ArrayList<>(plan.describe());
        for (Diagnostic untouched : plan.untouched()) {
            lines.add("not rewritten: " + untouched.format());
        }
        String count = Readout.count(plan.fileCount(), "file") + " will change";
        if (!plan.untouched().isEmpty()) {
            count += "; " + Readout.count(plan.untouched().size(), "file") + " cannot be read and "
                    + (plan.untouched().size() == 1 ? "keeps its" : "keep their") + " references as they are";
        }
        VBox content = list(count + ":", lines, "change-list");
        if (!unsaved.isEmpty()) {
            content.getChildren().add(0, unsavedNote(unsaved, "they are saved first, so the " + verb.toLowerCase(
                    java.util.Locale.ROOT) + " keeps them."));
        }
        alert.getDialogPane().setContent(content);
        ButtonType go = new ButtonType(unsaved.isEmpty() ? verb : "Save and " + verb, ButtonBar.ButtonData.OK_DONE);
        alert.getButtonTypes().setAll(go, ButtonType.CANCEL);
        return alert.showAndWait().filter(go::equals).isPresent();
    }

    /**
     * Asks before deleting, listing what uses the files and which are open with unsaved edits ({@code unsaved},
     * saved before they go, so that undo brings the edits back too); true to go ahead.
     */
    boolean confirmDelete(Plan plan, List<Usages.Usage> usages, String trash, List<String> unsaved) {
        Alert alert = alert(Alert.AlertType.CONFIRMATION, plan.title() + "?");
        List<String> lines = new ArrayList<>();
        String intro;
        if (usages.isEmpty()) {
            intro = "Nothing in the project uses it. It goes to " + trash + "; Edit ▸ Undo brings it back.";
        } else {
            intro = "Used " + Readout.count(usages.size(), "time") + " in " + Readout.count(Usages.files(usages).size(),
                    "file") + "; these references will lead nowhere. It goes to " + trash
                    + "; Edit ▸ Undo brings it back.";
            usages.forEach(usage -> lines.add(usage.format()));
        }
        VBox content = list(intro, lines, "usage-list");
        if (!unsaved.isEmpty()) {
            content.getChildren().add(0, unsavedNote(unsaved, "they are saved before it goes, so Edit ▸ Undo "
                    + "brings them back too."));
        }
        alert.getDialogPane().setContent(content);
        ButtonType go = new ButtonType(unsaved.isEmpty() ? "Move to Trash" : "Save and Move to Trash",
                ButtonBar.ButtonData.OK_DONE);
        alert.getButtonTypes().setAll(go, ButtonType.CANCEL);
        return alert.showAndWait().filter(go::equals).isPresent();
    }

    /** Asks what to do with an imported file whose name is taken in the folder. */
    Conflict askConflict(String name, String folder) {
        Alert alert = alert(Alert.AlertType.CONFIRMATION, name + " exists already in " + folder);
        alert.setContentText("Replace it with the imported file, or keep both (the import gets a new name)?");
        alert.getButtonTypes().setAll(REPLACE, KEEP_BOTH, ButtonType.CANCEL);
        Optional<ButtonType> answer = alert.showAndWait();
        if (answer.filter(REPLACE::equals).isPresent()) {
            return Conflict.REPLACE;
        }
        return answer.filter(KEEP_BOTH::equals).isPresent() ? Conflict.KEEP_BOTH : Conflict.CANCEL;
    }

    /** Tells why a change was not made. */
    void error(String header, String message) {
        Alert alert = alert(Alert.AlertType.ERROR, header);
        alert.setContentText(message);
        alert.showAndWait();
    }

    private Alert alert(Alert.AlertType type, String header) {
        Alert alert = new Alert(type);
        Theme.dress(alert, owner);
        alert.initModality(Modality.WINDOW_MODAL);
        alert.setTitle("Assets");
        alert.setHeaderText(header);
        return alert;
    }

    /** "attack.aeanim is open with unsaved edits: they are saved first, ..." above a dialog's list. */
    private static Label unsavedNote(List<String> unsaved, String consequence) {
        String who = unsaved.size() == 1 ? unsaved.get(0) + " is" : String.join(", ", unsaved) + " are";
        Label note = new Label("⚠ " + who + " open with unsaved edits: " + consequence);
        note.setId("unsaved-note");
        note.getStyleClass().add("dialog-warning");
        note.setWrapText(true);
        note.setMaxWidth(560);
        return note;
    }

    private static VBox list(String intro, List<String> lines, String id) {
        Label label = new Label(intro);
        label.setWrapText(true);
        label.setMaxWidth(560);
        VBox box = new VBox(8, label);
        if (!lines.isEmpty()) {
            ListView<String> list = new ListView<>();
            list.setId(id);
            list.getItems().setAll(lines);
            list.setFixedCellSize(30);
            list.setPrefHeight(Math.min(12, lines.size()) * 30 + 6);
            list.setPrefWidth(560);
            box.getChildren().add(list);
        }
        return box;
    }
}

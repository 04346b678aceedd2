package dev.reel.ui.recovery;

import dev.reel.ui.control.ShownAs;
import dev.reel.ui.documents.DiffView;
import dev.reel.ui.theme.Theme;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.cell.CheckBoxListCell;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Window;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Offers the work a crashed Reel autosaved for this project: each document with a check box and, beside it,
 * what differs from the file on disk. Restore puts the checked ones into their documents as undoable steps;
 * Discard lets them go; Later keeps them for the next start.
 */
public final class RecoveryDialog {
    /** What the user chose. */
    public enum Choice { RESTORE, DISCARD, LATER }

    /** The choice and the documents checked for restoring. */
    public record Answer(Choice choice, List<RecoverySession.RecoveredDocument> documents) {
    }

    public static final ButtonType RESTORE = new ButtonType("Restore", ButtonBar.ButtonData.YES);
    public static final ButtonType DISCARD = new ButtonType("Discard", ButtonBar.ButtonData.NO);
    public static final ButtonType LATER = new ButtonType("Later", ButtonBar.ButtonData.CANCEL_CLOSE);

    private RecoveryDialog() {
    }

    /** Asks about {@code documents} of the project at {@code root}. */
    public static Answer ask(Window owner, Path root, List<RecoverySession.RecoveredDocument> documents) {
        Dialog<ButtonType> dialog = new Dialog<>();
        Theme.dress(dialog, owner);
        dialog.initModality(Modality.WINDOW_MODAL);
        dialog.setTitle("Recover unsaved work");
        dialog.setHeaderText("Reel closed without saving " + (documents.size() == 1 ? "a document"
                : documents.size() + " documents") + ". Restore the autosaved work?");
        dialog.getDialogPane().getStyleClass().add("recovery-dialog");
        Map<RecoverySession.RecoveredDocument, BooleanProperty> checked = new HashMap<>();
        documents.forEach(document -> checked.put(document, new SimpleBooleanProperty(true)));
        ListView<RecoverySession.RecoveredDocument> list = new ListView<>();
        list.setId("recovery-list");
        list.getItems().setAll(documents);
        list.setCellFactory(CheckBoxListCell.forListView(checked::get,
                ShownAs.<RecoverySession.RecoveredDocument>text(RecoverySession.RecoveredDocument::file)));
        DiffView diff = new DiffView();
        diff.setId("recovery-diff");
        Label legend = new Label("− on disk now, + autosaved");
        legend.getStyleClass().add("dialog-legend");
        list.getSelectionModel().selectedItemProperty().addListener((observable, old, document) -> {
            if (document != null) {
                diff.show(diskText(root.resolve(document.file())), document.text());
            }
        });
        list.getSelectionModel().select(0);
        SplitPane split = new SplitPane(list, new VBox(6, legend, diff));
        split.setDividerPositions(0.3);
        split.setPrefSize(900, 440);
        VBox.setVgrow(diff, javafx.scene.layout.Priority.ALWAYS);
        dialog.getDialogPane().setContent(split);
        dialog.getDialogPane().getButtonTypes().setAll(RESTORE, DISCARD, LATER);
        ButtonType answer = dialog.showAndWait().orElse(LATER);
        List<RecoverySession.RecoveredDocument> chosen = new ArrayList<>();
        for (RecoverySession.RecoveredDocument document : documents) {
            if (checked.get(document).get()) {
                chosen.add(document);
            }
        }
        Choice choice = answer == RESTORE ? Choice.RESTORE : answer == DISCARD ? Choice.DISCARD : Choice.LATER;
        return new Answer(choice, chosen);
    }

    private static String diskText(Path file) {
        try {
            return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
        } catch (java.io.IOException e) {
            return "";
        }
    }
}

package dev.reel.ui.documents;

import javafx.collections.FXCollections;
import javafx.css.PseudoClass;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;

import java.util.List;

/** A unified line diff shown line by line: removed lines red, added lines green, hunk headers muted. */
public final class DiffView extends ListView<LineDiff.Line> {
    private static final PseudoClass ADDED = PseudoClass.getPseudoClass("added");
    private static final PseudoClass REMOVED = PseudoClass.getPseudoClass("removed");
    private static final PseudoClass HUNK = PseudoClass.getPseudoClass("hunk");

    public DiffView() {
        getStyleClass().add("diff-view");
        setCellFactory(view -> new ListCell<>() {
            @Override
            protected void updateItem(LineDiff.Line line, boolean empty) {
                super.updateItem(line, empty);
                pseudoClassStateChanged(ADDED, !empty && line != null && line.kind() == LineDiff.Kind.ADDED);
                pseudoClassStateChanged(REMOVED, !empty && line != null && line.kind() == LineDiff.Kind.REMOVED);
                pseudoClassStateChanged(HUNK, !empty && line != null && line.kind() == LineDiff.Kind.HUNK);
                setText(empty || line == null ? null : line.unified());
            }
        });
        setPlaceholder(new javafx.scene.control.Label("No differences"));
    }

    /** Shows what changes from {@code before} to {@code after}. */
    public void show(String before, String after) {
        List<LineDiff.Line> lines = LineDiff.diff(before, after);
        getItems().setAll(FXCollections.observableArrayList(lines));
    }
}

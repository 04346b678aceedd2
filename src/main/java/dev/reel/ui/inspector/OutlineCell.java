package dev.reel.ui.inspector;

import dev.reel.ui.control.KeptRow;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.TreeCell;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/** A row of the inspector's outline: a coloured marker for the kind of element, its name and a short detail. */
final class OutlineCell extends TreeCell<Outline.Entry> {
    private final Label marker = new Label();
    private final Label label = new Label();
    private final Label detail = new Label();
    private final HBox row;
    /** The kind the marker is styled for: a row of the same kind keeps its style (a change restyles it). */
    private String markerKind;
    /** A row's new entry shown without the tree rebuilding its cells ({@link OutlineRow}). */
    private final javafx.beans.InvalidationListener valueListener = observable -> {
        javafx.scene.control.TreeItem<Outline.Entry> item = getTreeItem();
        if (item != null && !isEmpty() && item.getValue() != getItem()) {
            updateItem(item.getValue(), false);
        }
    };
    private final javafx.beans.WeakInvalidationListener weakValueListener =
            new javafx.beans.WeakInvalidationListener(valueListener);

    OutlineCell() {
        marker.getStyleClass().add("outline-marker");
        label.getStyleClass().add("outline-label");
        label.setMinWidth(0);
        marker.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        detail.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        detail.getStyleClass().add("outline-detail");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        row = new HBox(6, marker, label, spacer, detail);
        row.setAlignment(Pos.CENTER_LEFT);
        treeItemProperty().addListener((observable, old, item) -> {
            if (old != null) {
                old.valueProperty().removeListener(weakValueListener);
            }
            if (item != null) {
                item.valueProperty().addListener(weakValueListener);
            }
        });
    }

    /** As wide as the tree, no wider: a long name ends in an ellipsis and the detail stays in view. */
    @Override
    protected double computePrefWidth(double height) {
        return 0;
    }

    @Override
    protected void updateItem(Outline.Entry entry, boolean empty) {
        super.updateItem(entry, empty);
        if (empty || entry == null) {
            // The tree measures rows it has not shown yet in one spare cell, emptied after each, two rows on every
            // layout (a key drag lays it out on every frame when the clip's length changes): restyling that cell's
            // row from scratch each time was about 5% of the JavaFX thread per frame (KeptRow).
            KeptRow.emptied(this, row, label, detail);
            setText(null);
            return;
        }
        if (!entry.style().equals(markerKind)) {
            marker.getStyleClass().removeIf(style -> style.startsWith("kind-"));
            marker.getStyleClass().add("kind-" + entry.style());
            markerKind = entry.style();
        }
        marker.setText(switch (entry.style()) {
            case "key" -> "◆";
            case "track" -> "≡";
            case "event" -> "⚑";
            case "flipbook" -> "▦";
            case "state" -> "▭";
            case "transition" -> "→";
            case "condition" -> "?";
            case "param" -> "𝑥";
            case "cell" -> "▫";
            case "group" -> "";
            default -> "●";
        });
        label.setText(entry.label());
        detail.setText(entry.detail());
        setText(null);
        KeptRow.filled(this, row);
    }
}

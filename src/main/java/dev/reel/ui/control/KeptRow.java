package dev.reel.ui.control;

import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.TreeCell;

/**
 * A tree cell's row graphic kept while the cell is empty, hidden, instead of taken off: a graphic taken off and
 * put back joins the scene again and is styled from scratch, and a tree empties and fills its cells whenever it
 * gets a new root, and in its spare measuring cell on every layout. Hidden, the row takes no room, shows no text
 * and no arrow, as an empty cell without a graphic did. A cell never filled has no graphic at all.
 */
public final class KeptRow {
    private KeptRow() {
    }

    /** Hides {@code row}, the graphic of the just emptied {@code cell}, and clears {@code texts} in it. */
    public static void emptied(TreeCell<?> cell, Node row, Labeled... texts) {
        if (cell.getGraphic() != row || !row.isVisible()) {
            return;
        }
        row.setVisible(false);
        row.setManaged(false); // its parent, the cell, is laid out again
        for (Labeled text : texts) {
            text.setText("");
        }
        // The skin shows the arrow again when the cell is given another tree item.
        if (cell.getDisclosureNode() != null) {
            cell.getDisclosureNode().setVisible(false);
        }
    }

    /** Shows {@code row} as the graphic of the just filled {@code cell}. */
    public static void filled(TreeCell<?> cell, Node row) {
        row.setVisible(true);
        row.setManaged(true);
        if (cell.getGraphic() != row) {
            cell.setGraphic(row);
        }
    }
}

package dev.reel.ui.inspector;

import dev.reel.ui.EditorFixture;
import dev.reel.ui.ShownTexts;
import javafx.scene.Node;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The rows below the end of a short outline are blank, also where a longer outline's rows were shown before:
 * a row emptied keeps no text of the element it showed, nor its arrow.
 */
class OutlineEmptyRowsTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @Test
    void rowsEmptiedByAShorterOutlineShowNoText(FxRobot robot) {
        TreeView<Outline.Entry> outline = window.inspector().outline();
        open("anim/knight.aectrl");
        waitUntil(() -> outline.getRoot() != null && outline.getRoot().getValue().label().equals("knight.aectrl"));
        waitForPulses(3, 0.2);
        List<String> before = new ArrayList<>();
        robot.interact(() -> before.addAll(shownTexts(outline, false)));
        assertThat(before).as("the controller fills the rows in view").hasSizeGreaterThan(4).contains("an arrow");

        open("rig/squire.aerig");
        waitUntil(() -> outline.getRoot() != null && outline.getRoot().getValue().label().equals("squire.aerig"));
        waitForPulses(3, 0.2);
        List<String> empty = new ArrayList<>();
        List<String> filled = new ArrayList<>();
        robot.interact(() -> {
            empty.addAll(shownTexts(outline, true));
            filled.addAll(shownTexts(outline, false));
        });
        assertThat(filled).contains("squire.aerig");
        int[] emptyRows = {0};
        robot.interact(() -> outline.lookupAll(".tree-cell").forEach(node -> {
            TreeCell<?> cell = (TreeCell<?>) node;
            emptyRows[0] += cell.isVisible() && cell.isEmpty() && cell.getParent().getStyleClass().contains("sheet")
                    ? 1 : 0;
        }));
        assertThat(emptyRows[0]).as("the shorter outline leaves empty rows in view").isPositive();
        assertThat(empty).as("text or arrows shown in the empty rows").isEmpty();
    }

    /** The texts shown (visible all the way up) in the outline's empty rows, or in its filled ones. */
    private static List<String> shownTexts(TreeView<Outline.Entry> outline, boolean emptyRows) {
        List<String> texts = new ArrayList<>();
        for (Node node : outline.lookupAll(".tree-cell")) {
            TreeCell<?> cell = (TreeCell<?>) node;
            if (cell.isVisible() && cell.isEmpty() == emptyRows && cell.getParent().getStyleClass().contains("sheet")) {
                ShownTexts.collect(cell, texts);
            }
        }
        return texts;
    }
}

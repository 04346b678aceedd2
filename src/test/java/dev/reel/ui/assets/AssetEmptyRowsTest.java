package dev.reel.ui.assets;

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
 * The rows below the last one the Assets filter leaves are blank, also where folders and clips were shown before
 * the filter was typed: an emptied row keeps no name, detail or arrow of what it showed; cleared, the filter
 * brings every row back with its text and arrow.
 */
class AssetEmptyRowsTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @Test
    void rowsEmptiedByTheFilterShowNothing(FxRobot robot) {
        TreeView<AssetNode> tree = window.assets().tree();
        waitUntil(() -> tree.getRoot() != null && tree.getExpandedItemCount() > 12);
        waitForPulses(3, 0.2);
        List<String> before = new ArrayList<>();
        robot.interact(() -> before.addAll(shown(tree, false)));
        assertThat(before).as("the project's rows, folders among them").contains("an arrow", "knight");

        robot.interact(() -> window.assets().filterField().setText("fall"));
        waitUntil(() -> tree.getExpandedItemCount() < 8);
        waitForPulses(3, 0.2);
        List<String> empty = new ArrayList<>();
        List<String> filled = new ArrayList<>();
        int[] emptyRows = {0};
        robot.interact(() -> {
            empty.addAll(shown(tree, true));
            filled.addAll(shown(tree, false));
            emptyRows[0] = cells(tree, true).size();
        });
        assertThat(filled).contains("fall.aeanim");
        assertThat(emptyRows[0]).as("the filter leaves empty rows in view").isPositive();
        assertThat(empty).as("text or arrows shown in the empty rows").isEmpty();

        robot.interact(() -> window.assets().filterField().setText(""));
        waitUntil(() -> tree.getExpandedItemCount() > 12);
        waitForPulses(3, 0.2);
        List<String> after = new ArrayList<>();
        robot.interact(() -> after.addAll(shown(tree, false)));
        assertThat(after).as("every row back, named").contains("an arrow", "knight", "idle.aeanim");
    }

    private static List<TreeCell<?>> cells(TreeView<AssetNode> tree, boolean emptyRows) {
        List<TreeCell<?>> cells = new ArrayList<>();
        for (Node node : tree.lookupAll(".tree-cell")) {
            TreeCell<?> cell = (TreeCell<?>) node;
            if (cell.isVisible() && cell.isEmpty() == emptyRows && cell.getParent().getStyleClass().contains("sheet")) {
                cells.add(cell);
            }
        }
        return cells;
    }

    /** The texts and arrows shown (visible all the way down from the cell) in the empty or the filled rows. */
    private static List<String> shown(TreeView<AssetNode> tree, boolean emptyRows) {
        List<String> texts = new ArrayList<>();
        cells(tree, emptyRows).forEach(cell -> ShownTexts.collect(cell, texts));
        return texts;
    }
}

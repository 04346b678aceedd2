package dev.reel.ui;

import dev.reel.ui.assets.AssetNode;
import javafx.scene.AccessibleAttribute;
import javafx.scene.control.Control;
import javafx.scene.control.TreeCell;
import javafx.scene.control.Tooltip;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The editor window opens without a popup window for each tooltip of the Assets rows and the Animation panel's
 * tool bars (each is a scene of its own, styled as it is made): a tooltip is made when the pointer first comes
 * over its control, and then shows its text as before; until then a screen reader reads the text.
 */
class LazyTooltipsTest extends EditorFixture {
    private static final List<String> TOOL_BAR = List.of("#key-button", "#easing-button", "#loop-override", "#speed",
            "#add-track-button", "#point-time", "#point-value", "#autokey-button", "#snap-button");

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @SuppressWarnings("unchecked")
    private List<TreeCell<AssetNode>> assetRows() {
        return window.assets().tree().lookupAll(".asset-cell").stream()
                .map(node -> (TreeCell<AssetNode>) node)
                .filter(cell -> cell.getItem() != null && cell.isVisible())
                .toList();
    }

    private static Object help(Control control) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> control.queryAccessibleAttribute(AccessibleAttribute.HELP)).get();
    }

    @Test
    void tooltipsAreMadeWhenThePointerComesAndShowTheirText(FxRobot robot) throws Exception {
        waitUntil(() -> window.assets().scans() > 0 && !assetRows().isEmpty());
        waitForPulses(5, 0.2);
        for (TreeCell<AssetNode> row : assetRows()) {
            assertThat(row.getTooltip()).as("no popup window made for %s", row.getItem().assetPath()).isNull();
            assertThat(help(row)).as("what a screen reader reads").asString().startsWith(row.getItem().assetPath());
        }
        for (String id : TOOL_BAR) {
            Control control = robot.lookup(id).queryAs(Control.class);
            assertThat(control.getTooltip()).as("no popup window made for %s", id).isNull();
            assertThat(help(control)).as("the text of %s for a screen reader", id).asString().isNotBlank();
        }

        TreeCell<AssetNode> row = assetRows().get(0);
        String path = row.getItem().assetPath();
        robot.moveTo(row);
        waitUntil(() -> Window.getWindows().stream().anyMatch(window -> window instanceof Tooltip tip
                && tip.isShowing() && tip.getText().startsWith(path)));
    }
}

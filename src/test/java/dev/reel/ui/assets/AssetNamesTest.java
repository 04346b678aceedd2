package dev.reel.ui.assets;

import dev.reel.ui.EditorFixture;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;

import static dev.reel.ui.assets.TreeRows.find;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A long asset name in a narrow Assets panel stays readable: it is cut in the middle, keeping its start and its
 * extension, whether or not its row is selected, and its row's tooltip has the whole project-relative path.
 */
class AssetNamesTest extends EditorFixture {
    private static final String LONG = "assets/props/hero_running_jump_left.png";

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @Override
    protected void beforeWindow() {
        try {
            Files.copy(root.resolve("assets/props/loot.png"), root.resolve(LONG));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private TreeView<AssetNode> tree() {
        return window.assets().tree();
    }

    private AssetCell cellOf(String assetPath) {
        return tree().lookupAll(".asset-cell").stream()
                .map(AssetCell.class::cast)
                .filter(cell -> cell.getItem() != null && cell.getItem().assetPath().equals(assetPath))
                .findFirst().orElse(null);
    }

    /** The characters the name label really draws, after any cut of its own. */
    private static String drawnName(AssetCell cell) {
        Label name = (Label) cell.lookup(".asset-name");
        return ((Text) name.lookup(".text")).getText();
    }

    @Test
    void aLongNameInANarrowTreeKeepsItsStartAndExtensionAndHasItsPathAsTooltip(FxRobot robot) {
        waitUntil(() -> tree().getRoot() != null && find(tree().getRoot(), LONG) != null);
        robot.interact(() -> {
            tree().setPrefWidth(200);
            tree().setMaxWidth(200);
            TreeItem<AssetNode> item = find(tree().getRoot(), LONG);
            for (TreeItem<AssetNode> parent = item.getParent(); parent != null; parent = parent.getParent()) {
                parent.setExpanded(true);
            }
            tree().scrollTo(tree().getRow(item));
        });
        waitUntil(() -> cellOf(LONG) != null && cellOf(LONG).getWidth() > 0);

        String drawn = drawnName(cellOf(LONG));
        assertThat(drawn).as("cut, since 200 px cannot hold it").isNotEqualTo("hero_running_jump_left.png");
        assertThat(drawn).startsWith("hero").endsWith(".png").contains("…");
        assertThat(drawn.length()).as("a cut as long as the room allows, not 'he…'").isGreaterThanOrEqualTo(10);
        // The row's tooltip is made when the pointer comes over it (AssetCell), and shows the whole path.
        robot.moveTo(cellOf(LONG));
        waitUntil(() -> Window.getWindows().stream().anyMatch(window -> window instanceof Tooltip tip
                && tip.isShowing() && tip.getText().startsWith(LONG)));

        robot.interact(() -> {
            tree().getSelectionModel().clearSelection();
            tree().getSelectionModel().select(find(tree().getRoot(), LONG));
        });
        waitUntil(() -> cellOf(LONG) != null && cellOf(LONG).isSelected());
        assertThat(drawnName(cellOf(LONG))).as("the selected row shows as much of the name").isEqualTo(drawn);

        assertThat(drawnName(cellOf("assets/props/loot.png"))).as("a short name in the same tree is whole")
                .isEqualTo("loot.png");
    }
}

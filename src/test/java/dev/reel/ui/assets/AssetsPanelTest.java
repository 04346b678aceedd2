package dev.reel.ui.assets;

import dev.reel.model.Clip;
import dev.reel.model.Flipbook;
import dev.reel.ui.EditorFixture;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;

import static dev.reel.ui.assets.TreeRows.find;
import static org.assertj.core.api.Assertions.assertThat;

class AssetsPanelTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private TreeView<AssetNode> tree() {
        return window.assets().tree();
    }

    private static List<String> visible(TreeItem<AssetNode> item) {
        List<String> all = new ArrayList<>();
        all.add(item.getValue().label());
        item.getChildren().forEach(child -> all.addAll(visible(child)));
        return all;
    }

    @Test
    void aSlicedSheetExpandsToItsCellsWithThumbnails(FxRobot robot) {
        waitUntil(() -> tree().getRoot() != null && find(tree().getRoot(), "assets/knight/knight_idle.png") != null);
        TreeItem<AssetNode> sheet = find(tree().getRoot(), "assets/knight/knight_idle.png");
        assertThat(sheet.getChildren()).extracting(item -> item.getValue().label())
                .containsExactly("knight_idle_000", "knight_idle_001", "knight_idle_002", "knight_idle_003",
                        "knight_idle_004", "knight_idle_005");
        assertThat(((AssetNode.FileItem) sheet.getValue()).detail()).isEqualTo("768×128 · 6 cells");
        assertThat(find(tree().getRoot(), "assets/props/loot.png").getChildren()).as("not sliced").isEmpty();
        robot.interact(() -> {
            sheet.setExpanded(true);
            tree().scrollTo(tree().getRow(sheet));
        });
        AssetNode.CellItem first = (AssetNode.CellItem) sheet.getChildren().get(0).getValue();
        waitUntil(() -> window.assets().tree().lookupAll(".asset-cell").stream().anyMatch(node -> node.isVisible())
                && contextThumbnail(first) != null);
        assertThat(contextThumbnail(first).getWidth()).isLessThanOrEqualTo(AssetCell.THUMB);
    }

    /**
     * The window's first focus is its opening, not a return: the project is read once, not a second time at once
     * by a focus rescan (which, on a big project, doubled the reading while the user opened the first document).
     */
    @Test
    void aNewWindowReadsItsProjectOnce(FxRobot robot) throws Exception {
        waitUntil(() -> window.assets().scans() > 0);
        // Past the 250 ms a rescan waits after the focus, and until no task runs.
        Thread.sleep(600);
        waitUntil(() -> window.tasks().running().isEmpty());
        assertThat(window.assets().scans()).as("scans of a window just opened").isEqualTo(1);
        int scans = window.assets().scans();
        robot.interact(() -> {
            window.assets().refresh();
            window.assets().refresh();
            window.assets().refresh();
        });
        waitUntil(() -> window.assets().scans() >= scans + 2 && window.tasks().running().isEmpty());
        Thread.sleep(300);
        assertThat(window.assets().scans()).as("three refreshes asked for at once: one scan, then one more")
                .isEqualTo(scans + 2);
    }

    /** Cancel stops the scan and drops the refresh asked for meanwhile: no scan starts again by itself. */
    @Test
    void aCancelledScanDropsTheRefreshAskedForMeanwhile(FxRobot robot) throws Exception {
        waitUntil(() -> window.assets().scans() > 0 && window.tasks().running().isEmpty());
        int scans = window.assets().scans();
        robot.interact(() -> {
            window.assets().refresh();
            window.assets().refresh();
            window.tasks().cancelAll();
        });
        Thread.sleep(600);
        waitUntil(() -> window.tasks().running().isEmpty());
        assertThat(window.assets().scans()).as("scans finished after a cancel").isEqualTo(scans);
    }

    @Test
    void openingASheetLeavesTheTreeAsItIsAndClosingItBuildsItAgain(FxRobot robot) {
        waitUntil(() -> tree().getRoot() != null && find(tree().getRoot(), "assets/knight/knight_idle.png") != null
                && window.assets().scans() > 0);
        TreeItem<AssetNode> before = tree().getRoot();
        TreeItem<AssetNode> sheetBefore = find(before, "assets/knight/knight_idle.png");
        dev.reel.ui.documents.OpenDocument<?> sheet = open("assets/knight/knight_idle.png");
        // The document holds the cells the scan read: the rows stay, expansion, selection and scroll with them.
        assertThat(tree().getRoot()).isSameAs(before);
        assertThat(find(tree().getRoot(), "assets/knight/knight_idle.png")).isSameAs(sheetBefore);
        assertThat(sheetBefore.getChildren()).hasSize(6);
        open("anim/knight/attack.aeanim");
        assertThat(tree().getRoot()).as("a clip shows nothing of its own in the tree").isSameAs(before);
        robot.interact(() -> window.workspace().close(sheet));
        assertThat(tree().getRoot()).as("a closed sheet's rows go back to its saved cells").isNotSameAs(before);
        assertThat(find(tree().getRoot(), "assets/knight/knight_idle.png").getChildren()).extracting(
                item -> item.getValue().label()).containsExactly("knight_idle_000", "knight_idle_001",
                "knight_idle_002", "knight_idle_003", "knight_idle_004", "knight_idle_005");
    }

    private javafx.scene.image.Image contextThumbnail(AssetNode.CellItem cell) {
        return window.assets().thumbnails().cached(cell.sheet(), cell.cell().rect(), AssetCell.THUMB);
    }

    @Test
    void theFilterFindsCellsByAFewLettersAndKeepsTheirFolders(FxRobot robot) {
        waitUntil(() -> tree().getRoot() != null && find(tree().getRoot(), "assets/knight/knight_idle.png") != null);
        robot.clickOn("#assets-filter").write("mage_run_00");
        waitUntil(() -> visible(tree().getRoot()).contains("mage_run_003"));
        List<String> shown = visible(tree().getRoot());
        assertThat(shown).contains("assets", "mage", "mage_run.png", "mage_run_000");
        assertThat(shown).doesNotContain("knight_idle.png", "attack.aeanim");
        robot.interact(() -> window.assets().filterField().clear());
        waitUntil(() -> visible(tree().getRoot()).contains("attack.aeanim"));
    }

    @Test
    void aFolderTheFilterNamesShowsEverythingInIt(FxRobot robot) {
        waitUntil(() -> tree().getRoot() != null && find(tree().getRoot(), "anim/rogue/idle.aeanim") != null);
        robot.clickOn("#assets-filter").write("rogue");
        waitUntil(() -> find(tree().getRoot(), "anim/knight/attack.aeanim") == null);
        assertThat(find(tree().getRoot(), "anim/rogue/idle.aeanim")).as("the clips of anim/rogue").isNotNull();
        assertThat(find(tree().getRoot(), "anim/rogue/run.aeanim")).isNotNull();
        assertThat(find(tree().getRoot(), "anim/rogue").isExpanded()).isTrue();
        assertThat(find(tree().getRoot(), "assets/rogue/rogue_idle.png")).isNotNull();
        assertThat(find(tree().getRoot(), "anim/mage/idle.aeanim")).as("nor another folder's").isNull();
    }

    @Test
    void selectedCellsBecomeANewFlipbookClipAndADoubleClickOpensAClip(FxRobot robot) {
        waitUntil(() -> tree().getRoot() != null && find(tree().getRoot(), "assets/rogue/rogue_run.png") != null);
        TreeItem<AssetNode> sheet = find(tree().getRoot(), "assets/rogue/rogue_run.png");
        robot.interact(() -> {
            sheet.setExpanded(true);
            tree().getSelectionModel().clearSelection();
            tree().scrollTo(tree().getRow(sheet));
        });
        robot.clickOn("rogue_run_002");
        robot.press(KeyCode.CONTROL).clickOn("rogue_run_000").clickOn("rogue_run_001").release(KeyCode.CONTROL);
        assertThat(window.assets().selectedCells().cells()).hasSize(3);
        robot.interact(() -> window.actions().run("create.flipbook"));
        // With the tree focused, the new clip's name is asked inline, in the folder of the selection.
        waitUntil(() -> robot.lookup("#asset-name-field").tryQuery().isPresent());
        assertThat(robot.lookup("#asset-name-field").queryAs(javafx.scene.control.TextField.class).getText())
                .isEqualTo("rogue_run");
        robot.push(KeyCode.ENTER);
        waitUntil(() -> window.workspace().focused() != null);
        assertThat(window.workspace().focused().name()).isEqualTo("assets/rogue/rogue_run.aeanim");
        Clip clip = (Clip) window.workspace().focused().value();
        Flipbook flipbook = clip.flipbooks().get(0);
        assertThat(flipbook.sprites()).containsExactly("assets/rogue/rogue_run.png#rogue_run_000",
                "assets/rogue/rogue_run.png#rogue_run_001", "assets/rogue/rogue_run.png#rogue_run_002");
        assertThat(flipbook.fps()).isEqualTo(12.0);
        assertThat(clip.length()).isEqualTo(0.25);

        waitUntil(() -> find(tree().getRoot(), "assets/rogue/rogue_run.aeanim") != null);
        TreeItem<AssetNode> idle = find(tree().getRoot(), "anim/knight/idle.aeanim");
        robot.interact(() -> tree().scrollTo(tree().getRow(idle)));
        robot.doubleClickOn(robot.lookup(".asset-cell").queryAll().stream()
                .filter(node -> node instanceof AssetCell cell && cell.getItem() == idle.getValue()).findFirst().orElseThrow());
        waitUntil(() -> window.workspace().focused().name().equals("anim/knight/idle.aeanim"));
    }
}

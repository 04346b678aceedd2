package dev.reel.ui.assets;

import dev.reel.edit.cmd.SetClipLength;
import dev.reel.model.Clip;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static dev.reel.ui.assets.TreeRows.find;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the rows of the Assets tree show while files change: the name typed for a new folder, the old name after
 * a rename that did not happen, a warning before a file with unsaved edits is renamed or deleted, and a cut row
 * dimmed until it is pasted.
 */
class AssetRowsTest extends EditorFixture {
    private static final PseudoClass CUT = PseudoClass.getPseudoClass("cut");

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private TreeView<AssetNode> tree() {
        return window.assets().tree();
    }

    private TreeItem<AssetNode> row(String assetPath) {
        waitUntil(() -> tree().getRoot() != null && find(tree().getRoot(), assetPath) != null);
        return find(tree().getRoot(), assetPath);
    }

    private void selectRow(FxRobot robot, String assetPath) {
        TreeItem<AssetNode> item = row(assetPath);
        robot.interact(() -> {
            for (TreeItem<AssetNode> parent = item.getParent(); parent != null; parent = parent.getParent()) {
                parent.setExpanded(true);
            }
            tree().getSelectionModel().clearSelection();
            tree().getSelectionModel().select(item);
            tree().scrollTo(Math.max(0, tree().getRow(item) - 2));
            tree().requestFocus();
        });
    }

    /** The cells showing rows now. */
    private List<AssetCell> cells(FxRobot robot) {
        return robot.lookup(".asset-cell").queryAllAs(AssetCell.class).stream()
                .filter(cell -> cell.getTreeItem() != null && cell.isVisible()).toList();
    }

    /** The cell showing the row of {@code assetPath}. */
    private AssetCell cellOf(FxRobot robot, String assetPath) {
        waitUntil(() -> cells(robot).stream().anyMatch(cell -> cell.getItem().assetPath().equals(assetPath)));
        return cells(robot).stream().filter(cell -> cell.getItem().assetPath().equals(assetPath)).findFirst()
                .orElseThrow();
    }

    private void rename(FxRobot robot, String assetPath, String typed) {
        selectRow(robot, assetPath);
        robot.push(KeyCode.F2);
        waitUntil(() -> robot.lookup("#asset-name-field").tryQuery().isPresent());
        robot.write(typed).push(KeyCode.ENTER);
    }

    @Test
    void aNewFolderRowReadsTheNameTypedAndStaysInTheTreeWhileEmpty(FxRobot robot) throws Exception {
        selectRow(robot, "anim");
        robot.push(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.F);
        waitUntil(() -> robot.lookup("#asset-name-field").tryQuery().isPresent());
        robot.write("poses").push(KeyCode.ENTER);
        waitUntil(() -> Files.isDirectory(root.resolve("anim/poses")));
        waitUntil(() -> robot.lookup("#asset-name-field").tryQuery().isEmpty());
        assertThat(cellOf(robot, "anim/poses").shownName()).isEqualTo("poses");
        assertThat(cells(robot)).extracting(AssetCell::shownName).doesNotContain("new_folder");

        int scans = window.assets().scans();
        robot.interact(() -> window.assets().refresh());
        waitUntil(() -> window.assets().scans() > scans);
        assertThat(row("anim/poses")).as("an empty folder stays after a rescan").isNotNull();
        assertThat(cellOf(robot, "anim/poses").shownName()).isEqualTo("poses");
    }

    @Test
    void aCancelledOrRefusedRenamePutsTheOldNameBackOnTheRow(FxRobot robot) throws Exception {
        rename(robot, "anim/knight/run.aeanim", "sprint");
        clickDialogButton(robot, "Cancel"); // the knight's controller would be rewritten: it asks first
        waitUntil(() -> dialogButton(robot, "Cancel") == null);
        waitUntil(() -> robot.lookup("#asset-name-field").tryQuery().isEmpty());
        assertThat(cellOf(robot, "anim/knight/run.aeanim").shownName()).isEqualTo("run.aeanim");
        assertThat(root.resolve("anim/knight/run.aeanim")).exists();

        rename(robot, "anim/knight/run.aeanim", "no/slashes");
        waitUntil(() -> robot.lookup("#asset-name-field").tryQuery().isEmpty());
        assertThat(cellOf(robot, "anim/knight/run.aeanim").shownName()).isEqualTo("run.aeanim");
        assertThat(window.status().lastMessage()).startsWith("Cannot rename to no/slashes");
    }

    /**
     * In a real window the editor is not the focused window when a rename comes back from its dialog (the dialog
     * had the focus), so the row may not wait for its field to lose the focus to show the old name again.
     */
    @Test
    void aRenameRefusedWhileTheWindowIsNotFocusedStillPutsTheOldNameBack(FxRobot robot) {
        selectRow(robot, "anim/knight/run.aeanim");
        robot.push(KeyCode.F2);
        waitUntil(() -> robot.lookup("#asset-name-field").tryQuery().isPresent());
        javafx.scene.control.TextField field = robot.lookup("#asset-name-field").queryAs(javafx.scene.control.TextField.class);
        robot.interact(() -> {
            field.setText("no/slashes");
            // As while a dialog has the focus (headless windows keep theirs otherwise).
            com.sun.javafx.stage.WindowHelper.setFocused(stage, false);
            field.fireEvent(new javafx.scene.input.KeyEvent(javafx.scene.input.KeyEvent.KEY_PRESSED, "", "",
                    KeyCode.ENTER, false, false, false, false));
        });
        try {
            waitUntil(() -> robot.lookup("#asset-name-field").tryQuery().isEmpty());
            assertThat(cellOf(robot, "anim/knight/run.aeanim").shownName()).isEqualTo("run.aeanim");
        } finally {
            robot.interact(() -> com.sun.javafx.stage.WindowHelper.setFocused(stage, true));
        }
    }

    @Test
    void renamingAClipWithUnsavedEditsSaysSoInTheDialogAndSavesThemFirst(FxRobot robot) throws Exception {
        @SuppressWarnings("unchecked")
        OpenDocument<Clip> attack = (OpenDocument<Clip>) open("anim/knight/attack.aeanim");
        robot.interact(() -> attack.document().execute(new SetClipLength(0.6)));
        rename(robot, "anim/knight/attack.aeanim", "strike");
        waitUntil(() -> robot.lookup("#unsaved-note").tryQuery().isPresent());
        assertThat(robot.lookup("#unsaved-note").queryAs(Label.class).getText())
                .contains("anim/knight/attack.aeanim is open with unsaved edits");
        clickDialogButton(robot, "Save and Rename");
        Path strike = root.resolve("anim/knight/strike.aeanim");
        waitUntil(() -> Files.exists(strike));
        assertThat(Files.readString(strike)).as("the edits went with the file").contains("length=0.6");
        assertThat(attack.dirty()).isFalse();
        assertThat(attack.name()).isEqualTo("anim/knight/strike.aeanim");
        assertThat(Files.readString(root.resolve("anim/knight.aectrl"))).contains("anim/knight/strike.aeanim");
    }

    @Test
    void deletingAClipWithUnsavedEditsSaysSoBeforeConfirming(FxRobot robot) throws Exception {
        @SuppressWarnings("unchecked")
        OpenDocument<Clip> attack = (OpenDocument<Clip>) open("anim/knight/attack.aeanim");
        robot.interact(() -> attack.document().execute(new SetClipLength(0.6)));
        selectRow(robot, "anim/knight/attack.aeanim");
        robot.push(KeyCode.DELETE);
        waitUntil(() -> robot.lookup("#unsaved-note").tryQuery().isPresent());
        assertThat(robot.lookup("#unsaved-note").queryAs(Label.class).getText())
                .contains("anim/knight/attack.aeanim is open with unsaved edits");
        assertThat(dialogButton(robot, "Save and Move to Trash")).isNotNull();
        clickDialogButton(robot, "Cancel");
        waitUntil(() -> dialogButton(robot, "Cancel") == null);
        assertThat(attack.dirty()).as("nothing happened").isTrue();
        assertThat(root.resolve("anim/knight/attack.aeanim")).exists();
    }

    @Test
    void aCutRowIsDimmedUntilItIsPasted(FxRobot robot) throws Exception {
        selectRow(robot, "anim/knight/run.aeanim");
        robot.push(KeyCode.CONTROL, KeyCode.X);
        waitUntil(() -> cellOf(robot, "anim/knight/run.aeanim").getPseudoClassStates().contains(CUT));
        assertThat(cells(robot).stream().filter(cell -> cell.getPseudoClassStates().contains(CUT)))
                .as("only the cut row").hasSize(1);
        Label name = cellOf(robot, "anim/knight/run.aeanim").lookupAll(".asset-name").stream()
                .map(Label.class::cast).findFirst().orElseThrow();
        assertThat(name.getOpacity()).as("dimmed").isLessThan(0.6);

        selectRow(robot, "anim");
        robot.push(KeyCode.CONTROL, KeyCode.V);
        clickDialogButton(robot, "Move");
        waitUntil(() -> Files.exists(root.resolve("anim/run.aeanim")));
        waitUntil(() -> cells(robot).stream().noneMatch(cell -> cell.getPseudoClassStates().contains(CUT)));
    }
}

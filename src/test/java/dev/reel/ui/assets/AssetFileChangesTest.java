package dev.reel.ui.assets;

import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import javafx.scene.control.ListView;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static dev.reel.ui.assets.TreeRows.find;
import static org.assertj.core.api.Assertions.assertThat;

/** Renaming, deleting and importing files in the Assets tree, as a user does it. */
class AssetFileChangesTest extends EditorFixture {
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

    @Test
    void renamingAClipInlineRewritesTheKnightsControllerAndOneUndoRestoresBoth(FxRobot robot) throws Exception {
        Path controller = root.resolve("anim/knight.aectrl");
        Path clip = root.resolve("anim/knight/run.aeanim");
        byte[] controllerBefore = Files.readAllBytes(controller);
        byte[] clipBefore = Files.readAllBytes(clip);
        OpenDocument<?> openClip = open("anim/knight/run.aeanim");

        selectRow(robot, "anim/knight/run.aeanim");
        robot.push(KeyCode.F2);
        waitUntil(() -> robot.lookup("#asset-name-field").tryQuery().isPresent());
        robot.write("sprint").push(KeyCode.ENTER);
        ListView<?> changes = waitForList(robot, "#change-list");
        assertThat(changes.getItems()).extracting(Object::toString).containsExactly(
                "move anim/knight/run.aeanim → anim/knight/sprint.aeanim", "rewrite anim/knight.aectrl (line 12)");
        clickDialogButton(robot, "Rename");

        Path renamed = root.resolve("anim/knight/sprint.aeanim");
        waitUntil(() -> Files.exists(renamed));
        assertThat(clip).doesNotExist();
        assertThat(Files.readString(controller))
                .isEqualTo(new String(controllerBefore).replace("anim/knight/run.aeanim", "anim/knight/sprint.aeanim"));
        assertThat(openClip.name()).as("the open clip follows its file").isEqualTo("anim/knight/sprint.aeanim");
        waitUntil(() -> find(tree().getRoot(), "anim/knight/sprint.aeanim") != null);

        robot.interact(() -> tree().requestFocus());
        assertThat(window.actions().find("edit.undo").orElseThrow().title())
                .isEqualTo("Undo Rename anim/knight/run.aeanim to anim/knight/sprint.aeanim");
        robot.push(KeyCode.CONTROL, KeyCode.Z);
        waitUntil(() -> Files.exists(clip));
        assertThat(Files.readAllBytes(controller)).isEqualTo(controllerBefore);
        assertThat(Files.readAllBytes(clip)).isEqualTo(clipBefore);
        assertThat(renamed).doesNotExist();
        assertThat(openClip.name()).isEqualTo("anim/knight/run.aeanim");
    }

    @Test
    void deleteListsTheFilesThatUseTheSheetBeforeItGoesToTheTrash(FxRobot robot) throws Exception {
        Path sheet = root.resolve("assets/knight/knight_jump.png");
        selectRow(robot, "assets/knight/knight_jump.png");
        robot.push(KeyCode.DELETE);
        ListView<?> usages = waitForList(robot, "#usage-list");
        assertThat(usages.getItems()).extracting(Object::toString).containsExactly(
                "anim/knight/fall.aeanim:4 assets/knight/knight_jump.png#knight_jump_001",
                "anim/knight/jump.aeanim:4 assets/knight/knight_jump.png#knight_jump_000");
        clickDialogButton(robot, "Cancel");
        waitUntil(() -> dialogButton(robot, "Cancel") == null);
        assertThat(sheet).exists();

        selectRow(robot, "assets/knight/knight_jump.png");
        robot.push(KeyCode.DELETE);
        clickDialogButton(robot, "Move to Trash");
        waitUntil(() -> !Files.exists(sheet));
        assertThat(root.resolve("assets/knight/knight_jump.png.meta")).doesNotExist();

        robot.interact(() -> tree().requestFocus());
        robot.push(KeyCode.CONTROL, KeyCode.Z);
        waitUntil(() -> Files.exists(sheet));
        assertThat(root.resolve("assets/knight/knight_jump.png.meta")).exists();
    }

    @Test
    void twoDroppedPngsAreCopiedIntoTheFolderAndATakenNameAsks(FxRobot robot) throws Exception {
        Path outside = Files.createDirectories(temp.resolve("downloads"));
        byte[] png = Files.readAllBytes(root.resolve("assets/props/loot.png"));
        File coin = Files.write(outside.resolve("coin.png"), png).toFile();
        File gem = Files.write(outside.resolve("gem.png"), png).toFile();
        Path props = root.resolve("assets/props");
        row("assets/props");

        robot.interact(() -> window.assets().editing().importForTest(List.of(coin, gem), props));
        assertThat(Files.readAllBytes(props.resolve("coin.png"))).isEqualTo(png);
        assertThat(Files.readAllBytes(props.resolve("gem.png"))).isEqualTo(png);
        waitUntil(() -> find(tree().getRoot(), "assets/props/gem.png") != null);

        robot.interact(() -> javafx.application.Platform.runLater(
                () -> window.assets().editing().importForTest(List.of(coin), props)));
        clickDialogButton(robot, "Keep Both");
        waitUntil(() -> Files.exists(props.resolve("coin 2.png")));
    }

    /** An Aseprite document dropped from outside is copied into the folder and imported: its sheet and clips appear. */
    @Test
    void aDroppedAsepriteDocumentIsCopiedInAndImported(FxRobot robot) throws Exception {
        Path outside = Files.createDirectories(temp.resolve("art"));
        Path document = outside.resolve("slime.aseprite");
        try (var in = getClass().getResourceAsStream("/dev/reel/interop/aseprite/layers_and_tags.aseprite")) {
            Files.write(document, in.readAllBytes());
        }
        Path props = root.resolve("assets/props");
        row("assets/props");

        robot.interact(() -> javafx.application.Platform.runLater(
                () -> window.assets().editing().importForTest(List.of(document.toFile()), props)));

        waitUntil(() -> dialogButton(robot, "OK") != null);
        assertThat(props.resolve("slime.aseprite")).exists();
        assertThat(props.resolve("slime.png")).exists();
        assertThat(props.resolve("slime.png.meta")).exists();
        clickDialogButton(robot, "OK");
    }

    private static ListView<?> waitForList(FxRobot robot, String id) {
        waitUntil(() -> robot.lookup(id).tryQuery().isPresent());
        return robot.lookup(id).queryAs(ListView.class);
    }
}

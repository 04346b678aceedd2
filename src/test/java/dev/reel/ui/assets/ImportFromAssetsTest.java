package dev.reel.ui.assets;

import dev.reel.io.MetaCodec;
import dev.reel.model.Cell;
import dev.reel.model.SheetMeta;
import dev.reel.ui.EditorFixture;
import javafx.scene.control.DialogPane;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static dev.reel.ui.assets.TreeRows.find;
import static org.assertj.core.api.Assertions.assertThat;

/** An Aseprite document in Assets: listed, imported on a double-click with a summary, imported again when it changes. */
class ImportFromAssetsTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @Override
    protected void beforeWindow() {
        copy("layers_and_tags", root.resolve("art/hero.aseprite"));
    }

    private static void copy(String realFile, Path target) {
        try (InputStream in = ImportFromAssetsTest.class.getResourceAsStream("/dev/reel/interop/aseprite/" + realFile
                + ".aseprite")) {
            Files.createDirectories(target.getParent());
            Files.write(target, in.readAllBytes());
        } catch (java.io.IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private TreeView<AssetNode> tree() {
        return window.assets().tree();
    }

    private SheetMeta meta() throws Exception {
        return MetaCodec.read(Files.readAllBytes(root.resolve("art/hero.png.meta")), "m").value();
    }

    @Test
    void aDoubleClickImportsTheDocumentAndSaysWhatItMade(FxRobot robot) throws Exception {
        waitUntil(() -> tree().getRoot() != null && find(tree().getRoot(), "art/hero.aseprite") != null);
        TreeItem<AssetNode> document = find(tree().getRoot(), "art/hero.aseprite");
        assertThat(((AssetNode.FileItem) document.getValue()).kind()).isEqualTo("import");
        assertThat(((AssetNode.FileItem) document.getValue()).detail()).isEqualTo("Aseprite");
        robot.interact(() -> tree().scrollTo(tree().getRow(document)));
        robot.doubleClickOn(robot.lookup(".asset-cell").queryAll().stream()
                .filter(node -> node instanceof AssetCell cell && cell.getItem() == document.getValue()).findFirst()
                .orElseThrow());
        waitUntil(() -> dialogButton(robot, "OK") != null);
        DialogPane pane = robot.lookup(".dialog-pane").queryAs(DialogPane.class);
        assertThat(pane.getHeaderText()).isEqualTo("hero.aseprite: 4 frames, 3 layers composited, 3 clips");
        assertThat(pane.getContentText()).isEqualTo("Clips: T1.aeanim, T3.aeanim, T2.aeanim.\nNo warnings.");
        clickDialogButton(robot, "OK");
        assertThat(root.resolve("anim/hero/T3.aeanim")).exists();
        waitUntil(() -> find(tree().getRoot(), "art/hero.png") != null);
        assertThat(find(tree().getRoot(), "art/hero.png").getChildren()).hasSize(4);
        assertThat(window.workspace().documents()).as("importing opens no document").isEmpty();

        // The artist saves the document again in Aseprite, now three frames: the window imports it again.
        List<String> ids = meta().cells().stream().map(Cell::id).toList();
        copy("linked_cels", root.resolve("art/hero.aseprite"));
        waitUntil(() -> {
            try {
                return meta().cells().size() == 3;
            } catch (Exception stillBeingWritten) {
                return false;
            }
        });
        assertThat(meta().cells().stream().map(Cell::id).toList()).isEqualTo(ids.subList(0, 3));
    }

    @Test
    void anAsepriteDocumentDroppedOnAFolderIsCopiedInAndImported(FxRobot robot) throws Exception {
        Path outside = Files.createDirectories(temp.resolve("downloads"));
        copy("layers_and_tags", outside.resolve("walker.aseprite"));
        waitUntil(() -> tree().getRoot() != null && find(tree().getRoot(), "art/hero.aseprite") != null);

        robot.interact(() -> window.assets().editing().importForTest(
                List.of(outside.resolve("walker.aseprite").toFile()), root.resolve("art")));
        waitUntil(() -> dialogButton(robot, "OK") != null);
        DialogPane pane = robot.lookup(".dialog-pane").queryAs(DialogPane.class);
        assertThat(pane.getHeaderText()).isEqualTo("walker.aseprite: 4 frames, 3 layers composited, 3 clips");
        clickDialogButton(robot, "OK");
        assertThat(Files.readAllBytes(root.resolve("art/walker.aseprite")))
                .isEqualTo(Files.readAllBytes(outside.resolve("walker.aseprite")));
        assertThat(root.resolve("anim/walker/T1.aeanim")).exists();
        waitUntil(() -> find(tree().getRoot(), "art/walker.png") != null);
        assertThat(find(tree().getRoot(), "art/walker.png").getChildren()).hasSize(4);

        // Dropped again, Keep Both: the copy is walker 2.aseprite (not walker.aseprite 2) and is imported too.
        robot.interact(() -> javafx.application.Platform.runLater(() -> window.assets().editing().importForTest(
                List.of(outside.resolve("walker.aseprite").toFile()), root.resolve("art"))));
        clickDialogButton(robot, "Keep Both");
        waitUntil(() -> dialogButton(robot, "OK") != null);
        assertThat(robot.lookup(".dialog-pane").queryAs(DialogPane.class).getHeaderText())
                .isEqualTo("walker 2.aseprite: 4 frames, 3 layers composited, 3 clips");
        clickDialogButton(robot, "OK");
        assertThat(root.resolve("art/walker 2.png.meta")).exists();
    }

    @Test
    void atlasDataDroppedAloneBringsItsPngAlongAndIsImported(FxRobot robot) throws Exception {
        Path outside = Files.createDirectories(temp.resolve("downloads"));
        Files.copy(root.resolve("assets/props/loot.png"), outside.resolve("coins.png"));
        Files.writeString(outside.resolve("coins.json"), """
                {"frames": {"gold": {"frame": {"x": 0, "y": 0, "w": 8, "h": 8}},
                            "silver": {"frame": {"x": 8, "y": 0, "w": 8, "h": 8}}},
                 "meta": {"image": "coins.png"}}
                """);
        waitUntil(() -> tree().getRoot() != null);

        robot.interact(() -> window.assets().editing().importForTest(
                List.of(outside.resolve("coins.json").toFile()), root.resolve("art")));
        waitUntil(() -> dialogButton(robot, "OK") != null);
        DialogPane pane = robot.lookup(".dialog-pane").queryAs(DialogPane.class);
        assertThat(pane.getHeaderText()).isEqualTo("coins.json: 2 frames, 1 clip");
        clickDialogButton(robot, "OK");
        assertThat(root.resolve("art/coins.png")).exists();
        SheetMeta coins = MetaCodec.read(Files.readAllBytes(root.resolve("art/coins.png.meta")), "m").value();
        assertThat(coins.cells()).extracting(Cell::name).containsExactlyInAnyOrder("gold", "silver");
    }

    @Test
    void aSpineSkeletonDroppedAloneBringsItsAtlasAndPngAlongAndBecomesARigWithClips(FxRobot robot) throws Exception {
        Path outside = Files.createDirectories(temp.resolve("spine-export"));
        for (String name : List.of("hero.json", "hero.atlas")) {
            try (InputStream in = ImportFromAssetsTest.class.getResourceAsStream("/dev/reel/interop/spine/" + name)) {
                Files.write(outside.resolve(name), in.readAllBytes());
            }
        }
        javax.imageio.ImageIO.write(new java.awt.image.BufferedImage(64, 64,
                java.awt.image.BufferedImage.TYPE_INT_ARGB), "png", outside.resolve("hero.png").toFile());
        Path rigs = Files.createDirectories(root.resolve("rigs"));
        waitUntil(() -> tree().getRoot() != null);

        robot.interact(() -> window.assets().editing().importForTest(
                List.of(outside.resolve("hero.json").toFile()), rigs));
        waitUntil(() -> dialogButton(robot, "OK") != null);
        DialogPane pane = robot.lookup(".dialog-pane").queryAs(DialogPane.class);
        assertThat(pane.getHeaderText()).startsWith("hero.json: 4 frames, 2 clips");
        clickDialogButton(robot, "OK");
        assertThat(root.resolve("rigs/hero.atlas")).exists();
        assertThat(root.resolve("rigs/hero.png.meta")).exists();
        assertThat(root.resolve("rigs/hero.aerig")).exists();
        assertThat(root.resolve("anim/hero/walk.aeanim")).exists();
    }

    @Test
    void aDocumentChosenInsideTheProjectIsImportedWhereItIsNotCopied(FxRobot robot) throws Exception {
        waitUntil(() -> tree().getRoot() != null && find(tree().getRoot(), "art/hero.aseprite") != null);
        robot.interact(() -> window.assets().editing().importForTest(
                List.of(root.resolve("art/hero.aseprite").toFile()), root.resolve("assets")));
        waitUntil(() -> dialogButton(robot, "OK") != null);
        assertThat(robot.lookup(".dialog-pane").queryAs(DialogPane.class).getHeaderText())
                .isEqualTo("hero.aseprite: 4 frames, 3 layers composited, 3 clips");
        clickDialogButton(robot, "OK");
        assertThat(root.resolve("art/hero.png.meta")).exists();
        assertThat(root.resolve("assets/hero.aseprite")).doesNotExist();
    }
}

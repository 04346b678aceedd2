package dev.reel.ui.slicer;

import dev.reel.io.Loaded;
import dev.reel.io.MetaCodec;
import dev.reel.model.Cell;
import dev.reel.model.Rect;
import dev.reel.model.SheetMeta;
import dev.reel.model.SliceSetup;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.control.NumberField;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.PanelSlot;
import javafx.geometry.Point2D;
import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The Sheet panel on a copy of the sample project: slicing by grid and alpha, undo, ids, pivots. */
class SlicerPanelTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    SlicerPanel panel() {
        return (SlicerPanel) window.panel(PanelSlot.SHEET);
    }

    /** Opens a sheet, shows the Sheet tab and waits until its picture and overlay are ready. */
    @SuppressWarnings("unchecked")
    OpenDocument<SheetMeta> openSheet(FxRobot robot, String png) {
        OpenDocument<?> document = open(png);
        robot.interact(() -> window.reveal("Sheet"));
        waitUntil(() -> panel().pictureShown() && panel().sheet() == document && settled());
        return (OpenDocument<SheetMeta>) document;
    }

    /** The overlay has worked out the fields' setup. */
    boolean settled() {
        return !panel().previewBusy() && panel().runner().latest() != null;
    }

    void type(FxRobot robot, String id, String text) {
        robot.interact(() -> robot.lookup(id).queryAs(NumberField.class).setText(text));
        waitUntil(this::settled);
    }

    /** Waits as {@link #waitUntil(java.util.function.BooleanSupplier)} does, saying what it saw on failure. */
    static void waitUntil(java.util.function.BooleanSupplier condition, java.util.function.Supplier<String> seen) {
        try {
            waitUntil(condition);
        } catch (AssertionError timedOut) {
            String[] text = new String[1];
            new FxRobot().interact(() -> text[0] = seen.get());
            throw new AssertionError(timedOut.getMessage() + ": " + text[0], timedOut);
        }
    }

    static SheetMeta onDisk(Path meta) throws IOException {
        Loaded<SheetMeta> loaded = MetaCodec.read(Files.readAllBytes(meta), meta.toString());
        assertThat(loaded.diagnostics()).isEmpty();
        return loaded.value();
    }

    static List<String> ids(List<Cell> cells) {
        return cells.stream().map(Cell::id).toList();
    }

    @Test
    void aGridSliceWritesTheCellsToTheMetaAndUndoPutsTheOldOnesBack(FxRobot robot) throws IOException {
        OpenDocument<SheetMeta> sheet = openSheet(robot, "assets/knight/knight_idle.png");
        Path metaFile = root.resolve("assets/knight/knight_idle.png.meta");
        SheetMeta before = sheet.value();
        assertThat(before.cells()).hasSize(6);
        assertThat(robot.lookup("#slice-mode-grid").queryAs(javafx.scene.control.ToggleButton.class).isSelected())
                .as("a strip's setup shows as a grid of its frames").isTrue();
        assertThat(panel().view().showingPreview()).as("the fields match the cells, so nothing is pending").isFalse();

        robot.clickOn("#slice-cell-width").push(KeyCode.SHORTCUT, KeyCode.A).write("64");
        robot.clickOn("#slice-cell-height").push(KeyCode.SHORTCUT, KeyCode.A).write("64");
        waitUntil(() -> settled() && panel().runner().latest().rects().size() == 24, () -> "width "
                + robot.lookup("#slice-cell-width").queryAs(NumberField.class).getText() + ", height "
                + robot.lookup("#slice-cell-height").queryAs(NumberField.class).getText() + ", summary "
                + robot.lookup("#slice-summary").queryLabeled().getText());
        assertThat(panel().view().showingPreview()).isTrue();
        assertThat(robot.lookup("#slice-summary").queryLabeled().getText()).isEqualTo("Slice makes 24 cells (now 6).");
        assertThat(sheet.value()).as("the overlay is only a preview").isSameAs(before);
        // The idle clip names cells 000 to 005, which now hold other pictures: listed before Slice.
        assertThat(panel().runner().clipWarnings().shown()).isNotEmpty()
                .allSatisfy(problem -> assertThat(problem.file()).isEqualTo("anim/knight/idle.aeanim"));
        // The warning is folded to one line over the sheet; one click lists the references.
        assertThat(robot.lookup("#slice-warnings").query().isVisible()).isTrue();
        assertThat(robot.lookup(".slice-warnings-heading").queryLabeled().getText())
                .isEqualTo("⚠ 1 clip would lose cells or show other pictures");
        assertThat(robot.lookup(".slice-warnings-scroll").query().isVisible()).as("folded").isFalse();
        robot.clickOn("#slice-warnings-toggle");
        assertThat(panel().runner().clipWarnings().listing()).isTrue();
        assertThat(robot.lookup(".slice-warnings-scroll").query().isVisible()).isTrue();
        assertThat(robot.lookup(".slice-warning-line").queryAllAs(javafx.scene.control.Hyperlink.class))
                .extracting(javafx.scene.control.Hyperlink::getText)
                .contains("anim/knight/idle.aeanim:3  knight_idle_001  other picture")
                .allSatisfy(text -> assertThat(text).startsWith("anim/knight/idle.aeanim:"));

        robot.clickOn("#slice-button");
        waitUntil(() -> sheet.value().cells().size() == 24);
        assertThat(sheet.document().undoLabel()).isEqualTo("Undo Slice into 24 cells");
        robot.interact(() -> window.workspace().save(sheet));
        SheetMeta saved = onDisk(metaFile);
        List<Rect> expected = new ArrayList<>();
        for (int i = 0; i < 24; i++) {
            expected.add(new Rect((i % 12) * 64, (i / 12) * 64, 64, 64));
        }
        assertThat(saved.cells()).extracting(Cell::rect).isEqualTo(expected);
        assertThat(saved.cells()).extracting(Cell::name).startsWith("knight_idle_000", "knight_idle_001")
                .endsWith("knight_idle_023");
        assertThat(saved.slice()).isEqualTo(new SliceSetup.Grid(64, 64, 0, 0, 0, 0, 0));
        // Each old frame lives on in the top-left quarter it covered; its pivot went with it.
        for (int frame = 0; frame < 6; frame++) {
            assertThat(saved.cells().get(2 * frame).id()).isEqualTo(before.cells().get(frame).id());
            assertThat(saved.cells().get(2 * frame).pivotY()).isEqualTo(before.cells().get(frame).pivotY());
        }
        assertThat(saved.settings()).isEqualTo(before.settings());

        robot.interact(() -> window.actions().run("edit.undo"));
        assertThat(sheet.value().cells()).isEqualTo(before.cells());
        robot.interact(() -> window.workspace().save(sheet));
        assertThat(onDisk(metaFile).cells()).isEqualTo(before.cells());
        // Undo shows the setup the restored cells were sliced by again.
        waitUntil(() -> settled() && !panel().view().showingPreview());
    }

    @Test
    void alphaSlicingTheLooseSheetFindsEachShapeAndMergesTheSpeck(FxRobot robot) {
        OpenDocument<SheetMeta> loot = openSheet(robot, "assets/props/loot.png");
        assertThat(loot.value().cells()).isEmpty();
        assertThat(robot.lookup("#slice-mode-alpha").queryAs(javafx.scene.control.ToggleButton.class).isSelected())
                .as("a loose sheet starts on Alpha").isTrue();
        waitUntil(() -> settled() && panel().runner().latest().rects().size() == 18);
        assertThat(robot.lookup("#slice-summary").queryLabeled().getText()).isEqualTo("Slice makes 18 cells.");
        assertThat(robot.lookup("#slicer-flipbook").queryButton().isDisabled()).as("no cells yet").isTrue();
        robot.clickOn("#slice-button");
        waitUntil(() -> loot.value().cells().size() == 18);
        assertThat(robot.lookup("#slicer-flipbook").queryButton().isDisabled()).isFalse();
        assertThat(robot.lookup("#slicer-flipbook").queryButton().getText()).isEqualTo("Flipbook of All Cells");
        assertThat(loot.value().cells()).extracting(Cell::name).startsWith("loot_000").endsWith("loot_017");
        assertThat(loot.value().slice()).isEqualTo(new SliceSetup.Alpha(16, 0, true));
        Cell speck = loot.value().cells().stream().filter(cell -> cell.rect().area() < 10).findFirst().orElseThrow();
        assertThat(speck.rect()).isEqualTo(new Rect(468, 62, 2, 2));

        type(robot, "#slice-min-area", "10");
        waitUntil(() -> settled() && panel().runner().latest().rects().size() == 17);
        robot.clickOn("#slice-button");
        waitUntil(() -> loot.value().cells().size() == 17);
        assertThat(loot.value().cells()).extracting(Cell::rect).contains(new Rect(436, 62, 34, 32))
                .doesNotContain(speck.rect());
        assertThat(loot.value().slice()).isEqualTo(new SliceSetup.Alpha(16, 10, true));
        assertThat(loot.document().history().size()).isEqualTo(2);
        // Assets shows the new cells before they are saved.
        waitUntil(() -> window.assets().tree().getRoot() != null && lootRow() != null
                && lootRow().getChildren().size() == 17);
        assertThat(((dev.reel.ui.assets.AssetNode.FileItem) lootRow().getValue()).detail())
                .isEqualTo("512×256 · 17 cells");
    }

    /** Step 2 of docs/getting-started.md: a raw sheet sliced, saved, and Flipbook of All Cells plays the new clip. */
    @Test
    void flipbookOfAllCellsOpensTheNewClipAndPlaysItInThePreview(FxRobot robot) throws IOException {
        Files.createDirectories(root.resolve("assets/hero"));
        Files.copy(root.resolve("assets/knight/knight_run.png"), root.resolve("assets/hero/hero_run.png"));
        OpenDocument<SheetMeta> sheet = openSheet(robot, "assets/hero/hero_run.png");
        waitUntil(() -> settled() && panel().runner().latest().rects().size() == 10);
        assertThat(robot.lookup("#slice-summary").queryLabeled().getText()).isEqualTo("Slice makes 10 cells.");
        robot.clickOn("#slice-button");
        waitUntil(() -> sheet.value().cells().size() == 10);
        robot.interact(() -> window.workspace().save(sheet));
        assertThat(window.playback().playing()).isFalse();
        assertThat(robot.lookup("#slicer-flipbook").queryButton().getText()).isEqualTo("Flipbook of All Cells");

        robot.clickOn("#slicer-flipbook");
        waitUntil(() -> window.workspace().focused() != null
                && window.workspace().focused().file().endsWith(Path.of("anim/hero_run.aeanim")));
        OpenDocument<?> clip = window.workspace().focused();
        assertThat(window.playback().playing()).as("the new flipbook plays").isTrue();
        assertThat(window.rig().clip()).as("in the preview").isSameAs(clip.value());
        double start = clip.timeCursor();
        waitUntil(() -> clip.timeCursor() != start);
    }

    private javafx.scene.control.TreeItem<dev.reel.ui.assets.AssetNode> lootRow() {
        java.util.ArrayDeque<javafx.scene.control.TreeItem<dev.reel.ui.assets.AssetNode>> items =
                new java.util.ArrayDeque<>(List.of(window.assets().tree().getRoot()));
        while (!items.isEmpty()) {
            var item = items.pop();
            if (item.getValue().assetPath().equals("assets/props/loot.png")) {
                return item;
            }
            items.addAll(item.getChildren());
        }
        return null;
    }

    @Test
    void importSettingsWaitForApplyWhichIsOneStepWithTheCells(FxRobot robot) {
        OpenDocument<SheetMeta> sheet = openSheet(robot, "assets/knight/knight_idle.png");
        SheetMeta before = sheet.value();
        robot.clickOn("#slicer-tab-import");
        robot.clickOn("#import-linear");
        robot.clickOn("#import-mipmaps");
        assertThat(sheet.value()).as("nothing changes before Apply").isSameAs(before);
        assertThat(robot.lookup("#import-apply").queryButton().isDisabled()).isFalse();
        assertThat(robot.lookup("#slicer-tab-import").queryAs(javafx.scene.Node.class).lookup(".tab-label"))
                .matches(label -> ((javafx.scene.control.Labeled) label).getText().equals("Import •"));
        robot.clickOn("#import-revert");
        assertThat(robot.lookup("#import-apply").queryButton().isDisabled()).isTrue();
        assertThat(robot.lookup("#import-mipmaps").queryAs(javafx.scene.control.CheckBox.class).isSelected()).isFalse();

        robot.clickOn("#import-linear");
        robot.clickOn("#import-apply");
        assertThat(sheet.value().settings().filter()).isEqualTo(dev.reel.model.Filter.LINEAR);
        assertThat(sheet.value().cells()).isEqualTo(before.cells());
        assertThat(sheet.document().undoLabel()).isEqualTo("Undo Apply import settings");

        // A sliced sheet cannot join an atlas group: Apply says it removes the cells, and Undo brings them back.
        robot.clickOn("#import-atlas-group").write("characters");
        assertThat(robot.lookup("#import-warning").queryLabeled().getText()).contains("removes its 6 cells");
        robot.clickOn("#import-apply");
        assertThat(sheet.value().cells()).isEmpty();
        assertThat(sheet.value().settings().atlasGroup()).isEqualTo("characters");
        robot.interact(() -> window.actions().run("edit.undo"));
        assertThat(sheet.value().cells()).isEqualTo(before.cells());
        assertThat(sheet.value().settings().filter()).isEqualTo(dev.reel.model.Filter.LINEAR);
        assertThat(sheet.value().settings().atlasGroup()).isNull();
        assertThat(robot.lookup("#import-atlas-group").queryAs(javafx.scene.control.TextField.class).getText())
                .as("the fields follow the undo").isEmpty();
        robot.interact(() -> window.actions().run("edit.undo"));
        assertThat(sheet.value()).isEqualTo(before);
    }

    @Test
    void reslicingWithTheSameCountKeepsEveryIdAndPivot(FxRobot robot) {
        OpenDocument<SheetMeta> sheet = openSheet(robot, "assets/knight/knight_idle.png");
        SheetMeta before = sheet.value();
        type(robot, "#slice-offset-x", "4");
        type(robot, "#slice-cell-width", "120");
        waitUntil(() -> settled() && panel().view().showingPreview());
        assertThat(robot.lookup("#slice-summary").queryLabeled().getText())
                .isEqualTo("Slice makes 6 cells (now 6); their ids stay.");
        assertThat(panel().runner().clipWarnings().shown()).as("same count: no clip loses a cell").isEmpty();
        robot.clickOn("#slice-button");
        waitUntil(() -> sheet.value().cells().get(0).rect().x() == 4);
        assertThat(ids(sheet.value().cells())).isEqualTo(ids(before.cells()));
        assertThat(sheet.value().cells()).extracting(Cell::name).isEqualTo(before.cells().stream().map(Cell::name).toList());
        assertThat(sheet.value().cells()).extracting(Cell::pivotY).containsOnly(0.9375);
        assertThat(sheet.value().cells().get(5).rect()).isEqualTo(new Rect(604, 0, 120, 128));
    }

    @Test
    void draggingAPivotMovesItInOneStepThatIsSaved(FxRobot robot) throws IOException {
        OpenDocument<SheetMeta> sheet = openSheet(robot, "assets/knight/knight_idle.png");
        Cell third = sheet.value().cells().get(2);
        SheetView view = panel().view();
        double[] start = view.pivotOnScreen(third);
        // Four screen pixels per sheet pixel about the pivot, so the mouse lands on whole sheet pixels.
        robot.interact(() -> {
            view.viewport().setScaleAbout(start[0], start[1], 4);
            view.redraw();
        });
        double[] pivot = view.pivotOnScreen(third);
        Point2D from = view.localToScreen(pivot[0], pivot[1]);
        double scale = view.viewport().scale();
        // Up by 20 sheet pixels and left by 8: the pivot lands on whole pixels (snapping).
        Point2D to = view.localToScreen(pivot[0] - 8 * scale, pivot[1] - 20 * scale);
        robot.moveTo(from).press(MouseButton.PRIMARY).moveTo(new Point2D((from.getX() + to.getX()) / 2,
                (from.getY() + to.getY()) / 2)).moveTo(to).release(MouseButton.PRIMARY);
        waitUntil(() -> sheet.value().cells().get(2).pivotY() != third.pivotY());

        Cell moved = sheet.value().cells().get(2);
        assertThat(moved.pivotX()).isEqualTo((64 - 8) / 128.0);
        assertThat(moved.pivotY()).isEqualTo((120 - 20) / 128.0);
        assertThat(sheet.document().history().size()).as("one step for the whole drag").isEqualTo(1);
        assertThat(sheet.document().undoLabel()).isEqualTo("Undo Move pivot");
        assertThat(sheet.value().cells().get(1)).isEqualTo(panelCell(sheet, 1));
        assertThat(robot.lookup("#cell-title").queryLabeled().getText()).isEqualTo("knight_idle_002");
        assertThat(robot.lookup("#slicer-flipbook").queryButton().getText()).isEqualTo("Flipbook from Selection");

        robot.interact(() -> window.workspace().save(sheet));
        SheetMeta saved = onDisk(root.resolve("assets/knight/knight_idle.png.meta"));
        assertThat(saved.cells().get(2).pivotX()).isEqualTo(0.4375);
        assertThat(saved.cells().get(2).pivotY()).isEqualTo(0.78125);
        assertThat(saved.cells().get(2).id()).isEqualTo(third.id());

        // A preset puts every selected cell's pivot at the bottom centre, one more step.
        robot.clickOn((Button) robot.lookup("#pivot-preset-7").query());
        waitUntil(() -> sheet.value().cells().get(2).pivotY() == 1.0);
        assertThat(sheet.value().cells().get(2).pivotX()).isEqualTo(0.5);
        assertThat(sheet.document().history().size()).isEqualTo(2);
        // The bottom-centre preset lights up as the one the pivot sits on.
        javafx.css.PseudoClass current = javafx.css.PseudoClass.getPseudoClass("current");
        waitUntil(() -> robot.lookup("#pivot-preset-7").query().getPseudoClassStates().contains(current));
        assertThat(robot.lookup("#pivot-preset-4").query().getPseudoClassStates()).doesNotContain(current);
    }

    private static Cell panelCell(OpenDocument<SheetMeta> sheet, int index) {
        return sheet.value().cells().get(index);
    }
}

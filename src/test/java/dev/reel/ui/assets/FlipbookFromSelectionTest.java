package dev.reel.ui.assets;

import dev.reel.io.Loaded;
import dev.reel.io.MetaCodec;
import dev.reel.model.Cell;
import dev.reel.model.Clip;
import dev.reel.model.Filter;
import dev.reel.model.Flipbook;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.SheetMeta;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.preview.Background;
import dev.reel.preview.Camera;
import dev.reel.preview.LoadedSheet;
import dev.reel.preview.RenderedFrames;
import dev.reel.preview.Scene;
import dev.reel.preview.Sprite;
import dev.reel.runtime.ClipSampler;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.CompiledTrack;
import dev.reel.sheet.PngLoader;
import dev.reel.sheet.SheetImage;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.sheets.FlipbookFromSelection;
import dev.reel.ui.sheets.StripImport;
import javafx.application.Platform;
import javafx.scene.control.TreeItem;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import static dev.reel.ui.assets.TreeRows.find;
import static org.assertj.core.api.Assertions.assertThat;

/** Flipbook from Selection (palette "flip"), into a new clip or the focused one, and Import Sprite Strip. */
class FlipbookFromSelectionTest extends EditorFixture {
    private static final String RUN = "assets/rogue/rogue_run.png";

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    /** Selects three cells of the rogue's run strip in Assets, out of order, with Ctrl-clicks. */
    private void selectThreeCells(FxRobot robot) {
        var tree = window.assets().tree();
        waitUntil(() -> tree.getRoot() != null && find(tree.getRoot(), RUN) != null);
        TreeItem<AssetNode> sheet = find(tree.getRoot(), RUN);
        robot.interact(() -> {
            sheet.setExpanded(true);
            tree.getSelectionModel().clearSelection();
            tree.scrollTo(tree.getRow(sheet));
        });
        // The rows settle first: thumbnails arriving after the scroll used to move a row under the mouse.
        waitUntil(() -> find(tree.getRoot(), RUN + "#rogue_run_002") != null);
        org.testfx.util.WaitForAsyncUtils.sleep(300, java.util.concurrent.TimeUnit.MILLISECONDS);
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("rogue_run_002");
        robot.press(KeyCode.CONTROL).clickOn("rogue_run_000").clickOn("rogue_run_001").release(KeyCode.CONTROL);
        assertThat(window.assets().selectedCells().cells()).hasSize(3);
    }

    /** The sprite the runtime shows on the clip's own node at each time. */
    private static List<String> spritesAt(Clip clip, double... times) {
        CompiledClip compiled = CompiledClip.compile(clip);
        int track = -1;
        for (int i = 0; i < compiled.trackCount(); i++) {
            CompiledTrack candidate = compiled.track(i);
            if (candidate.target().equals(":SpriteRenderer.sprite")) {
                track = i;
            }
        }
        assertThat(track).as("a sprite track on the clip's node").isNotNegative();
        ClipSampler sampler = new ClipSampler(compiled);
        java.util.ArrayList<String> sprites = new java.util.ArrayList<>();
        for (double time : times) {
            sampler.sampleAll(time);
            sprites.add(((Value.Asset) sampler.value(track)).path());
        }
        return sprites;
    }

    /**
     * Draws each sprite through the preview's SDL renderer as the preview does — the cell's rectangle of the
     * sheet, placed by its pivot — into a frame the cell's size, and checks the frame shows that cell's pixels.
     */
    private void assertPreviewShows(List<String> sprites) throws IOException {
        Path png = root.resolve(RUN);
        SheetImage image = new PngLoader().load(png).image();
        SheetMeta meta = MetaCodec.read(Files.readAllBytes(root.resolve(RUN + ".meta")), RUN + ".meta").value();
        List<Cell> cells = sprites.stream().map(sprite -> meta.cells().stream()
                .filter(cell -> (RUN + "#" + cell.name()).equals(sprite)).findFirst().orElseThrow()).toList();
        int width = cells.get(0).rect().width();
        int height = cells.get(0).rect().height();
        List<Scene> scenes = cells.stream().map(cell -> Scene.of(List.of(Sprite.of(RUN, cell.rect(),
                cell.pivotX() * width, cell.pivotY() * height, cell.pivotX(), cell.pivotY())), Camera.identity())
                .withBackground(Background.TRANSPARENT)).toList();
        RenderedFrames.Result rendered = RenderedFrames.render(scenes, width, height,
                key -> key.equals(RUN) ? new LoadedSheet(image, Filter.NEAREST) : null);
        assertThat(rendered.problems()).isEmpty();
        for (int frame = 0; frame < cells.size(); frame++) {
            Cell cell = cells.get(frame);
            int[] pixels = rendered.frames().frames().get(frame);
            int opaque = 0;
            for (int y = 0; y < height; y++) {
                for (int x = 0; x < width; x++) {
                    int expected = image.argb(cell.rect().x() + x, cell.rect().y() + y);
                    int shown = pixels[y * width + x];
                    if (expected >>> 24 == 0xff) {
                        opaque++;
                        assertThat(Integer.toHexString(shown)).as("frame %d (%s) at %d, %d", frame, cell.name(), x, y)
                                .isEqualTo(Integer.toHexString(expected));
                    } else if (expected >>> 24 == 0) {
                        assertThat(shown >>> 24).as("frame %d at %d, %d is clear", frame, x, y).isZero();
                    }
                }
            }
            assertThat(opaque).as("frame %d draws a figure", frame).isGreaterThan(100);
        }
        assertThat(rendered.frames().frames().get(0)).isNotEqualTo(rendered.frames().frames().get(1));
    }

    @Test
    void flipFromThePaletteMakesALoopingClipThatPlaysTheCellsTwelveASecond(FxRobot robot) throws IOException {
        selectThreeCells(robot);
        robot.clickOn("rogue_run_001");
        robot.press(KeyCode.CONTROL).clickOn("rogue_run_000").clickOn("rogue_run_002").release(KeyCode.CONTROL);
        robot.push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.N);
        waitUntil(() -> window.palette().showing());
        robot.write("flip");
        assertThat(window.palette().matches("flip").get(0).title()).isEqualTo("Flipbook from Selection");
        robot.push(KeyCode.ENTER);
        waitUntil(() -> window.workspace().focused() != null);
        OpenDocument<?> created = window.workspace().focused();
        assertThat(created.name()).isEqualTo("anim/rogue_run.aeanim");
        Clip clip = (Clip) created.value();
        assertThat(clip.loop()).isEqualTo(LoopMode.LOOP);
        assertThat(clip.flipbooks().get(0).fps()).isEqualTo(12.0);
        assertThat(clip.length()).isEqualTo(0.25);
        List<String> shown = spritesAt(clip, 0, 1.0 / 12, 2.0 / 12);
        assertThat(shown).containsExactly(RUN + "#rogue_run_000", RUN + "#rogue_run_001", RUN + "#rogue_run_002");
        // What the runtime samples at each twelfth of a second is what the preview's renderer draws.
        assertPreviewShows(shown);
    }

    @Test
    void intoTheFocusedClipTheFramesAreOneUndoStepOfStepKeys(FxRobot robot) {
        robot.interact(() -> window.actions().run("create.clip"));
        waitUntil(() -> window.workspace().focused() != null);
        OpenDocument<?> clipDocument = window.workspace().focused();
        Clip before = (Clip) clipDocument.value();
        selectThreeCells(robot);
        robot.interact(() -> window.actions().run("create.flipbook"));
        waitUntil(() -> !((Clip) clipDocument.value()).flipbooks().isEmpty());
        assertThat(window.workspace().focused()).as("no new file: the focused clip got the frames")
                .isSameAs(clipDocument);
        Clip clip = (Clip) clipDocument.value();
        Flipbook frames = clip.flipbooks().get(0);
        assertThat(frames.path()).isEmpty();
        assertThat(frames.sprites()).containsExactly(RUN + "#rogue_run_000", RUN + "#rogue_run_001",
                RUN + "#rogue_run_002");
        assertThat(clip.length()).as("a one-second clip keeps its length").isEqualTo(1.0);
        assertThat(spritesAt(clip, 0, 1.0 / 12, 2.0 / 12)).containsExactly(RUN + "#rogue_run_000",
                RUN + "#rogue_run_001", RUN + "#rogue_run_002");
        assertThat(clipDocument.document().undoLabel()).isEqualTo("Undo Add 3 frames");
        robot.interact(() -> clipDocument.document().undo());
        assertThat(clipDocument.value()).isEqualTo(before);
    }

    @Test
    void theSelectedTrackNamesTheNodeTheFramesGoTo() {
        Track body = Track.of("Body", "transform.rotation", Kind.FLOAT32);
        Clip clip = Clip.empty(1, LoopMode.LOOP).withTracks(List.of(body));
        assertThat(FlipbookFromSelection.selectedNode(clip, Set.of(body.id()))).isEqualTo("Body");
        assertThat(FlipbookFromSelection.selectedNode(clip, Set.of())).isEmpty();
        assertThat(FlipbookFromSelection.selectedNode(clip, Set.of(-5L))).isEmpty();
    }

    @Test
    void importSpriteStripCutsFramesAndMakesAClipAtTheChosenDuration(FxRobot robot) throws IOException {
        Path strip = root.resolve("assets/hero/hero_run.png");
        Files.createDirectories(strip.getParent());
        Files.copy(root.resolve("assets/knight/knight_run.png"), strip);
        robot.interact(() -> window.assets().refresh());
        var tree = window.assets().tree();
        waitUntil(() -> tree.getRoot() != null && find(tree.getRoot(), "assets/hero/hero_run.png") != null);
        robot.interact(() -> {
            TreeItem<AssetNode> item = find(tree.getRoot(), "assets/hero/hero_run.png");
            tree.getSelectionModel().clearSelection();
            tree.getSelectionModel().select(item);
        });
        robot.interact(() -> Platform.runLater(() -> window.actions().run(StripImport.ACTION)));
        waitUntil(() -> robot.lookup("#strip-summary").tryQuery().isPresent());
        assertThat(robot.lookup("#strip-summary").queryLabeled().getText())
                .isEqualTo("10 frames of 128 × 128 px · a 1.5 s clip");
        robot.clickOn("Run 0.08 s");
        assertThat(robot.lookup("#strip-summary").queryLabeled().getText())
                .isEqualTo("10 frames of 128 × 128 px · a 0.8 s clip");
        clickDialogButton(robot, "Import");
        waitUntil(() -> window.workspace().focused() != null
                && window.workspace().focused().name().equals("anim/hero_run.aeanim"));

        Clip clip = (Clip) window.workspace().focused().value();
        assertThat(clip.length()).isEqualTo(0.8);
        assertThat(clip.loop()).isEqualTo(LoopMode.LOOP);
        Flipbook frames = clip.flipbooks().get(0);
        assertThat(frames.durations()).hasSize(10).containsOnly(0.08);
        assertThat(frames.sprites().get(9)).isEqualTo("assets/hero/hero_run.png#hero_run_009");
        assertThat(root.resolve("anim/hero_run.aeanim")).exists();
        // The cells are on disk too, one undo step on the sheet, so the clip's frames resolve.
        Loaded<SheetMeta> meta = MetaCodec.read(Files.readAllBytes(root.resolve("assets/hero/hero_run.png.meta")),
                "hero_run.png.meta");
        assertThat(meta.value().cells()).hasSize(10);
        OpenDocument<?> sheet = window.workspace().find(strip).orElseThrow();
        assertThat(sheet.dirty()).isFalse();
        assertThat(sheet.document().history().size()).isEqualTo(1);
        assertThat(spritesAt(clip, 0, 0.08, 0.79)).containsExactly("assets/hero/hero_run.png#hero_run_000",
                "assets/hero/hero_run.png#hero_run_001", "assets/hero/hero_run.png#hero_run_009");
    }
}

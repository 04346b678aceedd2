package dev.reel.interop;

import dev.reel.io.ClipCodec;
import dev.reel.io.MetaCodec;
import dev.reel.model.Cell;
import dev.reel.model.Clip;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.LoopMode;
import dev.reel.model.Rect;
import dev.reel.model.SheetMeta;
import dev.reel.sheet.CellIds;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** Atlas data beside a PNG: Aseprite JSON, TexturePacker / Phaser JSON and libGDX atlases become cells and clips. */
class AtlasImportTest {
    @TempDir
    Path project;
    private Path assets;

    @BeforeEach
    void makeProject() throws Exception {
        Files.writeString(project.resolve("project.aego"), "project version=1 name=\"Test\" {}\n");
        assets = Files.createDirectories(project.resolve("assets"));
        png("sheet.png", 64, 64);
    }

    private void png(String name, int width, int height) throws Exception {
        ImageIO.write(new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB), "png", assets.resolve(name).toFile());
    }

    private ImportOutcome importData(String name, String text) throws Exception {
        Path file = assets.resolve(name);
        Files.writeString(file, text);
        return ImportFiles.run(file, null, false, CellIds.seeded(3));
    }

    private SheetMeta meta(String png) throws Exception {
        return MetaCodec.read(Files.readAllBytes(assets.resolve(png + ".meta")), "m").value();
    }

    private Clip clip(String path) throws Exception {
        return ClipCodec.read(Files.readAllBytes(project.resolve(path)), path).value();
    }

    private static final String ASEPRITE_FRAME = "{\"frame\": {\"x\": %d, \"y\": 0, \"w\": 16, \"h\": 16}, "
            + "\"rotated\": false, \"trimmed\": false, \"spriteSourceSize\": {\"x\": 0, \"y\": 0, \"w\": 16, \"h\": 16}, "
            + "\"sourceSize\": {\"w\": 16, \"h\": 16}, \"duration\": %d}";
    private static final String ASEPRITE_META = "\"meta\": {\"app\": \"https://www.aseprite.org/\", \"version\": \"1.3\", "
            + "\"image\": \"sheet.png\", \"size\": {\"w\": 64, \"h\": 64}, \"frameTags\": [{\"name\": \"bob\", \"from\": 1, "
            + "\"to\": 3, \"direction\": \"pingpong\", \"color\": \"#000000ff\"}], \"slices\": [{\"name\": \"feet\", "
            + "\"color\": \"#0000ffff\", \"keys\": [{\"frame\": 0, \"bounds\": {\"x\": 4, \"y\": 8, \"w\": 8, \"h\": 8}, "
            + "\"pivot\": {\"x\": 4, \"y\": 8}}]}]}";

    @Test
    void asepriteJsonHashAndArrayGiveTheSameCellsTagsAndPivots() throws Exception {
        StringBuilder hash = new StringBuilder("{\"frames\": {");
        StringBuilder array = new StringBuilder("{\"frames\": [");
        for (int i = 0; i < 4; i++) {
            String frame = String.format(ASEPRITE_FRAME, i * 16, 100 + i * 50);
            hash.append(i == 0 ? "" : ", ").append("\"hero ").append(i).append(".aseprite\": ").append(frame);
            array.append(i == 0 ? "" : ", ").append("{\"filename\": \"hero ").append(i).append(".aseprite\", ")
                    .append(frame.substring(1));
        }
        for (String text : List.of(hash + "}, " + ASEPRITE_META + "}", array + "], " + ASEPRITE_META + "}")) {
            ImportOutcome outcome = importData("sheet.json", text);
            assertThat(outcome.diagnostics()).isEmpty();
            assertThat(outcome.kind()).isEqualTo("aseprite-json");
            SheetMeta meta = meta("sheet.png");
            assertThat(meta.cells()).extracting(Cell::name).containsExactly("hero 0.aseprite", "hero 1.aseprite",
                    "hero 2.aseprite", "hero 3.aseprite");
            assertThat(meta.cells().get(2).rect()).isEqualTo(new Rect(32, 0, 16, 16));
            // The slice's pivot pixel (4 + 4, 8 + 8) of the 16 × 16 sprite.
            assertThat(meta.cells().get(0).pivotX()).isEqualTo(0.5);
            assertThat(meta.cells().get(0).pivotY()).isEqualTo(1.0);
            Clip bob = clip("anim/sheet/bob.aeanim");
            assertThat(bob.flipbooks().get(0).sprites()).containsExactly("assets/sheet.png#hero 1.aseprite",
                    "assets/sheet.png#hero 2.aseprite", "assets/sheet.png#hero 3.aseprite", "assets/sheet.png#hero 2.aseprite");
            assertThat(bob.flipbooks().get(0).durations()).containsExactly(0.15, 0.2, 0.25, 0.2);
            assertThat(bob.loop()).isEqualTo(LoopMode.LOOP);
        }
    }

    @Test
    void texturePackerTrimmedFramesKeepTheirPivotAndRotatedFramesSwapWidthAndHeight() throws Exception {
        String text = """
                {"frames": {
                  "run_0": {"frame": {"x": 2, "y": 2, "w": 10, "h": 12}, "rotated": false, "trimmed": true,
                            "spriteSourceSize": {"x": 3, "y": 4, "w": 10, "h": 12}, "sourceSize": {"w": 16, "h": 16}},
                  "run_1": {"frame": {"x": 20, "y": 2, "w": 10, "h": 12}, "rotated": true, "trimmed": false,
                            "spriteSourceSize": {"x": 0, "y": 0, "w": 10, "h": 12}, "sourceSize": {"w": 10, "h": 12},
                            "pivot": {"x": 0.5, "y": 0.5}}
                 },
                 "meta": {"app": "https://www.codeandweb.com/texturepacker", "image": "sheet.png", "size": {"w": 64, "h": 64}}}
                """;
        ImportOutcome outcome = importData("tp.json", text);
        assertThat(outcome.kind()).isEqualTo("texturepacker-json");
        assertThat(outcome.diagnostics()).extracting(Diagnostic::code).containsExactly(Code.ATL003);
        SheetMeta meta = meta("sheet.png");
        Cell trimmed = meta.cell("run_0");
        // Centre-bottom of the 16 × 16 sprite is (8, 16); the trimmed frame starts at (3, 4): (5 / 10, 12 / 12).
        assertThat(trimmed.pivotX()).isEqualTo(0.5);
        assertThat(trimmed.pivotY()).isEqualTo(1.0);
        Cell rotated = meta.cell("run_1");
        assertThat(rotated.rect()).isEqualTo(new Rect(20, 2, 12, 10));
        assertThat(rotated.pivotX()).isEqualTo(0.5);
        assertThat(rotated.pivotY()).isEqualTo(0.5);
        assertThat(outcome.clips()).containsExactly("anim/sheet/sheet.aeanim");
    }

    @Test
    void trimmingMovesAnOffCentrePivotToWhereTheUntrimmedSpriteHadIt() throws Exception {
        String text = """
                {"frames": [{"filename": "a", "frame": {"x": 0, "y": 0, "w": 8, "h": 8}, "rotated": false,
                  "trimmed": true, "spriteSourceSize": {"x": 2, "y": 6, "w": 8, "h": 8}, "sourceSize": {"w": 16, "h": 16},
                  "pivot": {"x": 0.25, "y": 0.75}}],
                 "meta": {"image": "sheet.png"}}
                """;
        importData("trim.json", text);
        Cell cell = meta("sheet.png").cell("a");
        // (0.25 × 16 − 2) / 8 and (0.75 × 16 − 6) / 8.
        assertThat(cell.pivotX()).isEqualTo(0.25);
        assertThat(cell.pivotY()).isEqualTo(0.75);
    }

    @Test
    void aPhaserMultiAtlasWritesASidecarPerTexture() throws Exception {
        png("second.png", 32, 32);
        String text = """
                {"textures": [
                  {"image": "sheet.png", "format": "RGBA8888", "size": {"w": 64, "h": 64},
                   "frames": [{"filename": "a", "frame": {"x": 0, "y": 0, "w": 8, "h": 8}}]},
                  {"image": "second.png", "format": "RGBA8888", "size": {"w": 32, "h": 32},
                   "frames": [{"filename": "b", "frame": {"x": 8, "y": 8, "w": 8, "h": 8}},
                              {"filename": "c", "frame": {"x": 16, "y": 8, "w": 8, "h": 8}}]}],
                 "meta": {"app": "https://www.codeandweb.com/texturepacker"}}
                """;
        ImportOutcome outcome = importData("multi.json", text);
        assertThat(outcome.kind()).isEqualTo("phaser-multiatlas");
        assertThat(outcome.frames()).isEqualTo(3);
        assertThat(meta("sheet.png").cells()).extracting(Cell::name).containsExactly("a");
        assertThat(meta("second.png").cells()).extracting(Cell::name).containsExactly("b", "c");
    }

    @Test
    void libgdxAtlasesInBothLayoutsOrderFramesByIndex() throws Exception {
        String legacy = """

                sheet.png
                size: 64,64
                format: RGBA8888
                filter: Nearest,Nearest
                repeat: none
                walk
                  rotate: false
                  xy: 16, 0
                  size: 16, 16
                  orig: 16, 16
                  offset: 0, 0
                  index: 1
                walk
                  rotate: false
                  xy: 0, 0
                  size: 12, 14
                  orig: 16, 16
                  offset: 2, 0
                  index: 0
                icon
                  rotate: false
                  xy: 32, 32
                  size: 8, 8
                  orig: 8, 8
                  offset: 0, 0
                  index: -1
                """;
        String newer = """
                sheet.png
                size:64,64
                filter:Nearest,Nearest
                walk
                bounds:16,0,16,16
                index:1
                walk
                bounds:0,0,12,14
                offsets:2,0,16,16
                index:0
                icon
                bounds:32,32,8,8
                """;
        for (String text : List.of(legacy, newer)) {
            ImportOutcome outcome = importData("sheet.atlas", text);
            assertThat(outcome.diagnostics()).isEmpty();
            assertThat(outcome.kind()).isEqualTo("libgdx-atlas");
            SheetMeta meta = meta("sheet.png");
            assertThat(meta.cells()).extracting(Cell::name).containsExactly("walk_0", "walk_1", "icon");
            Cell trimmed = meta.cell("walk_0");
            assertThat(trimmed.rect()).isEqualTo(new Rect(0, 0, 12, 14));
            // Centre-bottom (8, 16) of the 16 × 16 original; the region sits 2 in, its top 16 − 0 − 14 = 2 down.
            assertThat(trimmed.pivotX()).isCloseTo(0.5, within(1e-12));
            assertThat(trimmed.pivotY()).isCloseTo(1.0, within(1e-12));
            assertThat(outcome.clips()).containsExactly("anim/sheet/walk.aeanim");
            assertThat(clip("anim/sheet/walk.aeanim").flipbooks().get(0).sprites())
                    .containsExactly("assets/sheet.png#walk_0", "assets/sheet.png#walk_1");
        }
    }

    @Test
    void rotatedRegionsKeepTheSpritesPivotTurnedWithThem() throws Exception {
        // libGDX turns a packed region a quarter counter-clockwise: 12 × 14 (trimmed from 16 × 16, 1 in from the
        // left) is stored as 14 × 12. The sprite's centre-bottom is 7 of 12 across and at the bottom: after the
        // turn the bottom is the cell's right edge and 7 from the left is 5 of 12 from the top.
        ImportOutcome gdx = importData("turned.atlas", """

                sheet.png
                size: 64,64
                walk
                  rotate: true
                  xy: 0, 0
                  size: 12, 14
                  orig: 16, 16
                  offset: 1, 0
                  index: 0
                """);
        assertThat(gdx.diagnostics()).extracting(Diagnostic::code).containsExactly(Code.ATL003);
        Cell walk = meta("sheet.png").cell("walk_0");
        assertThat(walk.rect()).isEqualTo(new Rect(0, 0, 14, 12));
        assertThat(walk.pivotX()).isCloseTo(1.0, within(1e-12));
        assertThat(walk.pivotY()).isCloseTo(5 / 12.0, within(1e-12));

        // TexturePacker turns it clockwise; an untrimmed 10 × 12 sprite with no pivot of its own still gets its
        // centre-bottom, turned: the bottom becomes the cell's left edge, the middle stays the middle.
        importData("turned.json", """
                {"frames": {"jump": {"frame": {"x": 20, "y": 2, "w": 10, "h": 12}, "rotated": true, "trimmed": false,
                                     "sourceSize": {"w": 10, "h": 12}}},
                 "meta": {"image": "sheet.png"}}
                """);
        Cell jump = meta("sheet.png").cell("jump");
        assertThat(jump.rect()).isEqualTo(new Rect(20, 2, 12, 10));
        assertThat(jump.pivotX()).isCloseTo(0.0, within(1e-12));
        assertThat(jump.pivotY()).isCloseTo(0.5, within(1e-12));
    }

    @Test
    void importingAgainKeepsTheCellIds() throws Exception {
        String text = "{\"frames\": [{\"filename\": \"a\", \"frame\": {\"x\": 0, \"y\": 0, \"w\": 8, \"h\": 8}}], "
                + "\"meta\": {\"image\": \"sheet.png\"}}";
        importData("ids.json", text);
        String id = meta("sheet.png").cell("a").id();
        ImportFiles.run(assets.resolve("ids.json"), null, false, CellIds.seeded(99));
        assertThat(meta("sheet.png").cell("a").id()).isEqualTo(id);
    }

    @Test
    void badDataIsADiagnosticWithItsPlaceAndNothingIsWritten() throws Exception {
        ImportOutcome notJson = importData("bad.json", "{\n  \"frames\": [\n    oops\n]}");
        assertThat(notJson.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(Code.ATL001);
            assertThat(d.line()).isEqualTo(3);
        });
        ImportOutcome outside = importData("outside.json", "{\"frames\": [{\"filename\": \"a\", \"frame\": "
                + "{\"x\": 60, \"y\": 0, \"w\": 8, \"h\": 8}}], \"meta\": {\"image\": \"sheet.png\"}}");
        assertThat(outside.diagnostics()).extracting(Diagnostic::code).containsExactly(Code.ATL002);
        assertThat(outside.diagnostics().get(0).message()).contains("not inside sheet.png (64 × 64)");
        ImportOutcome missing = importData("missing.json", "{\"frames\": {}, \"meta\": {\"image\": \"gone.png\"}}");
        assertThat(missing.diagnostics()).extracting(Diagnostic::code).containsExactly(Code.ATL002);
        ImportOutcome gdx = importData("bad.atlas", "sheet.png\nwalk\n  xy: 1, x\n");
        assertThat(gdx.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(Code.ATL002);
            assertThat(d.line()).isEqualTo(2);
        });
        assertThat(assets.resolve("sheet.png.meta")).doesNotExist();
        assertThat(project.resolve("anim")).doesNotExist();
    }

    @Test
    void anImagePathFromAnotherMachineFallsBackToTheFileNameBesideTheDataWithAWarning() throws Exception {
        String frame = "{\"filename\": \"a\", \"frame\": {\"x\": 0, \"y\": 0, \"w\": 8, \"h\": 8}}";
        ImportOutcome aseprite = importData("tank.json", "{\"frames\": [" + frame + "], \"meta\": {\"app\": "
                + "\"https://www.aseprite.org/\", \"image\": \"C:\\\\Users\\\\ana\\\\art\\\\sheet.png\"}}");
        assertThat(aseprite.ok()).isTrue();
        assertThat(aseprite.kind()).isEqualTo("aseprite-json");
        assertThat(aseprite.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(Code.ATL003);
            assertThat(d.message()).contains("C:\\Users\\ana\\art\\sheet.png").contains("took sheet.png");
        });
        assertThat(meta("sheet.png").cell("a")).isNotNull();

        ImportOutcome packer = importData("packer.json", "{\"frames\": [" + frame + "], \"meta\": "
                + "{\"image\": \"/home/someone/export/sheet.png\"}}");
        assertThat(packer.ok()).isTrue();
        assertThat(packer.diagnostics()).extracting(Diagnostic::code).containsExactly(Code.ATL003);

        ImportOutcome gdx = importData("far.atlas", "D:\\packs\\sheet.png\nicon\n  bounds: 0, 0, 8, 8\n");
        assertThat(gdx.ok()).isTrue();
        assertThat(gdx.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(Code.ATL003);
            assertThat(d.line()).isEqualTo(1);
        });
        assertThat(meta("sheet.png").cell("icon")).isNotNull();

        // A name that is not beside the data either stays an error.
        ImportOutcome gone = importData("gone.json", "{\"frames\": [" + frame + "], \"meta\": "
                + "{\"image\": \"C:\\\\Users\\\\ana\\\\other.png\"}}");
        assertThat(gone.diagnostics()).extracting(Diagnostic::code).containsExactly(Code.ATL002);
    }
}

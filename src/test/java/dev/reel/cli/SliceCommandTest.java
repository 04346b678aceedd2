package dev.reel.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reel.io.Loaded;
import dev.reel.io.MetaCodec;
import dev.reel.model.Cell;
import dev.reel.model.Filter;
import dev.reel.model.ImportSettings;
import dev.reel.model.Rect;
import dev.reel.model.SheetMeta;
import dev.reel.model.SliceSetup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static dev.reel.cli.CheckCommandTest.reel;
import static org.assertj.core.api.Assertions.assertThat;

class SliceCommandTest {
    private static final Path LOOT = Path.of("sample-projects/platformer/assets/props/loot.png");

    @TempDir
    Path temp;

    private static SheetMeta read(Path metaFile) throws IOException {
        Loaded<SheetMeta> loaded = MetaCodec.read(Files.readAllBytes(metaFile), metaFile.toString());
        assertThat(loaded.diagnostics()).isEmpty();
        return loaded.value();
    }

    private static List<String> ids(SheetMeta meta) {
        return meta.cells().stream().map(Cell::id).toList();
    }

    private List<String> filesIn(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(file -> file.getFileName().toString()).sorted().toList();
        }
    }

    /** Four 16 × 16 frames side by side, each with a box in it: 64 × 16. */
    private Path fourFrames(Path file) throws IOException {
        return Sheets.blank(64, 16).box(2, 4, 10, 12).box(18, 2, 12, 14).box(36, 6, 8, 10).box(50, 1, 12, 15)
                .write(file);
    }

    @Test
    void gridCellsGoToTheMetaBesideThePngWrittenAtomically() throws Exception {
        Path png = Sheets.blank(64, 32).box(3, 3, 4, 4).write(temp.resolve("hero.png"));
        CheckCommandTest.Run run = reel("slice", png.toString(), "--grid", "16,16");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("hero.png: 8 cells, hero_000 to hero_007 (grid of 16 × 16 cells")
                .contains("ids: 0 kept, 8 new, 0 removed").contains("wrote hero.png.meta");

        Path metaFile = temp.resolve("hero.png.meta");
        SheetMeta meta = read(metaFile);
        assertThat(meta.slice()).isEqualTo(new SliceSetup.Grid(16, 16, 0, 0, 0, 0, 0));
        assertThat(meta.settings()).isEqualTo(ImportSettings.DEFAULT);
        assertThat(meta.cells()).extracting(Cell::name).containsExactly("hero_000", "hero_001", "hero_002",
                "hero_003", "hero_004", "hero_005", "hero_006", "hero_007");
        assertThat(meta.cells().get(5).rect()).isEqualTo(new Rect(16, 16, 16, 16));
        assertThat(meta.cells()).allSatisfy(cell -> {
            assertThat(cell.id()).matches("[0-9a-f]{12}");
            assertThat(cell.pivotX()).isEqualTo(0.5);
            assertThat(cell.pivotY()).isEqualTo(1.0);
        });
        assertThat(ids(meta)).doesNotHaveDuplicates();
        // Written through a temporary file that was renamed over the target: no stray file is left.
        assertThat(filesIn(temp)).containsExactly("hero.png", "hero.png.meta");

        // Slicing again keeps the old version in the project's .reel/backups/, as every atomic save there does.
        assertThat(reel("slice", png.toString(), "--grid", "16,16").exit()).isZero();
        assertThat(filesIn(temp)).containsExactly(".reel", "hero.png", "hero.png.meta");
        assertThat(temp.resolve(".reel/backups/hero.png.meta~")).exists();
    }

    @Test
    void theMetaRoundTripsByteIdenticalAndSlicingAgainTheSameWayChangesNoByte() throws Exception {
        Path png = fourFrames(temp.resolve("hero.png"));
        assertThat(reel("slice", png.toString(), "--alpha", "--min-area", "3").exit()).isZero();
        Path metaFile = temp.resolve("hero.png.meta");
        byte[] written = Files.readAllBytes(metaFile);
        assertThat(MetaCodec.bytes(read(metaFile))).isEqualTo(written);
        assertThat(reel("slice", png.toString(), "--alpha", "--min-area", "3").exit()).isZero();
        assertThat(Files.readAllBytes(metaFile)).isEqualTo(written);
    }

    @Test
    void gridOffsetPaddingAndCount() throws Exception {
        Path png = Sheets.blank(70, 40).write(temp.resolve("tiles.png"));
        CheckCommandTest.Run run = reel("slice", png.toString(), "--grid", "16,16", "--offset", "2,4", "--padding",
                "2,2", "--count", "5");
        assertThat(run.exit()).as(run.err()).isZero();
        SheetMeta meta = read(temp.resolve("tiles.png.meta"));
        assertThat(meta.slice()).isEqualTo(new SliceSetup.Grid(16, 16, 2, 4, 2, 2, 5));
        // Three columns fit across 70 px after 2 px of offset; the fifth cell is the second of row two.
        assertThat(meta.cells()).extracting(Cell::rect).containsExactly(new Rect(2, 4, 16, 16),
                new Rect(20, 4, 16, 16), new Rect(38, 4, 16, 16), new Rect(2, 22, 16, 16), new Rect(20, 22, 16, 16));
    }

    @Test
    void stripFramesAndAWidthThatDoesNotDivideNamingBothNumbers() throws Exception {
        Path png = Sheets.blank(96, 16).write(temp.resolve("run.png"));
        assertThat(reel("slice", png.toString(), "--strip", "16").exit()).isZero();
        SheetMeta meta = read(temp.resolve("run.png.meta"));
        assertThat(meta.slice()).isEqualTo(new SliceSetup.Strip(16, 0));
        assertThat(meta.cells()).extracting(Cell::rect).containsExactly(new Rect(0, 0, 16, 16),
                new Rect(16, 0, 16, 16), new Rect(32, 0, 16, 16), new Rect(48, 0, 16, 16), new Rect(64, 0, 16, 16),
                new Rect(80, 0, 16, 16));
        assertThat(reel("slice", png.toString(), "--strip", "32,8").exit()).isZero();
        assertThat(read(temp.resolve("run.png.meta")).cells()).extracting(Cell::rect)
                .containsExactly(new Rect(0, 0, 32, 8), new Rect(32, 0, 32, 8), new Rect(64, 0, 32, 8));

        Path odd = Sheets.blank(100, 16).write(temp.resolve("odd.png"));
        CheckCommandTest.Run refused = reel("slice", odd.toString(), "--strip", "16");
        assertThat(refused.exit()).isEqualTo(1);
        assertThat(refused.err()).contains("odd.png:0:0 SLC001 sheet width 100 is not a multiple of frame width 16")
                .contains("odd.png.meta was not written");
        assertThat(temp.resolve("odd.png.meta")).doesNotExist();
    }

    @Test
    void alphaFindsShapesInRowsAndMergesOrDropsSpecks() throws Exception {
        Path png = Sheets.blank(64, 32)
                .box(30, 2, 6, 5)            // top row, right
                .box(2, 4, 5, 5)             // top row, left (its extent overlaps the other's)
                .fill(10, 4, 1, 1, 0xff00ff00) // a one-pixel speck beside the left box
                .box(4, 20, 3, 3)            // second row
                .fill(40, 20, 6, 6, 0x0a0000ff) // alpha 10: not a shape at the default threshold
                .write(temp.resolve("props.png"));
        // --alpha without a value before the PNG takes the default threshold, 16.
        CheckCommandTest.Run run = reel("slice", "--alpha", png.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        SheetMeta meta = read(temp.resolve("props.png.meta"));
        assertThat(meta.slice()).isEqualTo(new SliceSetup.Alpha(16, 0, true));
        assertThat(meta.cells()).extracting(Cell::rect).containsExactly(new Rect(2, 4, 5, 5), new Rect(10, 4, 1, 1),
                new Rect(30, 2, 6, 5), new Rect(4, 20, 3, 3));

        assertThat(reel("slice", png.toString(), "--alpha", "5").exit()).isZero();
        assertThat(read(temp.resolve("props.png.meta")).cells()).hasSize(5)
                .extracting(Cell::rect).contains(new Rect(40, 20, 6, 6));

        assertThat(reel("slice", png.toString(), "--alpha", "--min-area", "2").exit()).isZero();
        assertThat(read(temp.resolve("props.png.meta")).cells()).extracting(Cell::rect)
                .containsExactly(new Rect(2, 4, 9, 5), new Rect(30, 2, 6, 5), new Rect(4, 20, 3, 3));

        assertThat(reel("slice", png.toString(), "--alpha=16", "--min-area", "2", "--drop-small").exit()).isZero();
        SheetMeta dropped = read(temp.resolve("props.png.meta"));
        assertThat(dropped.slice()).isEqualTo(new SliceSetup.Alpha(16, 2, false));
        assertThat(dropped.cells()).extracting(Cell::rect)
                .containsExactly(new Rect(2, 4, 5, 5), new Rect(30, 2, 6, 5), new Rect(4, 20, 3, 3));
    }

    @Test
    void dryRunPrintsTheMetaAndWritesNothing() throws Exception {
        Path png = fourFrames(temp.resolve("hero.png"));
        CheckCommandTest.Run run = reel("slice", png.toString(), "--strip", "16", "--dry-run");
        assertThat(run.exit()).isZero();
        assertThat(filesIn(temp)).containsExactly("hero.png");
        Loaded<SheetMeta> printed = MetaCodec.read(run.out(), "out");
        assertThat(printed.diagnostics()).isEmpty();
        assertThat(printed.value().cells()).hasSize(4);
        assertThat(run.out()).isEqualTo(MetaCodec.write(printed.value()));
        assertThat(run.err()).contains("hero.png: 4 cells").contains("dry run: hero.png.meta was not written");

        assertThat(reel("slice", png.toString(), "--strip", "16").exit()).isZero();
        byte[] before = Files.readAllBytes(temp.resolve("hero.png.meta"));
        CheckCommandTest.Run json = reel("slice", png.toString(), "--strip", "32", "--dry-run", "--json");
        assertThat(json.exit()).isZero();
        assertThat(new ObjectMapper().readTree(json.out()).get("written").asBoolean()).isFalse();
        assertThat(Files.readAllBytes(temp.resolve("hero.png.meta"))).isEqualTo(before);
        assertThat(filesIn(temp)).containsExactly("hero.png", "hero.png.meta");
    }

    @Test
    void reslicingKeepsIdsPivotsAndSettingsWithFewerAndWithMoreCells() throws Exception {
        Path png = fourFrames(temp.resolve("hero.png"));
        Path metaFile = temp.resolve("hero.png.meta");
        assertThat(reel("slice", png.toString(), "--grid", "16,16").exit()).isZero();
        SheetMeta first = read(metaFile);
        List<String> ids = ids(first);

        // The artist set a pivot and linear filtering; another slicing into as many cells keeps every id and both.
        List<Cell> cells = new ArrayList<>(first.cells());
        Cell third = cells.get(2);
        cells.set(2, new Cell(third.name(), third.id(), third.rect(), 0.25, 0.5));
        ImportSettings linear = new ImportSettings(Filter.LINEAR, true, false, null, 2, 0);
        Files.write(metaFile, MetaCodec.bytes(new SheetMeta(1, linear, first.slice(), cells, first.unknown())));
        assertThat(reel("slice", png.toString(), "--alpha").exit()).isZero();
        SheetMeta byAlpha = read(metaFile);
        assertThat(ids(byAlpha)).isEqualTo(ids);
        assertThat(byAlpha.cells().get(2).pivotX()).isEqualTo(0.25);
        assertThat(byAlpha.cells().get(2).pivotY()).isEqualTo(0.5);
        assertThat(byAlpha.settings()).isEqualTo(linear);
        assertThat(byAlpha.cells().get(0).rect()).isEqualTo(new Rect(2, 4, 10, 12));
        assertThat(reel("slice", png.toString(), "--grid", "16,16").exit()).isZero();
        assertThat(ids(read(metaFile))).isEqualTo(ids);

        // Fewer cells: each 32 px frame keeps the id of the old cell it overlaps most (ties to the first).
        CheckCommandTest.Run fewer = reel("slice", png.toString(), "--strip", "32");
        assertThat(fewer.exit()).isZero();
        assertThat(ids(read(metaFile))).containsExactly(ids.get(0), ids.get(2));
        assertThat(fewer.out()).contains("ids: 2 kept, 0 new, 2 removed")
                .contains("removed: hero_001 (" + ids.get(1) + "), hero_003 (" + ids.get(3) + ")")
                .contains("renamed: hero_002 -> hero_001");
        assertThat(read(metaFile).cells().get(1).pivotX()).isEqualTo(0.25);

        // More cells again: the two survivors keep their ids where they overlap, the others are new.
        CheckCommandTest.Run more = reel("slice", png.toString(), "--grid", "16,16", "--json");
        assertThat(more.exit()).isZero();
        JsonNode json = new ObjectMapper().readTree(more.out());
        List<String> again = ids(read(metaFile));
        assertThat(again.get(0)).isEqualTo(ids.get(0));
        assertThat(again.get(2)).isEqualTo(ids.get(2));
        assertThat(again.get(1)).isNotIn(ids);
        assertThat(again.get(3)).isNotIn(ids);
        assertThat(json.get("kept")).extracting(JsonNode::asText).containsExactly(ids.get(0), ids.get(2));
        assertThat(json.get("new")).extracting(JsonNode::asText).containsExactly(again.get(1), again.get(3));
        assertThat(json.get("removed")).isEmpty();
        assertThat(json.get("renamed").get("hero_001").asText()).isEqualTo("hero_002");
        assertThat(json.get("sheet").asText()).isEqualTo("hero.png");
        assertThat(json.get("cells").get(2).get("name").asText()).isEqualTo("hero_002");
        assertThat(json.get("cells").get(2).get("id").asText()).isEqualTo(ids.get(2));
        assertThat(json.get("cells").get(2).get("rect")).extracting(JsonNode::asInt).containsExactly(32, 0, 16, 16);
        assertThat(json.get("cells").get(2).get("pivot")).extracting(JsonNode::asDouble).containsExactly(0.25, 0.5);
        assertThat(json.get("diagnostics")).isEmpty();
    }

    @Test
    void removedCellsAreReportedWithTheClipsThatUseThem() throws Exception {
        Path root = Files.createDirectories(temp.resolve("game"));
        Files.writeString(root.resolve("project.aego"), "project version=1 name=\"Game\" {}\n");
        Path png = fourFrames(root.resolve("assets/hero.png"));
        CheckCommandTest.Run first = reel("slice", png.toString(), "--grid", "16,16");
        assertThat(first.out()).as("paths are project-relative").contains("assets/hero.png: 4 cells")
                .contains("wrote assets/hero.png.meta");
        Files.createDirectories(root.resolve("anim"));
        Files.writeString(root.resolve("anim/run.aeanim"), "anim version=1 length=1 loop=loop {\n"
                + "  frames \"\" fps=4 {\n"
                + "    sprites=[asset(\"assets/hero.png#hero_000\"), asset(\"assets/hero.png#hero_001\"),"
                + " asset(\"assets/hero.png#hero_002\"), asset(\"assets/hero.png#hero_003\")]\n"
                + "  }\n}\n");
        Files.writeString(root.resolve("anim/still.aeanim"), "anim version=1 length=1 {\n"
                + "  frames \"\" fps=1 {\n    sprites=[asset(\"assets/hero.png#hero_000\")]\n  }\n}\n");
        assertThat(reel("check", root.toString()).exit()).isZero();

        CheckCommandTest.Run fewer = reel("slice", png.toString(), "--grid", "16,16", "--count", "2");
        assertThat(fewer.exit()).as("slicing worked; the clips are warnings").isZero();
        assertThat(fewer.out()).contains("removed: hero_002 (", "hero_003 (")
                .contains("anim/run.aeanim:2:3 SLC002 assets/hero.png#hero_002 names no cell of assets/hero.png"
                        + " after this slicing (it has 2 cells, hero_000 to hero_001)")
                .contains("anim/run.aeanim:2:3 SLC002 assets/hero.png#hero_003 names no cell")
                .doesNotContain("still.aeanim");
        // Now written, reel check reports the same references as missing cells.
        CheckCommandTest.Run check = reel("check", root.toString());
        assertThat(check.exit()).isEqualTo(1);
        assertThat(check.out()).contains("anim/run.aeanim:2:3 AST002 sheet assets/hero.png has no cell \"hero_002\"")
                .contains("2 errors");

        CheckCommandTest.Run json = reel("slice", png.toString(), "--grid", "16,16", "--count", "1", "--json");
        JsonNode diagnostics = new ObjectMapper().readTree(json.out()).get("diagnostics");
        assertThat(diagnostics).hasSize(3).allSatisfy(d -> {
            assertThat(d.get("code").asText()).isEqualTo("SLC002");
            assertThat(d.get("severity").asText()).isEqualTo("warning");
            assertThat(d.get("file").asText()).isEqualTo("anim/run.aeanim");
        });
    }

    @Test
    void aBrokenMetaIsReportedAndLeftAsItIs() throws Exception {
        Path png = fourFrames(temp.resolve("hero.png"));
        Path metaFile = temp.resolve("hero.png.meta");
        byte[] broken = "{\n  \"cells\": [\n".getBytes(StandardCharsets.UTF_8);
        Files.write(metaFile, broken);
        CheckCommandTest.Run run = reel("slice", png.toString(), "--grid", "16,16");
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("hero.png.meta:").contains("MET001").contains("hero.png.meta was not written");
        assertThat(Files.readAllBytes(metaFile)).isEqualTo(broken);
        assertThat(filesIn(temp)).containsExactly("hero.png", "hero.png.meta");

        CheckCommandTest.Run json = reel("slice", png.toString(), "--grid", "16,16", "--json");
        assertThat(json.exit()).isEqualTo(1);
        JsonNode result = new ObjectMapper().readTree(json.out());
        assertThat(result.get("written").asBoolean()).isFalse();
        assertThat(result.get("cells")).isEmpty();
        assertThat(result.get("diagnostics").get(0).get("code").asText()).isEqualTo("MET001");
    }

    @Test
    void hostilePngsAreRefusedWithAMessageNamingTheFile() throws Exception {
        Path huge = Files.write(temp.resolve("huge.png"), Sheets.claiming(65535, 65535));
        CheckCommandTest.Run run = reel("slice", huge.toString(), "--grid", "16,16");
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("huge.png:0:0 PNG002 huge.png is 65535 × 65535 pixels, above the limit");
        Path widest = Files.write(temp.resolve("wide.png"), Sheets.claiming(Integer.MAX_VALUE, 1));
        assertThat(reel("slice", widest.toString(), "--strip", "16").err()).contains("PNG002 wide.png is 2147483647");
        Path text = Files.writeString(temp.resolve("notes.png"), "not a picture");
        CheckCommandTest.Run notPng = reel("slice", text.toString(), "--alpha");
        assertThat(notPng.exit()).isEqualTo(1);
        assertThat(notPng.err()).contains("notes.png:0:0 PNG001 notes.png is not a PNG file");
        CheckCommandTest.Run missing = reel("slice", temp.resolve("gone.png").toString(), "--alpha");
        assertThat(missing.exit()).isEqualTo(1);
        assertThat(missing.err()).contains("PNG001 gone.png does not exist");
        assertThat(filesIn(temp)).containsExactly("huge.png", "notes.png", "wide.png");
    }

    @Test
    void badValuesExitOneAndMalformedOptionsExitTwo() throws Exception {
        Path png = fourFrames(temp.resolve("hero.png"));
        assertThat(reel("slice", png.toString(), "--grid", "0,16").err()).contains("SLC001 cell size 0 × 16");
        assertThat(reel("slice", png.toString(), "--grid", "0,16").exit()).isEqualTo(1);
        assertThat(reel("slice", png.toString(), "--alpha", "300").err())
                .contains("SLC001 alpha threshold 300 is not between 0 and 255");
        assertThat(reel("slice", png.toString(), "--alpha", "-1").exit()).isEqualTo(1);
        assertThat(reel("slice", png.toString(), "--grid", "16,16", "--count", "9").err())
                .contains("count 9 is more than the 4 cells that fit");
        Files.writeString(temp.resolve("hero.png.meta"), "{\"import\": {\"atlasGroup\": \"characters\"}}\n");
        CheckCommandTest.Run grouped = reel("slice", png.toString(), "--strip", "16");
        assertThat(grouped.exit()).isEqualTo(1);
        assertThat(grouped.err()).contains("MET003").contains("atlas group \"characters\"");
        Files.delete(temp.resolve("hero.png.meta"));

        assertThat(reel("slice", png.toString(), "--grid", "16x16").exit()).isEqualTo(2);
        assertThat(reel("slice", png.toString()).exit()).isEqualTo(2);
        assertThat(reel("slice", png.toString(), "--grid", "16,16", "--strip", "16").exit()).isEqualTo(2);
        assertThat(reel("slice", png.toString(), "--offset", "2,2").exit()).isEqualTo(2);
        assertThat(reel("slice", png.toString(), "--strip", "16,8,4").exit()).isEqualTo(2);
        assertThat(filesIn(temp)).containsExactly("hero.png");
    }

    @Test
    void theSampleLootSheetHasEighteenShapesAndSeventeenItemsOnceTheSpeckMerges() throws Exception {
        CheckCommandTest.Run all = reel("slice", "--alpha", LOOT.toString(), "--dry-run", "--json");
        assertThat(all.exit()).as(all.err()).isZero();
        List<Rect> shapes = rects(new ObjectMapper().readTree(all.out()));
        assertThat(shapes).hasSize(18);
        // The sparkle: one logical pixel doubled, in the first row of items.
        Rect speck = new Rect(468, 62, 2, 2);
        assertThat(shapes).filteredOn(rect -> rect.area() < 10).containsExactly(speck);

        CheckCommandTest.Run merged = reel("slice", "--alpha", LOOT.toString(), "--min-area", "10", "--dry-run",
                "--json");
        List<Rect> items = rects(new ObjectMapper().readTree(merged.out()));
        assertThat(items).hasSize(17);
        // The speck joins the sapphire gem beside it (loot_009): its box grows up and right to take it in.
        Rect sapphire = new Rect(436, 70, 32, 24);
        assertThat(shapes).contains(sapphire);
        assertThat(items).doesNotContain(sapphire).contains(new Rect(436, 62, 34, 32));
        List<Rect> others = new ArrayList<>(shapes);
        others.removeAll(List.of(speck, sapphire));
        assertThat(items).containsAll(others);

        CheckCommandTest.Run dropped = reel("slice", "--alpha", LOOT.toString(), "--min-area", "10", "--drop-small",
                "--dry-run", "--json");
        List<Rect> kept = rects(new ObjectMapper().readTree(dropped.out()));
        assertThat(kept).hasSize(17).contains(sapphire).doesNotContain(speck);
        assertThat(Path.of(LOOT + ".meta")).doesNotExist();
    }

    private static List<Rect> rects(JsonNode result) {
        List<Rect> rects = new ArrayList<>();
        for (JsonNode cell : result.get("cells")) {
            JsonNode rect = cell.get("rect");
            rects.add(new Rect(rect.get(0).asInt(), rect.get(1).asInt(), rect.get(2).asInt(), rect.get(3).asInt()));
        }
        return rects;
    }

    /** A folder of the project that is a link to somewhere else: the .meta would land outside, so nothing is written. */
    @Test
    void aSheetInAFolderLinkedOutOfTheProjectIsNotSliced() throws Exception {
        Path root = Files.createDirectories(temp.resolve("linked"));
        Files.writeString(root.resolve("project.aego"), "project version=1 name=\"Game\" {}\n");
        Path outside = Files.createDirectories(temp.resolve("outside"));
        Sheets.blank(32, 16).box(0, 0, 4, 4).write(outside.resolve("goblin.png"));
        Files.createSymbolicLink(root.resolve("art"), outside);

        CheckCommandTest.Run run = reel("slice", root.resolve("art/goblin.png").toString(), "--grid", "16,16",
                "--json");

        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out()).contains("AST001").contains("leads outside the project").doesNotContain("\"written\":true");
        assertThat(outside.resolve("goblin.png.meta")).doesNotExist();
        try (var files = Files.list(outside)) {
            assertThat(files).extracting(file -> file.getFileName().toString()).containsExactly("goblin.png");
        }
    }

    /** A read-only .meta (no write bit for its owner; root would ignore it, so the bits decide) is not replaced. */
    @Test
    void aReadOnlyMetaIsRefusedWithAClearMessage() throws Exception {
        Path root = Files.createDirectories(temp.resolve("readonly"));
        Path png = Sheets.blank(32, 16).box(0, 0, 4, 4).write(root.resolve("goblin.png"));
        assertThat(reel("slice", png.toString(), "--grid", "16,16").exit()).isZero();
        Path meta = root.resolve("goblin.png.meta");
        String before = Files.readString(meta);
        Files.setPosixFilePermissions(meta, java.nio.file.attribute.PosixFilePermissions.fromString("r--r--r--"));

        CheckCommandTest.Run run = reel("slice", png.toString(), "--grid", "8,8");

        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("IO001").contains("read-only").contains("was not written");
        assertThat(Files.readString(meta)).isEqualTo(before);
    }
}

package dev.reel.edit.cmd;

import dev.reel.edit.Document;
import dev.reel.io.MetaCodec;
import dev.reel.model.Cell;
import dev.reel.model.Clip;
import dev.reel.model.Filter;
import dev.reel.model.Flipbook;
import dev.reel.model.ImportSettings;
import dev.reel.model.LoopMode;
import dev.reel.model.Rect;
import dev.reel.model.SheetMeta;
import dev.reel.model.SliceSetup;
import dev.reel.sheet.CellIds;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Commands on a sheet's {@code .meta}: slicing, import settings, pivots; and frames put into a clip. */
class SheetCommandsTest {
    private static final String SHEET = "assets/hero.png";
    private static final SliceSetup.Grid FOUR = new SliceSetup.Grid(32, 32, 0, 0, 0, 0, 4);

    private static List<Rect> row(int count, int width) {
        List<Rect> rects = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            rects.add(new Rect(i * width, 0, width, 32));
        }
        return rects;
    }

    private static SheetMeta sliced() {
        SheetMeta unsliced = new SheetMeta(1, ImportSettings.DEFAULT, null, List.of(), Map.of("tool", "\"x\""));
        return SliceSheet.of(SHEET, FOUR, row(4, 32), CellIds.seeded(1)).apply(unsliced);
    }

    private static List<String> ids(SheetMeta meta) {
        return meta.cells().stream().map(Cell::id).toList();
    }

    @Test
    void slicingNamesCellsAfterTheSheetRecordsTheSetupAndKeepsSettingsAndUnknownFields() {
        SheetMeta meta = sliced();
        assertThat(meta.cells()).extracting(Cell::name).containsExactly("hero_000", "hero_001", "hero_002", "hero_003");
        assertThat(meta.cells()).extracting(Cell::rect).isEqualTo(row(4, 32));
        assertThat(meta.cells()).allSatisfy(cell -> {
            assertThat(cell.pivotX()).isEqualTo(0.5);
            assertThat(cell.pivotY()).isEqualTo(1.0);
        });
        assertThat(ids(meta)).doesNotHaveDuplicates().allMatch(id -> id.matches("[0-9a-f]{12}"));
        assertThat(meta.slice()).isEqualTo(FOUR);
        assertThat(meta.unknown()).containsEntry("tool", "\"x\"");
        assertThat(new SliceSheet(SHEET, FOUR, row(4, 32), List.of()).label()).isEqualTo("Slice into 4 cells");
    }

    @Test
    void slicingAgainWithTheSameCountKeepsIdsAndPivotsAndAnotherCountKeepsTheOverlappingOnes() {
        SheetMeta meta = sliced();
        SheetMeta pivoted = SetCellPivots.all(List.of(ids(meta).get(2)), 0.25, 0.75).apply(meta);
        SliceSetup.Grid taller = new SliceSetup.Grid(30, 32, 0, 0, 2, 0, 4);
        List<Rect> shifted = List.of(new Rect(0, 0, 30, 32), new Rect(32, 0, 30, 32), new Rect(64, 0, 30, 32),
                new Rect(96, 0, 30, 32));
        SheetMeta again = SliceSheet.of(SHEET, taller, shifted, CellIds.seeded(2)).apply(pivoted);
        assertThat(ids(again)).isEqualTo(ids(meta));
        assertThat(again.cells().get(2).pivotX()).isEqualTo(0.25);
        assertThat(again.cells()).extracting(Cell::rect).isEqualTo(shifted);

        SheetMeta halves = SliceSheet.of(SHEET, new SliceSetup.Grid(16, 32, 0, 0, 0, 0, 8), row(8, 16),
                CellIds.seeded(3)).apply(pivoted);
        assertThat(halves.cells()).hasSize(8);
        // Each old cell lives on in the left half it overlaps first; the right halves are new.
        assertThat(halves.cells().get(0).id()).isEqualTo(ids(meta).get(0));
        assertThat(halves.cells().get(4).id()).isEqualTo(ids(meta).get(2));
        assertThat(halves.cells().get(4).pivotY()).isEqualTo(0.75);
        assertThat(ids(halves)).doesNotHaveDuplicates();
    }

    @Test
    void slicingASheetInAnAtlasGroupOrIntoNothingIsRefused() {
        SheetMeta grouped = new SheetMeta(1, new ImportSettings(Filter.NEAREST, true, false, "ui", 2, 0), null,
                List.of(), Map.of());
        assertThatThrownBy(() -> SliceSheet.of(SHEET, FOUR, row(4, 32), CellIds.seeded(1)).apply(grouped))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("atlas group");
        assertThatThrownBy(() -> SliceSheet.of(SHEET, FOUR, List.of(), CellIds.seeded(1)).apply(sliced()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SliceSheet(SHEET, FOUR, row(4, 32), List.of("a")).apply(SheetMeta.unsliced()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("fresh ids");
    }

    @Test
    void sliceIsOneUndoStepThatPutsTheOldCellsBack() {
        SheetMeta before = sliced();
        Document<SheetMeta> document = new Document<>(before, Path.of("hero.png.meta"), "hero.png.meta");
        document.execute(SliceSheet.of(SHEET, new SliceSetup.Alpha(16, 0, true), row(2, 64), CellIds.seeded(4)));
        assertThat(document.value().cells()).hasSize(2);
        assertThat(document.undoLabel()).isEqualTo("Undo Slice into 2 cells");
        document.undo();
        assertThat(MetaCodec.write(document.value())).isEqualTo(MetaCodec.write(before));
    }

    @Test
    void applyImportSettingsChangesSettingsAndCellsInOneStepAndUndoRestoresBoth() {
        SheetMeta meta = sliced();
        ImportSettings linear = new ImportSettings(Filter.LINEAR, false, true, null, 4, 1);
        Document<SheetMeta> document = new Document<>(meta, Path.of("hero.png.meta"), "hero.png.meta");
        document.execute(ApplyImportSettings.to(document.value(), linear));
        assertThat(document.value().settings()).isEqualTo(linear);
        assertThat(document.value().cells()).isEqualTo(meta.cells());
        assertThat(document.value().slice()).isEqualTo(FOUR);

        ImportSettings grouped = new ImportSettings(Filter.LINEAR, false, true, "props", 4, 1);
        document.execute(ApplyImportSettings.to(document.value(), grouped));
        assertThat(document.value().cells()).as("a sliced sheet cannot join an atlas group").isEmpty();
        assertThat(document.value().slice()).isNull();
        assertThat(document.value().settings().atlasGroup()).isEqualTo("props");
        document.undo();
        assertThat(document.value().settings()).isEqualTo(linear);
        assertThat(document.value().cells()).isEqualTo(meta.cells());
        document.undo();
        assertThat(document.value()).isEqualTo(meta);

        assertThatThrownBy(() -> new ApplyImportSettings(grouped, meta.cells()).apply(meta))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cannot join");
        assertThatThrownBy(() -> ApplyImportSettings.to(meta, new ImportSettings(Filter.NEAREST, true, false, null,
                2, 65)).apply(meta)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("extrude");
    }

    @Test
    void setCellPivotsMovesOnlyTheNamedCellsAndRefusesUnknownIdsAndNonFiniteNumbers() {
        SheetMeta meta = sliced();
        String second = ids(meta).get(1);
        SheetMeta moved = new SetCellPivots(List.of(new SetCellPivots.Pivot(second, 0.5, 0.5))).apply(meta);
        assertThat(moved.cells().get(1).pivotY()).isEqualTo(0.5);
        List<Cell> others = new ArrayList<>(moved.cells());
        others.set(1, meta.cells().get(1));
        assertThat(others).isEqualTo(meta.cells());
        assertThat(SetCellPivots.all(ids(meta), 0, 0).apply(meta).cells())
                .allSatisfy(cell -> assertThat(cell.pivotX()).isZero());
        assertThat(SetCellPivots.all(ids(meta), 0, 0).label()).isEqualTo("Set pivots of 4 cells");
        assertThatThrownBy(() -> SetCellPivots.all(List.of("nope"), 0, 0).apply(meta))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("nope");
        assertThatThrownBy(() -> SetCellPivots.all(List.of(second), Double.NaN, 0).apply(meta))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void insertSpriteFramesMakesA12FpsFlipbookInAnEmptyClipAndGrowsIt() {
        Clip clip = Clip.empty(0.1, LoopMode.LOOP);
        List<String> sprites = List.of(SHEET + "#hero_000", SHEET + "#hero_001", SHEET + "#hero_002");
        Clip framed = new InsertSpriteFrames("", sprites, 0, 1.0 / 12).apply(clip);
        Flipbook flipbook = framed.flipbooks().get(0);
        assertThat(flipbook.sprites()).isEqualTo(sprites);
        assertThat(flipbook.fps()).isEqualTo(12.0);
        assertThat(framed.length()).isEqualTo(0.25);
        assertThatThrownBy(() -> new InsertSpriteFrames("", List.of(), 0, 0.1).apply(clip))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new InsertSpriteFrames("", sprites, 0, 0).apply(clip))
                .isInstanceOf(IllegalArgumentException.class);
    }
}

package dev.reel.sheet;

import dev.reel.model.Cell;
import dev.reel.model.Rect;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;

class ReslicerTest {

    /** Ids id001, id002, ... so tests can say which cell got which. */
    private static Supplier<String> counting(String prefix) {
        int[] next = {0};
        return () -> String.format("%s%03d", prefix, ++next[0]);
    }

    private static List<Rect> row(int count, int width) {
        List<Rect> rects = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            rects.add(new Rect(i * width, 0, width, 32));
        }
        return rects;
    }

    @Test
    void freshCellsAreNamedAfterTheSheetWithIdsAndCentreBottomPivots() {
        List<Cell> cells = Reslicer.fresh("assets/hero.png", row(3, 32), counting("a"));
        assertThat(cells).containsExactly(
                new Cell("hero_000", "a001", new Rect(0, 0, 32, 32), 0.5, 1.0),
                new Cell("hero_001", "a002", new Rect(32, 0, 32, 32), 0.5, 1.0),
                new Cell("hero_002", "a003", new Rect(64, 0, 32, 32), 0.5, 1.0));
    }

    @Test
    void randomIdsAreTwelveHexDigitsAndSeededOnesRepeat() {
        assertThat(CellIds.random().get()).matches("[0-9a-f]{12}");
        Supplier<String> first = CellIds.seeded(42);
        Supplier<String> second = CellIds.seeded(42);
        assertThat(first.get()).isEqualTo(second.get()).matches("[0-9a-f]{12}");
    }

    @Test
    void namesUseMoreDigitsOnlyWhenTheIndexNeedsThem() {
        assertThat(CellNames.name("hero", 7, 12)).isEqualTo("hero_007");
        assertThat(CellNames.name("hero", 999, 1000)).isEqualTo("hero_999");
        assertThat(CellNames.name("hero", 7, 1001)).isEqualTo("hero_0007");
        assertThat(CellNames.name("hero", 1000, 1001)).isEqualTo("hero_1000");
        assertThat(CellNames.baseName("assets/chars/knight.idle.png")).isEqualTo("knight.idle");
        assertThat(CellNames.baseName("hero")).isEqualTo("hero");
        assertThat(CellNames.assetPath("assets/hero.png", "hero_000")).isEqualTo("assets/hero.png#hero_000");
    }

    @Test
    void sameCountKeepsEveryIdAndPivotByIndexEvenWhenRectsMove() {
        List<Cell> before = new ArrayList<>(Reslicer.fresh("assets/hero.png", row(4, 32), counting("a")));
        before.set(2, new Cell("hero_002", "a003", before.get(2).rect(), 0.25, 0.75));
        // Different cells entirely (a 2 × 2 grid of 16 px), same count.
        List<Rect> moved = List.of(new Rect(0, 0, 16, 16), new Rect(16, 0, 16, 16), new Rect(0, 16, 16, 16),
                new Rect(16, 16, 16, 16));
        ResliceResult after = Reslicer.reslice("assets/hero.png", before, moved, counting("b"));
        assertThat(after.cells()).extracting(Cell::id).containsExactly("a001", "a002", "a003", "a004");
        assertThat(after.cells().get(2).pivotX()).isEqualTo(0.25);
        assertThat(after.cells().get(2).pivotY()).isEqualTo(0.75);
        assertThat(after.cells().get(2).rect()).isEqualTo(new Rect(0, 16, 16, 16));
        assertThat(after.removed()).isEmpty();
        assertThat(after.renamed()).isEmpty();
    }

    @Test
    void moreCellsKeepTheIdsOfTheCellsTheyOverlapMost() {
        List<Cell> before = Reslicer.fresh("assets/hero.png", row(3, 64), counting("a"));
        // Six 32 px cells over three 64 px cells: cells 0, 2, 4 take over (ties go to the lower new index).
        ResliceResult after = Reslicer.reslice("assets/hero.png", before, row(6, 32), counting("b"));
        assertThat(after.cells()).extracting(Cell::id).containsExactly("a001", "b001", "a002", "b002", "a003",
                "b003");
        assertThat(after.cells()).extracting(Cell::name).containsExactly("hero_000", "hero_001", "hero_002",
                "hero_003", "hero_004", "hero_005");
        assertThat(after.removed()).isEmpty();
        assertThat(after.renamed()).containsEntry("hero_001", "hero_002").containsEntry("hero_002", "hero_004")
                .hasSize(2);
    }

    @Test
    void largestOverlapWinsOverIndexOrder() {
        List<Cell> before = Reslicer.fresh("s.png", List.of(new Rect(0, 0, 10, 10)), counting("a"));
        List<Rect> rects = List.of(new Rect(8, 0, 10, 10), new Rect(0, 0, 7, 10));
        ResliceResult after = Reslicer.reslice("s.png", before, rects, counting("b"));
        assertThat(after.cells()).extracting(Cell::id).containsExactly("b001", "a001");
    }

    @Test
    void fewerCellsReportTheRemovedOnes() {
        List<Cell> before = Reslicer.fresh("assets/hero.png", row(6, 32), counting("a"));
        // Three 64 px cells over six 32 px cells: each new cell overlaps two old ones equally and takes the
        // lower-indexed one; the others are removed.
        ResliceResult after = Reslicer.reslice("assets/hero.png", before, row(3, 64), counting("b"));
        assertThat(after.cells()).extracting(Cell::id).containsExactly("a001", "a003", "a005");
        assertThat(after.removed()).extracting(Cell::name).containsExactly("hero_001", "hero_003", "hero_005");
        assertThat(after.removed()).extracting(Cell::id).containsExactly("a002", "a004", "a006");
        assertThat(after.renamed()).containsEntry("hero_002", "hero_001").containsEntry("hero_004", "hero_002");
    }

    @Test
    void cellsThatOverlapNothingGetNewIdsAndTheOldOnesAreRemoved() {
        List<Cell> before = Reslicer.fresh("s.png", row(2, 32), counting("a"));
        ResliceResult after = Reslicer.reslice("s.png", before, List.of(new Rect(200, 0, 8, 8)), counting("b"));
        assertThat(after.cells()).extracting(Cell::id).containsExactly("b001");
        assertThat(after.removed()).hasSize(2);
    }

    @Test
    void aNewIdNeverRepeatsAKeptOne() {
        List<Cell> before = Reslicer.fresh("s.png", row(1, 32), () -> "aaaaaaaaaaaa");
        String[] ids = {"aaaaaaaaaaaa", "aaaaaaaaaaaa", "bbbbbbbbbbbb"};
        int[] next = {0};
        ResliceResult after = Reslicer.reslice("s.png", before, row(2, 32), () -> ids[next[0]++]);
        assertThat(after.cells()).extracting(Cell::id).containsExactly("aaaaaaaaaaaa", "bbbbbbbbbbbb");
    }

    @Test
    void manyCellsMatchQuicklyAndCorrectly() {
        List<Rect> grid = new ArrayList<>();
        for (int y = 0; y < 100; y++) {
            for (int x = 0; x < 100; x++) {
                grid.add(new Rect(x * 40, y * 40, 40, 40));
            }
        }
        List<Cell> before = Reslicer.fresh("s.png", grid, CellIds.seeded(1));
        List<Rect> shifted = new ArrayList<>();
        for (Rect rect : grid) {
            shifted.add(new Rect(rect.x() + 3, rect.y() + 2, 40, 40));
        }
        shifted.remove(shifted.size() - 1);
        ResliceResult after = Reslicer.reslice("s.png", before, shifted, CellIds.seeded(2));
        for (int i = 0; i < shifted.size(); i++) {
            assertThat(after.cells().get(i).id()).isEqualTo(before.get(i).id());
        }
        assertThat(after.removed()).extracting(Cell::name).containsExactly("s_9999");
    }
}

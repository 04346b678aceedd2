package dev.reel.sheet;

import dev.reel.model.Code;
import dev.reel.model.Rect;
import dev.reel.model.SliceSetup;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

class GridSlicerTest {

    /** The seeds' formula: frame i of a grid of {@code columns} with spacing and margin. */
    private static Rect seedRect(int index, int width, int height, int columns, int spacing, int margin) {
        int row = index / columns;
        int column = index % columns;
        return new Rect(margin + column * (width + spacing), margin + row * (height + spacing), width, height);
    }

    private static List<Rect> cells(int sheetWidth, int sheetHeight, SliceSetup.Grid grid) {
        SliceResult result = GridSlicer.slice(sheetWidth, sheetHeight, grid, "sheet.png");
        assertThat(result.diagnostics()).isEmpty();
        return result.rects();
    }

    @Test
    void seedScenarioOneSimpleGrid() {
        // 512 × 256 of 64² cells: 8 columns, 4 rows.
        List<Rect> rects = cells(512, 256, GridSlicer.marginSpacing(64, 64, 0, 0));
        assertThat(rects).hasSize(32);
        assertThat(rects.get(0)).isEqualTo(new Rect(0, 0, 64, 64));
        assertThat(rects.get(1)).isEqualTo(new Rect(64, 0, 64, 64));
        assertThat(rects.get(7)).isEqualTo(new Rect(448, 0, 64, 64));
        assertThat(rects.get(8)).isEqualTo(new Rect(0, 64, 64, 64));
        assertThat(rects.get(15)).isEqualTo(new Rect(448, 64, 64, 64));
        for (int i = 0; i < rects.size(); i++) {
            assertThat(rects.get(i)).isEqualTo(seedRect(i, 64, 64, 8, 0, 0));
        }
    }

    @Test
    void seedScenarioTwoWithSpacing() {
        // 8 columns of 64 px with 2 px between them span 8 × 64 + 7 × 2 = 526 px; 4 rows span 262 px.
        List<Rect> rects = cells(526, 262, GridSlicer.marginSpacing(64, 64, 0, 2));
        assertThat(rects).hasSize(32);
        assertThat(rects.get(0)).isEqualTo(new Rect(0, 0, 64, 64));
        assertThat(rects.get(1)).isEqualTo(new Rect(66, 0, 64, 64));
        assertThat(rects.get(2)).isEqualTo(new Rect(132, 0, 64, 64));
        assertThat(rects.get(8)).isEqualTo(new Rect(0, 66, 64, 64));
        for (int i = 0; i < rects.size(); i++) {
            assertThat(rects.get(i)).isEqualTo(seedRect(i, 64, 64, 8, 2, 0));
        }
        // One pixel narrower and the eighth column no longer fits.
        assertThat(cells(525, 262, GridSlicer.marginSpacing(64, 64, 0, 2))).hasSize(28);
    }

    @Test
    void seedScenarioThreeWithMarginAndSpacing() {
        // 4 columns of 32 px, 1 px spacing, 4 px margin on both sides: 4 + 4 × 32 + 3 × 1 + 4 = 139 px.
        List<Rect> rects = cells(139, 139, GridSlicer.marginSpacing(32, 32, 4, 1));
        assertThat(rects).hasSize(16);
        assertThat(rects.get(0)).isEqualTo(new Rect(4, 4, 32, 32));
        assertThat(rects.get(1)).isEqualTo(new Rect(37, 4, 32, 32));
        assertThat(rects.get(4)).isEqualTo(new Rect(4, 37, 32, 32));
        for (int i = 0; i < rects.size(); i++) {
            assertThat(rects.get(i)).isEqualTo(seedRect(i, 32, 32, 4, 1, 4));
        }
    }

    @Test
    void countStopsEarlyAndOffsetAndPaddingDifferPerAxis() {
        List<Rect> rects = cells(100, 100, new SliceSetup.Grid(20, 10, 5, 2, 3, 1, 6));
        assertThat(rects).containsExactly(new Rect(5, 2, 20, 10), new Rect(28, 2, 20, 10), new Rect(51, 2, 20, 10),
                new Rect(74, 2, 20, 10), new Rect(5, 13, 20, 10), new Rect(28, 13, 20, 10));
    }

    @Test
    void refusesSetupsThatGiveNoCells() {
        assertThat(GridSlicer.slice(100, 100, new SliceSetup.Grid(0, 10, 0, 0, 0, 0, 0), "s.png").diagnostics())
                .singleElement().satisfies(d -> {
                    assertThat(d.code()).isEqualTo(Code.SLC001);
                    assertThat(d.message()).isEqualTo("cell size 0 × 10 is not positive");
                });
        assertThat(GridSlicer.slice(100, 100, new SliceSetup.Grid(64, 64, 50, 0, 0, 0, 0), "s.png")
                .diagnostics().get(0).message())
                .isEqualTo("no 64 × 64 cell fits in the 100 × 100 sheet at offset 50,0");
        assertThat(GridSlicer.slice(128, 64, new SliceSetup.Grid(64, 64, 0, 0, 0, 0, 3), "s.png")
                .diagnostics().get(0).message()).isEqualTo("count 3 is more than the 2 cells that fit");
        assertThat(GridSlicer.slice(128, 64, new SliceSetup.Grid(64, 64, -1, 0, 0, 0, 0), "s.png").ok()).isFalse();
    }

    @Test
    void stripsCountFramesAcrossTheSheet() {
        SliceResult idle = GridSlicer.slice(768, 128, new SliceSetup.Strip(128, 0), "idle.png");
        assertThat(idle.rects()).hasSize(6);
        assertThat(idle.rects().get(5)).isEqualTo(new Rect(640, 0, 128, 128));
        SliceResult run = GridSlicer.slice(1280, 128, new SliceSetup.Strip(128, 0), "run.png");
        assertThat(run.rects()).hasSize(10);
        assertThat(run.rects().get(9)).isEqualTo(new Rect(1152, 0, 128, 128));
        assertThat(GridSlicer.slice(768, 128, new SliceSetup.Strip(128, 100), "s.png").rects().get(1))
                .isEqualTo(new Rect(128, 0, 128, 100));
    }

    @Test
    void stripWidthThatDoesNotDivideIsAClearError() {
        SliceResult result = GridSlicer.slice(770, 128, new SliceSetup.Strip(128, 0), "assets/idle.png");
        assertThat(result.ok()).isFalse();
        assertThat(result.rects()).isEmpty();
        assertThat(result.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(Code.SLC001);
            assertThat(d.file()).isEqualTo("assets/idle.png");
            assertThat(d.message()).isEqualTo("sheet width 770 is not a multiple of frame width 128");
        });
        assertThat(GridSlicer.slice(768, 128, new SliceSetup.Strip(128, 200), "s.png").diagnostics().get(0).message())
                .isEqualTo("frame height 200 is more than the sheet height 128");
    }

    @Test
    void randomGridsGiveCellsInsideTheSheetThatDoNotOverlap() {
        long seed = new Random().nextLong();
        System.out.println("GridSlicerTest seed " + seed);
        Random random = new Random(seed);
        for (int round = 0; round < 500; round++) {
            int width = 1 + random.nextInt(300);
            int height = 1 + random.nextInt(300);
            SliceSetup.Grid grid = new SliceSetup.Grid(1 + random.nextInt(40), 1 + random.nextInt(40),
                    random.nextInt(10), random.nextInt(10), random.nextInt(5), random.nextInt(5), 0);
            int columns = 0;
            while (grid.offsetX() + columns * (grid.cellWidth() + grid.paddingX()) + grid.cellWidth() <= width) {
                columns++;
            }
            int rows = 0;
            while (grid.offsetY() + rows * (grid.cellHeight() + grid.paddingY()) + grid.cellHeight() <= height) {
                rows++;
            }
            int expected = columns * rows;
            int count = expected > 0 && random.nextBoolean() ? 1 + random.nextInt(expected) : 0;
            grid = new SliceSetup.Grid(grid.cellWidth(), grid.cellHeight(), grid.offsetX(), grid.offsetY(),
                    grid.paddingX(), grid.paddingY(), count);
            SliceResult result = GridSlicer.slice(width, height, grid, "s.png");
            String context = "seed " + seed + " round " + round + " " + width + "x" + height + " " + grid;
            if (expected == 0 || (count == 0 ? expected : count) > GridSlicer.MAX_CELLS) {
                assertThat(result.ok()).as(context).isFalse();
                continue;
            }
            List<Rect> rects = result.rects();
            assertThat(rects).as(context).hasSize(count == 0 ? expected : count);
            for (int i = 0; i < rects.size(); i++) {
                Rect rect = rects.get(i);
                assertThat(rect.x() >= 0 && rect.y() >= 0 && rect.x() + rect.width() <= width
                        && rect.y() + rect.height() <= height).as(context + " cell " + i).isTrue();
                assertThat(rect).as(context).isEqualTo(seedRectOf(i, grid, columns));
                for (int j = 0; j < i && rects.size() <= 400; j++) {
                    assertThat(rect.intersectionArea(rects.get(j))).as(context + " cells " + j + ", " + i).isZero();
                }
            }
        }
    }

    private static Rect seedRectOf(int index, SliceSetup.Grid grid, int columns) {
        return new Rect(grid.offsetX() + (index % columns) * (grid.cellWidth() + grid.paddingX()),
                grid.offsetY() + (index / columns) * (grid.cellHeight() + grid.paddingY()), grid.cellWidth(),
                grid.cellHeight());
    }
}

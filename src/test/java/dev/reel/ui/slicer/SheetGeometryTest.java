package dev.reel.ui.slicer;

import dev.reel.model.Cell;
import dev.reel.model.Rect;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The sheet view's arithmetic: zooming about the mouse, fitting, hit tests and where a dragged pivot lands. */
class SheetGeometryTest {
    private static final Cell LEFT = new Cell("hero_000", "a", new Rect(0, 0, 32, 32), 0.5, 1);
    private static final Cell RIGHT = new Cell("hero_001", "b", new Rect(32, 0, 32, 32), 0.5, 1);

    @Test
    void zoomingKeepsTheSheetPointUnderTheMouseWhereItWas() {
        long seed = 11;
        Random random = new Random(seed);
        for (int run = 0; run < 500; run++) {
            SheetViewport view = new SheetViewport();
            view.pan(random.nextDouble() * 400 - 200, random.nextDouble() * 400 - 200);
            view.setScaleAbout(0, 0, Math.pow(2, random.nextInt(10) - 4));
            double x = random.nextDouble() * 800;
            double y = random.nextDouble() * 600;
            double sheetX = view.sheetX(x);
            double sheetY = view.sheetY(y);
            view.zoomAbout(x, y, Math.pow(1.0025, random.nextInt(480) - 240));
            assertThat(view.sheetX(x)).as("seed " + seed + " run " + run).isCloseTo(sheetX, within(1e-6));
            assertThat(view.sheetY(y)).as("seed " + seed + " run " + run).isCloseTo(sheetY, within(1e-6));
            assertThat(view.scale()).isBetween(SheetViewport.MIN_SCALE, SheetViewport.MAX_SCALE);
        }
    }

    @Test
    void fittingCentresTheSheetAtAWholeScaleWhenEnlargedAndShrinksBigSheetsBelowOne() {
        SheetViewport view = new SheetViewport();
        view.fit(1000, 400, 128, 64, 24);
        assertThat(view.scale()).isEqualTo(5);
        assertThat(view.screenX(64)).isEqualTo(500);
        assertThat(view.screenY(32)).isEqualTo(200);
        view.fit(800, 600, 4096, 4096, 24);
        assertThat(view.scale()).isCloseTo(552 / 4096.0, within(1e-9));
        assertThat(view.screenY(0)).isGreaterThanOrEqualTo(24);
    }

    @Test
    void zoomStepsDoubleAndHalveThroughOne() {
        assertThat(SheetViewport.stepUp(1)).isEqualTo(2);
        assertThat(SheetViewport.stepUp(1.3)).isEqualTo(2);
        assertThat(SheetViewport.stepDown(1)).isEqualTo(0.5);
        assertThat(SheetViewport.stepDown(3)).isEqualTo(2);
        assertThat(SheetViewport.stepUp(SheetViewport.MAX_SCALE)).isEqualTo(SheetViewport.MAX_SCALE);
        assertThat(SheetViewport.stepDown(SheetViewport.MIN_SCALE)).isEqualTo(SheetViewport.MIN_SCALE);
    }

    @Test
    void theCellAndPivotMarkerUnderTheMouseAreFound() {
        SheetViewport view = new SheetViewport();
        view.setScaleAbout(0, 0, 4);
        view.pan(10, 20);
        List<Cell> cells = List.of(LEFT, RIGHT);
        assertThat(SheetHits.cellAt(cells, view, 10 + 33 * 4, 20 + 4)).isEqualTo(RIGHT);
        assertThat(SheetHits.cellAt(cells, view, 10 + 31 * 4, 20 + 4)).isEqualTo(LEFT);
        assertThat(SheetHits.cellAt(cells, view, 5, 5)).isNull();
        // The left cell's pivot (16, 32) is at screen (74, 148).
        assertThat(SheetHits.handleAt(cells, Set.of(), view, 77, 146)).isEqualTo(LEFT);
        assertThat(SheetHits.handleAt(cells, Set.of(), view, 90, 146)).isNull();
        assertThat(SheetHits.boxed(cells, view, 0, 0, 10 + 40 * 4, 30)).containsExactly("a", "b");
        assertThat(SheetHits.boxed(cells, view, 0, 0, 10 + 20 * 4, 30)).containsExactly("a");
    }

    @Test
    void aDraggedPivotSnapsToWholeSheetPixelsInsideItsCellUnlessAltIsHeld() {
        SheetViewport view = new SheetViewport();
        view.setScaleAbout(0, 0, 4);
        double[] snapped = SheetHits.pivotAt(view, RIGHT, (32 + 10.4) * 4, 7.6 * 4, true);
        assertThat(snapped).containsExactly(10 / 32.0, 8 / 32.0);
        double[] free = SheetHits.pivotAt(view, RIGHT, (32 + 10.4) * 4, 7.6 * 4, false);
        assertThat(free[0]).isCloseTo(10.4 / 32, within(1e-9));
        assertThat(SheetHits.pivotAt(view, RIGHT, -50, 900, true)).containsExactly(0.0, 1.0);
    }
}

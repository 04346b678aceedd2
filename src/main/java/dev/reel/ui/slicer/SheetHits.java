package dev.reel.ui.slicer;

import dev.reel.model.Cell;
import dev.reel.model.Rect;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What the mouse is over in the sheet view and where a dragged pivot lands: pure functions of the cells and
 * the viewport, so they are tested without a screen.
 */
final class SheetHits {
    /** How near (in screen pixels) the mouse must be to a pivot marker to grab it. */
    static final double HANDLE_RADIUS = 7;

    private SheetHits() {
    }

    /** Whether a cell is big enough on screen to show its pivot when it is not selected. */
    static boolean marksPivot(Cell cell, double scale) {
        return Math.min(cell.rect().width(), cell.rect().height()) * scale >= 24;
    }

    /** The cell whose area holds screen (x, y); the last one wins where cells overlap. */
    static Cell cellAt(List<Cell> cells, SheetViewport view, double x, double y) {
        double sx = view.sheetX(x);
        double sy = view.sheetY(y);
        for (int i = cells.size() - 1; i >= 0; i--) {
            Rect rect = cells.get(i).rect();
            if (sx >= rect.x() && sx < rect.x() + rect.width() && sy >= rect.y() && sy < rect.y() + rect.height()) {
                return cells.get(i);
            }
        }
        return null;
    }

    /** The cell whose pivot marker is under screen (x, y): selected cells first, then any drawn with a marker. */
    static Cell handleAt(List<Cell> cells, Set<String> selection, SheetViewport view, double x, double y) {
        Cell best = null;
        double bestDistance = HANDLE_RADIUS;
        for (Cell cell : cells) {
            boolean selected = selection.contains(cell.id());
            if (!selected && !marksPivot(cell, view.scale())) {
                continue;
            }
            double[] at = pivotOnScreen(view, cell);
            double distance = Math.hypot(at[0] - x, at[1] - y) - (selected ? 2 : 0);
            if (distance <= bestDistance) {
                best = cell;
                bestDistance = distance;
            }
        }
        return best;
    }

    /** The screen position of a cell's pivot. */
    static double[] pivotOnScreen(SheetViewport view, Cell cell) {
        Rect rect = cell.rect();
        return new double[]{view.screenX(rect.x() + cell.pivotX() * rect.width()),
                view.screenY(rect.y() + cell.pivotY() * rect.height())};
    }

    /**
     * The pivot of {@code cell} under screen (x, y), as fractions clamped to the cell; snapped to whole sheet
     * pixels unless {@code snap} is off (Alt), so pixel art pivots land between pixels (the presets reach the
     * exact centre of an odd-sized cell).
     */
    static double[] pivotAt(SheetViewport view, Cell cell, double x, double y, boolean snap) {
        Rect rect = cell.rect();
        double px = view.sheetX(x) - rect.x();
        double py = view.sheetY(y) - rect.y();
        if (snap) {
            px = Math.round(px);
            py = Math.round(py);
        }
        return new double[]{clamp(px / rect.width()), clamp(py / rect.height())};
    }

    /** The ids of the cells a screen box from (x1, y1) to (x2, y2) touches. */
    static List<String> boxed(List<Cell> cells, SheetViewport view, double x1, double y1, double x2, double y2) {
        double left = view.sheetX(Math.min(x1, x2));
        double right = view.sheetX(Math.max(x1, x2));
        double top = view.sheetY(Math.min(y1, y2));
        double bottom = view.sheetY(Math.max(y1, y2));
        List<String> ids = new ArrayList<>();
        for (Cell cell : cells) {
            Rect rect = cell.rect();
            if (rect.x() < right && rect.x() + rect.width() > left && rect.y() < bottom
                    && rect.y() + rect.height() > top) {
                ids.add(cell.id());
            }
        }
        return ids;
    }

    private static double clamp(double fraction) {
        return Math.max(0, Math.min(1, fraction));
    }
}

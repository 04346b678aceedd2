package dev.reel.ui.sheets;

import dev.reel.model.Cell;
import dev.reel.model.SheetMeta;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Cells in a document's shared selection, which holds numbers: a cell's id (twelve hex digits) read as a
 * number, so that undo brings back the cells that were selected and other panels can see them.
 */
public final class CellSelection {
    private CellSelection() {
    }

    /** The selection key of a cell id: its hex value, or a hash for ids Reel did not write. */
    public static long key(String cellId) {
        if (cellId.matches("[0-9a-fA-F]{1,15}")) {
            return Long.parseLong(cellId, 16);
        }
        // Outside the range of hex ids of 15 digits or fewer, so the two kinds never meet.
        return Long.MIN_VALUE | (cellId.hashCode() & 0xffffffffL);
    }

    public static Set<Long> keys(Set<String> cellIds) {
        Set<Long> keys = new LinkedHashSet<>();
        cellIds.forEach(id -> keys.add(key(id)));
        return keys;
    }

    /** The ids of the cells of {@code meta} whose keys are selected. */
    public static Set<String> ids(SheetMeta meta, Set<Long> selection) {
        Set<String> ids = new HashSet<>();
        for (Cell cell : meta.cells()) {
            if (selection.contains(key(cell.id()))) {
                ids.add(cell.id());
            }
        }
        return ids;
    }

    /** The selected cells of {@code meta}, in sheet order. */
    public static List<Cell> cells(SheetMeta meta, Set<Long> selection) {
        List<Cell> cells = new ArrayList<>();
        for (Cell cell : meta.cells()) {
            if (selection.contains(key(cell.id()))) {
                cells.add(cell);
            }
        }
        return cells;
    }
}

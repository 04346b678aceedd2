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
        if (shortHex(cellId)) {
            return Long.parseLong(cellId, 16);
        }
        // Outside the range of hex ids of 15 digits or fewer, so the two kinds never meet.
        return Long.MIN_VALUE | (cellId.hashCode() & 0xffffffffL);
    }

    /**
     * Whether {@code id} is 1 to 15 hex digits (what the regex {@code [0-9a-fA-F]{1,15}} matched, without
     * compiling it for each of a big sheet's 10,000 cells every time the selection is shown).
     */
    private static boolean shortHex(String id) {
        if (id.isEmpty() || id.length() > 15) {
            return false;
        }
        for (int i = 0; i < id.length(); i++) {
            char c = id.charAt(i);
            if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F')) {
                return false;
            }
        }
        return true;
    }

    public static Set<Long> keys(Set<String> cellIds) {
        Set<Long> keys = new LinkedHashSet<>();
        cellIds.forEach(id -> keys.add(key(id)));
        return keys;
    }

    /** The ids of the cells of {@code meta} whose keys are selected. */
    public static Set<String> ids(SheetMeta meta, Set<Long> selection) {
        Set<String> ids = new HashSet<>();
        if (selection.isEmpty()) {
            return ids;
        }
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
        if (selection.isEmpty()) {
            return cells;
        }
        for (Cell cell : meta.cells()) {
            if (selection.contains(key(cell.id()))) {
                cells.add(cell);
            }
        }
        return cells;
    }
}

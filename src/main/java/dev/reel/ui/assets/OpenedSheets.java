package dev.reel.ui.assets;

import dev.reel.io.MetaCodec;
import dev.reel.model.Cell;
import dev.reel.model.SheetMeta;
import dev.reel.ui.documents.OpenDocument;
import javafx.collections.ListChangeListener;
import javafx.scene.control.TreeItem;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Whether documents just opened leave the Assets tree as it is: the tree shows an open sheet's cells as its
 * document holds them, so only a sheet whose document holds other cells than its rows show (edited on disk
 * since the scan) needs the tree built again. Other documents show nothing of their own in the tree.
 */
final class OpenedSheets {
    private OpenedSheets() {
    }

    /**
     * True when {@code change} only added documents and every sheet among them has exactly the cells its row in
     * the tree under {@code root} shows; false for a removal or any other change, and for a sheet not found.
     */
    static boolean shownAsTheyAre(ListChangeListener.Change<? extends OpenDocument<?>> change,
                                  TreeItem<AssetNode> root) {
        while (change.next()) {
            if (change.wasRemoved() || change.wasPermutated() || change.wasUpdated()) {
                return false;
            }
            for (OpenDocument<?> added : change.getAddedSubList()) {
                if (added.value() instanceof SheetMeta meta && !shows(root, added.file(), meta.cells())) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether the row of the sheet whose {@code .meta} is {@code meta} shows exactly {@code cells}. */
    private static boolean shows(TreeItem<AssetNode> root, Path meta, List<Cell> cells) {
        AssetNode.FileItem row = sheetRow(root, meta.toAbsolutePath().normalize());
        if (row == null || row.cells().size() != cells.size()) {
            return false;
        }
        if (inOrder(row.cells(), cells)) {
            return true;
        }
        Map<Cell, Integer> shown = new HashMap<>(row.cells().size() * 2);
        for (AssetNode.CellItem item : row.cells()) {
            shown.merge(item.cell(), 1, Integer::sum);
        }
        for (Cell cell : cells) {
            Integer count = shown.get(cell);
            if (count == null) {
                return false;
            }
            if (count == 1) {
                shown.remove(cell);
            } else {
                shown.put(cell, count - 1);
            }
        }
        return shown.isEmpty();
    }

    /**
     * Whether the rows show {@code cells} one for one in the same order: a sheet's cells are usually listed in the
     * order its rows show them, and comparing them so makes no map of 10,000 cells (hashing each cell's name, id
     * and rectangle) when it is opened; the rows in another order are compared as a count of each cell.
     */
    private static boolean inOrder(List<AssetNode.CellItem> rows, List<Cell> cells) {
        for (int i = 0; i < cells.size(); i++) {
            if (!rows.get(i).cell().equals(cells.get(i))) {
                return false;
            }
        }
        return true;
    }

    /** The sheet's row among the folders and files under {@code item} (cell rows are not searched), or null. */
    private static AssetNode.FileItem sheetRow(TreeItem<AssetNode> item, Path meta) {
        if (item == null) {
            return null;
        }
        if (item.getValue() instanceof AssetNode.FileItem file) {
            if (file.kind().equals("sheet") && file.path().resolveSibling(file.path().getFileName()
                    + MetaCodec.EXTENSION).toAbsolutePath().normalize().equals(meta)) {
                return file;
            }
            return null;
        }
        for (TreeItem<AssetNode> child : item.getChildren()) {
            AssetNode.FileItem found = sheetRow(child, meta);
            if (found != null) {
                return found;
            }
        }
        return null;
    }
}

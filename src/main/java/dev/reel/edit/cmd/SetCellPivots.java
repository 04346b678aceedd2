package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Cell;
import dev.reel.model.SheetMeta;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Moves the pivots of some cells, addressed by id; a pivot is a fraction of its cell, y down (0.5, 1 is the
 * centre of the bottom edge). A whole pivot drag is one step: the slicer previews it through a gesture.
 */
public record SetCellPivots(List<Pivot> pivots) implements Command<SheetMeta> {

    /** One cell's new pivot. */
    public record Pivot(String cellId, double x, double y) {
        public Pivot {
            Objects.requireNonNull(cellId, "cellId");
        }
    }

    public SetCellPivots {
        pivots = List.copyOf(pivots);
    }

    /** The same pivot for every cell of {@code cellIds} (a preset, or a drag over a selection). */
    public static SetCellPivots all(List<String> cellIds, double x, double y) {
        return new SetCellPivots(cellIds.stream().map(id -> new Pivot(id, x, y)).toList());
    }

    @Override
    public String label() {
        return pivots.size() == 1 ? "Set pivot" : "Set pivots of " + pivots.size() + " cells";
    }

    @Override
    public SheetMeta apply(SheetMeta meta) {
        Map<String, Pivot> byId = new HashMap<>();
        for (Pivot pivot : pivots) {
            Require.finite(pivot.x(), "pivot x");
            Require.finite(pivot.y(), "pivot y");
            byId.put(pivot.cellId(), pivot);
        }
        List<Cell> cells = new ArrayList<>(meta.cells().size());
        int found = 0;
        for (Cell cell : meta.cells()) {
            Pivot pivot = byId.get(cell.id());
            if (pivot == null) {
                cells.add(cell);
            } else {
                cells.add(new Cell(cell.name(), cell.id(), cell.rect(), pivot.x(), pivot.y()));
                found++;
            }
        }
        if (found != byId.size()) {
            throw new IllegalArgumentException("the sheet has no cell with id " + byId.keySet().stream()
                    .filter(id -> meta.cells().stream().noneMatch(cell -> cell.id().equals(id))).findFirst()
                    .orElse("?"));
        }
        return new SheetMeta(meta.version(), meta.settings(), meta.slice(), cells, meta.unknown());
    }
}

package dev.reel.sheet;

import dev.reel.model.Cell;

import java.util.List;
import java.util.Map;

/**
 * New cells after slicing a sheet again, and what happened to the old ones, so the caller can warn.
 *
 * @param cells   the new cells in order
 * @param removed old cells no new cell took the id of: clips that name them now point at nothing
 * @param renamed old name to new name for cells that kept their id under another name
 */
public record ResliceResult(List<Cell> cells, List<Cell> removed, Map<String, String> renamed) {

    public ResliceResult {
        cells = List.copyOf(cells);
        removed = List.copyOf(removed);
        renamed = Map.copyOf(renamed);
    }
}

package dev.reel.model;

import java.util.List;
import java.util.Map;

/**
 * The JSON sidecar of a PNG ({@code hero.png.meta}): import settings, the slicing setup and the cells.
 *
 * @param slice   how it was sliced, or null when it was not
 * @param unknown top-level fields Reel does not know, as raw JSON texts, kept and written back
 */
public record SheetMeta(int version, ImportSettings settings, SliceSetup slice, List<Cell> cells,
                        Map<String, String> unknown) {

    public SheetMeta {
        cells = List.copyOf(cells);
        unknown = Map.copyOf(unknown);
    }

    public static SheetMeta unsliced() {
        return new SheetMeta(1, ImportSettings.DEFAULT, null, List.of(), Map.of());
    }

    public Cell cell(String name) {
        for (Cell cell : cells) {
            if (cell.name().equals(name)) {
                return cell;
            }
        }
        return null;
    }
}

package dev.reel.sheet;

import dev.reel.model.Cell;
import dev.reel.model.Diagnostic;
import dev.reel.model.SheetMeta;

import java.util.List;
import java.util.Map;

/**
 * A sheet sliced (again): its new {@code .meta} value and what became of the old cells.
 *
 * @param meta        the new sidecar value; the previous one when slicing was refused or cancelled
 * @param removed     old cells that no new cell took over; clips naming them now point at nothing
 * @param renamed     old name to new name for cells that kept their id under another name
 * @param diagnostics why slicing was refused; empty when it worked
 * @param cancelled   whether the caller cancelled it
 */
public record SliceOutcome(SheetMeta meta, List<Cell> removed, Map<String, String> renamed,
                           List<Diagnostic> diagnostics, boolean cancelled) {

    public SliceOutcome {
        removed = List.copyOf(removed);
        renamed = Map.copyOf(renamed);
        diagnostics = List.copyOf(diagnostics);
    }

    /** Whether the sheet was sliced. */
    public boolean ok() {
        return diagnostics.isEmpty() && !cancelled;
    }
}

package dev.reel.sheet;

import dev.reel.model.Diagnostic;
import dev.reel.model.Rect;

import java.util.List;

/**
 * The cells' rectangles a slicing setup gives on one sheet, in cell order, or why it gives none.
 *
 * @param rects       in cell order; empty when refused or cancelled
 * @param diagnostics SLC001 problems with the setup; empty when it worked
 * @param cancelled   whether the caller cancelled it before it finished
 */
public record SliceResult(List<Rect> rects, List<Diagnostic> diagnostics, boolean cancelled) {

    public SliceResult {
        rects = List.copyOf(rects);
        diagnostics = List.copyOf(diagnostics);
    }

    static SliceResult of(List<Rect> rects) {
        return new SliceResult(rects, List.of(), false);
    }

    static SliceResult refused(Diagnostic diagnostic) {
        return new SliceResult(List.of(), List.of(diagnostic), false);
    }

    static SliceResult cancelledResult() {
        return new SliceResult(List.of(), List.of(), true);
    }

    /** Whether there are cells: not refused and not cancelled. */
    public boolean ok() {
        return diagnostics.isEmpty() && !cancelled;
    }
}

package dev.reel.sheet;

import dev.reel.model.Cell;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Rect;
import dev.reel.model.SheetMeta;

import java.util.ArrayList;
import java.util.List;

/**
 * Checks a sheet's {@code .meta} value against its image: cells that reach past the sheet's edge (MET002).
 * Everything a sidecar can get wrong on its own — bad values, duplicate names or ids, empty rectangles
 * (MET002) and a sliced sheet in an atlas group (MET003) — {@code dev.reel.io.MetaCodec} reports while
 * reading, at the line where it stands; this class holds only what needs the PNG, which {@code io} never
 * opens, so no problem is reported twice.
 */
public final class MetaRules {
    private MetaRules() {
    }

    /** MET002 for each cell of {@code meta} (reported against {@code metaFile}) that does not lie on the sheet. */
    public static List<Diagnostic> check(SheetMeta meta, String metaFile, int sheetWidth, int sheetHeight) {
        List<Diagnostic> problems = new ArrayList<>();
        for (Cell cell : meta.cells()) {
            Rect rect = cell.rect();
            if (rect.x() < 0 || rect.y() < 0 || (long) rect.x() + rect.width() > sheetWidth
                    || (long) rect.y() + rect.height() > sheetHeight) {
                problems.add(Diagnostic.of(Code.MET002, metaFile, 0, 0, "cell " + cell.name() + " has rect "
                        + describe(rect) + ", which reaches past the " + sheetWidth + " × " + sheetHeight + " sheet"));
            }
        }
        return problems;
    }

    private static String describe(Rect rect) {
        return "[" + rect.x() + ", " + rect.y() + ", " + rect.width() + ", " + rect.height() + "]";
    }
}

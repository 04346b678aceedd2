package dev.reel.sheet;

import dev.reel.model.Cell;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Rect;
import dev.reel.model.SheetMeta;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Checks a sheet's {@code .meta} value for what JSON syntax cannot catch: a sliced sheet in an atlas group
 * (MET003), and cells with duplicate names or ids, empty rectangles, rectangles outside the sheet or pivots
 * that are not numbers (MET002).
 */
public final class MetaRules {
    private MetaRules() {
    }

    /**
     * The problems of {@code meta}, reported against {@code metaFile}; pass the sheet's size to check that the
     * cells lie on it, or 0 × 0 when it is not known.
     */
    public static List<Diagnostic> check(SheetMeta meta, String metaFile, int sheetWidth, int sheetHeight) {
        List<Diagnostic> problems = new ArrayList<>();
        String group = meta.settings().atlasGroup();
        boolean sliced = meta.slice() != null || !meta.cells().isEmpty();
        if (group != null && !group.isBlank() && sliced) {
            problems.add(Diagnostic.of(Code.MET003, metaFile, 0, 0, "the sheet is sliced into "
                    + meta.cells().size() + " cells and cannot join atlas group \"" + group + "\""));
        }
        if (meta.settings().atlasPadding() < 0 || meta.settings().extrude() < 0) {
            problems.add(Diagnostic.of(Code.MET002, metaFile, 0, 0, "atlas padding "
                    + meta.settings().atlasPadding() + " and extrude " + meta.settings().extrude()
                    + " must not be negative"));
        }
        Set<String> names = new HashSet<>();
        Set<String> ids = new HashSet<>();
        for (Cell cell : meta.cells()) {
            if (!names.add(cell.name())) {
                problems.add(bad(metaFile, "cell name " + cell.name() + " is used twice"));
            }
            if (cell.id() == null || cell.id().isEmpty()) {
                problems.add(bad(metaFile, "cell " + cell.name() + " has no id"));
            } else if (!ids.add(cell.id())) {
                problems.add(bad(metaFile, "cell " + cell.name() + " has id " + cell.id()
                        + ", which another cell already has"));
            }
            Rect rect = cell.rect();
            if (rect.width() <= 0 || rect.height() <= 0 || rect.x() < 0 || rect.y() < 0) {
                problems.add(bad(metaFile, "cell " + cell.name() + " has rect " + describe(rect)
                        + ", which is empty or starts left of or above the sheet"));
            } else if (sheetWidth > 0 && sheetHeight > 0 && ((long) rect.x() + rect.width() > sheetWidth
                    || (long) rect.y() + rect.height() > sheetHeight)) {
                problems.add(bad(metaFile, "cell " + cell.name() + " has rect " + describe(rect)
                        + ", which reaches past the " + sheetWidth + " × " + sheetHeight + " sheet"));
            }
            if (!Double.isFinite(cell.pivotX()) || !Double.isFinite(cell.pivotY())) {
                problems.add(bad(metaFile, "cell " + cell.name() + " has a pivot that is not a number"));
            }
        }
        return problems;
    }

    private static String describe(Rect rect) {
        return "[" + rect.x() + ", " + rect.y() + ", " + rect.width() + ", " + rect.height() + "]";
    }

    private static Diagnostic bad(String metaFile, String message) {
        return Diagnostic.of(Code.MET002, metaFile, 0, 0, message);
    }
}

package dev.reel.sheet;

import dev.reel.model.Cell;
import dev.reel.model.Clip;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Extras;
import dev.reel.model.Flipbook;
import dev.reel.model.Key;
import dev.reel.model.SheetMeta;
import dev.reel.model.Track;
import dev.reel.model.Value;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Finds the places where a clip names a cell its sheet no longer has, as after slicing again with fewer
 * cells: flipbook sprites and asset keys such as {@code assets/hero.png#hero_007}. {@code reel check} reports
 * them as AST002 at the flipbook's or key's line.
 */
public final class CellReferences {
    private CellReferences() {
    }

    /** AST002 for each reference in {@code clip} (the file {@code clipFile}) to a missing cell of the sheet. */
    public static List<Diagnostic> missing(String sheetPath, SheetMeta meta, Clip clip, String clipFile) {
        String prefix = sheetPath + "#";
        Set<String> names = new HashSet<>();
        for (Cell cell : meta.cells()) {
            names.add(cell.name());
        }
        String known = describe(meta);
        List<Diagnostic> problems = new ArrayList<>();
        for (Flipbook flipbook : clip.flipbooks()) {
            for (String sprite : flipbook.sprites()) {
                if (sprite.startsWith(prefix) && !names.contains(sprite.substring(prefix.length()))) {
                    problems.add(problem(clipFile, flipbook.extras(), sprite, sheetPath, known));
                }
            }
        }
        for (Track track : clip.tracks()) {
            for (Key key : track.keys()) {
                if (key.value() instanceof Value.Asset asset && asset.path().startsWith(prefix)
                        && !names.contains(asset.path().substring(prefix.length()))) {
                    problems.add(problem(clipFile, key.extras(), asset.path(), sheetPath, known));
                }
            }
        }
        return problems;
    }

    private static Diagnostic problem(String clipFile, Extras at, String sprite, String sheetPath, String known) {
        return Diagnostic.of(Code.AST002, clipFile, at.line(), at.column(),
                sprite + " names no cell of " + sheetPath + " (" + known + ")");
    }

    private static String describe(SheetMeta meta) {
        List<Cell> cells = meta.cells();
        if (cells.isEmpty()) {
            return "it is not sliced";
        }
        if (cells.size() == 1) {
            return "it has one cell, " + cells.get(0).name();
        }
        return "it has " + cells.size() + " cells, " + cells.get(0).name() + " to "
                + cells.get(cells.size() - 1).name();
    }
}

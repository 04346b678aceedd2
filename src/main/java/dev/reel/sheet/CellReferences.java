package dev.reel.sheet;

import dev.reel.io.AssetPath;
import dev.reel.io.ClipCodec;
import dev.reel.io.ProjectFolder;
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

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Finds the clips that slicing a sheet again breaks, before the new sidecar is written: flipbook sprites and
 * asset keys such as {@code assets/hero.png#hero_007} that will name no cell, and names that now belong to
 * another picture because their cell was renamed or removed (clips name cells, not ids). These are SLC002
 * warnings of {@code reel slice}; once the sidecar is written {@code reel check} reports the missing ones as
 * AST002, deciding it by the same {@link AssetPath.InProject#namesMissingCell}.
 */
public final class CellReferences {
    private CellReferences() {
    }

    /**
     * SLC002 for each reference in {@code clip} (the project file {@code clipFile}) that slicing the sheet at
     * {@code sheetFile} with {@code outcome} breaks.
     */
    public static List<Diagnostic> broken(ProjectFolder folder, Path sheetFile, SliceOutcome outcome, Clip clip,
                                          String clipFile) {
        Breaks breaks = new Breaks(folder, sheetFile, outcome, clipFile);
        for (Flipbook flipbook : clip.flipbooks()) {
            for (String sprite : flipbook.sprites()) {
                breaks.check(sprite, flipbook.extras());
            }
        }
        for (Track track : clip.tracks()) {
            for (Key key : track.keys()) {
                if (key.value() instanceof Value.Asset asset) {
                    breaks.check(asset.path(), key.extras());
                }
            }
        }
        return breaks.problems;
    }

    /**
     * {@link #broken} over every clip of the project, in path order. Clips that cannot be read are skipped:
     * {@code reel check} reports them.
     */
    public static List<Diagnostic> inProject(ProjectFolder folder, Path sheetFile, SliceOutcome outcome) {
        List<Diagnostic> problems = new ArrayList<>();
        for (Path file : folder.files()) {
            if (ProjectFolder.kindOf(file) != ProjectFolder.FileKind.CLIP) {
                continue;
            }
            String name = folder.relative(file);
            ProjectFolder.Read read = ProjectFolder.read(file, name);
            Clip clip = read.problem() == null ? ClipCodec.read(read.bytes(), name).value() : null;
            if (clip != null) {
                problems.addAll(broken(folder, sheetFile, outcome, clip, name));
            }
        }
        return problems;
    }

    /** The references of one clip checked so far against one slicing. */
    private static final class Breaks {
        private final ProjectFolder folder;
        private final Path sheet;
        private final String sheetPath;
        private final SliceOutcome outcome;
        private final Set<String> removed = new HashSet<>();
        private final String clipFile;
        private final List<Diagnostic> problems = new ArrayList<>();

        Breaks(ProjectFolder folder, Path sheetFile, SliceOutcome outcome, String clipFile) {
            this.folder = folder;
            this.sheet = sheetFile.toAbsolutePath().normalize();
            this.sheetPath = folder.relative(sheet);
            this.outcome = outcome;
            this.clipFile = clipFile;
            for (Cell cell : outcome.removed()) {
                removed.add(cell.name());
            }
        }

        void check(String written, Extras at) {
            if (!(folder.resolve(written) instanceof AssetPath.InProject path) || path.cell() == null
                    || !path.file().equals(sheet)) {
                return;
            }
            String now = outcome.renamed().get(path.cell());
            if (path.namesMissingCell(outcome.meta())) {
                problems.add(warning(clipFile, at, written + " names no cell of " + sheetPath
                        + " after this slicing (" + describe(outcome.meta()) + ")"
                        + (now == null ? "" : "; the picture it showed is now " + now)));
            } else if (now != null) {
                problems.add(warning(clipFile, at, written + " shows another picture after this slicing; the one"
                        + " it showed is now " + now));
            } else if (removed.contains(path.cell())) {
                problems.add(warning(clipFile, at, written + " shows another picture after this slicing; the one"
                        + " it showed was removed"));
            }
        }
    }

    private static Diagnostic warning(String clipFile, Extras at, String message) {
        return Diagnostic.of(Code.SLC002, clipFile, at.line(), at.column(), message);
    }

    private static String describe(SheetMeta meta) {
        List<Cell> cells = meta.cells();
        if (cells.isEmpty()) {
            return "it has no cells";
        }
        if (cells.size() == 1) {
            return "it has one cell, " + cells.get(0).name();
        }
        return "it has " + cells.size() + " cells, " + cells.get(0).name() + " to "
                + cells.get(cells.size() - 1).name();
    }
}

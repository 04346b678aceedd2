package dev.reel.sheet;

import dev.reel.io.AssetPath;
import dev.reel.io.ClipCodec;
import dev.reel.io.ProjectFolder;
import dev.reel.io.RigCodec;
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
import dev.reel.model.rig.Attachment;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.Skin;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Finds the clips and rigs that slicing a sheet again breaks, before the new sidecar is written: flipbook sprites,
 * rig attachments' sprites and asset keys such as {@code assets/hero.png#hero_007} that will name no cell, and names that now belong to
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
     * SLC002 for each attachment of {@code rig} (the project file {@code rigFile}) whose sprite the slicing of
     * {@code sheetFile} breaks: a rig's regions and meshes name cells as clips do.
     */
    public static List<Diagnostic> brokenInRig(ProjectFolder folder, Path sheetFile, SliceOutcome outcome, Rig rig,
                                               String rigFile) {
        Breaks breaks = new Breaks(folder, sheetFile, outcome, rigFile);
        for (Skin skin : rig.skins()) {
            for (Attachment attachment : skin.attachments()) {
                breaks.check(attachment.sprite(), attachment.extras());
            }
        }
        return breaks.problems;
    }

    /**
     * The SLC002 of one project file, clip or rig, read from disk ({@link #broken}, {@link #brokenInRig}); none
     * for a file of another kind or one that cannot be read ({@code reel check} reports it).
     */
    public static List<Diagnostic> brokenInFile(ProjectFolder folder, Path sheetFile, SliceOutcome outcome, Path file) {
        ProjectFolder.FileKind kind = ProjectFolder.kindOf(file);
        if (kind != ProjectFolder.FileKind.CLIP && kind != ProjectFolder.FileKind.RIG) {
            return List.of();
        }
        String name = folder.relative(file);
        ProjectFolder.Read read = ProjectFolder.read(file, name);
        if (read.problem() != null) {
            return List.of();
        }
        if (kind == ProjectFolder.FileKind.RIG) {
            Rig rig = RigCodec.read(read.bytes(), name).value();
            return rig == null ? List.of() : brokenInRig(folder, sheetFile, outcome, rig, name);
        }
        Clip clip = ClipCodec.read(read.bytes(), name).value();
        return clip == null ? List.of() : broken(folder, sheetFile, outcome, clip, name);
    }

    /**
     * {@link #broken} over every clip of the project and {@link #brokenInRig} over every rig, in path order. Files
     * that cannot be read are skipped: {@code reel check} reports them.
     */
    public static List<Diagnostic> inProject(ProjectFolder folder, Path sheetFile, SliceOutcome outcome) {
        List<Diagnostic> problems = new ArrayList<>();
        for (Path file : folder.files()) {
            problems.addAll(brokenInFile(folder, sheetFile, outcome, file));
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

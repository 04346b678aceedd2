package dev.reel.ui.slicer;

import dev.reel.io.ClipCodec;
import dev.reel.io.ProjectFolder;
import dev.reel.model.Cell;
import dev.reel.model.Clip;
import dev.reel.model.Diagnostic;
import dev.reel.model.Rect;
import dev.reel.model.SheetMeta;
import dev.reel.model.SliceSetup;
import dev.reel.sheet.CellReferences;
import dev.reel.sheet.Progress;
import dev.reel.sheet.ResliceResult;
import dev.reel.sheet.Reslicer;
import dev.reel.sheet.SheetImage;
import dev.reel.sheet.SheetSlicer;
import dev.reel.sheet.SliceOutcome;
import dev.reel.sheet.SliceResult;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.concurrent.ConcurrentHashMap;
import java.util.List;
import java.util.Map;

/**
 * What slicing with a setup would do, worked out off the JavaFX thread: the rectangles, the cells they would
 * become (named, with the ids and pivots they would keep), and the references of the project's clips that
 * would break — clips open in the editor as they are now, the others as saved. Used by the live overlay and
 * by Slice when the overlay is not ready.
 */
final class SliceCheck {
    /** What to check: a snapshot taken on the JavaFX thread, immutable. */
    record Request(SheetImage image, String sheetPath, Path sheetFile, SheetMeta current, SliceSetup setup,
                   Map<Path, Clip> openClips) {
    }

    /**
     * The answer.
     *
     * @param rects    the rectangles, empty when refused or cancelled
     * @param cells    the cells Slice would make, for the overlay
     * @param problems why the setup slices nothing (SLC001), empty when it works
     * @param broken   references of clips that would lose their cell or show another picture (SLC002)
     * @param removed  how many of the current cells no new cell takes over
     */
    record Result(Request request, List<Rect> rects, List<Cell> cells, List<Diagnostic> problems,
                  List<Diagnostic> broken, int removed, boolean cancelled) {
        boolean ok() {
            return !cancelled && problems.isEmpty();
        }

        /** Whether Slice with this result would change the sheet's cells. */
        boolean changesCells() {
            List<Cell> now = request.current().cells();
            if (now.size() != rects.size()) {
                return true;
            }
            for (int i = 0; i < rects.size(); i++) {
                if (!now.get(i).rect().equals(rects.get(i))) {
                    return true;
                }
            }
            return false;
        }
    }

    private final ProjectFolder folder;
    /** Clips read from disk, by file, with the stamp they were read at; shared by the overlay thread and Slice tasks. */
    private final Map<Path, Read> cache = new ConcurrentHashMap<>();

    private record Read(long modified, long size, Clip clip) {
    }

    SliceCheck(ProjectFolder folder) {
        this.folder = folder;
    }

    Result run(Request request, Progress progress) {
        // Finding the rectangles is nearly all the work; the references take the last part.
        Progress scaled = new Progress(fraction -> progress.report().accept(fraction * 0.9), progress.cancelled());
        SliceResult sliced = SheetSlicer.rects(request.image(), request.setup(), request.sheetPath(), scaled);
        if (sliced.cancelled() || progress.cancelled().getAsBoolean()) {
            return new Result(request, List.of(), List.of(), List.of(), List.of(), 0, true);
        }
        if (!sliced.ok()) {
            return new Result(request, List.of(), List.of(), sliced.diagnostics(), List.of(), 0, false);
        }
        int[] fresh = {0};
        ResliceResult named = Reslicer.reslice(request.sheetPath(), request.current().cells(), sliced.rects(),
                () -> "new-" + fresh[0]++);
        List<Diagnostic> broken = List.of();
        if (!named.removed().isEmpty() || !named.renamed().isEmpty()) {
            SheetMeta after = new SheetMeta(request.current().version(), request.current().settings(),
                    request.setup(), named.cells(), request.current().unknown());
            SliceOutcome outcome = new SliceOutcome(after, named.removed(), named.renamed(), List.of(), false);
            broken = broken(request, outcome, progress);
        }
        progress.report().accept(1.0);
        return new Result(request, sliced.rects(), named.cells(), List.of(), broken, named.removed().size(),
                progress.cancelled().getAsBoolean());
    }

    private List<Diagnostic> broken(Request request, SliceOutcome outcome, Progress progress) {
        List<Diagnostic> problems = new ArrayList<>();
        for (Path file : folder.files()) {
            if (progress.cancelled().getAsBoolean()) {
                return problems;
            }
            if (ProjectFolder.kindOf(file) == ProjectFolder.FileKind.RIG) {
                // A rig's regions and meshes name cells too (read from disk: a rig open unsaved is checked as saved).
                problems.addAll(CellReferences.brokenInFile(folder, request.sheetFile(), outcome, file));
                continue;
            }
            if (ProjectFolder.kindOf(file) != ProjectFolder.FileKind.CLIP) {
                continue;
            }
            Path key = file.toAbsolutePath().normalize();
            Clip clip = request.openClips().containsKey(key) ? request.openClips().get(key) : saved(key);
            if (clip != null) {
                problems.addAll(CellReferences.broken(folder, request.sheetFile(), outcome, clip,
                        folder.relative(key)));
            }
        }
        return problems;
    }

    private Clip saved(Path file) {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (IOException e) {
            return null;
        }
        long modified = attributes.lastModifiedTime().toMillis();
        Read known = cache.get(file);
        if (known != null && known.modified() == modified && known.size() == attributes.size()) {
            return known.clip();
        }
        String name = folder.relative(file);
        ProjectFolder.Read read = ProjectFolder.read(file, name);
        Clip clip = read.problem() == null ? ClipCodec.read(read.bytes(), name).value() : null;
        cache.put(file, new Read(modified, attributes.size(), clip));
        return clip;
    }
}

package dev.reel.sheet;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.SheetMeta;
import dev.reel.model.SliceSetup;

import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Slices a sheet by any setup and turns the result into its new {@code .meta} value, keeping cell ids of the
 * previous slicing: what {@code reel slice} and the sheet slicer's Slice button do.
 */
public final class SheetSlicer {
    private SheetSlicer() {
    }

    /** The rectangles {@code setup} gives on {@code image}; {@code file} names the sheet in diagnostics. */
    public static SliceResult rects(SheetImage image, SliceSetup setup, String file, Progress progress) {
        if (setup instanceof SliceSetup.Grid grid) {
            return GridSlicer.slice(image.width(), image.height(), grid, file);
        }
        if (setup instanceof SliceSetup.Strip strip) {
            return GridSlicer.slice(image.width(), image.height(), strip, file);
        }
        return AlphaSlicer.slice(image, (SliceSetup.Alpha) setup, file, progress);
    }

    /**
     * Slices the sheet at project path {@code sheetPath} (such as {@code assets/hero.png}) whose sidecar is
     * {@code previous}: the new meta keeps the previous import settings and unknown fields, records the setup,
     * and holds cells that keep the ids of the cells they replace.
     */
    public static SliceOutcome slice(String sheetPath, SheetImage image, SheetMeta previous, SliceSetup setup,
                                     Supplier<String> ids, Progress progress) {
        return outcome(sheetPath, previous, setup, ids, () -> rects(image, setup, sheetPath, progress));
    }

    /**
     * Slices by grid or strip, which need only the sheet's size: {@code reel slice --grid} never decodes the
     * pixels of a 16384 × 16384 sheet. Alpha slicing needs the image ({@link #slice(String, SheetImage, SheetMeta,
     * SliceSetup, Supplier, Progress)}).
     */
    public static SliceOutcome slice(String sheetPath, int width, int height, SheetMeta previous, SliceSetup setup,
                                     Supplier<String> ids) {
        if (setup instanceof SliceSetup.Alpha) {
            throw new IllegalArgumentException("alpha slicing needs the sheet's pixels");
        }
        return outcome(sheetPath, previous, setup, ids, () -> setup instanceof SliceSetup.Grid grid
                ? GridSlicer.slice(width, height, grid, sheetPath)
                : GridSlicer.slice(width, height, (SliceSetup.Strip) setup, sheetPath));
    }

    /** An alpha slicing read straight from the file, and the warning the file deserves (PNG003), or null. */
    public record Streamed(SliceOutcome outcome, Diagnostic warning) {
    }

    /**
     * Alpha slicing straight from the PNG at {@code png}, row by row, without decoding the whole image: for
     * plain RGBA and grey + alpha sheets. Null when the sheet is of another kind (or the setup is out of range),
     * to be loaded and sliced whole instead.
     */
    public static Streamed sliceAlpha(String sheetPath, java.nio.file.Path png, SheetMeta previous,
                                      SliceSetup.Alpha setup, Supplier<String> ids) {
        if (setup.threshold() < 0 || setup.threshold() > 255 || setup.minArea() < 0) {
            return null;
        }
        AlphaRows.Found found = AlphaRows.find(png, sheetPath, PngLimits.DEFAULT, setup.threshold());
        if (found == null) {
            return null;
        }
        if (found.diagnostic() != null) {
            return new Streamed(new SliceOutcome(previous, List.of(), Map.of(), List.of(found.diagnostic()), false),
                    null);
        }
        PngHeader header = found.header();
        return new Streamed(outcome(sheetPath, previous, setup, ids, () -> AlphaSlicer.fromShapes(found.shapes(),
                setup, header.width(), header.height(), sheetPath, Progress.NONE)), found.warning());
    }

    private static SliceOutcome outcome(String sheetPath, SheetMeta previous, SliceSetup setup, Supplier<String> ids,
                                        Supplier<SliceResult> slicing) {
        String group = previous.settings().atlasGroup();
        if (group != null && !group.isBlank()) {
            Diagnostic inGroup = Diagnostic.of(Code.MET003, sheetPath, 0, 0, CellNames.baseName(sheetPath)
                    + " is in atlas group \"" + group + "\"; a sliced sheet cannot join an atlas group, so take it"
                    + " out of the group before slicing");
            return new SliceOutcome(previous, List.of(), Map.of(), List.of(inGroup), false);
        }
        SliceResult result = slicing.get();
        if (!result.ok()) {
            return new SliceOutcome(previous, List.of(), Map.of(), result.diagnostics(), result.cancelled());
        }
        ResliceResult cells = Reslicer.reslice(sheetPath, previous.cells(), result.rects(), ids);
        SheetMeta meta = new SheetMeta(previous.version(), previous.settings(), setup, cells.cells(),
                previous.unknown());
        return new SliceOutcome(meta, cells.removed(), cells.renamed(), List.of(), false);
    }
}

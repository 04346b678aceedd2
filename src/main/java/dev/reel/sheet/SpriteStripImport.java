package dev.reel.sheet;

import dev.reel.model.Clip;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.LoopMode;
import dev.reel.model.SheetMeta;
import dev.reel.model.SliceSetup;

import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Import Sprite Strip: a one-row sheet of fixed-size frames becomes its cells and a clip that shows them one
 * after another at a chosen frame duration (the sample's Idle strips at 0.15 s, Run strips at 0.08 s).
 */
public final class SpriteStripImport {
    private SpriteStripImport() {
    }

    /**
     * The result of an import.
     *
     * @param meta        the sheet's new sidecar value (the previous one when refused)
     * @param clip        the clip of the frames, or null when refused
     * @param reslice     how the new cells relate to a previous slicing (removed and renamed cells)
     * @param diagnostics why the import was refused; empty when it worked
     */
    public record Result(SheetMeta meta, Clip clip, ResliceResult reslice, List<Diagnostic> diagnostics) {
        public Result {
            diagnostics = List.copyOf(diagnostics);
        }

        public boolean ok() {
            return diagnostics.isEmpty();
        }
    }

    /**
     * Slices the {@code sheetWidth} × {@code sheetHeight} strip at project path {@code sheetPath} into frames of
     * {@code frameWidth} × {@code frameHeight} (0: the sheet's height), keeping ids of {@code previous}'s
     * cells, and builds a clip for the node at {@code nodePath} with every frame lasting
     * {@code frameDuration} seconds.
     */
    public static Result run(String sheetPath, int sheetWidth, int sheetHeight, SheetMeta previous, int frameWidth,
                             int frameHeight, double frameDuration, LoopMode loop, String nodePath,
                             Supplier<String> ids) {
        if (!(frameDuration > 0) || Double.isInfinite(frameDuration)) {
            return refused(previous, Diagnostic.of(Code.SLC001, sheetPath, 0, 0,
                    "frame duration " + frameDuration + " is not a positive number of seconds"));
        }
        String group = previous.settings().atlasGroup();
        if (group != null && !group.isBlank()) {
            return refused(previous, Diagnostic.of(Code.MET003, sheetPath, 0, 0, CellNames.baseName(sheetPath)
                    + " is in atlas group \"" + group + "\"; a sliced sheet cannot join an atlas group"));
        }
        SliceSetup.Strip strip = new SliceSetup.Strip(frameWidth, frameHeight);
        SliceResult frames = GridSlicer.slice(sheetWidth, sheetHeight, strip, sheetPath);
        if (!frames.ok()) {
            return new Result(previous, null, new ResliceResult(previous.cells(), List.of(), Map.of()),
                    frames.diagnostics());
        }
        ResliceResult cells = Reslicer.reslice(sheetPath, previous.cells(), frames.rects(), ids);
        SheetMeta meta = new SheetMeta(previous.version(), previous.settings(), strip, cells.cells(),
                previous.unknown());
        Clip clip = FlipbookBuilder.clip(sheetPath, cells.cells(), nodePath, new FrameTiming.Every(frameDuration),
                loop);
        return new Result(meta, clip, cells, List.of());
    }

    private static Result refused(SheetMeta previous, Diagnostic problem) {
        return new Result(previous, null, new ResliceResult(previous.cells(), List.of(), Map.of()),
                List.of(problem));
    }
}

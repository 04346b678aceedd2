package dev.reel.interop;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Rect;
import dev.reel.model.SliceSetup;
import dev.reel.sheet.CellNames;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;

/**
 * The composited frames of an {@link AseFile} packed into one sheet: a grid of whole canvases, no trimming,
 * no padding, frame {@code i} at column {@code i % columns}, row {@code i / columns}, with as many columns as
 * make the sheet closest to square (fewer when 16384 pixels across would not hold them). Cells are named
 * {@code NAME_000} on; a frame's pivot comes from the slice named {@code pivot} (any case), else the first
 * slice that has one, as the key in force at that frame: the pivot pixel's top-left corner as a fraction
 * of the canvas.
 *
 * @param columns the grid's width in frames
 */
public record AseSheet(int width, int height, int columns, int[] pixels, FrameSet frames, SliceSetup.Grid setup,
                       int layersComposited) {

    /** Packs {@code ase}; {@code baseName} names the cells. Null with {@code problems} filled when it does not fit. */
    public static AseSheet pack(AseFile ase, String baseName, String file, List<Diagnostic> problems) {
        int count = ase.frames().size();
        int columns = (int) Math.ceil(Math.sqrt(count));
        columns = Math.max(1, Math.min(columns, AseReader.MAX_SIDE / ase.width()));
        int rows = (count + columns - 1) / columns;
        if ((long) rows * ase.height() > AseReader.MAX_SIDE) {
            problems.add(Diagnostic.of(Code.ASE002, file, 0, 0, String.format(Locale.ROOT, "%d frames of %d × %d "
                    + "pixels do not fit in a sheet of at most %d × %d", count, ase.width(), ase.height(),
                    AseReader.MAX_SIDE, AseReader.MAX_SIDE)));
            return null;
        }
        int width = columns * ase.width();
        int height = rows * ase.height();
        int[] sheet = new int[width * height];
        AseCompositor compositor = new AseCompositor(ase);
        int columnCount = columns;
        // Frames are independent and land in separate parts of the sheet, so they are drawn on every core.
        // drawn straight into their place, the new sheet being transparent already.
        IntStream.range(0, count).parallel().forEach(i -> compositor.drawInto(i, sheet,
                i / columnCount * ase.height() * width + i % columnCount * ase.width(), width));
        AseFile.Slice pivotSlice = pivotSlice(ase);
        List<FrameSet.FrameCell> cells = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            int left = i % columns * ase.width();
            int top = i / columns * ase.height();
            Double pivotX = null;
            Double pivotY = null;
            AseFile.SliceKey key = pivotSlice == null ? null : pivotSlice.keyAt(i);
            if (key != null && key.pivotX() != null && key.width() > 0 && key.height() > 0) {
                pivotX = (key.x() + key.pivotX()) / (double) ase.width();
                pivotY = (key.y() + key.pivotY()) / (double) ase.height();
            }
            cells.add(new FrameSet.FrameCell(CellNames.name(baseName, i, count),
                    new Rect(left, top, ase.width(), ase.height()), pivotX, pivotY,
                    ase.frames().get(i).durationMillis()));
        }
        int composited = 0;
        for (int i = 0; i < ase.layers().size(); i++) {
            if (ase.layers().get(i).type() == AseFile.Layer.IMAGE && visible(ase, i) && !ase.layers().get(i).reference()) {
                composited++;
            }
        }
        return new AseSheet(width, height, columns, sheet, new FrameSet(cells, ase.tags()),
                new SliceSetup.Grid(ase.width(), ase.height(), 0, 0, 0, 0, count), composited);
    }

    private static boolean visible(AseFile ase, int index) {
        for (int i = index; i >= 0; i = ase.layers().get(i).parent()) {
            if (!ase.layers().get(i).visible()) {
                return false;
            }
        }
        return true;
    }

    private static AseFile.Slice pivotSlice(AseFile ase) {
        for (AseFile.Slice slice : ase.slices()) {
            if (slice.name().equalsIgnoreCase("pivot")) {
                return slice;
            }
        }
        for (AseFile.Slice slice : ase.slices()) {
            if (slice.keys().stream().anyMatch(key -> key.pivotX() != null)) {
                return slice;
            }
        }
        return null;
    }
}

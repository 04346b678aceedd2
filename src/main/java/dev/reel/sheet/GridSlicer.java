package dev.reel.sheet;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Rect;
import dev.reel.model.SliceSetup;

import java.util.ArrayList;
import java.util.List;

/**
 * Slices by grid and by strip. A grid's cell {@code i} sits at
 * {@code x = offsetX + (i % columns) × (cellWidth + paddingX)}, {@code y = offsetY + (i / columns) ×
 * (cellHeight + paddingY)}, where {@code columns} is how many cells fit across: the margin/spacing form of
 * sprite-grid tools is the same with offset = margin and padding = spacing.
 */
public final class GridSlicer {
    /**
     * The most cells one slicing gives, by any setup: far more than any sheet an animator slices (a 16384²
     * sheet in 64 px cells has 65,536), and a bound on the memory the cells and their {@code .meta} take.
     */
    public static final int MAX_CELLS = 65_536;

    private GridSlicer() {
    }

    /** The cells of {@code grid} on a sheet of the given size, row by row. */
    public static SliceResult slice(int sheetWidth, int sheetHeight, SliceSetup.Grid grid, String file) {
        if (grid.cellWidth() <= 0 || grid.cellHeight() <= 0) {
            return refused(file, "cell size " + grid.cellWidth() + " × " + grid.cellHeight() + " is not positive");
        }
        if (grid.offsetX() < 0 || grid.offsetY() < 0 || grid.paddingX() < 0 || grid.paddingY() < 0
                || grid.count() < 0) {
            return refused(file, "offset, padding and count must not be negative");
        }
        int columns = fit(sheetWidth, grid.offsetX(), grid.cellWidth(), grid.paddingX());
        int rows = fit(sheetHeight, grid.offsetY(), grid.cellHeight(), grid.paddingY());
        long fitting = (long) columns * rows;
        if (fitting == 0) {
            return refused(file, "no " + grid.cellWidth() + " × " + grid.cellHeight() + " cell fits in the "
                    + sheetWidth + " × " + sheetHeight + " sheet at offset " + grid.offsetX() + "," + grid.offsetY());
        }
        if (grid.count() > fitting) {
            return refused(file, "count " + grid.count() + " is more than the " + fitting + " cells that fit");
        }
        long count = grid.count() == 0 ? fitting : grid.count();
        if (count > MAX_CELLS) {
            return refused(file, tooMany(count) + " (" + columns + " × " + rows + " cells of " + grid.cellWidth()
                    + " × " + grid.cellHeight() + "); use larger cells or --count");
        }
        List<Rect> rects = new ArrayList<>((int) count);
        for (int i = 0; i < count; i++) {
            int x = grid.offsetX() + (i % columns) * (grid.cellWidth() + grid.paddingX());
            int y = grid.offsetY() + (i / columns) * (grid.cellHeight() + grid.paddingY());
            rects.add(new Rect(x, y, grid.cellWidth(), grid.cellHeight()));
        }
        return SliceResult.of(rects);
    }

    /** The frames of a one-row strip; the sheet's width must be a whole number of frames. */
    public static SliceResult slice(int sheetWidth, int sheetHeight, SliceSetup.Strip strip, String file) {
        int frameWidth = strip.frameWidth();
        int frameHeight = strip.frameHeight() == 0 ? sheetHeight : strip.frameHeight();
        if (frameWidth <= 0 || frameHeight <= 0) {
            return refused(file, "frame size " + frameWidth + " × " + frameHeight + " is not positive");
        }
        if (sheetWidth % frameWidth != 0) {
            return refused(file, "sheet width " + sheetWidth + " is not a multiple of frame width " + frameWidth);
        }
        if (frameHeight > sheetHeight) {
            return refused(file, "frame height " + frameHeight + " is more than the sheet height " + sheetHeight);
        }
        if (sheetWidth / frameWidth > MAX_CELLS) {
            return refused(file, tooMany(sheetWidth / frameWidth) + "; use wider frames");
        }
        List<Rect> rects = new ArrayList<>();
        for (int x = 0; x < sheetWidth; x += frameWidth) {
            rects.add(new Rect(x, 0, frameWidth, frameHeight));
        }
        return SliceResult.of(rects);
    }

    /**
     * The margin-and-spacing form of sprite-grid tools: cells with {@code spacing} pixels between them after
     * a {@code margin}; the number of columns follows from the sheet's width, as {@code slice} works it out.
     */
    public static SliceSetup.Grid marginSpacing(int cellWidth, int cellHeight, int margin, int spacing) {
        return new SliceSetup.Grid(cellWidth, cellHeight, margin, margin, spacing, spacing, 0);
    }

    /** How many cells of {@code size} fit after {@code offset} with {@code padding} between them. */
    private static int fit(int extent, int offset, int size, int padding) {
        long room = (long) extent - offset;
        if (room < size) {
            return 0;
        }
        return (int) ((room - size) / ((long) size + padding) + 1);
    }

    /** The start of the SLC001 message for a setup giving {@code count} cells. */
    static String tooMany(long count) {
        return String.format(java.util.Locale.ROOT, "this setup gives %,d cells, more than the limit of %,d",
                count, MAX_CELLS);
    }

    private static SliceResult refused(String file, String message) {
        return SliceResult.refused(Diagnostic.of(Code.SLC001, file, 0, 0, message));
    }
}

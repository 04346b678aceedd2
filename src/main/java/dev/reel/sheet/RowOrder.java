package dev.reel.sheet;

import dev.reel.model.Rect;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Orders shapes the way an artist reads a sheet: in rows from the top, each row from the left. Shapes whose
 * vertical extents overlap share a row, and that is transitive: the rows are made by sorting by top edge and
 * sweeping down, growing the current row's bottom edge with every shape that starts above it. A tall shape
 * that spans two rows of small ones therefore joins them into one row.
 */
public final class RowOrder {
    private static final Comparator<Rect> BY_TOP = Comparator.comparingInt(Rect::y).thenComparingInt(Rect::x)
            .thenComparingInt(Rect::height).thenComparingInt(Rect::width);
    private static final Comparator<Rect> BY_LEFT = Comparator.comparingInt(Rect::x).thenComparingInt(Rect::y)
            .thenComparingInt(Rect::width).thenComparingInt(Rect::height);

    private RowOrder() {
    }

    /** The rectangles in reading order. */
    public static List<Rect> inRows(List<Rect> rects) {
        Rect[] sorted = rects.toArray(new Rect[0]);
        Arrays.sort(sorted, BY_TOP);
        int rowStart = 0;
        long rowBottom = Long.MIN_VALUE;
        for (int i = 0; i < sorted.length; i++) {
            Rect rect = sorted[i];
            if (i > rowStart && rect.y() >= rowBottom) {
                Arrays.sort(sorted, rowStart, i, BY_LEFT);
                rowStart = i;
                rowBottom = Long.MIN_VALUE;
            }
            rowBottom = Math.max(rowBottom, (long) rect.y() + rect.height());
        }
        Arrays.sort(sorted, rowStart, sorted.length, BY_LEFT);
        return Arrays.asList(sorted);
    }
}

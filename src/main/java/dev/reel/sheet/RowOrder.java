package dev.reel.sheet;

import dev.reel.model.Rect;

import java.util.ArrayList;
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
        List<Rect> byTop = new ArrayList<>(rects);
        byTop.sort(BY_TOP);
        List<Rect> ordered = new ArrayList<>(rects.size());
        int rowStart = 0;
        long rowBottom = Long.MIN_VALUE;
        for (int i = 0; i < byTop.size(); i++) {
            Rect rect = byTop.get(i);
            if (i > rowStart && rect.y() >= rowBottom) {
                addRow(byTop.subList(rowStart, i), ordered);
                rowStart = i;
                rowBottom = Long.MIN_VALUE;
            }
            rowBottom = Math.max(rowBottom, (long) rect.y() + rect.height());
        }
        addRow(byTop.subList(rowStart, byTop.size()), ordered);
        return ordered;
    }

    private static void addRow(List<Rect> row, List<Rect> ordered) {
        List<Rect> sorted = new ArrayList<>(row);
        sorted.sort(BY_LEFT);
        ordered.addAll(sorted);
    }
}

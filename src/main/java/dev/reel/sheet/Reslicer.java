package dev.reel.sheet;

import dev.reel.model.Cell;
import dev.reel.model.Rect;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Turns rectangles into named cells, keeping ids across slicings. With the same count every cell keeps the
 * id and pivot of the old cell at its index. With another count, old and new cells are matched greedily by
 * the area their rectangles share (largest first; ties to the lower old index, then the lower new index), each
 * at most once; a matched new cell keeps the old id and pivot, the others get fresh ids.
 */
public final class Reslicer {
    private Reslicer() {
    }

    /** Cells for a sheet sliced for the first time: fresh ids, centre-bottom pivots. */
    public static List<Cell> fresh(String sheetPath, List<Rect> rects, Supplier<String> ids) {
        return reslice(sheetPath, List.of(), rects, ids).cells();
    }

    /** The cells of {@code rects} for the sheet at {@code sheetPath}, taking ids from {@code previous}. */
    public static ResliceResult reslice(String sheetPath, List<Cell> previous, List<Rect> rects,
                                        Supplier<String> ids) {
        String base = CellNames.baseName(sheetPath);
        int[] match = previous.size() == rects.size() ? byIndex(rects.size()) : byOverlap(previous, rects);
        Set<String> used = new HashSet<>();
        for (int i = 0; i < rects.size(); i++) {
            if (match[i] >= 0) {
                used.add(previous.get(match[i]).id());
            }
        }
        boolean[] kept = new boolean[previous.size()];
        List<Cell> cells = new ArrayList<>(rects.size());
        Map<String, String> renamed = new LinkedHashMap<>();
        for (int i = 0; i < rects.size(); i++) {
            String name = CellNames.name(base, i, rects.size());
            if (match[i] >= 0) {
                Cell old = previous.get(match[i]);
                kept[match[i]] = true;
                cells.add(new Cell(name, old.id(), rects.get(i), old.pivotX(), old.pivotY()));
                if (!old.name().equals(name)) {
                    renamed.put(old.name(), name);
                }
            } else {
                cells.add(new Cell(name, freshId(ids, used), rects.get(i), Cell.DEFAULT_PIVOT_X,
                        Cell.DEFAULT_PIVOT_Y));
            }
        }
        List<Cell> removed = new ArrayList<>();
        for (int i = 0; i < previous.size(); i++) {
            if (!kept[i]) {
                removed.add(previous.get(i));
            }
        }
        return new ResliceResult(cells, removed, renamed);
    }

    private static int[] byIndex(int count) {
        int[] match = new int[count];
        Arrays.setAll(match, i -> i);
        return match;
    }

    /** For each new rectangle the index of the old cell it takes over, or -1. */
    private static int[] byOverlap(List<Cell> previous, List<Rect> rects) {
        record Pair(long area, int old, int fresh) {
        }
        // Sweep over x: old cells sorted by left edge; a new rectangle only meets those starting before its
        // right edge and ending after its left edge.
        Integer[] byLeft = new Integer[previous.size()];
        Arrays.setAll(byLeft, i -> i);
        Arrays.sort(byLeft, Comparator.comparingInt(i -> previous.get(i).rect().x()));
        int widest = 0;
        for (Cell cell : previous) {
            widest = Math.max(widest, cell.rect().width());
        }
        List<Pair> pairs = new ArrayList<>();
        for (int fresh = 0; fresh < rects.size(); fresh++) {
            Rect rect = rects.get(fresh);
            long from = (long) rect.x() - widest;
            int first = firstAtOrAfter(byLeft, previous, from);
            for (int k = first; k < byLeft.length; k++) {
                Rect old = previous.get(byLeft[k]).rect();
                if (old.x() >= (long) rect.x() + rect.width()) {
                    break;
                }
                long area = old.intersectionArea(rect);
                if (area > 0) {
                    pairs.add(new Pair(area, byLeft[k], fresh));
                }
            }
        }
        pairs.sort(Comparator.comparingLong(Pair::area).reversed().thenComparingInt(Pair::old)
                .thenComparingInt(Pair::fresh));
        int[] match = new int[rects.size()];
        Arrays.fill(match, -1);
        boolean[] taken = new boolean[previous.size()];
        for (Pair pair : pairs) {
            if (match[pair.fresh()] < 0 && !taken[pair.old()]) {
                match[pair.fresh()] = pair.old();
                taken[pair.old()] = true;
            }
        }
        return match;
    }

    private static int firstAtOrAfter(Integer[] byLeft, List<Cell> previous, long x) {
        int low = 0;
        int high = byLeft.length;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (previous.get(byLeft[middle]).rect().x() < x) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }

    /** A new id unlike any kept one: 48 random bits rarely collide, but a sheet must never hold one id twice. */
    private static String freshId(Supplier<String> ids, Set<String> used) {
        String id = ids.get();
        while (!used.add(id)) {
            id = ids.get();
        }
        return id;
    }
}

package dev.reel.sheet;

import java.util.Arrays;

/**
 * Finds every 8-connected shape of pixels with alpha above a threshold in one pass over the rows. It labels
 * runs, not pixels: each row becomes a list of runs, a run joins the shapes of the runs it touches in the row
 * above (union-find over shape labels), and a shape that no run of the current row continues is finished,
 * reported and its label recycled. Memory is therefore a few arrays the width of the sheet plus one label per
 * shape crossing the current row, whatever the sheet's height.
 */
final class ShapeFinder {
    /** How many rows pass between progress reports and cancellation checks. */
    private static final int CHECK_ROWS = 64;
    private static final int FINISHED = -2;

    private final int width;
    private final Shapes shapes = new Shapes();

    // Labels: a union-find forest whose roots carry the bounding box and pixel count of a shape in progress.
    private int[] parent = new int[256];
    private int[] left = new int[256];
    private int[] top = new int[256];
    private int[] right = new int[256];
    private int[] bottom = new int[256];
    private int[] pixels = new int[256];
    private int[] lastRow = new int[256];
    private int labels;
    private int[] free = new int[256];
    private int freeCount;
    private int[] merged = new int[256];
    private int mergedCount;

    // Runs of the row above and of the current row: start (inclusive), end (exclusive), label.
    private int[] previousStart;
    private int[] previousEnd;
    private int[] previousLabel;
    private int previousCount;
    private int[] currentStart;
    private int[] currentEnd;
    private int[] currentLabel;
    private int currentCount;

    private ShapeFinder(int width) {
        this.width = width;
        int maxRuns = (width + 1) / 2;
        previousStart = new int[maxRuns];
        previousEnd = new int[maxRuns];
        previousLabel = new int[maxRuns];
        currentStart = new int[maxRuns];
        currentEnd = new int[maxRuns];
        currentLabel = new int[maxRuns];
    }

    /** The shapes of {@code image} whose pixels have alpha strictly above {@code threshold}; null when cancelled. */
    static Shapes find(SheetImage image, int threshold, Progress progress) {
        ShapeFinder finder = new ShapeFinder(image.width());
        return finder.scan(image.pixels(), image.height(), threshold, progress) ? finder.shapes : null;
    }

    /** A finder fed one row at a time ({@link #row}), for sheets decoded row by row and never held whole. */
    static ShapeFinder streaming(int width) {
        return new ShapeFinder(width);
    }

    /** Labels row {@code y}, given as {@code width} ARGB pixels (only the alpha byte counts). */
    void row(int[] argbRow, int y, int threshold) {
        findRuns(argbRow, 0, threshold);
        joinRuns(y);
        finishRow(y);
    }

    /** The shapes, once every row was given. */
    Shapes finish() {
        for (int run = 0; run < previousCount; run++) {
            emit(find(previousLabel[run]));
        }
        previousCount = 0;
        return shapes;
    }

    private boolean scan(int[] argb, int height, int threshold, Progress progress) {
        for (int y = 0; y < height; y++) {
            if (y % CHECK_ROWS == 0) {
                if (progress.cancelled().getAsBoolean()) {
                    return false;
                }
                progress.report().accept(y / (double) height);
            }
            findRuns(argb, y * width, threshold);
            joinRuns(y);
            finishRow(y);
        }
        for (int run = 0; run < previousCount; run++) {
            emit(find(previousLabel[run]));
        }
        progress.report().accept(1.0);
        return true;
    }

    /** Splits one row into runs of pixels above the threshold. */
    private void findRuns(int[] argb, int rowStart, int threshold) {
        int count = 0;
        int end = rowStart + width;
        int at = rowStart;
        int[] starts = currentStart;
        int[] ends = currentEnd;
        while (at < end) {
            while (at < end && argb[at] >>> 24 <= threshold) {
                at++;
            }
            if (at == end) {
                break;
            }
            int start = at;
            while (at < end && argb[at] >>> 24 > threshold) {
                at++;
            }
            starts[count] = start - rowStart;
            ends[count] = at - rowStart;
            count++;
        }
        currentCount = count;
    }

    /** Gives every run of the current row a label, joining the shapes of the runs it touches above. */
    private void joinRuns(int y) {
        int above = 0;
        for (int run = 0; run < currentCount; run++) {
            int start = currentStart[run];
            int end = currentEnd[run];
            // Runs above that end before column start - 1 cannot touch this run or any later one.
            while (above < previousCount && previousEnd[above] < start) {
                above++;
            }
            int label = -1;
            for (int touching = above; touching < previousCount && previousStart[touching] <= end; touching++) {
                int root = find(previousLabel[touching]);
                if (label < 0) {
                    label = root;
                } else if (root != label) {
                    absorb(label, root);
                }
            }
            if (label < 0) {
                label = allocate(start, y);
            }
            left[label] = Math.min(left[label], start);
            right[label] = Math.max(right[label], end - 1);
            bottom[label] = y;
            pixels[label] += end - start;
            currentLabel[run] = label;
        }
    }

    /** Resolves labels, reports the shapes the row above ended, recycles their labels, swaps the rows. */
    private void finishRow(int y) {
        for (int run = 0; run < currentCount; run++) {
            int root = find(currentLabel[run]);
            currentLabel[run] = root;
            lastRow[root] = y;
        }
        for (int run = 0; run < previousCount; run++) {
            int root = find(previousLabel[run]);
            if (lastRow[root] != y && lastRow[root] != FINISHED) {
                emit(root);
            }
        }
        for (int i = 0; i < mergedCount; i++) {
            release(merged[i]);
        }
        mergedCount = 0;
        int[] swap = previousStart;
        previousStart = currentStart;
        currentStart = swap;
        swap = previousEnd;
        previousEnd = currentEnd;
        currentEnd = swap;
        swap = previousLabel;
        previousLabel = currentLabel;
        currentLabel = swap;
        previousCount = currentCount;
    }

    private void emit(int root) {
        if (lastRow[root] == FINISHED) {
            return;
        }
        shapes.add(left[root], top[root], right[root], bottom[root], pixels[root]);
        lastRow[root] = FINISHED;
        release(root);
    }

    private void absorb(int root, int other) {
        parent[other] = root;
        left[root] = Math.min(left[root], left[other]);
        top[root] = Math.min(top[root], top[other]);
        right[root] = Math.max(right[root], right[other]);
        bottom[root] = Math.max(bottom[root], bottom[other]);
        pixels[root] += pixels[other];
        if (mergedCount == merged.length) {
            merged = Arrays.copyOf(merged, mergedCount * 2);
        }
        merged[mergedCount++] = other;
    }

    private int find(int label) {
        int root = label;
        while (parent[root] != root) {
            root = parent[root];
        }
        while (parent[label] != root) {
            int next = parent[label];
            parent[label] = root;
            label = next;
        }
        return root;
    }

    private int allocate(int x, int y) {
        int label;
        if (freeCount > 0) {
            label = free[--freeCount];
        } else {
            if (labels == parent.length) {
                grow();
            }
            label = labels++;
        }
        parent[label] = label;
        left[label] = x;
        right[label] = x;
        top[label] = y;
        bottom[label] = y;
        pixels[label] = 0;
        lastRow[label] = y;
        return label;
    }

    private void release(int label) {
        if (freeCount == free.length) {
            free = Arrays.copyOf(free, free.length * 2);
        }
        free[freeCount++] = label;
    }

    private void grow() {
        int capacity = parent.length * 2;
        parent = Arrays.copyOf(parent, capacity);
        left = Arrays.copyOf(left, capacity);
        top = Arrays.copyOf(top, capacity);
        right = Arrays.copyOf(right, capacity);
        bottom = Arrays.copyOf(bottom, capacity);
        pixels = Arrays.copyOf(pixels, capacity);
        lastRow = Arrays.copyOf(lastRow, capacity);
    }
}

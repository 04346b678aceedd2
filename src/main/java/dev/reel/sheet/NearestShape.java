package dev.reel.sheet;

import java.util.Arrays;

/**
 * Finds, for each small shape, the nearest large one by the gap between their bounding boxes (0 when they
 * touch or overlap; ties go to the earlier large shape). Large shapes are bucketed in square tiles and each
 * search walks rings of tiles outwards until no unvisited tile can hold anything nearer, so a sheet with
 * thousands of shapes and specks is not a product of the two counts.
 */
final class NearestShape {
    /** A shape covering more tiles than this is checked by every search instead of being bucketed. */
    private static final int MAX_TILES_PER_SHAPE = 64;

    private final Shapes shapes;
    private final int[] large;
    private final int tile;
    private final int columns;
    private final int rows;
    private final int[][] buckets;
    private final int[] bucketSizes;
    private int[] everywhere = new int[0];

    NearestShape(Shapes shapes, int[] large, int sheetWidth, int sheetHeight) {
        this.shapes = shapes;
        this.large = large;
        double spacing = Math.sqrt((double) sheetWidth * sheetHeight / Math.max(1, large.length));
        this.tile = (int) Math.max(16, Math.min(4096, spacing));
        this.columns = (sheetWidth + tile - 1) / tile;
        this.rows = (sheetHeight + tile - 1) / tile;
        this.buckets = new int[columns * rows][];
        this.bucketSizes = new int[columns * rows];
        int everywhereCount = 0;
        for (int i = 0; i < large.length; i++) {
            int shape = large[i];
            int x0 = shapes.minX(shape) / tile;
            int x1 = shapes.maxX(shape) / tile;
            int y0 = shapes.minY(shape) / tile;
            int y1 = shapes.maxY(shape) / tile;
            if ((long) (x1 - x0 + 1) * (y1 - y0 + 1) > MAX_TILES_PER_SHAPE) {
                if (everywhereCount == everywhere.length) {
                    everywhere = Arrays.copyOf(everywhere, Math.max(8, everywhereCount * 2));
                }
                everywhere[everywhereCount++] = i;
                continue;
            }
            for (int ty = y0; ty <= y1; ty++) {
                for (int tx = x0; tx <= x1; tx++) {
                    put(ty * columns + tx, i);
                }
            }
        }
        everywhere = Arrays.copyOf(everywhere, everywhereCount);
    }

    /** The index into {@code large} of the large shape nearest to shape {@code small}. */
    int nearest(int small) {
        int sx0 = shapes.minX(small);
        int sy0 = shapes.minY(small);
        int sx1 = shapes.maxX(small);
        int sy1 = shapes.maxY(small);
        long best = Long.MAX_VALUE;
        int bestIndex = -1;
        for (int candidate : everywhere) {
            long distance = distance(large[candidate], sx0, sy0, sx1, sy1);
            if (distance < best || distance == best && candidate < bestIndex) {
                best = distance;
                bestIndex = candidate;
            }
        }
        int tx0 = sx0 / tile;
        int tx1 = sx1 / tile;
        int ty0 = sy0 / tile;
        int ty1 = sy1 / tile;
        int maxRing = Math.max(columns, rows);
        for (int ring = 0; ring <= maxRing; ring++) {
            for (int ty = ty0 - ring; ty <= ty1 + ring; ty++) {
                if (ty < 0 || ty >= rows) {
                    continue;
                }
                boolean edgeRow = ring == 0 || ty == ty0 - ring || ty == ty1 + ring;
                int step = edgeRow ? 1 : tx1 - tx0 + 2 * ring;
                for (int tx = tx0 - ring; tx <= tx1 + ring; tx += Math.max(1, step)) {
                    if (tx < 0 || tx >= columns) {
                        continue;
                    }
                    int bucket = ty * columns + tx;
                    for (int i = 0; i < bucketSizes[bucket]; i++) {
                        int candidate = buckets[bucket][i];
                        long distance = distance(large[candidate], sx0, sy0, sx1, sy1);
                        if (distance < best || distance == best && candidate < bestIndex) {
                            best = distance;
                            bestIndex = candidate;
                        }
                    }
                }
            }
            // Every unvisited tile is more than ring × tile pixels away in x or y.
            long reach = (long) ring * tile;
            if (bestIndex >= 0 && best < reach * reach) {
                break;
            }
        }
        return bestIndex;
    }

    /** The squared gap between shape {@code shape}'s box and the given box. */
    private long distance(int shape, int x0, int y0, int x1, int y1) {
        long dx = Math.max(0, Math.max(shapes.minX(shape) - x1, x0 - shapes.maxX(shape)));
        long dy = Math.max(0, Math.max(shapes.minY(shape) - y1, y0 - shapes.maxY(shape)));
        return dx * dx + dy * dy;
    }

    private void put(int bucket, int index) {
        int[] entries = buckets[bucket];
        if (entries == null) {
            entries = new int[4];
            buckets[bucket] = entries;
        } else if (bucketSizes[bucket] == entries.length) {
            entries = Arrays.copyOf(entries, entries.length * 2);
            buckets[bucket] = entries;
        }
        entries[bucketSizes[bucket]++] = index;
    }
}

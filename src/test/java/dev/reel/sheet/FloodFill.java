package dev.reel.sheet;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/** A plain flood fill, the slow and obvious way, to check the run labelling against. */
final class FloodFill {
    private FloodFill() {
    }

    /** Each shape as {minX, minY, maxX, maxY, pixels}. */
    static List<int[]> shapes(SheetImage image, int threshold) {
        int width = image.width();
        int height = image.height();
        boolean[] seen = new boolean[width * height];
        List<int[]> shapes = new ArrayList<>();
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int start = 0; start < seen.length; start++) {
            if (seen[start] || image.alpha(start % width, start / width) <= threshold) {
                continue;
            }
            int[] shape = {Integer.MAX_VALUE, Integer.MAX_VALUE, -1, -1, 0};
            seen[start] = true;
            queue.add(start);
            while (!queue.isEmpty()) {
                int at = queue.poll();
                int x = at % width;
                int y = at / width;
                shape[0] = Math.min(shape[0], x);
                shape[1] = Math.min(shape[1], y);
                shape[2] = Math.max(shape[2], x);
                shape[3] = Math.max(shape[3], y);
                shape[4]++;
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        int nx = x + dx;
                        int ny = y + dy;
                        if (nx >= 0 && ny >= 0 && nx < width && ny < height && !seen[ny * width + nx]
                                && image.alpha(nx, ny) > threshold) {
                            seen[ny * width + nx] = true;
                            queue.add(ny * width + nx);
                        }
                    }
                }
            }
            shapes.add(shape);
        }
        return shapes;
    }

    static long gap(int[] a, int[] b) {
        long dx = Math.max(0, Math.max(a[0] - b[2], b[0] - a[2]));
        long dy = Math.max(0, Math.max(a[1] - b[3], b[1] - a[3]));
        return dx * dx + dy * dy;
    }

    static boolean hasTies(List<int[]> shapes, List<int[]> large, int minArea) {
        for (int[] small : shapes) {
            if (small[4] >= minArea) {
                continue;
            }
            long best = Long.MAX_VALUE;
            int atBest = 0;
            for (int[] candidate : large) {
                long distance = gap(candidate, small);
                if (distance < best) {
                    best = distance;
                    atBest = 1;
                } else if (distance == best) {
                    atBest++;
                }
            }
            if (atBest > 1) {
                return true;
            }
        }
        return false;
    }
}

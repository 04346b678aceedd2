package dev.reel.edit.rig;

import dev.reel.model.Rect;
import dev.reel.sheet.SheetImage;

import java.util.ArrayList;
import java.util.List;

/**
 * The outlines of a cell's opaque area. A pixel is opaque when its alpha is strictly above the threshold (as the
 * alpha slicer counts it). The boundary between opaque and clear pixels (the cell's border counting as clear) is
 * followed edge by edge with the opaque side on the right, which on screen (y down) runs clockwise round an
 * island and anticlockwise round a hole; where two opaque pixels touch only at a corner the walk turns right, so
 * they belong to different islands (4-connected). The outline's points are the midpoints of those pixel edges,
 * as marching squares puts them: so it runs within half a pixel of the opaque area, and two outlines never touch.
 */
public final class AlphaOutline {
    /** The widest and tallest cell traced (so the work and the marks of the walk stay bounded). */
    public static final int MAX_SIDE = 4096;

    private static final int[] DX = {1, 0, -1, 0};
    private static final int[] DY = {0, 1, 0, -1};

    /**
     * One closed outline: its points {@code x0, y0, x1, y1, …} in cell pixels from the top-left corner, and twice its
     * signed area (positive for an island, negative for a hole).
     */
    public record Loop(double[] points, double area) {
        public int size() {
            return points.length / 2;
        }
    }

    private AlphaOutline() {
    }

    /**
     * Every outline of cell {@code cell} of {@code image}, in the order their first pixel edge comes reading the
     * cell row by row (each from the top edge of an island's top-left pixel, or the first edge of a hole met).
     *
     * @throws IllegalArgumentException when the cell is outside the image or larger than {@value #MAX_SIDE} on a side
     */
    public static List<Loop> trace(SheetImage image, Rect cell, int threshold) {
        int w = cell.width();
        int h = cell.height();
        if (w <= 0 || h <= 0 || cell.x() < 0 || cell.y() < 0 || cell.x() + w > image.width()
                || cell.y() + h > image.height()) {
            throw new IllegalArgumentException("the cell " + w + " × " + h + " at " + cell.x() + ", " + cell.y()
                    + " is not inside the " + image.width() + " × " + image.height() + " sheet");
        }
        if (w > MAX_SIDE || h > MAX_SIDE) {
            throw new IllegalArgumentException("the cell is " + w + " × " + h + " pixels; a mesh is traced from cells"
                    + " of at most " + MAX_SIDE + " × " + MAX_SIDE);
        }
        boolean[] opaque = new boolean[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                opaque[y * w + x] = image.alpha(cell.x() + x, cell.y() + y) > threshold;
            }
        }
        return new Walk(opaque, w, h).loops();
    }

    /** The walk round the pixel edges, with a mark per (pixel, side) already walked. */
    private static final class Walk {
        private final boolean[] opaque;
        private final int w;
        private final int h;
        private final byte[] walked;

        Walk(boolean[] opaque, int w, int h) {
            this.opaque = opaque;
            this.w = w;
            this.h = h;
            this.walked = new byte[w * h];
        }

        private boolean at(int x, int y) {
            return x >= 0 && y >= 0 && x < w && y < h && opaque[y * w + x];
        }

        /** Whether the edge leaving corner (x, y) in direction {@code dir} is a boundary edge, opaque on its right. */
        private boolean edge(int x, int y, int dir) {
            return switch (dir) {
                case 0 -> at(x, y) && !at(x, y - 1);
                case 1 -> at(x - 1, y) && !at(x, y);
                case 2 -> at(x - 1, y - 1) && !at(x - 1, y);
                default -> at(x, y - 1) && !at(x - 1, y - 1);
            };
        }

        /** The pixel and side bit an edge belongs to: the opaque pixel on its right. */
        private int pixel(int x, int y, int dir) {
            return switch (dir) {
                case 0 -> y * w + x;
                case 1 -> y * w + x - 1;
                case 2 -> (y - 1) * w + x - 1;
                default -> (y - 1) * w + x;
            };
        }

        List<Loop> loops() {
            List<Loop> loops = new ArrayList<>();
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    if (!opaque[y * w + x]) {
                        continue;
                    }
                    // Start corners of the pixel's top, right, bottom and left edges.
                    int[][] starts = {{x, y, 0}, {x + 1, y, 1}, {x + 1, y + 1, 2}, {x, y + 1, 3}};
                    for (int[] s : starts) {
                        if (edge(s[0], s[1], s[2]) && (walked[pixel(s[0], s[1], s[2])] & (1 << s[2])) == 0) {
                            loops.add(follow(s[0], s[1], s[2]));
                        }
                    }
                }
            }
            return loops;
        }

        private Loop follow(int x0, int y0, int dir0) {
            List<double[]> points = new ArrayList<>();
            int x = x0;
            int y = y0;
            int dir = dir0;
            double area = 0;
            do {
                walked[pixel(x, y, dir)] |= (byte) (1 << dir);
                points.add(new double[] {x + DX[dir] * 0.5, y + DY[dir] * 0.5});
                x += DX[dir];
                y += DY[dir];
                // Right turn first (keeps corner-touching pixels apart), then straight on, then left.
                int right = (dir + 1) % 4;
                int left = (dir + 3) % 4;
                dir = edge(x, y, right) ? right : edge(x, y, dir) ? dir : left;
            } while (x != x0 || y != y0 || dir != dir0);
            double[] flat = new double[2 * points.size()];
            for (int i = 0; i < points.size(); i++) {
                flat[2 * i] = points.get(i)[0];
                flat[2 * i + 1] = points.get(i)[1];
            }
            int n = points.size();
            for (int i = 0; i < n; i++) {
                int j = (i + 1) % n;
                area += flat[2 * i] * flat[2 * j + 1] - flat[2 * j] * flat[2 * i + 1];
            }
            return new Loop(flat, area);
        }
    }
}

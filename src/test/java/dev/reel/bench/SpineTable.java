package dev.reel.bench;

/**
 * The bezier lookup Spine's runtimes use: nine points of the curve at u = 0.1 .. 0.9 stored as (x, y), and a
 * straight line between the two points around the requested x (the last segment runs to (1, 1)).
 */
final class SpineTable {
    private SpineTable() {
    }

    static void build(double x1, double y1, double x2, double y2, double[] table, int at) {
        for (int i = 1; i <= 9; i++) {
            double u = i / 10.0;
            table[at + (i - 1) * 2] = SegmentCurves.bernstein(0, x1, x2, 1, u);
            table[at + (i - 1) * 2 + 1] = SegmentCurves.bernstein(0, y1, y2, 1, u);
        }
    }

    static double percent(double[] table, int at, double x) {
        double previousX = 0;
        double previousY = 0;
        for (int i = 0; i < 9; i++) {
            double pointX = table[at + i * 2];
            if (pointX >= x) {
                double pointY = table[at + i * 2 + 1];
                double span = pointX - previousX;
                return span > 0 ? previousY + (pointY - previousY) * (x - previousX) / span : pointY;
            }
            previousX = pointX;
            previousY = table[at + i * 2 + 1];
        }
        double span = 1 - previousX;
        return span > 0 ? previousY + (1 - previousY) * (x - previousX) / span : 1;
    }
}

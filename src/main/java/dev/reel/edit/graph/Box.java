package dev.reel.edit.graph;

/** An axis-aligned box on the graph: its top-left corner and size. */
public record Box(double x, double y, double width, double height) {

    /** As a record's own equals, written out (see {@link Point#equals}): labels' spots are compared every drag frame. */
    @Override
    public boolean equals(Object other) {
        return other instanceof Box box && Double.compare(x, box.x) == 0 && Double.compare(y, box.y) == 0
                && Double.compare(width, box.width) == 0 && Double.compare(height, box.height) == 0;
    }

    /** As a record's own hash code. */
    @Override
    public int hashCode() {
        return ((31 * Double.hashCode(x) + Double.hashCode(y)) * 31 + Double.hashCode(width)) * 31
                + Double.hashCode(height);
    }

    public double right() {
        return x + width;
    }

    public double bottom() {
        return y + height;
    }

    public double centreX() {
        return x + width / 2;
    }

    public double centreY() {
        return y + height / 2;
    }

    /** Whether the two boxes share some area (touching edges do not count). */
    public boolean overlaps(Box other) {
        return x < other.right() && other.x < right() && y < other.bottom() && other.y < bottom();
    }

    /** Whether the point lies strictly inside. */
    public boolean containsInside(double px, double py) {
        return px > x && px < right() && py > y && py < bottom();
    }

    /** Whether this box lies wholly inside {@code other}. */
    public boolean within(Box other) {
        return x >= other.x && y >= other.y && right() <= other.right() && bottom() <= other.bottom();
    }

    /** This box grown by {@code by} on every side (shrunk for a negative value). */
    public Box grow(double by) {
        return new Box(x - by, y - by, width + 2 * by, height + 2 * by);
    }

    /**
     * Whether the axis-parallel or slanted segment from {@code a} to {@code b} passes through the inside of the
     * box (running along an edge or touching a corner does not count).
     */
    public boolean crossedBy(Point a, Point b) {
        // Liang–Barsky clipping against the open box.
        double t0 = 0;
        double t1 = 1;
        double dx = b.x() - a.x();
        double dy = b.y() - a.y();
        double[] p = {-dx, dx, -dy, dy};
        double[] q = {a.x() - x, right() - a.x(), a.y() - y, bottom() - a.y()};
        for (int i = 0; i < 4; i++) {
            if (p[i] == 0) {
                if (q[i] <= 0) {
                    return false;
                }
            } else {
                double r = q[i] / p[i];
                if (p[i] < 0) {
                    t0 = Math.max(t0, r);
                } else {
                    t1 = Math.min(t1, r);
                }
            }
        }
        if (t0 >= t1) {
            return false;
        }
        double mx = a.x() + dx * (t0 + t1) / 2;
        double my = a.y() + dy * (t0 + t1) / 2;
        return containsInside(mx, my);
    }
}

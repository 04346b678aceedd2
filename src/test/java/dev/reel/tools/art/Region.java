package dev.reel.tools.art;

/**
 * A shape in logical pixel space, tested at pixel centres, so rasterising it needs no anti-aliasing and gives
 * the same pixels on every machine.
 */
@FunctionalInterface
interface Region {

    boolean contains(double x, double y);

    default Region or(Region other) {
        return (x, y) -> contains(x, y) || other.contains(x, y);
    }

    default Region minus(Region other) {
        return (x, y) -> contains(x, y) && !other.contains(x, y);
    }

    default Region and(Region other) {
        return (x, y) -> contains(x, y) && other.contains(x, y);
    }

    static Region disc(Point centre, double radius) {
        return (x, y) -> square(x - centre.x()) + square(y - centre.y()) <= radius * radius;
    }

    /** An ellipse with radii along its own axes, turned by {@code degrees} (clockwise on screen). */
    static Region ellipse(Point centre, double radiusX, double radiusY, double degrees) {
        double radians = StrictMath.toRadians(degrees);
        double cos = StrictMath.cos(radians);
        double sin = StrictMath.sin(radians);
        return (x, y) -> {
            double dx = x - centre.x();
            double dy = y - centre.y();
            double u = dx * cos + dy * sin;
            double v = -dx * sin + dy * cos;
            return square(u / radiusX) + square(v / radiusY) <= 1;
        };
    }

    /** A stroke from {@code a} to {@code b} with round ends whose radius tapers from {@code radiusA} to {@code radiusB}. */
    static Region capsule(Point a, Point b, double radiusA, double radiusB) {
        double ex = b.x() - a.x();
        double ey = b.y() - a.y();
        double lengthSquared = ex * ex + ey * ey;
        return (x, y) -> {
            double t = lengthSquared == 0 ? 0 : ((x - a.x()) * ex + (y - a.y()) * ey) / lengthSquared;
            t = Math.max(0, Math.min(1, t));
            double radius = radiusA + (radiusB - radiusA) * t;
            return square(x - a.x() - ex * t) + square(y - a.y() - ey * t) <= radius * radius;
        };
    }

    static Region capsule(Point a, Point b, double radius) {
        return capsule(a, b, radius, radius);
    }

    /** A polygon filled by the even-odd rule; the points may come in either winding. */
    static Region polygon(Point... corners) {
        Point[] points = corners.clone();
        return (x, y) -> {
            boolean inside = false;
            for (int i = 0, j = points.length - 1; i < points.length; j = i++) {
                Point p = points[i];
                Point q = points[j];
                if ((p.y() > y) != (q.y() > y)) {
                    double crossing = p.x() + (y - p.y()) * (q.x() - p.x()) / (q.y() - p.y());
                    if (x < crossing) {
                        inside = !inside;
                    }
                }
            }
            return inside;
        };
    }

    /** An axis-aligned box covering whole pixels from (left, top) up to but excluding (right, bottom). */
    static Region box(double left, double top, double right, double bottom) {
        return (x, y) -> x >= left && x < right && y >= top && y < bottom;
    }

    /** A thick polyline through the points with round joins: a tail, a plume, a strap. */
    static Region path(double radius, Point... points) {
        Region region = disc(points[0], radius);
        for (int i = 1; i < points.length; i++) {
            region = region.or(capsule(points[i - 1], points[i], radius));
        }
        return region;
    }

    private static double square(double value) {
        return value * value;
    }
}

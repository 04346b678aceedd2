package dev.reel.tools.art;

/** A position in logical pixel space (x to the right, y down) used by the figure rig and the item drawings. */
record Point(double x, double y) {

    /** Angles are degrees measured from straight down, positive towards the way the figure faces (+x). */
    static Point direction(double degrees) {
        double radians = StrictMath.toRadians(degrees);
        // StrictMath keeps the generated pixels identical on every JVM and CPU.
        return new Point(StrictMath.sin(radians), StrictMath.cos(radians));
    }

    Point plus(Point other) {
        return new Point(x + other.x, y + other.y);
    }

    Point plus(double dx, double dy) {
        return new Point(x + dx, y + dy);
    }

    Point times(double factor) {
        return new Point(x * factor, y * factor);
    }

    /** The point reached by walking {@code length} from here in the direction {@code degrees}. */
    Point toward(double degrees, double length) {
        return plus(direction(degrees).times(length));
    }

    /** The point a fraction {@code t} of the way from here to {@code other}. */
    Point lerp(Point other, double t) {
        return new Point(x + (other.x - x) * t, y + (other.y - y) * t);
    }
}

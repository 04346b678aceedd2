package dev.reel.edit.graph;

/** A point on the graph, in graph units (a controller's {@code pos} units, y growing downwards). */
public record Point(double x, double y) {
    /**
     * As a record's own equals (each coordinate compared as {@link Double#compare} does), written out: a drag frame
     * of a 600-transition graph compares every arrow's path with the one it shows, and the record's generated
     * equals, called through method handles, was a tenth of the frame's JavaFX thread.
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof Point point && Double.compare(x, point.x) == 0 && Double.compare(y, point.y) == 0;
    }

    /** As a record's own hash code ({@code 31 * hash(x) + hash(y)}). */
    @Override
    public int hashCode() {
        return 31 * Double.hashCode(x) + Double.hashCode(y);
    }
}

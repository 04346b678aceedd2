package dev.reel.edit.graph;

/** A point on the graph, in graph units (a controller's {@code pos} units, y growing downwards). */
public record Point(double x, double y) {
}

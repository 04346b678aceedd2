package dev.reel.edit.graph;

/**
 * Frame All's choice of zoom and pan for a graph's extent in a view: the whole graph with a margin, centred,
 * but never smaller than {@link #READABLE_ZOOM}, at which the smallest text of a box or label is 11 px. A graph
 * that does not fit at that zoom is shown from its top left corner (the Entry pill's side) and scrolled.
 *
 * @param zoom view pixels per graph unit
 * @param panX where the graph's origin is in the view, across
 * @param panY where it is down
 */
public record ViewFrame(double zoom, double panX, double panY) {
    /** The size of the smallest text of boxes and labels, in graph units. */
    public static final double SMALLEST_TEXT = 12;
    /** The zoom at which that text is 11 px high: Frame All never goes below it. */
    public static final double READABLE_ZOOM = 11 / SMALLEST_TEXT;
    /** The largest zoom Frame All picks (a small graph is not blown up). */
    public static final double FRAME_MAX_ZOOM = 1.15;
    /** The margin about the graph, in view pixels. */
    public static final double MARGIN = 32;

    /** The frame that shows {@code extent} (graph units) in a view of {@code width} by {@code height} pixels. */
    public static ViewFrame fit(Box extent, double width, double height) {
        double zoom = Math.min((width - 2 * MARGIN) / Math.max(1, extent.width()),
                (height - 2 * MARGIN) / Math.max(1, extent.height()));
        zoom = Math.max(READABLE_ZOOM, Math.min(FRAME_MAX_ZOOM, zoom));
        double panX = extent.width() * zoom + 2 * MARGIN <= width
                ? width / 2 - extent.centreX() * zoom : MARGIN - extent.x() * zoom;
        double panY = extent.height() * zoom + 2 * MARGIN <= height
                ? height / 2 - extent.centreY() * zoom : MARGIN - extent.y() * zoom;
        return new ViewFrame(zoom, panX, panY);
    }

    /** The part of the graph a view of {@code width} by {@code height} pixels shows in this frame. */
    public Box visible(double width, double height) {
        return new Box(-panX / zoom, -panY / zoom, width / zoom, height / zoom);
    }
}

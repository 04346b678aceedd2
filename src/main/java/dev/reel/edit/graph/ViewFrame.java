package dev.reel.edit.graph;

import java.util.ArrayList;
import java.util.List;

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

    /**
     * Frame All of a drawn graph: as {@link #fit(Box, double, double)}, but a graph that does not fit at the
     * readable zoom is shown, along each way it does not fit, with the Entry pill in view and as many boxes and
     * pills as can be with it (then the top left first), rather than at the corner of its extent, which may be
     * empty.
     */
    public static ViewFrame fit(Geometry geometry, double width, double height) {
        List<Box> boxes = new ArrayList<>();
        Box entry = null;
        for (Diagram.Node node : geometry.diagram().nodes()) {
            boxes.add(node.box());
            if (node.key() == Diagram.ENTRY) {
                entry = node.box();
            }
        }
        return fit(geometry.extent(), boxes, entry, width, height);
    }

    /**
     * Frame All of {@code extent} holding {@code boxes} (the Entry pill's {@code entry}, or null), as
     * {@link #fit(Geometry, double, double)}.
     */
    public static ViewFrame fit(Box extent, List<Box> boxes, Box entry, double width, double height) {
        ViewFrame fitted = fit(extent, width, height);
        double zoom = fitted.zoom();
        boolean acrossFits = extent.width() * zoom + 2 * MARGIN <= width;
        boolean downFits = extent.height() * zoom + 2 * MARGIN <= height;
        if (acrossFits && downFits) {
            return fitted;
        }
        double spanX = (width - 2 * MARGIN) / zoom;
        double spanY = (height - 2 * MARGIN) / zoom;
        List<Double> xs = acrossFits ? List.of(fitted.visibleStart(fitted.panX())) : starts(boxes, true, spanX, extent);
        List<Double> ys = downFits ? List.of(fitted.visibleStart(fitted.panY())) : starts(boxes, false, spanY, extent);
        double bestX = xs.get(0);
        double bestY = ys.get(0);
        long bestScore = Long.MIN_VALUE;
        List<Box> inBand = new ArrayList<>(boxes.size());
        for (double y : ys) {
            // Only the boxes within the window's rows can be within a window starting there: counting every box
            // at every pair of starts was 2% of opening a 150-state graph.
            Box band = new Box(0, downFits ? y - MARGIN / zoom : y, 0, downFits ? height / zoom : spanY);
            inBand.clear();
            for (Box box : boxes) {
                if (box.y() >= band.y() && box.bottom() <= band.bottom()) {
                    inBand.add(box);
                }
            }
            for (double x : xs) {
                // Without fitting, a start is the window's first graph unit inside the margin.
                Box window = new Box(acrossFits ? x - MARGIN / zoom : x, band.y(),
                        acrossFits ? width / zoom : spanX, band.height());
                long count = 0;
                for (Box box : inBand) {
                    if (box.within(window)) {
                        count++;
                    }
                }
                long score = count + (entry != null && entry.within(window) ? 1_000_000 : 0);
                if (score > bestScore) {
                    bestScore = score;
                    bestX = x;
                    bestY = y;
                }
            }
        }
        double panX = acrossFits ? fitted.panX() : MARGIN - bestX * zoom;
        double panY = downFits ? fitted.panY() : MARGIN - bestY * zoom;
        return new ViewFrame(zoom, panX, panY);
    }

    private double visibleStart(double pan) {
        return -pan / zoom + MARGIN / zoom;
    }

    /**
     * Where a window of {@code span} graph units may start along one way: at the extent's start, and where a box
     * is at its start or at its end, within the extent, in order.
     */
    private static List<Double> starts(List<Box> boxes, boolean across, double span, Box extent) {
        double low = across ? extent.x() : extent.y();
        double high = Math.max(low, (across ? extent.right() : extent.bottom()) - span);
        java.util.TreeSet<Double> starts = new java.util.TreeSet<>();
        starts.add(low);
        for (Box box : boxes) {
            double from = across ? box.x() : box.y();
            double to = across ? box.right() : box.bottom();
            starts.add(Math.max(low, Math.min(high, from)));
            starts.add(Math.max(low, Math.min(high, to - span)));
        }
        return new ArrayList<>(starts);
    }

    /** The part of the graph a view of {@code width} by {@code height} pixels shows in this frame. */
    public Box visible(double width, double height) {
        return new Box(-panX / zoom, -panY / zoom, width / zoom, height / zoom);
    }
}

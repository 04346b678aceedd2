package dev.reel.ui.graph;

import javafx.scene.transform.Scale;
import javafx.scene.transform.Transform;
import javafx.scene.transform.Translate;

import java.util.List;

/**
 * The graph view's zoom and pan: the scale and translation that take graph units to view pixels, applied to the
 * view's world. Zooming keeps the graph point under the mouse where it is and stays within {@link #MIN_ZOOM} and
 * {@link #MAX_ZOOM}; {@link #fit} is Frame All's choice of zoom and centre for the graph's extent. It knows
 * nothing of what the world holds; the view tells it the extent and redraws after it moves.
 */
final class ZoomPan {
    static final double MIN_ZOOM = 0.25;
    static final double MAX_ZOOM = 2.5;
    /** The smallest zoom Frame All picks. */
    static final double FRAME_MIN_ZOOM = 0.6;
    /** The largest zoom Frame All picks. */
    private static final double FRAME_MAX_ZOOM = 1.1;
    /** Frame All's margin about the graph, in view pixels. */
    private static final double FRAME_MARGIN = 28;

    private final Scale scale = new Scale(1, 1, 0, 0);
    private final Translate translate = new Translate(0, 0);

    /** The transforms the world takes, in the order they apply. */
    List<Transform> transforms() {
        return List.of(translate, scale);
    }

    double zoom() {
        return scale.getX();
    }

    /** Where the graph's origin is in the view, across. */
    double panX() {
        return translate.getX();
    }

    /** Where the graph's origin is in the view, down. */
    double panY() {
        return translate.getY();
    }

    /** Zooms by {@code factor} keeping the graph point under view point {@code (x, y)} where it is. */
    void zoomAt(double x, double y, double factor) {
        double old = scale.getX();
        double next = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, old * factor));
        double worldX = (x - translate.getX()) / old;
        double worldY = (y - translate.getY()) / old;
        scale.setX(next);
        scale.setY(next);
        translate.setX(x - worldX * next);
        translate.setY(y - worldY * next);
    }

    void panBy(double dx, double dy) {
        translate.setX(translate.getX() + dx);
        translate.setY(translate.getY() + dy);
    }

    /**
     * Zooms and pans so that the graph extent from {@code (minX, minY)} to {@code (maxX, maxY)} fits a view of
     * {@code width} by {@code height} with a margin, centred.
     */
    void fit(double minX, double minY, double maxX, double maxY, double width, double height) {
        double zoom = Math.min((width - 2 * FRAME_MARGIN) / Math.max(1, maxX - minX),
                (height - 2 * FRAME_MARGIN) / Math.max(1, maxY - minY));
        // Below about half size the names cannot be read: a short panel shows the middle at a readable size.
        zoom = Math.max(FRAME_MIN_ZOOM, Math.min(FRAME_MAX_ZOOM, zoom));
        scale.setX(zoom);
        scale.setY(zoom);
        translate.setX(width / 2 - (minX + maxX) / 2 * zoom);
        translate.setY(height / 2 - (minY + maxY) / 2 * zoom);
    }
}

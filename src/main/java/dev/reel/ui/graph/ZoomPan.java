package dev.reel.ui.graph;

import javafx.scene.transform.Scale;
import javafx.scene.transform.Transform;
import javafx.scene.transform.Translate;

import java.util.List;

/**
 * The graph view's zoom and pan: the scale and translation that take graph units to view pixels, applied to the
 * view's world. Zooming keeps the graph point under the mouse where it is and stays within {@link #MIN_ZOOM} and
 * {@link #MAX_ZOOM}; {@link #frame} takes Frame All's choice ({@code ViewFrame}). It knows
 * nothing of what the world holds; the view tells it the extent and redraws after it moves.
 */
final class ZoomPan {
    static final double MIN_ZOOM = 0.25;
    static final double MAX_ZOOM = 2.5;
    /** The smallest zoom Frame All picks: text at 11 px. */
    static final double FRAME_MIN_ZOOM = dev.reel.edit.graph.ViewFrame.READABLE_ZOOM;

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

    /** Takes the zoom and pan of a frame (Frame All's, or one a graph remembers). */
    void frame(dev.reel.edit.graph.ViewFrame frame) {
        scale.setX(frame.zoom());
        scale.setY(frame.zoom());
        translate.setX(frame.panX());
        translate.setY(frame.panY());
    }

    /** The zoom and pan now. */
    dev.reel.edit.graph.ViewFrame frame() {
        return new dev.reel.edit.graph.ViewFrame(zoom(), panX(), panY());
    }
}

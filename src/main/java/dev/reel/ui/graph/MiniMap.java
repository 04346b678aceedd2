package dev.reel.ui.graph;

import dev.reel.edit.graph.Box;
import dev.reel.edit.graph.Diagram;
import dev.reel.edit.graph.Geometry;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.input.MouseEvent;
import javafx.scene.paint.Color;

import java.util.List;
import java.util.function.BiConsumer;

/**
 * The graph in small, in the view's bottom right corner, shown only while the graph is larger than the view:
 * every box and pill as a block, the part the view shows as a frame. Dragging the frame scrolls the view with
 * it (the frame stays under the pointer where it was grabbed); a click or drag elsewhere centres the view there.
 * It is faint (the boxes under it show through) until the pointer is over it.
 */
final class MiniMap extends Canvas {
    static final double WIDTH = 140;
    static final double HEIGHT = 84;
    private static final double INSET = 6;
    /** How much of the map shows while the pointer is elsewhere. */
    static final double RESTING_OPACITY = 0.45;

    private final BiConsumer<Double, Double> centreOn;
    private Box extent;
    private Box visible;
    private double scale;
    /** The boxes and pills last drawn. */
    private List<Diagram.Node> drawnNodes;
    /** Where the frame was grabbed, from its middle, in graph units (0, 0: centred on the pointer). */
    private double grabX;
    private double grabY;

    /** @param centreOn centres the view on a graph point (x, y) */
    MiniMap(BiConsumer<Double, Double> centreOn) {
        super(WIDTH, HEIGHT);
        this.centreOn = centreOn;
        setId("graph-minimap");
        setManaged(false);
        setVisible(false);
        // Faint until the pointer is over it: it sits over the graph's corner, and a box under it should show.
        setOpacity(RESTING_OPACITY);
        addEventHandler(MouseEvent.MOUSE_ENTERED, event -> setOpacity(1));
        addEventHandler(MouseEvent.MOUSE_EXITED, event -> setOpacity(RESTING_OPACITY));
        addEventHandler(MouseEvent.MOUSE_PRESSED, this::press);
        addEventHandler(MouseEvent.MOUSE_DRAGGED, this::jump);
    }

    private void press(MouseEvent event) {
        grabX = 0;
        grabY = 0;
        if (extent != null && scale > 0 && visible != null) {
            double x = graphX(event.getX());
            double y = graphY(event.getY());
            if (visible.containsInside(x, y)) {
                grabX = x - visible.centreX();
                grabY = y - visible.centreY();
            }
        }
        jump(event);
    }

    private void jump(MouseEvent event) {
        if (extent != null && scale > 0) {
            centreOn.accept(graphX(event.getX()) - grabX, graphY(event.getY()) - grabY);
        }
        event.consume();
    }

    /** The graph point under a point of the mini-map. */
    private double graphX(double x) {
        return extent.x() + (x - INSET) / scale;
    }

    private double graphY(double y) {
        return extent.y() + (y - INSET) / scale;
    }

    /** Where the frame of the part in view is drawn (mini-map pixels), or null while the map is hidden. */
    javafx.geometry.Rectangle2D viewBox() {
        if (!isVisible() || visible == null) {
            return null;
        }
        return new javafx.geometry.Rectangle2D(x(visible.x()), y(visible.y()), visible.width() * scale,
                visible.height() * scale);
    }

    /**
     * Draws {@code geometry} with the frame of {@code visible} (graph units), or hides itself when the graph fits
     * in what the view shows (or there is none).
     */
    void show(Geometry geometry, Box visible) {
        Box whole = geometry == null ? null : geometry.extent();
        boolean larger = whole != null && visible != null && !whole.within(visible.grow(1));
        setVisible(larger);
        if (!larger) {
            return;
        }
        List<Diagram.Node> nodes = geometry.diagram().nodes();
        if (whole.equals(extent) && visible.equals(this.visible) && nodes.equals(drawnNodes)) {
            return; // the same picture (a drag frame that moved nothing it shows)
        }
        drawnNodes = nodes;
        extent = whole;
        this.visible = visible;
        scale = Math.min((WIDTH - 2 * INSET) / whole.width(), (HEIGHT - 2 * INSET) / whole.height());
        GraphicsContext g = getGraphicsContext2D();
        g.clearRect(0, 0, WIDTH, HEIGHT);
        g.setFill(Color.web("#0d1117", 0.88));
        g.fillRoundRect(0, 0, WIDTH, HEIGHT, 8, 8);
        g.setStroke(Color.web("#353d4b"));
        g.strokeRoundRect(0.5, 0.5, WIDTH - 1, HEIGHT - 1, 8, 8);
        for (Diagram.Node node : geometry.diagram().nodes()) {
            g.setFill(node.pill() ? Color.web("#c792ea", 0.8) : Color.web("#8b949e", 0.85));
            Box box = node.box();
            g.fillRect(x(box.x()), y(box.y()), Math.max(2, box.width() * scale), Math.max(2, box.height() * scale));
        }
        g.setStroke(Color.web("#4c9aff"));
        g.setLineWidth(1.5);
        double left = Math.max(0, x(visible.x()));
        double top = Math.max(0, y(visible.y()));
        double right = Math.min(WIDTH, x(visible.right()));
        double bottom = Math.min(HEIGHT, y(visible.bottom()));
        g.strokeRect(left + 0.75, top + 0.75, Math.max(2, right - left - 1.5), Math.max(2, bottom - top - 1.5));
    }

    private double x(double graphX) {
        return INSET + (graphX - extent.x()) * scale;
    }

    private double y(double graphY) {
        return INSET + (graphY - extent.y()) * scale;
    }
}

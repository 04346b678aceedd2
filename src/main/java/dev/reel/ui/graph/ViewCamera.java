package dev.reel.ui.graph;

import dev.reel.edit.graph.Box;
import dev.reel.edit.graph.Geometry;
import dev.reel.edit.graph.ViewFrame;
import javafx.scene.canvas.Canvas;
import javafx.scene.layout.Region;

import java.util.function.Supplier;

/**
 * The graph view's camera: its zoom and pan ({@link ZoomPan}), the dotted grid drawn under the graph at them, the
 * mini-map that shows the part in view, Frame All, and the memory told where the camera went ({@link CameraMemory}).
 * Each move stops a drag's pictures and starts the camera's ({@link CameraCache}); the view hands it its size and
 * what it draws.
 */
final class ViewCamera {
    private final Region view;
    private final Canvas grid = new Canvas();
    private final ZoomPan zoomPan = new ZoomPan();
    private final MiniMap miniMap;
    private final CameraMemory memory = new CameraMemory();
    private final Supplier<Geometry> geometry;
    private final Runnable moving;
    private final Runnable moved;
    /** The view's size and the camera the grid was last painted at. */
    private double[] gridDrawn;

    /**
     * @param view     the graph view, whose size the camera frames
     * @param geometry what the view draws now (null: nothing)
     * @param moving   what the view does as the camera moves (stop a drag's pictures, start the camera's)
     * @param moved    what the view does once the camera moved (bring in the parts that came near the view)
     */
    ViewCamera(Region view, Supplier<Geometry> geometry, Runnable moving, Runnable moved) {
        this.view = view;
        this.geometry = geometry;
        this.moving = moving;
        this.moved = moved;
        this.miniMap = new MiniMap(this::centreOn);
        grid.setMouseTransparent(true);
        grid.setManaged(false);
    }

    Canvas grid() {
        return grid;
    }

    ZoomPan zoomPan() {
        return zoomPan;
    }

    MiniMap miniMap() {
        return miniMap;
    }

    CameraMemory memory() {
        return memory;
    }

    double zoom() {
        return zoomPan.zoom();
    }

    /** Zooms by {@code factor} keeping the graph point under view point {@code (x, y)} where it is. */
    void zoomAt(double x, double y, double factor) {
        zoomPan.zoomAt(x, y, factor);
        moving.run();
        moved();
    }

    void panBy(double dx, double dy) {
        moving.run();
        zoomPan.panBy(dx, dy);
        moved();
    }

    /**
     * Zooms and pans so that every box, pill, arrow and label fits the view with a margin, but never below the
     * zoom at which text is 11 px: a larger graph is shown where the view takes in the most boxes, the Entry
     * pill's side first, and scrolled (the mini-map shows the rest).
     */
    void frameAll() {
        Geometry drawn = geometry.get();
        Box extent = drawn == null ? null : drawn.extent();
        if (extent == null || view.getWidth() <= 0 || view.getHeight() <= 0) {
            return;
        }
        zoomPan.frame(ViewFrame.fit(drawn, view.getWidth(), view.getHeight()));
        moved();
    }

    /** Pans so that graph point {@code (x, y)} is in the middle of the view (a click on the mini-map). */
    void centreOn(double x, double y) {
        panBy(view.getWidth() / 2 - (x * zoomPan.zoom() + zoomPan.panX()),
                view.getHeight() / 2 - (y * zoomPan.zoom() + zoomPan.panY()));
    }

    /** The zoom and pan now. */
    ViewFrame frame() {
        return zoomPan.frame();
    }

    /** Takes a remembered zoom and pan. */
    void setFrame(ViewFrame frame) {
        zoomPan.frame(frame);
        moved();
    }

    /** The part of the graph in view (graph units), or null before the view has a size. */
    Box visible() {
        return view.getWidth() <= 0 || view.getHeight() <= 0 ? null
                : zoomPan.frame().visible(view.getWidth(), view.getHeight());
    }

    /** Draws the grid at the view's size and the mini-map in its corner, with the camera where it is. */
    void draw() {
        double[] now = {view.getWidth(), view.getHeight(), zoomPan.zoom(), zoomPan.panX(), zoomPan.panY()};
        if (!java.util.Arrays.equals(now, gridDrawn)) {
            // Painted again only when the camera or size changed: a grid painted anew every drag frame made
            // the whole view a changed area, drawn again under the few things that moved.
            gridDrawn = now;
            grid.setWidth(view.getWidth());
            grid.setHeight(view.getHeight());
            DotGrid.paint(grid, zoomPan.zoom(), zoomPan.panX(), zoomPan.panY());
        }
        miniMap.relocate(view.getWidth() - MiniMap.WIDTH - 10, view.getHeight() - MiniMap.HEIGHT - 10);
        miniMap.show(geometry.get(), visible());
    }

    /** Redraws and tells the memory where the camera is: only when it moved, never on a redraw. */
    private void moved() {
        moved.run();
        draw();
        if (geometry.get() != null) {
            memory.moved(zoomPan.frame());
        }
    }
}

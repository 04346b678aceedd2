package dev.reel.ui.graph;

import javafx.scene.Cursor;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;

/**
 * Lets a region be made taller or shorter by dragging its bottom edge (the blend strip and plane): the cursor
 * shows it near the edge, and the drag sets the region's preferred height, never below its minimum.
 */
final class StripResizer {
    /** How near the bottom edge a press starts a resize. */
    static final double GRIP = 8;

    private final Region region;
    private double startY = Double.NaN;
    private double startHeight;

    private StripResizer(Region region) {
        this.region = region;
    }

    /** Makes {@code region} resizable by its bottom edge. */
    static void install(Region region) {
        StripResizer resizer = new StripResizer(region);
        region.addEventFilter(MouseEvent.MOUSE_MOVED, resizer::moved);
        region.addEventFilter(MouseEvent.MOUSE_EXITED, event -> region.setCursor(Cursor.DEFAULT));
        region.addEventFilter(MouseEvent.MOUSE_PRESSED, resizer::pressed);
        region.addEventFilter(MouseEvent.MOUSE_DRAGGED, resizer::dragged);
        region.addEventFilter(MouseEvent.MOUSE_RELEASED, resizer::released);
    }

    private boolean nearEdge(MouseEvent event) {
        return event.getY() >= region.getHeight() - GRIP;
    }

    private void moved(MouseEvent event) {
        region.setCursor(nearEdge(event) ? Cursor.S_RESIZE : Cursor.DEFAULT);
    }

    private void pressed(MouseEvent event) {
        if (event.isPrimaryButtonDown() && nearEdge(event)) {
            startY = event.getScreenY();
            startHeight = region.getHeight();
            event.consume();
        }
    }

    private void dragged(MouseEvent event) {
        if (!Double.isNaN(startY)) {
            region.setPrefHeight(Math.max(region.getMinHeight(), startHeight + event.getScreenY() - startY));
            event.consume();
        }
    }

    private void released(MouseEvent event) {
        if (!Double.isNaN(startY)) {
            startY = Double.NaN;
            event.consume();
        }
    }
}

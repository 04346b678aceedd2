package dev.reel.ui.graph;

import javafx.animation.PauseTransition;
import javafx.geometry.Bounds;
import javafx.scene.CacheHint;
import javafx.scene.Node;
import javafx.util.Duration;

import java.util.List;

/**
 * Keeps the graph's layers as pictures while the camera moves: a pan or zoom frame then moves or scales two
 * bitmaps instead of drawing every arrow, label and box again (600 arrows made a pan frame take several times
 * the 33 ms a frame may). The pictures are made from the second move that follows another within the rest time
 * (a single wheel notch is drawn as shapes: making the pictures draws every arrow, on screen or not). Once the
 * camera has rested a moment the layers are drawn as shapes again, sharp at the new zoom; a change of what they
 * show ends the pictures at once. Layers that would make a picture larger than {@link #MAX_PIXELS} are left
 * alone.
 */
final class CameraCache {
    static final double MAX_PIXELS = 4096.0 * 4096.0;
    private static final Duration REST = Duration.millis(300);

    private final List<Node> layers;
    private final PauseTransition rest = new PauseTransition(REST);
    private boolean cached;
    /** The camera moved within the rest time: the next move makes the pictures. */
    private boolean moved;

    CameraCache(List<Node> layers) {
        this.layers = List.copyOf(layers);
        rest.setOnFinished(event -> stop());
    }

    /** The camera moved: the layers are kept as pictures (scaled, not redrawn, while it zooms) until it rests. */
    void moving() {
        if (!moved) {
            moved = true;
        } else if (!cached) {
            for (Node layer : layers) {
                Bounds bounds = layer.localToScene(layer.getBoundsInLocal());
                if (bounds.getWidth() * bounds.getHeight() <= MAX_PIXELS) {
                    layer.setCacheHint(CacheHint.SCALE);
                    layer.setCache(true);
                }
            }
            cached = true;
        }
        rest.playFromStart();
    }

    /** What the layers show changed (or the camera rested): they are drawn as shapes again. */
    void stop() {
        rest.stop();
        moved = false;
        if (cached) {
            for (Node layer : layers) {
                layer.setCache(false);
                layer.setCacheHint(CacheHint.DEFAULT);
            }
            cached = false;
        }
    }

    boolean cached() {
        return cached;
    }
}

package dev.reel.ui.graph;

import javafx.animation.AnimationTimer;
import javafx.geometry.Bounds;
import javafx.scene.CacheHint;
import javafx.scene.Node;

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
    /**
     * Pulses without a move after which the camera rests (0.3 s at 60 frames/s): counted in frames rather than
     * time, so that frames slower than the rest time do not end the pictures between two moves.
     */
    static final int REST_PULSES = 18;

    private final List<Node> layers;
    private final AnimationTimer rest = new AnimationTimer() {
        @Override
        public void handle(long now) {
            if (++quietPulses >= REST_PULSES) {
                CameraCache.this.stop();
            }
        }
    };
    private int quietPulses;
    private boolean cached;
    /** The camera moved within the rest time: the next move makes the pictures. */
    private boolean moved;

    CameraCache(List<Node> layers) {
        this.layers = List.copyOf(layers);
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
        quietPulses = 0;
        rest.start();
    }

    /** What the layers show changed (or the camera rested): they are drawn as shapes again. */
    void stop() {
        rest.stop();
        quietPulses = 0;
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

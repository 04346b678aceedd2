package dev.reel.ui.graph;

import javafx.animation.AnimationTimer;
import javafx.geometry.Bounds;
import javafx.scene.CacheHint;
import javafx.scene.Group;
import javafx.scene.Node;

import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Keeps what a state drag leaves alone as pictures while the drag runs: the dragged boxes and the arrows that
 * end at them are lifted out of their layers into layers of their own just above, and the arrow and box layers
 * they left are drawn once into bitmaps. A drag frame then draws only what moves over two pictures instead of
 * every arrow, label and shadowed box its changed area crosses (600 arrows made a drag frame take about three
 * times the 33 ms a frame may). The pictures are made on the second frame of the same states moving (a single
 * move is drawn as shapes: making the pictures draws every arrow). Anything else the graph shows changing, the
 * camera moving or {@link CameraCache#REST_PULSES} pulses without a move put the lifted parts back and draw the
 * layers as shapes again. Layers that would make a picture larger than {@link CameraCache#MAX_PIXELS} are not
 * lifted from.
 */
final class DragCache {
    /**
     * The drag rests after {@link CameraCache#REST_PULSES} pulses and this long without a move: a step of a slow
     * drag may take longer than the pulses, and making the pictures again costs a whole frame of every arrow.
     */
    private static final long REST_NANOS = 1_000_000_000L;

    private final Group arrowLayer;
    private final Group nodeLayer;
    private final Group movingArrows = new Group();
    private final Group movingBoxes = new Group();
    private final Runnable restore;
    private final Set<Node> lifted = new HashSet<>();
    private final AnimationTimer rest = new AnimationTimer() {
        @Override
        public void handle(long now) {
            if (++quietPulses >= CameraCache.REST_PULSES && now - lastMove >= REST_NANOS) {
                DragCache.this.stop();
            }
        }
    };
    private int quietPulses;
    /** When the last move came ({@link System#nanoTime()}). */
    private long lastMove;
    /** The states the last frame moved (the next frame moving the same ones makes the pictures). */
    private Set<Long> armed = Set.of();
    private boolean active;

    /**
     * @param restore puts every box and arrow back into its layer in its order and places the labels again
     *                (run once the lifted parts are out of their own layers)
     */
    DragCache(Group arrowLayer, Group nodeLayer, Runnable restore) {
        this.arrowLayer = arrowLayer;
        this.nodeLayer = nodeLayer;
        this.restore = restore;
        movingArrows.setManaged(false);
        movingBoxes.setManaged(false);
    }

    /** The layer the lifted arrows are drawn in (between the arrow and box layers). */
    Group movingArrows() {
        return movingArrows;
    }

    /** The layer the lifted boxes are drawn in (above the box layer). */
    Group movingBoxes() {
        return movingBoxes;
    }

    boolean active() {
        return active;
    }

    /** Whether {@code node} is lifted out of its layer for the drag (it is not put back while the drag runs). */
    boolean lifted(Node node) {
        return active && lifted.contains(node);
    }

    /** Whether the drag keeps its pictures for a frame that moved only the states {@code ids} (null: not a move). */
    boolean keeps(Set<Long> ids) {
        return active && armed.equals(ids);
    }

    /**
     * A frame moved only the states {@code ids} (their boxes {@code boxes}, with {@code arrows} ending at them)
     * and changed nothing else: the second such frame of the same states lifts them and makes the pictures.
     * Call it after the frame's boxes and arrows are placed.
     */
    void moved(Set<Long> ids, Collection<? extends Node> boxes, Collection<? extends Node> arrows) {
        quietPulses = 0;
        lastMove = System.nanoTime();
        rest.start();
        if (active) {
            return;
        }
        if (!ids.equals(armed)) {
            armed = Set.copyOf(ids);
            return;
        }
        if (!fits(arrowLayer) || !fits(nodeLayer)) {
            return;
        }
        lift(boxes, nodeLayer, movingBoxes);
        lift(arrows, arrowLayer, movingArrows);
        for (Node layer : List.of(arrowLayer, nodeLayer)) {
            layer.setCacheHint(CacheHint.QUALITY);
            layer.setCache(true);
        }
        active = true;
    }

    private void lift(Collection<? extends Node> nodes, Group from, Group to) {
        from.getChildren().removeAll(nodes);
        to.getChildren().setAll(nodes);
        lifted.addAll(nodes);
    }

    private static boolean fits(Node layer) {
        Bounds bounds = layer.localToScene(layer.getBoundsInLocal());
        return bounds.getWidth() * bounds.getHeight() <= CameraCache.MAX_PIXELS;
    }

    /**
     * Gives {@code layer} the children {@code order}, adding back the few nodes missing from it in their places
     * rather than setting them all again: a node taken out of the scene and put back is styled again, and 600
     * arrows styled again cost far more than the drag saved.
     */
    static void putBack(Group layer, List<? extends Node> order) {
        javafx.collections.ObservableList<Node> children = layer.getChildren();
        for (int i = 0; i < order.size(); i++) {
            Node node = order.get(i);
            if (i < children.size() && children.get(i) == node) {
                continue;
            }
            if (node.getParent() == layer) {
                children.remove(node);
            }
            children.add(i, node);
        }
        if (children.size() > order.size()) {
            children.remove(order.size(), children.size());
        }
    }

    /** Ends the drag's pictures: the lifted parts go back into their layers, drawn as shapes again. */
    void stop() {
        rest.stop();
        quietPulses = 0;
        armed = Set.of();
        if (!active) {
            return;
        }
        active = false;
        movingArrows.getChildren().clear();
        movingBoxes.getChildren().clear();
        lifted.clear();
        for (Node layer : List.of(arrowLayer, nodeLayer)) {
            layer.setCache(false);
            layer.setCacheHint(CacheHint.DEFAULT);
        }
        restore.run();
    }
}

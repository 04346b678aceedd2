package dev.reel.ui.graph;

import dev.reel.edit.graph.Box;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.layout.Region;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Which of the graph's boxes, pills and arrows are in their layers. A part joins its layer once the camera comes
 * near it (within a quarter of the view around the part of the graph in view) and then stays: a node in the scene
 * is styled, laid out and walked by every pulse, and a 600-arrow graph scrolled at the readable zoom shows about
 * a tenth of its parts. Nothing new joins while the view has no size (the panel is hidden) or a graph just
 * shown waits for its camera: the parts near the view join once it has them.
 */
final class LayerReach {
    private final Set<Node> joined = new HashSet<>();
    private final Supplier<Box> visible;
    private final BooleanSupplier waiting;
    private double width = -1;
    private double height = -1;

    /**
     * @param visible the part of the graph in view (graph units), or null before the view has a size
     * @param waiting whether a graph just shown waits for its camera (nothing joins until it has it)
     */
    LayerReach(Supplier<Box> visible, BooleanSupplier waiting) {
        this.visible = visible;
        this.waiting = waiting;
    }

    /** Whether {@code node} is (or now goes) in its layer: it joined before, or the camera is near it. */
    boolean joins(Node node) {
        if (joined.contains(node)) {
            return true;
        }
        Box view = visible.get();
        if (view == null || waiting.getAsBoolean()) {
            return false;
        }
        Box near = view.grow(Math.max(view.width(), view.height()) / 4);
        Box reach = node instanceof ArrowNode arrow ? arrow.reach()
                : node instanceof Region region ? new Box(region.getLayoutX(), region.getLayoutY(),
                region.getPrefWidth(), region.getPrefHeight()) : null;
        if (reach != null && !reach.overlaps(near)) {
            return false;
        }
        joined.add(node);
        return true;
    }

    /** Counts {@code nodes} as in their layers (lifted into a drag's own layers, they are in the scene). */
    void join(Collection<? extends Node> nodes) {
        joined.addAll(nodes);
    }

    /** Forgets the parts {@code gone} says are gone (their states or transitions were removed). */
    void forget(Predicate<Node> gone) {
        joined.removeIf(gone);
    }

    /** Forgets every part but {@code kept} (nothing is shown). */
    void keepOnly(Collection<? extends Node> kept) {
        joined.retainAll(kept);
    }

    int size() {
        return joined.size();
    }

    /** Whether the view's size differs from the one last told (and remembers this one). */
    boolean resized(double viewWidth, double viewHeight) {
        boolean changed = viewWidth != width || viewHeight != height;
        width = viewWidth;
        height = viewHeight;
        return changed;
    }

    /**
     * Adds to {@code layer} the nodes of {@code order} that are outside any layer and now join, each in its place
     * among those in it; whether any joined.
     */
    boolean bring(Group layer, List<? extends Node> order) {
        boolean any = false;
        for (Node node : order) {
            if (node.getParent() == null && joins(node)) {
                any = true;
            }
        }
        if (any) {
            DragCache.putBack(layer, inLayer(order));
        }
        return any;
    }

    /** The nodes of {@code order} that are in their layer, in that order. */
    List<Node> inLayer(List<? extends Node> order) {
        List<Node> in = new ArrayList<>();
        for (Node node : order) {
            if (joins(node)) {
                in.add(node);
            }
        }
        return in;
    }
}

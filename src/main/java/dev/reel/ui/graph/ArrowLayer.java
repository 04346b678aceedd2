package dev.reel.ui.graph;

import dev.reel.edit.graph.Diagram;
import dev.reel.edit.graph.Geometry;
import dev.reel.edit.graph.LabelLayout;
import dev.reel.edit.graph.LabelText;
import dev.reel.edit.graph.Point;
import dev.reel.edit.graph.Sizes;

import dev.reel.model.Controller;
import dev.reel.model.Transition;
import javafx.scene.Group;
import javafx.scene.Node;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The graph's arrows: one {@link ArrowNode} per transition (kept by id across redraws, so an unchanged one is not
 * drawn again) and the Entry pill's arrow, routed between the boxes, their labels placed clear of the boxes and
 * of each other, the selected ones on top, and a preview's blend shown on its arrow.
 */
final class ArrowLayer {
    private final Group layer = new Group();
    private final Map<Long, ArrowNode> arrows = new LinkedHashMap<>();
    private final ArrowNode entryArrow = new ArrowNode(0);
    private Set<Long> selected = Set.of();
    private Geometry geometry;
    /** The label text of each transition drawn last, by the transition value (the same value, the same text). */
    private Map<Transition, String> labelTexts = Map.of();

    private final java.util.function.ToDoubleFunction<String> labelWidth;

    /** Whether an arrow is in the layer (it joins once the camera comes near it: {@link GraphView}). */
    private final Predicate<Node> joins;

    /**
     * @param labelWidth the width of a label's plate showing a text ({@link LabelWidths})
     * @param joins      whether an arrow, routed, is to be in the layer (the Entry arrow always is)
     */
    ArrowLayer(java.util.function.ToDoubleFunction<String> labelWidth, Predicate<Node> joins) {
        this.labelWidth = labelWidth;
        this.joins = joins;
        layer.getChildren().add(entryArrow);
    }

    /** The group the arrows are drawn in. */
    Group group() {
        return layer;
    }

    ArrowNode arrow(long transitionId) {
        return arrows.get(transitionId);
    }

    Collection<ArrowNode> all() {
        return arrows.values();
    }

    /** Draws nothing. */
    void clear() {
        layer.getChildren().removeAll(arrows.values());
        arrows.clear();
        entryArrow.setVisible(false);
    }

    /**
     * Draws {@code controller}'s transitions and the Entry arrow along the paths the geometry routes around the
     * boxes, the labels where it places them. Arrows that are {@code lifted} out of the layer are kept out of it.
     */
    void draw(Controller controller, Predicate<Node> lifted) {
        // A transition's label text is made once per transition value (a drag frame wrote all 600 again).
        Map<Transition, String> texts = new java.util.IdentityHashMap<>(controller.transitions().size() * 2);
        Diagram diagram = Diagram.of(controller, Sizes.EDITOR, transition -> {
            String text = labelTexts.get(transition);
            if (text == null) {
                text = LabelText.of(transition);
            }
            texts.put(transition, text);
            return text;
        });
        labelTexts = texts;
        draw(controller, lifted, diagram, null, null);
    }

    /**
     * As {@link #draw(Controller, Predicate)}, with {@code controller}'s diagram and, when they were worked out
     * ahead (on a worker: {@link GraphView}), its routes (null: routed here) and its labels' spots, placed with
     * the selected arrows choosing first (null: placed here, measured in the labels' font).
     */
    void draw(Controller controller, Predicate<Node> lifted, Diagram diagram, Map<Long, List<Point>> routed,
              Map<Long, LabelLayout.Spot> placed) {
        // While boxes are dragged only their arrows are routed again (a 600-arrow graph takes tens of ms whole).
        Set<Long> moving = new HashSet<>();
        arrows.forEach((id, arrow) -> {
            if (lifted.test(arrow)) {
                moving.add(id);
            }
        });
        if (lifted.test(entryArrow)) {
            moving.add(Diagram.ENTRY_ARROW);
        }
        geometry = routed != null ? new Geometry(diagram, routed, placed != null ? placed
                : LabelLayout.place(diagram, routed, labelWidth, Sizes.EDITOR.labelHeight(), selected))
                : geometry != null && !moving.isEmpty()
                ? Geometry.partly(diagram, geometry, moving, labelWidth, Sizes.EDITOR.labelHeight(),
                selected)
                : Geometry.of(diagram, labelWidth, Sizes.EDITOR.labelHeight(), selected);
        Map<Long, ArrowNode> keep = new LinkedHashMap<>();
        List<Node> nodes = new ArrayList<>();
        for (Transition transition : controller.transitions()) {
            List<Point> route = geometry.routes().get(transition.id());
            if (route == null) {
                continue;
            }
            ArrowNode arrow = arrows.containsKey(transition.id()) ? arrows.get(transition.id())
                    : new ArrowNode(transition.id());
            arrow.show(transition, route);
            keep.put(transition.id(), arrow);
            if (!lifted.test(arrow) && joins.test(arrow)) {
                nodes.add(arrow);
            }
        }
        arrows.clear();
        arrows.putAll(keep);
        List<Point> entryRoute = geometry.routes().get(Diagram.ENTRY_ARROW);
        entryArrow.setVisible(entryRoute != null);
        if (entryRoute != null) {
            entryArrow.route(entryRoute);
        }
        if (!lifted.test(entryArrow)) {
            nodes.add(0, entryArrow);
        }
        // The same arrows in another order only differ by the selected ones showSelection brought to the front.
        if (layer.getChildren().size() != nodes.size() || !new HashSet<>(layer.getChildren()).containsAll(nodes)) {
            // Only the arrows missing are added (setting them all again would style every arrow again).
            DragCache.putBack(layer, nodes);
        }
    }

    /**
     * Adds the arrows that now join the layer ({@code joins} says so since the camera moved), in their places;
     * the arrows added, none when none joined.
     */
    List<Node> join() {
        List<Node> added = new ArrayList<>();
        for (ArrowNode arrow : arrows.values()) {
            if (arrow.getParent() == null && joins.test(arrow)) {
                added.add(arrow);
            }
        }
        if (!added.isEmpty()) {
            restoreOrder();
        }
        return added;
    }

    /** The geometry last drawn, or null. */
    Geometry geometry() {
        return geometry;
    }

    /** Puts the arrows missing from the layer back in their places (the selected ones on top). */
    void restoreOrder() {
        List<Node> nodes = new ArrayList<>();
        nodes.add(entryArrow);
        arrows.values().stream().filter(joins).forEach(nodes::add);
        // The selected arrows were brought to the front: the order they would have there is the one to keep.
        nodes.sort(java.util.Comparator.comparing(node -> node instanceof ArrowNode arrow
                && selected.contains(arrow.transitionId())));
        DragCache.putBack(layer, nodes);
    }

    /**
     * What moves with the boxes of the states named {@code names} and the pills that move: the arrows that end at
     * or start from those boxes, those from the Any State pill if it moves, and the Entry arrow if its pill or
     * the entry state moves.
     */
    List<ArrowNode> attachedTo(Controller controller, Set<String> names, boolean entryMoves, boolean anyMoves) {
        List<ArrowNode> attached = new ArrayList<>();
        for (Transition transition : controller.transitions()) {
            ArrowNode arrow = arrows.get(transition.id());
            if (arrow != null && (names.contains(transition.to()) || (transition.fromAny() ? anyMoves
                    : names.contains(transition.from())))) {
                attached.add(arrow);
            }
        }
        if (entryMoves || names.contains(controller.entry())) {
            attached.add(entryArrow);
        }
        return attached;
    }

    /** Puts every label where the geometry placed it (the selected arrows' labels chose first). */
    void placeLabels() {
        if (geometry == null) {
            return;
        }
        for (ArrowNode arrow : arrows.values()) {
            arrow.showLabel(geometry.labels().get(arrow.transitionId()));
        }
    }

    /**
     * Places the labels again along the routes drawn, the selected arrows' choosing first (the selection or the
     * labels' font changed; the routes do not depend on either).
     */
    void placeLabelsAgain() {
        if (geometry != null) {
            geometry = new Geometry(geometry.diagram(), geometry.routes(), LabelLayout.place(geometry.diagram(),
                    geometry.routes(), labelWidth, Sizes.EDITOR.labelHeight(), selected));
        }
        placeLabels();
    }

    /** The arrows marked selected, whose labels choose their spots first. */
    Set<Long> selected() {
        return selected;
    }

    /** Marks the selected arrows and brings them to the front; true when the selected arrows changed. */
    boolean showSelection(Set<Long> selection) {
        arrows.forEach((id, arrow) -> arrow.setSelected(selection.contains(id)));
        arrows.values().stream().filter(arrow -> selection.contains(arrow.transitionId())).forEach(Node::toFront);
        Set<Long> now = new HashSet<>(selection);
        now.retainAll(arrows.keySet());
        if (now.equals(selected)) {
            return false;
        }
        selected = Set.copyOf(now);
        return true;
    }

    /** Shows a running animator's blend on its arrow, or none ({@code frame} or its blend null). */
    void showLive(Controller controller, LiveFrame frame) {
        ArrowNode blending = frame == null || frame.blendFrom() == null ? null : blendArrow(controller, frame);
        for (ArrowNode arrow : arrows.values()) {
            arrow.setBlend(arrow == blending ? frame.weight() : -1);
        }
    }

    /** The arrow a blend runs along: the first transition from its source to its target, else from Any State. */
    private ArrowNode blendArrow(Controller controller, LiveFrame frame) {
        ArrowNode fromAny = null;
        for (Transition transition : controller.transitions()) {
            if (!transition.to().equals(frame.state())) {
                continue;
            }
            if (transition.from().equals(frame.blendFrom())) {
                return arrows.get(transition.id());
            }
            if (transition.fromAny() && fromAny == null) {
                fromAny = arrows.get(transition.id());
            }
        }
        return fromAny;
    }
}

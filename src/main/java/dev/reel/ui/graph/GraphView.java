package dev.reel.ui.graph;

import dev.reel.edit.cmd.MoveStates;
import dev.reel.model.Controller;
import dev.reel.model.State;
import dev.reel.model.Vec2;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.shape.Rectangle;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The graph canvas: a dotted grid, then the arrows, then the boxes and pills, in a world that zooms and pans
 * (graph units are a controller's {@code pos} units; {@link ZoomPan} holds the zoom and pan). It draws a controller value and keeps its nodes across
 * redraws (by id), so a drag in progress keeps its node. It knows nothing of documents or commands; the
 * gestures and the panel drive it.
 */
final class GraphView extends Region {
    /** The key under which a node's properties name the graph part it belongs to. */
    static final String PART = "reel.graph.part";

    private final Pane world = new Pane();
    private final LabelWidths labelWidths = new LabelWidths();
    private final ArrowLayer arrows = new ArrowLayer(labelWidths::width, node -> this.reach.joins(node));
    private final Group arrowLayer = arrows.group();
    private final Group nodeLayer = new Group();
    private final Group overlay = new Group();
    private final Rectangle band = new Rectangle();
    private final Map<Long, StateBox> boxes = new LinkedHashMap<>();
    private final Map<String, StateBox> boxesByName = new HashMap<>();
    private final PillNode entry = new PillNode(MoveStates.ENTRY);
    private final PillNode any = new PillNode(MoveStates.ANY);
    private Controller controller;
    private String liveState;
    private boolean framePending;
    /**
     * The routes of a graph just shown, worked out on a worker until the view first needs its arrows (at the
     * latest when it frames the graph), or null.
     */
    private RoutesAhead ahead;
    private final LayerReach reach = new LayerReach(this::visible, () -> framePending);
    private final CameraCache camera = new CameraCache(List.of(arrowLayer, nodeLayer));
    private final DragCache drag = new DragCache(arrowLayer, nodeLayer, this::restoreLayers);
    private final ViewCamera lens = new ViewCamera(this, this::drawnGeometry, () -> {
        drag.stop();
        camera.moving();
    }, this::bringNear);

    GraphView() {
        getStyleClass().add("graph-view");
        setFocusTraversable(true);
        world.setManaged(false);
        world.setPickOnBounds(false);
        world.getTransforms().setAll(lens.zoomPan().transforms());
        world.getChildren().addAll(arrowLayer, drag.movingArrows(), nodeLayer, drag.movingBoxes(), overlay);
        nodeLayer.getChildren().addAll(entry, any);
        reach.join(List.of(entry, any));
        band.getStyleClass().add("graph-band");
        band.setVisible(false);
        band.setManaged(false);
        band.setMouseTransparent(true);
        getChildren().addAll(lens.grid(), labelWidths.probe(), world, band, lens.miniMap());
        Rectangle clip = new Rectangle();
        clip.widthProperty().bind(widthProperty());
        clip.heightProperty().bind(heightProperty());
        setClip(clip);
    }

    @Override
    protected void layoutChildren() {
        // A graph just shown: its arrows, routed on the worker meanwhile, before anything places or frames them.
        settleArrows();
        if (controller != null && getScene() != null && labelWidths.stale() && !drag.active()) {
            // The labels were placed with guessed widths (not yet styled): again with the font's.
            // The routes do not depend on the labels' widths: only the labels are placed again (routing a
            // 600-arrow graph a second time was a tenth of opening it).
            labelWidths.probe().applyCss();
            labelWidths.fresh();
            arrows.placeLabelsAgain();
            // A label that found a spot for the first time is a new node: styled now, as this pulse's style
            // pass is over.
            world.applyCss();
        }
        if (framePending && controller != null && getWidth() > 0 && getHeight() > 0) {
            framePending = false;
            // The camera first: the parts near where it looks join their layers (the others wait for it).
            dev.reel.edit.graph.ViewFrame remembered = lens.memory().recall();
            if (remembered != null) {
                setFrame(remembered);
            } else {
                frameAll();
            }
            bringNear();
            // Arrows and labels have their sizes only after a layout pass of their own.
            world.applyCss();
            world.layout();
            placeLabels();
        } else if (controller != null && reach.resized(getWidth(), getHeight()) && bringNear()) {
            // A larger view shows parts that were out of reach: styled now, as the style pass of this pulse is over.
            world.applyCss();
        }
        lens.draw();
    }

    /** The memory of where each graph was last seen, which the panel links to the document shown. */
    CameraMemory memory() {
        return lens.memory();
    }

    /** The width of a label's plate showing a text, measured in the labels' font. */
    double labelWidth(String text) {
        return labelWidths.width(text);
    }

    /** Shows the graph where it was last seen, or frames it, as soon as the view has a size (a graph was just shown). */
    void requestFrame() {
        framePending = true;
        requestLayout();
    }

    // Drawing a controller.

    Controller controller() {
        return controller;
    }

    /** Draws {@code value} (null: nothing), reusing the nodes of states and transitions that are still there. */
    void show(Controller value) {
        Set<Long> moved = dev.reel.edit.graph.PlaceChange.movedStates(controller, value);
        controller = value;
        if (moved != null && !moved.isEmpty()) {
            // The pills of a graph that does not place them move with the entry state.
            moved = new HashSet<>(moved);
            if (!at(entry, GraphPositions.entry(value))) {
                moved.add(MoveStates.ENTRY);
            }
            if (!at(any, GraphPositions.any(value))) {
                moved.add(MoveStates.ANY);
            }
        }
        boolean moving = moved != null && !moved.isEmpty();
        // A graph that waits for its camera shows no arrow yet: they are routed on a worker meanwhile.
        boolean routeAhead = value != null && framePending && !moving && !drag.active();
        if (!routeAhead) {
            settleArrows();
        }
        if (!moving || drag.active() && !drag.keeps(moved)) {
            drag.stop();
        }
        camera.stop();
        if (value == null) {
            nodeLayer.getChildren().removeAll(boxes.values());
            boxes.clear();
            boxesByName.clear();
            dropAhead();
            arrows.clear();
            reach.keepOnly(List.of(entry, any));
            entry.setVisible(false);
            any.setVisible(false);
            return;
        }
        Map<Long, StateBox> keep = new LinkedHashMap<>();
        List<Node> boxNodes = new ArrayList<>();
        for (State state : value.states()) {
            StateBox box = boxes.containsKey(state.id()) ? boxes.get(state.id()) : new StateBox(state.id());
            Vec2 at = GraphPositions.of(value, state);
            box.show(state, state.name().equals(value.entry()), at.x(), at.y());
            keep.put(state.id(), box);
            if (!drag.lifted(box) && reach.joins(box)) {
                boxNodes.add(box);
            }
        }
        boxes.clear();
        boxes.putAll(keep);
        boxesByName.clear();
        keep.values().forEach(box -> boxesByName.putIfAbsent(box.stateName(), box));
        boxNodes.addAll(0, List.of(entry, any).stream().filter(pill -> !drag.lifted(pill)).toList());
        setChildren(nodeLayer, boxNodes);
        Vec2 entryAt = GraphPositions.entry(value);
        entry.relocate(entryAt.x(), entryAt.y());
        Vec2 anyAt = GraphPositions.any(value);
        any.relocate(anyAt.x(), anyAt.y());
        entry.setVisible(true);
        any.setVisible(true);
        if (routeAhead) {
            if (ahead == null || ahead.value() != value) {
                dropAhead();
                ahead = RoutesAhead.start(value, labelWidths, arrows.selected());
            }
        } else {
            arrows.draw(value, drag::lifted);
            forgetGone();
            placeLabels();
            lens.draw();
        }
        if (liveState != null) {
            StateBox live = boxByName(liveState);
            boxes.values().forEach(box -> box.setLive(box == live ? Math.max(0, box.liveProgress()) : -1));
        }
        if (moving) {
            lift(moved);
        }
    }

    /** Forgets the parts of states and transitions that are gone. */
    private void forgetGone() {
        if (reach.size() > boxes.size() + arrows.all().size() + 3) {
            reach.forget(node -> node instanceof StateBox box ? boxes.get(box.stateId()) != box
                    : node instanceof ArrowNode arrow && arrow.transitionId() != 0
                    && arrows.arrow(arrow.transitionId()) != arrow);
        }
    }

    /**
     * Draws the arrows of the graph whose routes were worked out ahead (waiting for the worker if it is not done),
     * with the selection and live frame shown meanwhile; nothing when none are.
     */
    private void settleArrows() {
        if (ahead == null) {
            return;
        }
        RoutesAhead routed = ahead;
        ahead = null;
        RoutesAhead.Routed done = routed.take();
        arrows.draw(routed.value(), drag::lifted, done.diagram(), done.routes(),
                routed.labels(done, labelWidths, arrows.selected()));
        forgetGone();
        if (routed.selection() != null && arrows.showSelection(routed.selection())) {
            arrows.placeLabelsAgain();
        }
        if (routed.live()) {
            arrows.showLive(routed.value(), routed.frame());
        }
        placeLabels();
    }

    /** Forgets routes worked out ahead (another graph, or none, is shown). */
    private void dropAhead() {
        if (ahead != null) {
            ahead.cancel();
            ahead = null;
        }
    }

    private static boolean at(Region pill, Vec2 position) {
        return pill.getLayoutX() == position.x() && pill.getLayoutY() == position.y();
    }

    /** Tells the drag what moves with the states (and pills) {@code moved}: their boxes, arrows and the live box. */
    private void lift(Set<Long> moved) {
        List<Region> dragged = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (long id : moved) {
            Region part = id == MoveStates.ENTRY || id == MoveStates.ANY ? pill(id) : boxes.get(id);
            dragged.add(part);
            if (part instanceof StateBox box) {
                names.add(box.stateName());
            }
        }
        // The live box's ring changes every frame: drawn over the pictures, not into them.
        StateBox live = boxByName(liveState);
        if (live != null && !dragged.contains(live)) {
            dragged.add(live);
        }
        List<ArrowNode> attached = arrows.attachedTo(controller, names, moved.contains(MoveStates.ENTRY),
                moved.contains(MoveStates.ANY));
        // Lifted, they are in the scene: back in their layers afterwards.
        reach.join(dragged);
        reach.join(attached);
        drag.moved(moved, dragged, attached);
    }

    /** Puts the boxes and arrows a drag lifted out back into their layers, and places every label again. */
    private void restoreLayers() {
        settleArrows();
        DragCache.putBack(nodeLayer, reach.inLayer(boxOrder()));
        if (controller != null) {
            // During the drag only the moving arrows were routed: now every arrow is, around the boxes' new places.
            arrows.draw(controller, node -> false);
        }
        arrows.restoreOrder();
        placeLabels();
    }

    /**
     * Gives a layer these children, touching its list only when they differ: setting the same nodes again takes
     * each one out of the scene and puts it back, which restyles every box and arrow (a drag frame on a large
     * graph did that to all of them).
     */
    private static void setChildren(Group layer, List<Node> nodes) {
        if (!layer.getChildren().equals(nodes)) {
            // Only the nodes missing are added: a box or state that joins restyles no other.
            DragCache.putBack(layer, nodes);
        }
    }

    /** The pills and boxes in their layer's order. */
    private List<Node> boxOrder() {
        List<Node> order = new ArrayList<>(List.of(entry, any));
        order.addAll(boxes.values());
        return order;
    }

    /**
     * Puts the boxes and arrows the camera came near into their layers ({@link LayerReach}); whether any joined.
     * Nothing joins while a drag keeps its pictures.
     */
    private boolean bringNear() {
        reach.resized(getWidth(), getHeight());
        if (controller == null || drag.active()) {
            return false;
        }
        settleArrows();
        boolean boxesJoin = reach.bring(nodeLayer, boxOrder());
        return !arrows.join().isEmpty() | boxesJoin;
    }

    private void placeLabels() {
        settleArrows();
        if (getScene() == null) {
            return;
        }
        arrows.placeLabels();
    }

    private Routes.Box boxOf(String stateName) {
        StateBox box = boxByName(stateName);
        return box == null ? null : boxOf(box);
    }

    static Routes.Box boxOf(Region node) {
        return new Routes.Box(node.getLayoutX(), node.getLayoutY(), node.getPrefWidth(), node.getPrefHeight());
    }

    StateBox boxByName(String stateName) {
        return stateName == null ? null : boxesByName.get(stateName);
    }

    StateBox box(long stateId) {
        return boxes.get(stateId);
    }

    ArrowNode arrow(long transitionId) {
        settleArrows();
        return arrows.arrow(transitionId);
    }

    PillNode pill(long key) {
        return key == MoveStates.ENTRY ? entry : any;
    }

    List<StateBox> boxes() {
        return List.copyOf(boxes.values());
    }

    Group overlay() {
        return overlay;
    }

    CameraCache camera() {
        return camera;
    }

    DragCache drag() {
        return drag;
    }

    /** Marks the selected states and arrows and the selected pills. */
    void showSelection(Set<Long> selection, Set<Long> pills) {
        boxes.forEach((id, box) -> box.setSelected(selection.contains(id)));
        entry.setSelected(pills.contains(MoveStates.ENTRY));
        any.setSelected(pills.contains(MoveStates.ANY));
        if (ahead != null) {
            // The arrows are not drawn yet: they take the selection when they are.
            ahead.select(selection);
            return;
        }
        if (arrows.showSelection(selection)) {
            arrows.placeLabelsAgain();
        }
    }

    // Live.

    /** Shows a running animator's frame, or clears the live marks when {@code frame} is null. */
    void showLive(LiveFrame frame) {
        liveState = frame == null ? null : frame.state();
        StateBox live = liveState == null ? null : boxByName(liveState);
        for (StateBox box : boxes.values()) {
            box.setLive(box == live ? frame.normalizedTime() : -1);
        }
        if (ahead != null) {
            // The arrows are not drawn yet: they take the frame when they are.
            ahead.showLive(frame);
            return;
        }
        arrows.showLive(controller, frame);
    }

    /** The name of the state shown as the preview's current state, or null. */
    String liveState() {
        for (StateBox box : boxes.values()) {
            if (box.liveProgress() >= 0) {
                return box.stateName();
            }
        }
        return null;
    }

    // The camera.

    double zoom() {
        return lens.zoom();
    }

    /** The graph point under a scene point. */
    Routes.Point worldAt(double sceneX, double sceneY) {
        javafx.geometry.Point2D local = world.sceneToLocal(sceneX, sceneY);
        return new Routes.Point(local.getX(), local.getY());
    }

    /** Zooms by {@code factor} keeping the graph point under view point {@code (x, y)} where it is. */
    void zoomAt(double x, double y, double factor) {
        lens.zoomAt(x, y, factor);
    }

    void panBy(double dx, double dy) {
        lens.panBy(dx, dy);
    }

    /** Frame All ({@link ViewCamera#frameAll}). */
    void frameAll() {
        if (controller != null) {
            lens.frameAll();
        }
    }

    /** Shows the rubber band between two view points, or hides it (null). */
    void showBand(Routes.Point from, Routes.Point to) {
        band.setVisible(from != null);
        if (from != null) {
            band.setX(Math.min(from.x(), to.x()));
            band.setY(Math.min(from.y(), to.y()));
            band.setWidth(Math.abs(to.x() - from.x()));
            band.setHeight(Math.abs(to.y() - from.y()));
        }
    }

    /** Pans so that graph point {@code (x, y)} is in the middle of the view (a click on the mini-map). */
    void centreOn(double x, double y) {
        lens.centreOn(x, y);
    }

    /** The geometry of what is drawn, or null. */
    dev.reel.edit.graph.Geometry drawnGeometry() {
        settleArrows();
        return controller == null ? null : arrows.geometry();
    }

    /** The box around everything drawn, or null. */
    dev.reel.edit.graph.Box geometryExtent() {
        settleArrows();
        return arrows.geometry() == null ? null : arrows.geometry().extent();
    }

    /** The part of the graph in view (graph units), or null before the view has a size. */
    dev.reel.edit.graph.Box visible() {
        return lens.visible();
    }

    MiniMap miniMap() {
        return lens.miniMap();
    }

    /** The zoom and pan now. */
    dev.reel.edit.graph.ViewFrame frame() {
        return lens.frame();
    }

    /** Takes a remembered zoom and pan. */
    void setFrame(dev.reel.edit.graph.ViewFrame frame) {
        lens.setFrame(frame);
    }

    /** The graph part (a {@link StateBox}, {@link PillNode} or {@link ArrowNode}) a node belongs to, or null. */
    static Object partOf(Node node) {
        for (Node current = node; current != null; current = current.getParent()) {
            Object part = current.getProperties().get(PART);
            if (part != null) {
                return part;
            }
            if (current instanceof GraphView) {
                return null;
            }
        }
        return null;
    }
}

package dev.reel.ui.graph;

import dev.reel.edit.Gesture;
import dev.reel.edit.cmd.AddTransition;
import dev.reel.edit.cmd.MoveStates;
import dev.reel.model.Controller;
import dev.reel.model.Transition;
import dev.reel.model.Vec2;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.Region;
import javafx.scene.shape.CubicCurve;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * What the mouse does on the graph: the wheel zooms around the pointer; dragging the background or with the
 * middle button pans; Shift- or Ctrl-dragging the background draws a rubber band that selects the boxes it
 * touches; a click selects (Shift/Ctrl adds or toggles); dragging a box or pill moves the selection as one
 * live gesture recorded as one step (Esc cancels); dragging from a box's dot (or the Any State pill's) to a box
 * adds a transition.
 */
final class GraphGestures {
    private static final double DRAG_THRESHOLD = 3;

    private enum Mode { NONE, PAN, MOVE, CONNECT, BAND, BACKGROUND_CLICK }

    private final GraphView view;
    private final ControllerEditing editing;
    private final Runnable selectionChanged;
    private final CubicCurve connector = new CubicCurve();
    private Mode mode = Mode.NONE;
    private double pressX;
    private double pressY;
    private double lastX;
    private double lastY;
    private boolean dragged;
    private Routes.Point pressWorld;
    private Map<Long, Vec2> moveStart = Map.of();
    private Gesture<Controller> gesture;
    /** The box or pill a transition is being dragged from, and the state name ({@code "any"}) it starts at. */
    private Region connectFrom;
    private String connectName;
    /** The mouse in scene coordinates while it is over the graph (a zoom or pan may follow), else null. */
    private Point2D pointer;

    GraphGestures(GraphView view, ControllerEditing editing, Runnable selectionChanged) {
        this.view = view;
        this.editing = editing;
        this.selectionChanged = selectionChanged;
        connector.getStyleClass().add("graph-connector");
        connector.setMouseTransparent(true);
        connector.setFill(null);
        connector.setVisible(false);
        view.overlay().getChildren().add(connector);
        view.addEventHandler(ScrollEvent.SCROLL, this::scrolled);
        view.addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressed);
        view.addEventHandler(MouseEvent.MOUSE_DRAGGED, this::dragged);
        view.addEventHandler(MouseEvent.MOUSE_RELEASED, this::released);
        view.addEventHandler(KeyEvent.KEY_PRESSED, this::keyPressed);
        view.addEventHandler(MouseEvent.MOUSE_MOVED, event -> pointer = new Point2D(event.getSceneX(),
                event.getSceneY()));
        view.addEventHandler(MouseEvent.MOUSE_EXITED, event -> pointer = null);
    }

    /** The graph point under the mouse while it is over the graph (a paste goes there), else null. */
    Routes.Point pointer() {
        return pointer == null ? null : view.worldAt(pointer.getX(), pointer.getY());
    }

    /** Whether a drag is under way (the panel does not rebuild the side panel meanwhile). */
    boolean active() {
        return mode == Mode.MOVE && gesture != null;
    }

    private void scrolled(ScrollEvent event) {
        if (event.getDeltaY() != 0) {
            view.zoomAt(event.getX(), event.getY(), Math.pow(1.0018, event.getDeltaY()));
        }
        event.consume();
    }

    private void pressed(MouseEvent event) {
        view.requestFocus();
        pressX = event.getX();
        pressY = event.getY();
        lastX = pressX;
        lastY = pressY;
        dragged = false;
        mode = Mode.NONE;
        if (editing.graph() == null) {
            if (event.getButton() == MouseButton.MIDDLE || event.getButton() == MouseButton.PRIMARY) {
                mode = Mode.PAN;
            }
            return;
        }
        Node picked = event.getPickResult().getIntersectedNode();
        Object part = GraphView.partOf(picked);
        if (event.getButton() == MouseButton.MIDDLE) {
            mode = Mode.PAN;
            return;
        }
        if (event.getButton() == MouseButton.SECONDARY) {
            // The context menu acts on what was clicked: make it the selection unless it is already in it.
            if (part != null && !selected(part)) {
                selectOnly(part);
            }
            return;
        }
        if (event.getButton() != MouseButton.PRIMARY) {
            return;
        }
        boolean adding = event.isShiftDown() || event.isShortcutDown();
        if (part instanceof StateBox box && picked == box.dot()) {
            mode = Mode.CONNECT;
            connectFrom = box;
            connectName = box.stateName();
            return;
        }
        if (part instanceof PillNode pill && pill.dot() != null && picked == pill.dot()) {
            mode = Mode.CONNECT;
            connectFrom = pill;
            connectName = Transition.ANY;
            return;
        }
        if (part instanceof StateBox || part instanceof PillNode) {
            if (adding) {
                toggle(part);
            } else if (!selected(part)) {
                selectOnly(part);
            }
            if (selected(part)) {
                mode = Mode.MOVE;
                pressWorld = view.worldAt(event.getSceneX(), event.getSceneY());
                moveStart = selectedPositions();
            }
        } else if (part instanceof ArrowNode arrow) {
            if (adding) {
                toggle(arrow);
            } else {
                selectOnly(arrow);
            }
        } else {
            mode = adding ? Mode.BAND : Mode.BACKGROUND_CLICK;
        }
    }

    private void dragged(MouseEvent event) {
        double dx = event.getX() - lastX;
        double dy = event.getY() - lastY;
        lastX = event.getX();
        lastY = event.getY();
        if (!dragged && Math.hypot(event.getX() - pressX, event.getY() - pressY) < DRAG_THRESHOLD) {
            return;
        }
        dragged = true;
        switch (mode) {
            case PAN, BACKGROUND_CLICK -> {
                mode = Mode.PAN;
                view.panBy(dx, dy);
            }
            case MOVE -> move(event);
            case CONNECT -> drawConnector(event);
            case BAND -> view.showBand(new Routes.Point(pressX, pressY), new Routes.Point(event.getX(), event.getY()));
            default -> {
            }
        }
        event.consume();
    }

    private void move(MouseEvent event) {
        if (moveStart.isEmpty()) {
            return;
        }
        if (gesture == null) {
            if (editing.document() == null || editing.document().busy()) {
                return;
            }
            gesture = editing.document().gesture(moveStart.size() == 1 ? "Move state" : "Move "
                    + moveStart.size() + " states");
        }
        Routes.Point now = view.worldAt(event.getSceneX(), event.getSceneY());
        double dx = now.x() - pressWorld.x();
        double dy = now.y() - pressWorld.y();
        Map<Long, Vec2> positions = new HashMap<>();
        moveStart.forEach((id, start) -> positions.put(id, new Vec2(Math.round(start.x() + dx),
                Math.round(start.y() + dy))));
        gesture.update(editing.scoped(new MoveStates(positions)));
    }

    private void drawConnector(MouseEvent event) {
        Routes.Point to = view.worldAt(event.getSceneX(), event.getSceneY());
        double startX = connectFrom.getLayoutX() + connectFrom.getPrefWidth();
        double startY = connectFrom.getLayoutY() + connectFrom.getPrefHeight() / 2;
        double pull = Math.max(40, Math.abs(to.x() - startX) / 2);
        connector.setStartX(startX);
        connector.setStartY(startY);
        connector.setControlX1(startX + pull);
        connector.setControlY1(startY);
        connector.setControlX2(to.x() - pull);
        connector.setControlY2(to.y());
        connector.setEndX(to.x());
        connector.setEndY(to.y());
        connector.setVisible(true);
        StateBox target = boxAt(to);
        view.boxes().forEach(box -> box.pseudoClassStateChanged(
                javafx.css.PseudoClass.getPseudoClass("target"), box == target && box != connectFrom));
    }

    private void released(MouseEvent event) {
        switch (mode) {
            case MOVE -> {
                if (gesture != null) {
                    Gesture<Controller> done = gesture;
                    gesture = null;
                    done.commit();
                }
            }
            case CONNECT -> connect(event);
            case BAND -> {
                view.showBand(null, null);
                if (dragged) {
                    selectInBand(event);
                }
            }
            case BACKGROUND_CLICK -> {
                if (!dragged) {
                    editing.select(Set.of(), Set.of());
                    selectionChanged.run();
                }
            }
            default -> {
            }
        }
        mode = Mode.NONE;
    }

    private void connect(MouseEvent event) {
        connector.setVisible(false);
        view.boxes().forEach(box -> box.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("target"),
                false));
        StateBox target = boxAt(view.worldAt(event.getSceneX(), event.getSceneY()));
        Region from = connectFrom;
        String fromName = connectName;
        connectFrom = null;
        connectName = null;
        // Letting go over its own box is taken as a change of mind; a state's menu adds a transition to itself.
        if (!dragged || target == null || from == null || target == from) {
            return;
        }
        Transition transition = Transition.of(fromName, target.stateName());
        if (editing.inGraph(new AddTransition(transition))) {
            editing.select(Set.of(transition.id()), Set.of());
            selectionChanged.run();
        }
    }

    private void keyPressed(KeyEvent event) {
        if (event.getCode() == KeyCode.ESCAPE && gesture != null) {
            Gesture<Controller> cancelled = gesture;
            gesture = null;
            mode = Mode.NONE;
            cancelled.cancel();
            event.consume();
        }
    }

    /** The box under a graph point, or null. */
    StateBox boxAt(Routes.Point point) {
        for (StateBox box : view.boxes()) {
            if (point.x() >= box.getLayoutX() && point.x() <= box.getLayoutX() + StateBox.WIDTH
                    && point.y() >= box.getLayoutY() && point.y() <= box.getLayoutY() + StateBox.HEIGHT) {
                return box;
            }
        }
        return null;
    }

    private void selectInBand(MouseEvent event) {
        Point2D a = view.localToScene(Math.min(pressX, event.getX()), Math.min(pressY, event.getY()));
        Point2D b = view.localToScene(Math.max(pressX, event.getX()), Math.max(pressY, event.getY()));
        Routes.Point from = view.worldAt(a.getX(), a.getY());
        Routes.Point to = view.worldAt(b.getX(), b.getY());
        Routes.Box band = new Routes.Box(from.x(), from.y(), to.x() - from.x(), to.y() - from.y());
        Set<Long> ids = new LinkedHashSet<>(editing.selection());
        Set<Long> pills = new LinkedHashSet<>(editing.pills());
        for (StateBox box : view.boxes()) {
            if (band.overlaps(GraphView.boxOf(box))) {
                ids.add(box.stateId());
            }
        }
        for (long key : new long[]{MoveStates.ENTRY, MoveStates.ANY}) {
            if (band.overlaps(GraphView.boxOf(view.pill(key)))) {
                pills.add(key);
            }
        }
        editing.select(ids, pills);
        selectionChanged.run();
    }

    private Map<Long, Vec2> selectedPositions() {
        Map<Long, Vec2> positions = new HashMap<>();
        for (long id : editing.selection()) {
            StateBox box = view.box(id);
            if (box != null) {
                positions.put(id, new Vec2(box.getLayoutX(), box.getLayoutY()));
            }
        }
        for (long key : editing.pills()) {
            PillNode pill = view.pill(key);
            positions.put(key, new Vec2(pill.getLayoutX(), pill.getLayoutY()));
        }
        return positions;
    }

    private static long idOf(Object part) {
        if (part instanceof StateBox box) {
            return box.stateId();
        }
        if (part instanceof ArrowNode arrow) {
            return arrow.transitionId();
        }
        return ((PillNode) part).key();
    }

    private boolean selected(Object part) {
        return part instanceof PillNode pill ? editing.pills().contains(pill.key())
                : editing.selection().contains(idOf(part));
    }

    private void selectOnly(Object part) {
        if (part instanceof PillNode pill) {
            editing.select(Set.of(), Set.of(pill.key()));
        } else {
            editing.select(Set.of(idOf(part)), Set.of());
        }
        selectionChanged.run();
    }

    private void toggle(Object part) {
        Set<Long> ids = new HashSet<>(editing.selection());
        Set<Long> pills = new HashSet<>(editing.pills());
        Set<Long> target = part instanceof PillNode ? pills : ids;
        long id = idOf(part);
        if (!target.remove(id)) {
            target.add(id);
        }
        editing.select(ids, pills);
        selectionChanged.run();
    }
}

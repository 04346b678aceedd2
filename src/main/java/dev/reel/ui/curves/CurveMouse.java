package dev.reel.ui.curves;

import dev.reel.edit.Command;
import dev.reel.edit.Gesture;
import dev.reel.edit.cmd.MoveCurvePoints;
import dev.reel.edit.cmd.RemoveKeys;
import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.TangentMode;
import dev.reel.runtime.KeyHandles;
import dev.reel.ui.control.Readout;
import dev.reel.ui.control.TimeFormat;
import dev.reel.ui.control.Unit;
import dev.reel.ui.documents.OpenDocument;
import javafx.geometry.Rectangle2D;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The curve editor's mouse: select points on any drawn, unlocked lane (click, Ctrl/Shift-click, box), drag them
 * across lanes and tracks (one gesture: time snapped unless Alt, Shift keeps the drag to one axis, Ctrl puts the
 * value on the grid; each lane turns the graph distance into its own stored amount), drag tangent handles (one
 * gesture: the key turns aligned, the opposite handle stays in line unless Alt breaks it), double-click to add
 * a key on the nearest lane, right-click a point to delete it (elsewhere: the key menu), wheel to zoom time,
 * Ctrl+wheel values, Shift+wheel and Alt+wheel to pan them, middle-drag to pan both.
 */
public final class CurveMouse {
    /** Snaps a time to frames unless the move is free. */
    @FunctionalInterface
    public interface Snapper {
        double snap(double time, boolean free);
    }

    /** Opens the key menu at a screen position. */
    @FunctionalInterface
    public interface MenuOpener {
        void open(double screenX, double screenY);
    }

    private final CurveView view;
    private final Supplier<OpenDocument<Clip>> document;
    private final Snapper snapper;
    private final MenuOpener menu;
    private final Consumer<String> say;
    private final CurveHits hits;
    private Gesture<Clip> gesture;
    private double pressX;
    private double pressY;
    private double lastX;
    private double lastY;
    private double grabbedTime = Double.NaN;
    private double grabbedGraph;
    private CurveLane grabbedLane;
    private long grabbedKey;
    private Map<CurvePoint, CurveLane> dragLanes = Map.of();
    private Set<Long> timed = Set.of();
    private CurvePoint clicked;
    private HandleDrag handleDrag;
    private boolean boxing;
    private Set<CurvePoint> boxBase = Set.of();
    private boolean panning;

    public CurveMouse(CurveView view, Supplier<OpenDocument<Clip>> document, Snapper snapper, MenuOpener menu,
                      Consumer<String> say) {
        this.view = view;
        this.document = document;
        this.snapper = snapper;
        this.menu = menu;
        this.say = say;
        this.hits = new CurveHits(view);
        view.addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressed);
        view.addEventHandler(MouseEvent.MOUSE_DRAGGED, this::dragged);
        view.addEventHandler(MouseEvent.MOUSE_RELEASED, this::released);
        view.addEventHandler(ScrollEvent.SCROLL, this::scrolled);
        view.addEventHandler(KeyEvent.KEY_PRESSED, this::keyPressed);
        // Normalize changes every lane's scale: the values are framed again (−1…1 when it is on).
        view.normalizeProperty().addListener(observable -> CurveFraming.frameValues(view));
    }

    private double height() {
        return view.getHeight();
    }

    /** The point under (x, y), or null. */
    CurvePoint pointAt(double x, double y) {
        return hits.pointAt(x, y);
    }

    private void pressed(MouseEvent event) {
        view.requestFocus();
        lastX = event.getX();
        lastY = event.getY();
        pressX = event.getX();
        pressY = event.getY();
        if (event.getButton() == MouseButton.MIDDLE) {
            panning = true;
            return;
        }
        CurvePoint point = pointAt(event.getX(), event.getY());
        if (event.getButton() == MouseButton.SECONDARY) {
            if (point != null) {
                execute(new RemoveKeys(Set.of(point.keyId())));
            } else {
                menu.open(event.getScreenX(), event.getScreenY());
            }
            event.consume();
            return;
        }
        if (event.getButton() != MouseButton.PRIMARY || view.lanes().isEmpty()) {
            return;
        }
        HandleDrag handle = hits.handleAt(event.getX(), event.getY());
        if (handle != null) {
            handleDrag = handle;
            return;
        }
        if (point != null) {
            Set<CurvePoint> points = new LinkedHashSet<>(view.pointsProperty().get());
            if (event.isShortcutDown()) {
                if (!points.remove(point)) {
                    points.add(point);
                }
                select(points);
                return;
            }
            if (event.isShiftDown()) {
                points.add(point);
                select(points);
            } else if (!points.contains(point)) {
                select(Set.of(point));
            }
            clicked = event.isShiftDown() ? null : point;
            grabbedLane = view.laneOf(point);
            KeyHandles handles = grabbedLane.handles();
            int index = CurveHits.indexOf(handles, point.keyId());
            grabbedKey = point.keyId();
            grabbedTime = handles.time(index);
            grabbedGraph = grabbedLane.graphValue(index);
            return;
        }
        if (event.getClickCount() == 2) {
            KeyAtMouse.Planned add = KeyAtMouse.add(view, document.get(), snapper, event.getX(), event.getY(),
                    event.isAltDown());
            if (add != null && execute(add.command())) {
                KeyAtMouse.selectAdded(view, document.get(), add);
            }
            return;
        }
        boxing = true;
        boxBase = event.isShiftDown() || event.isShortcutDown() ? Set.copyOf(view.pointsProperty().get()) : Set.of();
    }

    private void select(Set<CurvePoint> points) {
        view.pointsProperty().set(Set.copyOf(points));
    }

    private void dragged(MouseEvent event) {
        double x = event.getX();
        double y = event.getY();
        if (panning) {
            view.axis().pan(lastX - x);
            view.values().pan(y - lastY);
        } else if (handleDrag != null) {
            if (gesture == null && open("Drag tangent")) {
                dragHandle(x, y, event.isAltDown());
            } else if (gesture != null) {
                dragHandle(x, y, event.isAltDown());
            }
        } else if (!Double.isNaN(grabbedTime)) {
            if (gesture == null && Math.hypot(x - pressX, y - pressY) >= 3) {
                int count = view.pointsProperty().get().size();
                if (open(count == 1 ? "Move point" : "Move " + count + " points")) {
                    prepareDrag();
                }
            }
            if (gesture != null) {
                dragPoints(x, y, event.isAltDown(), event.isShiftDown(), event.isShortcutDown());
            }
        } else if (boxing) {
            view.boxProperty().set(new Rectangle2D(Math.min(pressX, x), Math.min(pressY, y), Math.abs(x - pressX),
                    Math.abs(y - pressY)));
        }
        lastX = x;
        lastY = y;
    }

    private boolean open(String label) {
        OpenDocument<Clip> focused = document.get();
        if (focused == null || focused.document().busy()) {
            grabbedTime = Double.NaN;
            handleDrag = null;
            return false;
        }
        gesture = focused.document().gesture(label);
        view.setFrozen(true);
        return true;
    }

    /** The lane of each selected point, and the keys that may move in time (none with a locked lane). */
    private void prepareDrag() {
        Map<CurvePoint, CurveLane> lanes = new HashMap<>();
        Set<Long> keys = new LinkedHashSet<>();
        for (CurvePoint point : view.pointsProperty().get()) {
            CurveLane lane = view.laneOf(point);
            if (view.pickable(lane)) {
                lanes.put(point, lane);
                keys.add(point.keyId());
            }
        }
        for (CurveLane lane : view.lanes()) {
            if (lane.locked()) {
                lane.track().keys().forEach(key -> keys.remove(key.id()));
            }
        }
        dragLanes = lanes;
        timed = keys;
    }

    /**
     * The selected points moved by the mouse's travel since the press: in time by the same (snapped) amount, in
     * value by the same distance on the graph, which each lane turns into its own stored amount.
     */
    private void dragPoints(double x, double y, boolean free, boolean oneAxis, boolean gridValue) {
        double raw = view.axis().time(x) - view.axis().time(pressX);
        double timeDelta = snapper.snap(grabbedTime + raw, free) - grabbedTime;
        double graphDelta = view.values().value(y, height()) - view.values().value(pressY, height());
        if (gridValue) {
            graphDelta = ValueGrid.snap(grabbedGraph + graphDelta, view) - grabbedGraph;
        }
        if (oneAxis) {
            if (Math.abs(x - pressX) > Math.abs(y - pressY)) {
                graphDelta = 0;
            } else {
                timeDelta = 0;
            }
        }
        Map<Long, Map<Integer, Double>> deltas = new HashMap<>();
        double shownDelta = 0;
        for (Map.Entry<CurvePoint, CurveLane> entry : dragLanes.entrySet()) {
            CurvePoint point = entry.getKey();
            CurveLane lane = entry.getValue();
            double delta = lane.storedDelta(graphDelta);
            boolean grabbed = point.keyId() == grabbedKey && lane.key().equals(grabbedLane.key());
            if (gridValue && graphDelta != 0 && grabbed) {
                // The grabbed point lands on the line exactly (30° kept as the radians 30 is typed as).
                Key key = lane.track().key(point.keyId());
                delta = lane.stored(grabbedGraph + graphDelta) - KeyAtMouse.laneValue(key.value(), lane.lane());
            }
            if (grabbed) {
                shownDelta = delta;
            }
            deltas.computeIfAbsent(point.keyId(), key -> new HashMap<>()).put(point.lane(), delta);
        }
        update(new MoveCurvePoints(deltas, timed, timeDelta));
        Unit unit = grabbedLane == null ? Unit.PLAIN : grabbedLane.unit();
        view.hintProperty().set("Δt " + TimeFormat.chosen(view.fpsProperty().get()).signed(timeDelta) + "   Δv "
                + Readout.signed(Readout.number(unit.shown(shownDelta)) + unit.suffix())
                + (oneAxis ? "   (one axis)" : "")
                + (gridValue ? "   (value on the grid)" : "   (Ctrl: value to the grid, Shift: one axis)"));
    }


    private void dragHandle(double x, double y, boolean broken) {
        update(handleDrag.to(view, x, y, broken));
        Key key = handleDrag.start().key(handleDrag.index());
        boolean free = (handleDrag.out() ? key.outTangent() : key.inTangent()) == TangentMode.FREE
                || (handleDrag.out() ? key.inTangent() : key.outTangent()) == TangentMode.FREE;
        view.hintProperty().set(broken ? "Free handle (broken)"
                : free ? "Free handle: it moves alone" : "Aligned handles (Alt breaks them)");
    }

    private void update(Command<Clip> command) {
        try {
            gesture.update(command);
        } catch (IllegalArgumentException refused) {
            view.hintProperty().set(refused.getMessage());
        }
    }

    private void released(MouseEvent event) {
        if (event.getButton() == MouseButton.MIDDLE) {
            panning = false;
            return;
        }
        if (event.getButton() != MouseButton.PRIMARY) {
            return;
        }
        if (gesture != null) {
            gesture.commit();
            gesture = null;
            view.setFrozen(false);
        } else if (clicked != null && !Double.isNaN(grabbedTime)) {
            select(Set.of(clicked));
        } else if (boxing) {
            Rectangle2D box = view.boxProperty().get();
            Set<CurvePoint> chosen = new LinkedHashSet<>(boxBase);
            if (box != null && (box.getWidth() > 2 || box.getHeight() > 2)) {
                chosen.addAll(hits.inBox(box));
            }
            select(chosen);
        }
        view.boxProperty().set(null);
        view.hintProperty().set(null);
        boxing = false;
        grabbedTime = Double.NaN;
        grabbedLane = null;
        dragLanes = Map.of();
        clicked = null;
        handleDrag = null;
    }

    private boolean execute(Command<Clip> command) {
        OpenDocument<Clip> focused = document.get();
        if (focused == null || focused.document().busy()) {
            return false;
        }
        try {
            focused.document().execute(command);
            return true;
        } catch (IllegalArgumentException | IllegalStateException refused) {
            say.accept("Cannot " + command.label().toLowerCase(Locale.ROOT) + ": " + refused.getMessage());
            return false;
        }
    }

    private void scrolled(ScrollEvent event) {
        double delta = event.getDeltaY() != 0 ? event.getDeltaY() : event.getDeltaX();
        if (delta == 0) {
            return;
        }
        if (event.isShortcutDown()) {
            view.values().zoomAround(event.getY(), height(), Math.pow(1.0015, delta));
        } else if (event.isShiftDown()) {
            view.axis().pan(-delta * 2);
        } else if (event.isAltDown()) {
            view.values().pan(delta);
        } else {
            view.axis().zoomAround(event.getX(), Math.pow(1.0015, delta));
        }
        event.consume();
    }

    private void keyPressed(KeyEvent event) {
        if (event.getCode() == KeyCode.ESCAPE && gesture != null) {
            gesture.cancel();
            gesture = null;
            view.setFrozen(false);
            handleDrag = null;
            grabbedTime = Double.NaN;
            view.hintProperty().set(null);
            event.consume();
        }
    }

    /**
     * Frames the visible lanes' keys in time and value (F: the selected points, or every key when none is
     * selected). False when there is nothing to frame.
     */
    public boolean frame(boolean selectionOnly) {
        return CurveFraming.frame(view, selectionOnly);
    }

    /** Whether a drag is open. */
    public boolean busy() {
        return gesture != null;
    }
}

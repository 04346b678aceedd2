package dev.reel.ui.curves;

import dev.reel.edit.Command;
import dev.reel.edit.Gesture;
import dev.reel.edit.cmd.AddKey;
import dev.reel.edit.cmd.MoveCurvePoints;
import dev.reel.edit.cmd.RemoveKeys;
import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.ui.control.Readout;
import dev.reel.ui.control.Unit;
import dev.reel.runtime.KeyHandles;
import dev.reel.ui.app.OpenDocument;
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
 * The curve editor's mouse: select points (click, Ctrl/Shift-click, box), drag them (one gesture: time snapped
 * unless Alt, Shift keeps the drag to one axis), drag tangent handles (one gesture: the key turns free, the
 * opposite handle stays in line unless Alt breaks it), double-click to add a key, right-click a point to delete
 * it (elsewhere: the key menu), wheel to zoom time, Ctrl+wheel values, Shift+wheel and Alt+wheel to pan them,
 * middle-drag to pan both.
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
    private double grabbedValue;
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
        if (event.getButton() != MouseButton.PRIMARY || view.trackProperty().get() == null) {
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
            KeyHandles handles = view.handles();
            grabbedTime = handles.time(CurveHits.indexOf(handles, point.keyId()));
            grabbedValue = handles.value(CurveHits.indexOf(handles, point.keyId()), point.lane());
            return;
        }
        if (event.getClickCount() == 2) {
            addKey(event.getX(), event.getY(), event.isAltDown());
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
                open(count == 1 ? "Move point" : "Move " + count + " points");
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
        return true;
    }

    private void dragPoints(double x, double y, boolean free, boolean oneAxis, boolean gridValue) {
        double raw = view.axis().time(x) - view.axis().time(pressX);
        double timeDelta = snapper.snap(grabbedTime + raw, free) - grabbedTime;
        double valueDelta = view.values().value(y, height()) - view.values().value(pressY, height());
        if (gridValue) {
            valueDelta = ValueGrid.snap(grabbedValue + valueDelta, view) - grabbedValue;
        }
        if (oneAxis) {
            if (Math.abs(x - pressX) > Math.abs(y - pressY)) {
                valueDelta = 0;
            } else {
                timeDelta = 0;
            }
        }
        Map<Long, Set<Integer>> lanes = new HashMap<>();
        for (CurvePoint point : view.pointsProperty().get()) {
            lanes.computeIfAbsent(point.keyId(), key -> new LinkedHashSet<>()).add(point.lane());
        }
        update(new MoveCurvePoints(lanes, timeDelta, valueDelta));
        Unit unit = view.unit();
        view.hintProperty().set("Δt " + Readout.signed(Readout.seconds(timeDelta)) + "   Δv "
                + Readout.signed(Readout.number(unit.shown(valueDelta)) + unit.suffix())
                + (gridValue ? "   (value on the grid)" : "   (Ctrl: value to the grid)"));
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
        clicked = null;
        handleDrag = null;
    }

    /** A key at the mouse: its time snapped, the lane nearest the mouse set to the value there. */
    private void addKey(double x, double y, boolean free) {
        Track track = view.trackProperty().get();
        OpenDocument<Clip> focused = document.get();
        if (track == null || focused == null) {
            return;
        }
        double time = Math.max(0, Math.min(focused.value().length(), snapper.snap(view.axis().time(x), free)));
        double mouseValue = view.values().value(y, height());
        Value at = TrackValues.at(track, time);
        int[] lanes = view.shownLanes();
        int lane = lanes.length == 0 ? 0 : lanes[0];
        if (at instanceof Value.Vec vec && lanes.length > 1) {
            double nearest = Double.POSITIVE_INFINITY;
            for (int candidate : lanes) {
                double distance = Math.abs(vec.get(candidate) - mouseValue);
                if (distance < nearest) {
                    nearest = distance;
                    lane = candidate;
                }
            }
        }
        Value value;
        if (track.kind().isVector()) {
            double[] numbers = at instanceof Value.Vec vec ? vec.lanes() : new double[track.kind().lanes()];
            numbers[lane] = mouseValue;
            value = new Value.Vec(numbers);
        } else {
            value = new Value.Num(track.kind() == Kind.INT32 ? Math.rint(mouseValue) : mouseValue);
        }
        Key key = Key.of(time, value);
        if (execute(new AddKey(track.id(), key))) {
            Track now = focused.value().track(track.id());
            Key added = now == null ? null : now.keys().stream().filter(k -> Math.abs(k.time() - time) < 1e-9)
                    .findFirst().orElse(null);
            if (added != null) {
                select(Set.of(new CurvePoint(added.id(), lane)));
            }
        }
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
            handleDrag = null;
            grabbedTime = Double.NaN;
            view.hintProperty().set(null);
            event.consume();
        }
    }

    /** Frames the selected points (or every key) in time and value. */
    public void frame(boolean selectionOnly) {
        KeyHandles handles = view.handles();
        if (handles == null || handles.count() == 0) {
            return;
        }
        Set<CurvePoint> points = view.pointsProperty().get();
        double first = Double.POSITIVE_INFINITY;
        double last = Double.NEGATIVE_INFINITY;
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < handles.count(); i++) {
            for (int lane : view.shownLanes()) {
                if (selectionOnly && !points.isEmpty() && !points.contains(new CurvePoint(handles.key(i).id(), lane))) {
                    continue;
                }
                first = Math.min(first, handles.time(i));
                last = Math.max(last, handles.time(i));
                low = Math.min(low, handles.value(i, lane));
                high = Math.max(high, handles.value(i, lane));
            }
        }
        if (first > last) {
            return;
        }
        view.axis().frame(first, last, view.getWidth(), Math.max(40, CurvePainter.GUTTER + 20));
        view.values().frame(low, high, height(), 28);
    }

    /** Whether a drag is open. */
    public boolean busy() {
        return gesture != null;
    }
}

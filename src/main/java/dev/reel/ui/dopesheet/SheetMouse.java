package dev.reel.ui.dopesheet;

import dev.reel.edit.Gesture;
import dev.reel.edit.cmd.MoveKeys;
import dev.reel.edit.cmd.ScaleKeys;
import dev.reel.model.Clip;
import dev.reel.ui.control.Readout;
import dev.reel.ui.control.TimeAxis;
import dev.reel.ui.control.TimeFormat;
import dev.reel.ui.documents.OpenDocument;
import javafx.geometry.Rectangle2D;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The dope sheet's mouse: click, Ctrl/Shift-click and box selection; dragging keys (one gesture, snapped to
 * frames unless Alt is held, rippling when ripple is on); scaling about the cursor (S, then move, click to
 * apply, Esc to cancel); double-clicks that add events and keys; wheel zoom around the mouse, Shift+wheel pan,
 * Ctrl+wheel to scroll the rows, middle-drag to pan. Cells dropped from Assets are {@link SheetDrop}'s.
 */
final class SheetMouse {
    private static final double DRAG_START = 3;

    private final DopeSheetView view;
    private final SheetEditing editing;
    private final AnimationState state;
    private final SheetMenus menus;
    private final RetimeDrag retime;
    private Gesture<Clip> gesture;
    /** The keys and events the open drag or scale moves, taken from the selection when it began. */
    private Set<Long> movingKeys = Set.of();
    private Set<Long> movingEvents = Set.of();
    private double pressX;
    private double pressY;
    private double grabbed = Double.NaN;
    private Set<Long> clickIds = Set.of();
    private boolean boxing;
    private Set<Long> boxBase = Set.of();
    private boolean panning;
    private double lastX;
    private double lastY;
    private double scalePivot = Double.NaN;
    private double scaleAnchor;

    SheetMouse(DopeSheetView view, SheetEditing editing, AnimationState state, SheetMenus menus) {
        this.view = view;
        this.editing = editing;
        this.state = state;
        this.menus = menus;
        this.retime = new RetimeDrag(view, editing, state);
        view.addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressed);
        view.addEventHandler(MouseEvent.MOUSE_DRAGGED, this::dragged);
        view.addEventHandler(MouseEvent.MOUSE_RELEASED, this::released);
        view.addEventHandler(MouseEvent.MOUSE_MOVED, this::moved);
        view.addEventHandler(ScrollEvent.SCROLL, this::scrolled);
        view.addEventHandler(KeyEvent.KEY_PRESSED, this::keyPressed);
    }

    private TimeAxis axis() {
        return view.axis();
    }

    private SheetHits.Hit hit(double x, double y) {
        return SheetHits.at(view.sheetLayout(), axis(), view.scrollYProperty().get(), x, y);
    }

    /** Whether a key drag or a scale is open (the document refuses other edits meanwhile). */
    boolean busy() {
        return gesture != null || retime.busy();
    }

    private void pressed(MouseEvent event) {
        view.requestFocus();
        lastX = event.getX();
        lastY = event.getY();
        if (!Double.isNaN(scalePivot)) {
            if (event.getButton() == MouseButton.PRIMARY) {
                endGesture(true);
            } else {
                endGesture(false);
            }
            event.consume();
            return;
        }
        if (event.getButton() == MouseButton.MIDDLE) {
            panning = true;
            return;
        }
        SheetHits.Hit hit = hit(event.getX(), event.getY());
        if (event.getButton() == MouseButton.SECONDARY) {
            Set<Long> ids = idsOf(hit);
            if (!ids.isEmpty() && !editing.selection().containsAll(ids)) {
                editing.select(ids);
            }
            menus.keyMenu().show(view, event.getScreenX(), event.getScreenY());
            event.consume();
            return;
        }
        if (event.getButton() != MouseButton.PRIMARY) {
            return;
        }
        menus.hide();
        pressX = event.getX();
        pressY = event.getY();
        focusRow(hit);
        if (event.getClickCount() == 2) {
            doubleClicked(hit, event);
            return;
        }
        Set<Long> ids = idsOf(hit);
        if (!ids.isEmpty()) {
            Set<Long> selection = new LinkedHashSet<>(editing.selection());
            if (event.isShortcutDown()) {
                if (selection.containsAll(ids)) {
                    selection.removeAll(ids);
                } else {
                    selection.addAll(ids);
                }
                editing.select(selection);
                return;
            }
            if (event.isShiftDown()) {
                selection.addAll(ids);
                editing.select(selection);
            } else if (!selection.containsAll(ids)) {
                editing.select(ids);
            }
            clickIds = event.isShiftDown() ? Set.of() : ids;
            grabbed = timeOf(hit);
            return;
        }
        boxing = true;
        boxBase = event.isShiftDown() || event.isShortcutDown() ? editing.selection() : Set.of();
    }

    private static Set<Long> idsOf(SheetHits.Hit hit) {
        if (hit instanceof SheetHits.KeyHit key) {
            return Set.of(key.keyId());
        }
        if (hit instanceof SheetHits.ColumnHit column) {
            return column.keyIds();
        }
        if (hit instanceof SheetHits.EventHit flag) {
            return Set.of(flag.eventId());
        }
        return Set.of();
    }

    private static double timeOf(SheetHits.Hit hit) {
        if (hit instanceof SheetHits.KeyHit key) {
            return key.time();
        }
        if (hit instanceof SheetHits.ColumnHit column) {
            return column.time();
        }
        if (hit instanceof SheetHits.EventHit flag) {
            return flag.time();
        }
        return Double.NaN;
    }

    /** The row under the mouse becomes the current track (curves) and its node the rig's selected node. */
    private void focusRow(SheetHits.Hit hit) {
        SheetLayout.Row row = hit instanceof SheetHits.KeyHit key ? key.row()
                : hit instanceof SheetHits.ColumnHit column ? column.row()
                : hit instanceof SheetHits.Empty empty ? empty.row() : null;
        if (row == null) {
            return;
        }
        if (row.kind() == SheetLayout.RowKind.TRACK || row.kind() == SheetLayout.RowKind.GROUP
                || row.kind() == SheetLayout.RowKind.FLIPBOOK) {
            state.rig().selectNode(row.path());
        }
        if (row.track() != null) {
            state.setCurrentTrack(row.track().id());
        }
    }

    private void doubleClicked(SheetHits.Hit hit, MouseEvent event) {
        double time = state.snap(axis().time(event.getX()), event.isAltDown());
        if (hit instanceof SheetHits.Empty empty && empty.row() != null) {
            if (empty.row().kind() == SheetLayout.RowKind.EVENTS) {
                menus.eventPicker(time).show(view, event.getScreenX(), event.getScreenY());
            } else if (empty.row().kind() == SheetLayout.RowKind.TRACK) {
                editing.addKey(empty.row().track(), time);
            }
        } else if (!Double.isNaN(timeOf(hit))) {
            state.moveCursor(timeOf(hit));
        }
    }

    private void dragged(MouseEvent event) {
        double x = event.getX();
        double y = event.getY();
        if (panning) {
            axis().pan(lastX - x);
            state.scrollBy(lastY - y);
        } else if (!Double.isNaN(scalePivot)) {
            updateScale(x);
        } else if (!Double.isNaN(grabbed)) {
            if (gesture == null && Math.abs(x - pressX) >= DRAG_START) {
                startMove();
            }
            if (gesture != null) {
                updateMove(x, event.isAltDown());
            }
        } else if (boxing) {
            view.boxProperty().set(new Rectangle2D(Math.min(pressX, x), Math.min(pressY, y), Math.abs(x - pressX),
                    Math.abs(y - pressY)));
        }
        lastX = x;
        lastY = y;
    }

    private void startMove() {
        OpenDocument<Clip> document = editing.document();
        if (document == null || document.document().busy()) {
            grabbed = Double.NaN;
            return;
        }
        movingKeys = editing.selectedKeys();
        movingEvents = dev.reel.model.IdSet.of(editing.selectedEvents());
        int count = movingKeys.size() + movingEvents.size();
        gesture = document.document().gesture(count == 1 ? "Move key" : "Move " + count + " keys");
    }

    private void updateMove(double x, boolean free) {
        double raw = axis().time(x) - axis().time(pressX);
        double delta = state.snap(grabbed + raw, free) - grabbed;
        try {
            gesture.update(new MoveKeys(movingKeys, movingEvents, delta, state.ripple()));
            view.hintProperty().set(TimeFormat.chosen(state.fps()).signed(delta) + (state.ripple() ? "  · ripple" : ""));
        } catch (IllegalArgumentException refused) {
            view.hintProperty().set(refused.getMessage());
        }
    }

    private void released(MouseEvent event) {
        if (event.getButton() == MouseButton.MIDDLE) {
            panning = false;
            return;
        }
        if (event.getButton() != MouseButton.PRIMARY || !Double.isNaN(scalePivot)) {
            return;
        }
        if (gesture != null) {
            endGesture(true);
        } else if (!Double.isNaN(grabbed) && !clickIds.isEmpty()) {
            editing.select(clickIds);
        } else if (boxing) {
            // The box reaches where the button came up (the last drag event may not have come that far).
            if (Math.abs(event.getX() - pressX) > 2 || Math.abs(event.getY() - pressY) > 2) {
                view.boxProperty().set(new Rectangle2D(Math.min(pressX, event.getX()), Math.min(pressY, event.getY()),
                        Math.abs(event.getX() - pressX), Math.abs(event.getY() - pressY)));
            }
            Rectangle2D box = view.boxProperty().get();
            Set<Long> chosen = new LinkedHashSet<>(boxBase);
            if (box != null && (box.getWidth() > 2 || box.getHeight() > 2)) {
                chosen.addAll(SheetHits.inBox(view.sheetLayout(), axis(), view.scrollYProperty().get(), box));
            }
            editing.select(chosen);
        }
        view.boxProperty().set(null);
        boxing = false;
        grabbed = Double.NaN;
        clickIds = Set.of();
    }

    private void moved(MouseEvent event) {
        lastX = event.getX();
        if (!Double.isNaN(scalePivot)) {
            updateScale(event.getX());
        }
    }

    /** S: scales the selected keys and events about the cursor as the mouse moves. */
    void beginScale() {
        OpenDocument<Clip> document = editing.document();
        if (document == null || document.document().busy() || !editing.hasKeysOrEvents()) {
            return;
        }
        scalePivot = document.timeCursor();
        double pivotX = axis().x(scalePivot);
        scaleAnchor = Math.abs(lastX - pivotX) < 20 ? pivotX + 80 : lastX;
        movingKeys = editing.selectedKeys();
        movingEvents = dev.reel.model.IdSet.of(editing.selectedEvents());
        gesture = document.document().gesture("Scale " + (movingKeys.size() + movingEvents.size()) + " keys");
        view.requestFocus();
        updateScale(scaleAnchor);
    }

    private void updateScale(double x) {
        double pivotX = axis().x(scalePivot);
        double factor = Math.max(0.01, Math.round((x - pivotX) / (scaleAnchor - pivotX) * 100) / 100.0);
        try {
            gesture.update(new ScaleKeys(movingKeys, movingEvents, scalePivot, factor));
            view.hintProperty().set("Scale ×" + Readout.number(factor) + " about the cursor — click to apply, Esc to cancel");
        } catch (IllegalArgumentException refused) {
            view.hintProperty().set(refused.getMessage());
        }
    }

    private void endGesture(boolean keep) {
        if (gesture != null) {
            if (keep) {
                gesture.commit();
            } else {
                gesture.cancel();
            }
        }
        gesture = null;
        movingKeys = Set.of();
        movingEvents = Set.of();
        scalePivot = Double.NaN;
        grabbed = Double.NaN;
        view.hintProperty().set(null);
    }

    private void keyPressed(KeyEvent event) {
        if (event.getCode() == KeyCode.ESCAPE && gesture != null) {
            endGesture(false);
            event.consume();
        } else if (event.getCode() == KeyCode.ENTER && !Double.isNaN(scalePivot)) {
            endGesture(true);
            event.consume();
        }
    }

    /** Cancels an open drag or scale (the panel loses its document). */
    void cancel() {
        retime.cancel();
        endGesture(false);
        view.boxProperty().set(null);
        boxing = false;
    }

    private void scrolled(ScrollEvent event) {
        double delta = event.getDeltaY() != 0 ? event.getDeltaY() : event.getDeltaX();
        if (delta == 0) {
            return;
        }
        if (event.isShiftDown()) {
            axis().pan(-delta * 2);
        } else if (event.isShortcutDown()) {
            state.scrollBy(-delta);
        } else {
            axis().zoomAround(event.getX(), Math.pow(1.0015, delta));
        }
        event.consume();
    }
}

package dev.reel.ui.dopesheet;

import dev.reel.edit.Gesture;
import dev.reel.edit.cmd.RetimeKeys;
import dev.reel.model.Clip;
import dev.reel.ui.control.Readout;
import dev.reel.ui.control.TimeFormat;
import dev.reel.ui.documents.OpenDocument;
import javafx.scene.Cursor;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;

import java.util.Set;

/**
 * Dragging an edge of the selection's {@link RetimeBand}: the selected keys and events are scaled about the
 * opposite edge (about the time cursor while Alt is held), the dragged edge and every key moving by whole frames
 * while Snap is on, the later keys following the end with Ripple on — one gesture, one undo step, Esc
 * cancels. Where keys of a track would meet or pass each other (or go before 0) the drag stops at the nearest
 * factor that keeps them apart. It listens before {@link SheetMouse}, and takes the press only on a handle
 * with no key under the mouse.
 */
final class RetimeDrag {
    private static final double DRAG_START = 3;
    /** Bisection steps when searching the last factor that works without snapping. */
    private static final int SEARCH_STEPS = 40;

    private final DopeSheetView view;
    private final SheetEditing editing;
    private final AnimationState state;
    private int edge;
    private double pressX;
    private double pressTime;
    private double first;
    private double last;
    private Set<Long> keyIds = Set.of();
    private Set<Long> eventIds = Set.of();
    private Clip base;
    private Gesture<Clip> gesture;

    RetimeDrag(DopeSheetView view, SheetEditing editing, AnimationState state) {
        this.view = view;
        this.editing = editing;
        this.state = state;
        view.addEventFilter(MouseEvent.MOUSE_PRESSED, this::pressed);
        view.addEventFilter(MouseEvent.MOUSE_DRAGGED, this::dragged);
        view.addEventFilter(MouseEvent.MOUSE_RELEASED, this::released);
        view.addEventHandler(MouseEvent.MOUSE_MOVED, this::moved);
        view.addEventHandler(MouseEvent.MOUSE_EXITED, event -> {
            if (edge == 0) {
                hover(0);
            }
        });
        view.addEventFilter(KeyEvent.KEY_PRESSED, this::keyPressed);
    }

    /** Whether an edge is being dragged. */
    boolean busy() {
        return edge != 0;
    }

    /** The handle at view x, y with no key, summary diamond or event under it: -1, 1, or 0. */
    private int handleAt(double x, double y) {
        RetimeBand band = view.retimeBand();
        if (band == null) {
            return 0;
        }
        int handle = band.handleAt(x, y, view.axis().x(band.first()), view.axis().x(band.last()),
                view.scrollYProperty().get());
        if (handle != 0 && !(SheetHits.at(view.sheetLayout(), view.axis(), view.scrollYProperty().get(), x, y)
                instanceof SheetHits.Empty)) {
            return 0;
        }
        return handle;
    }

    private void moved(MouseEvent event) {
        if (edge == 0) {
            hover(handleAt(event.getX(), event.getY()));
        }
    }

    private void hover(int handle) {
        view.retimeHoverProperty().set(handle);
        view.setCursor(handle != 0 ? Cursor.H_RESIZE : null);
    }

    private void pressed(MouseEvent event) {
        if (event.getButton() != MouseButton.PRIMARY || edge != 0 || !editing.ready()) {
            return;
        }
        int handle = handleAt(event.getX(), event.getY());
        if (handle == 0) {
            return;
        }
        event.consume();
        view.requestFocus();
        RetimeBand band = view.retimeBand();
        edge = handle;
        pressX = event.getX();
        pressTime = view.axis().time(event.getX());
        first = band.first();
        last = band.last();
        keyIds = editing.selectedKeys();
        eventIds = editing.selectedEvents();
        hover(handle);
    }

    private void dragged(MouseEvent event) {
        if (edge == 0) {
            return;
        }
        event.consume();
        OpenDocument<Clip> document = editing.document();
        if (gesture == null) {
            if (Math.abs(event.getX() - pressX) < DRAG_START || document == null || document.document().busy()) {
                return;
            }
            base = document.value();
            gesture = document.document().gesture((keyIds.size() + eventIds.size()) == 1 ? "Retime key"
                    : "Retime " + (keyIds.size() + eventIds.size()) + " keys");
        }
        update(view.axis().time(event.getX()) - pressTime, event.isAltDown(), document);
    }

    private void update(double moved, boolean aboutCursor, OpenDocument<Clip> document) {
        double edgeTime = edge < 0 ? first : last;
        double pivot = edge < 0 ? last : first;
        if (aboutCursor && Math.abs(document.timeCursor() - edgeTime) > 1e-9) {
            pivot = document.timeCursor();
        }
        boolean snap = state.snappingProperty().get();
        double fps = state.fps();
        double wanted = snap ? dev.reel.model.FrameTime.moved(edgeTime, Math.round(moved * fps), fps) : edgeTime + moved;
        double target = workingTarget(wanted, edgeTime, pivot, snap ? fps : 0);
        double factor = (target - pivot) / (edgeTime - pivot);
        gesture.update(command(pivot, factor, snap ? fps : 0));
        double length = last - first;
        double newLength = Math.abs(retimed(last, pivot, factor) - retimed(first, pivot, factor));
        view.hintProperty().set("Retime ×" + Readout.number(Math.round(factor * 100) / 100.0) + " · "
                + TimeFormat.chosen(fps).text(length) + " → " + TimeFormat.chosen(fps).text(newLength)
                + (pivot != (edge < 0 ? last : first) ? " · about the cursor" : "")
                + (state.ripple() ? " · ripple" : "")
                + (Math.abs(target - wanted) > 1e-9 ? " · stopped: keys would meet" : ""));
    }

    private static double retimed(double time, double pivot, double factor) {
        return pivot + (time - pivot) * factor;
    }

    private RetimeKeys command(double pivot, double factor, double fps) {
        return new RetimeKeys(keyIds, eventIds, pivot, factor, fps, state.ripple());
    }

    /** {@code wanted} if the keys stay apart there, else the nearest edge time towards the edge's own that keeps them. */
    private double workingTarget(double wanted, double edgeTime, double pivot, double fps) {
        if (works(wanted, edgeTime, pivot, fps)) {
            return wanted;
        }
        if (fps > 0) {
            long frames = Math.round(Math.abs(wanted - edgeTime) * fps);
            double step = Math.signum(edgeTime - wanted) / fps;
            for (long i = 1; i < frames; i++) {
                double target = dev.reel.model.FrameTime.moved(wanted, Math.round(i * step * fps), fps);
                if (works(target, edgeTime, pivot, fps)) {
                    return target;
                }
            }
            return edgeTime;
        }
        double bad = wanted;
        double good = edgeTime;
        for (int i = 0; i < SEARCH_STEPS; i++) {
            double middle = (bad + good) / 2;
            if (works(middle, edgeTime, pivot, fps)) {
                good = middle;
            } else {
                bad = middle;
            }
        }
        return good;
    }

    private boolean works(double target, double edgeTime, double pivot, double fps) {
        double factor = (target - pivot) / (edgeTime - pivot);
        if (!(factor > 0) || !Double.isFinite(factor)) {
            return false;
        }
        try {
            command(pivot, factor, fps).apply(base);
            return true;
        } catch (IllegalArgumentException refused) {
            return false;
        }
    }

    private void released(MouseEvent event) {
        if (edge == 0 || event.getButton() != MouseButton.PRIMARY) {
            return;
        }
        event.consume();
        end(true);
    }

    private void end(boolean keep) {
        if (gesture != null) {
            if (keep) {
                gesture.commit();
            } else {
                gesture.cancel();
            }
        }
        gesture = null;
        base = null;
        edge = 0;
        view.hintProperty().set(null);
        hover(0);
    }

    private void keyPressed(KeyEvent event) {
        if (event.getCode() == KeyCode.ESCAPE && edge != 0) {
            end(false);
            event.consume();
        }
    }

    /** Cancels an open retime (the panel loses its document). */
    void cancel() {
        end(false);
    }
}

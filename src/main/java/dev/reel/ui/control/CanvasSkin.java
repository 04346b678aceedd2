package dev.reel.ui.control;

import javafx.beans.InvalidationListener;
import javafx.beans.WeakInvalidationListener;
import javafx.beans.Observable;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Control;
import javafx.scene.control.SkinBase;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The look of a control drawn on one canvas: a change to anything it {@link #watch watches} marks it stale and
 * it repaints at most once per pulse, on the next layout (or at once when resized), and not while the control is
 * hidden (it repaints when shown again). Every listener it adds is removed in {@link #dispose()}.
 *
 * @param <C> the control
 */
public abstract class CanvasSkin<C extends Control> extends SkinBase<C> {
    private final Canvas canvas = new Canvas();
    private final List<Observable> watched = new ArrayList<>();
    private final InvalidationListener dirty = observable -> markDirty();
    /*
     * What the watched observables hold: weak, so that the window-wide time notation (a static property every
     * canvas watches) never keeps a closed window's canvases, and their pixels, alive.
     */
    private final InvalidationListener weakDirty = new WeakInvalidationListener(dirty);
    private boolean stale = true;
    private long paints;

    protected CanvasSkin(C control) {
        super(control);
        getChildren().add(canvas);
        // Any canvas may write times (ruler grids, a summary's length): a new notation repaints them all.
        watch(List.of(control.visibleProperty(), TimeNotation.chosenProperty()));
    }

    /** Repaints after any of {@code observables} changes. */
    protected final void watch(Collection<? extends Observable> observables) {
        for (Observable observable : observables) {
            watched.add(observable);
            observable.addListener(weakDirty);
        }
    }

    /** Paints the whole canvas ({@code width} × {@code height}); the canvas is not cleared first. */
    protected abstract void paint(GraphicsContext g, double width, double height);

    /** Paints now ({@link CanvasControl#redrawNow()} calls it; benchmarks time it). */
    protected final void draw() {
        stale = false;
        paints++;
        paint(canvas.getGraphicsContext2D(), canvas.getWidth(), canvas.getHeight());
    }

    /** How many times the canvas was painted (tests count the paints while the editor idles). */
    public final long paints() {
        return paints;
    }

    private void markDirty() {
        stale = true;
        getSkinnable().requestLayout();
    }

    @Override
    protected void layoutChildren(double x, double y, double width, double height) {
        canvas.relocate(x, y);
        if (canvas.getWidth() != width || canvas.getHeight() != height) {
            canvas.setWidth(width);
            canvas.setHeight(height);
            stale = true;
        }
        // A hidden control waits until it is shown: JavaFX still rasterises a hidden canvas's drawing (the curve
        // editor behind the dope sheet drew the 10,000 selected keys of the big clip on every drag frame).
        if (stale && getSkinnable().isVisible()) {
            draw();
        }
    }

    @Override
    public void dispose() {
        watched.forEach(observable -> observable.removeListener(weakDirty));
        watched.clear();
        super.dispose();
    }
}

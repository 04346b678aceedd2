package dev.reel.ui.curves;

import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.SkinBase;

import java.util.ArrayList;
import java.util.List;

/**
 * The look of a {@link CurveView}: one canvas redrawn by {@link CurvePainter} at most once per pulse after a
 * change. Every listener it adds is removed in {@link #dispose()}.
 */
final class CurveSkin extends SkinBase<CurveView> {
    private final Canvas canvas = new Canvas();
    private final CurvePainter painter = new CurvePainter();
    private final List<Observable> watched = new ArrayList<>();
    private final InvalidationListener dirty = observable -> markDirty();
    private boolean stale = true;

    CurveSkin(CurveView view) {
        super(view);
        getChildren().add(canvas);
        watched.addAll(List.of(view.trackProperty(), view.laneProperty(), view.pointsProperty(),
                view.timeCursorProperty(), view.lengthProperty(), view.fpsProperty(), view.boxProperty(),
                view.hintProperty(), view.axis().startProperty(), view.axis().pixelsPerSecondProperty(),
                view.values().centreProperty(), view.values().pixelsPerUnitProperty()));
        watched.addAll(view.paints().all());
        watched.forEach(observable -> observable.addListener(dirty));
        view.setRedraw(this::draw);
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
        if (stale) {
            draw();
        }
    }

    private void draw() {
        stale = false;
        painter.paint(canvas.getGraphicsContext2D(), getSkinnable(), canvas.getWidth(), canvas.getHeight());
    }

    @Override
    public void dispose() {
        watched.forEach(observable -> observable.removeListener(dirty));
        getSkinnable().setRedraw(() -> { });
        super.dispose();
    }
}

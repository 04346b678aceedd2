package dev.reel.ui.dopesheet;

import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.SkinBase;

import java.util.ArrayList;
import java.util.List;

/**
 * The look of a {@link DopeSheetView}: one canvas, redrawn by {@link SheetPainter} in one pass at most once per
 * pulse after anything it shows changed (changes mark it dirty and ask for a layout; the layout draws). Every
 * listener it adds is removed in {@link #dispose()}.
 */
final class DopeSheetSkin extends SkinBase<DopeSheetView> {
    private final Canvas canvas = new Canvas();
    private final SheetPainter painter = new SheetPainter();
    private final List<Observable> watched = new ArrayList<>();
    private final InvalidationListener dirty = observable -> markDirty();
    private boolean stale = true;

    DopeSheetSkin(DopeSheetView view) {
        super(view);
        getChildren().add(canvas);
        watched.addAll(List.of(view.sheetLayoutProperty(), view.selectionProperty(), view.timeCursorProperty(),
                view.fpsProperty(), view.scrollYProperty(), view.loopProperty(), view.boxProperty(),
                view.dropProperty(), view.hintProperty(), view.repaintsProperty(), view.axis().startProperty(),
                view.axis().pixelsPerSecondProperty()));
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

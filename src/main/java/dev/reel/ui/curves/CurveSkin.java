package dev.reel.ui.curves;

import dev.reel.ui.control.CanvasSkin;
import javafx.scene.canvas.GraphicsContext;

import java.util.List;

/**
 * The look of a {@link CurveView}: one canvas redrawn by {@link CurvePainter} at most once per pulse after a
 * change. Every listener it adds is removed in {@link #dispose()}.
 */
final class CurveSkin extends CanvasSkin<CurveView> {
    private final CurvePainter painter = new CurvePainter();

    CurveSkin(CurveView view) {
        super(view);
        watch(List.of(view.trackProperty(), view.laneProperty(), view.pointsProperty(),
                view.timeCursorProperty(), view.lengthProperty(), view.fpsProperty(), view.boxProperty(),
                view.hintProperty(), view.axis().startProperty(), view.axis().pixelsPerSecondProperty(),
                view.values().centreProperty(), view.values().pixelsPerUnitProperty()));
        watch(view.paints().all());
        view.setRedraw(this::draw);
    }

    @Override
    protected void paint(GraphicsContext g, double width, double height) {
        painter.paint(g, getSkinnable(), width, height);
    }

    @Override
    public void dispose() {
        getSkinnable().setRedraw(() -> { });
        super.dispose();
    }
}

package dev.reel.ui.curves;

import dev.reel.ui.control.CanvasSkin;
import javafx.scene.canvas.GraphicsContext;

import java.util.List;

/**
 * The look of a {@link CurveView}: the graph on one canvas, redrawn by {@link CurvePainter} at most once per
 * pulse after a change, and the {@link LaneList} at its right. Every listener it adds is removed in
 * {@link #dispose()}.
 */
final class CurveSkin extends CanvasSkin<CurveView> {
    private final CurvePainter painter = new CurvePainter();
    private final LaneList lanes;

    CurveSkin(CurveView view) {
        super(view);
        lanes = new LaneList(view);
        getChildren().add(lanes);
        watch(List.of(view.tracksProperty(), view.hiddenProperty(), view.lockedProperty(), view.soloProperty(),
                view.normalizeProperty(), view.frozenProperty(), view.pointsProperty(),
                view.timeCursorProperty(), view.lengthProperty(), view.fpsProperty(), view.boxProperty(),
                view.hintProperty(), view.axis().startProperty(), view.axis().pixelsPerSecondProperty(),
                view.values().centreProperty(), view.values().pixelsPerUnitProperty()));
        watch(view.paints().all());
    }

    @Override
    protected void layoutChildren(double x, double y, double width, double height) {
        double list = Math.min(LaneList.WIDTH, width / 3);
        getSkinnable().setListWidth(list);
        super.layoutChildren(x, y, Math.max(0, width - list), height);
        lanes.resizeRelocate(x + width - list, y, list, height);
    }

    @Override
    protected void paint(GraphicsContext g, double width, double height) {
        painter.paint(g, getSkinnable(), width, height);
    }

    /** The lane list, for tests. */
    LaneList laneList() {
        return lanes;
    }

    @Override
    public void dispose() {
        lanes.dispose();
        getChildren().remove(lanes);
        super.dispose();
    }
}

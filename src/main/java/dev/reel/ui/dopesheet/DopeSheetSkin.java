package dev.reel.ui.dopesheet;

import dev.reel.ui.control.CanvasSkin;
import javafx.scene.canvas.GraphicsContext;

import java.util.List;

/**
 * The look of a {@link DopeSheetView}: one canvas, redrawn by {@link SheetPainter} in one pass at most once per
 * pulse after anything it shows changed (changes mark it dirty and ask for a layout; the layout draws). Every
 * listener it adds is removed in {@link #dispose()}.
 */
final class DopeSheetSkin extends CanvasSkin<DopeSheetView> {
    private final SheetPainter painter = new SheetPainter();

    DopeSheetSkin(DopeSheetView view) {
        super(view);
        watch(List.of(view.sheetLayoutProperty(), view.selectionProperty(), view.timeCursorProperty(),
                view.fpsProperty(), view.scrollYProperty(), view.loopProperty(), view.boxProperty(),
                view.dropProperty(), view.hintProperty(), view.retimeHoverProperty(), view.repaintsProperty(), view.axis().startProperty(),
                view.axis().pixelsPerSecondProperty()));
        watch(view.paints().all());
    }

    @Override
    protected void paint(GraphicsContext g, double width, double height) {
        painter.paint(g, getSkinnable(), width, height);
    }
}

package dev.reel.ui.dopesheet;

import dev.reel.ui.control.AssetDrag;
import javafx.scene.input.DragEvent;
import javafx.scene.input.TransferMode;

import java.util.List;
import java.util.Locale;

/**
 * Cells dragged from Assets onto the dope sheet: while over a sprite row it previews where the frames would land
 * (the first at the snapped time under the mouse, the rest one per 1/12 s); a drop keys them in one step.
 */
final class SheetDrop {
    private final DopeSheetView view;
    private final SheetEditing editing;
    private final AnimationState state;

    SheetDrop(DopeSheetView view, SheetEditing editing, AnimationState state) {
        this.view = view;
        this.editing = editing;
        this.state = state;
        view.addEventHandler(DragEvent.DRAG_OVER, this::dragOver);
        view.addEventHandler(DragEvent.DRAG_EXITED, event -> view.dropProperty().set(null));
        view.addEventHandler(DragEvent.DRAG_DROPPED, this::dropped);
    }

    private SheetLayout.Row spriteRowAt(double y) {
        SheetLayout.Row row = view.sheetLayout().rowAt(y + view.scrollYProperty().get());
        return row != null && row.takesSprites() ? row : null;
    }

    private static List<String> sprites(DragEvent event) {
        Object paths = event.getDragboard().getContent(AssetDrag.FORMAT);
        if (!(paths instanceof String text)) {
            return List.of();
        }
        return text.lines().map(String::strip).filter(line -> !line.isEmpty() && isSprite(line)).toList();
    }

    /** A cell ({@code sheet.png#cell}), a whole PNG or a built-in sprite; clips and controllers are not frames. */
    private static boolean isSprite(String path) {
        return path.contains("#") || path.toLowerCase(Locale.ROOT).endsWith(".png") || path.startsWith("engine/sprites/");
    }

    private void dragOver(DragEvent event) {
        SheetLayout.Row row = spriteRowAt(event.getY());
        List<String> sprites = event.getDragboard().hasContent(AssetDrag.FORMAT) ? sprites(event) : List.of();
        if (row == null || sprites.isEmpty() || !editing.ready()) {
            view.dropProperty().set(null);
            return;
        }
        event.acceptTransferModes(TransferMode.COPY);
        double start = Math.max(0, state.snap(view.axis().time(event.getX()), false));
        double[] times = new double[sprites.size()];
        for (int i = 0; i < times.length; i++) {
            times[i] = start + i * dev.reel.sheet.FrameInsertion.DROP_SPACING;
        }
        view.dropProperty().set(new DopeSheetView.DropPreview(row.y(), row.height(), times));
        event.consume();
    }

    private void dropped(DragEvent event) {
        view.dropProperty().set(null);
        if (drop(sprites(event), event.getX(), event.getY())) {
            event.setDropCompleted(true);
            event.consume();
        }
    }

    /**
     * Keys sprites dropped at (x, y) of the view on the sprite row there: the first at the (snapped) time
     * under the mouse, the rest one per 1/12 s. False when no sprite row is there.
     */
    boolean drop(List<String> sprites, double x, double y) {
        SheetLayout.Row row = spriteRowAt(y);
        if (row == null || sprites.isEmpty()) {
            return false;
        }
        editing.dropFrames(row.path(), sprites, Math.max(0, state.snap(view.axis().time(x), false)));
        return true;
    }
}

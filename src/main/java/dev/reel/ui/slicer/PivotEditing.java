package dev.reel.ui.slicer;

import dev.reel.edit.Gesture;
import dev.reel.edit.cmd.SetCellPivots;
import dev.reel.model.Cell;
import dev.reel.model.SheetMeta;
import dev.reel.ui.sheets.CellSelection;

import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The selected cells and their pivots: clicks in the view select cells into the document's shared selection
 * (so undo brings the selection back), a pivot drag is one gesture — every selected cell's pivot follows, one
 * undo step on release, Esc puts them back — and presets or typed numbers are one step each.
 */
final class PivotEditing implements SheetView.PivotDrag {
    private final Supplier<SheetSubject> subject;
    private final SheetView view;
    private final CellControls controls;
    private final Consumer<String> say;
    private Gesture<SheetMeta> gesture;
    private List<String> dragged = List.of();

    PivotEditing(Supplier<SheetSubject> subject, SheetView view, CellControls controls, Consumer<String> say) {
        this.subject = subject;
        this.view = view;
        this.controls = controls;
        this.say = say;
        view.setOnSelect(this::select);
        view.setPivotDrag(this);
        controls.setOnPivot(this::setPivots);
    }

    /** Selects the cells with these ids. */
    void select(Set<String> ids) {
        SheetSubject shown = subject.get();
        if (shown == null) {
            return;
        }
        shown.document().select(CellSelection.keys(ids));
        show();
    }

    /** Shows the document's selection in the view and the Cell section. */
    void show() {
        SheetSubject shown = subject.get();
        if (shown == null) {
            view.setSelection(Set.of());
            controls.show(List.of(), 0);
            return;
        }
        view.setSelection(CellSelection.ids(shown.meta(), shown.document().selection()));
        controls.show(selected(), shown.meta().cells().size());
    }

    /** The selected cells in sheet order. */
    List<Cell> selected() {
        SheetSubject shown = subject.get();
        return shown == null ? List.of() : CellSelection.cells(shown.meta(), shown.document().selection());
    }

    @Override
    public void begin(String cellId) {
        SheetSubject shown = subject.get();
        if (shown == null || shown.document().document().busy()) {
            return;
        }
        dragged = selected().stream().map(Cell::id).toList();
        gesture = shown.document().document().gesture(dragged.size() == 1 ? "Move pivot"
                : "Move pivots of " + dragged.size() + " cells");
    }

    @Override
    public void move(double x, double y) {
        if (gesture != null) {
            gesture.update(SetCellPivots.all(dragged, x, y));
        }
    }

    @Override
    public void end(boolean commit) {
        if (gesture != null && commit) {
            gesture.commit();
            gesture = null;
        }
        cancel();
    }

    /** Ends a drag that is still open, putting the pivots back. */
    void cancel() {
        if (gesture != null) {
            gesture.cancel();
            gesture = null;
        }
    }

    private void setPivots(double x, double y) {
        SheetSubject shown = subject.get();
        if (shown == null || shown.document().document().busy()) {
            return;
        }
        List<String> ids = selected().stream().map(Cell::id).toList();
        if (ids.isEmpty()) {
            return;
        }
        try {
            shown.document().document().execute(SetCellPivots.all(ids, x, y));
        } catch (IllegalArgumentException refused) {
            say.accept("Pivot not set: " + refused.getMessage());
        }
    }
}

package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.ui.curves.CurveMouse;
import dev.reel.ui.curves.CurveView;
import dev.reel.ui.documents.EditingContext;
import dev.reel.ui.documents.OpenDocument;

/**
 * Fitting the Animation panel's time axis to the clip: F frames the selected keys (every key when none is
 * selected), ten frames wide at the least; A frames the whole clip. In curve mode the curve editor frames its
 * points instead, values too. A frame asked for before the views have a width (not laid out yet) waits until the
 * dope sheet has one. Each open clip keeps its own view ({@link #keep}, {@link #restore}): the time axis's zoom and
 * scroll, the rows' vertical scroll and the curve editor's value axis, given back when it is focused again.
 */
final class SheetFraming {
    /** A clip's view in the Animation panel while it is open. */
    record View(double start, double pixelsPerSecond, double scrollY, double valueCentre, double pixelsPerUnit) {
    }

    /** The Animation panel's view of a clip, in its {@link EditingContext}. */
    static final EditingContext.Key<View> VIEW = EditingContext.Key.of("animation.view");

    private final AnimationState state;
    private final SheetEditing editing;
    private final DopeSheetView sheet;
    private final CurveView curves;
    private final CurveMouse curveMouse;
    private boolean pending;

    SheetFraming(AnimationState state, SheetEditing editing, DopeSheetView sheet, CurveView curves,
                 CurveMouse curveMouse) {
        this.state = state;
        this.editing = editing;
        this.sheet = sheet;
        this.curves = curves;
        this.curveMouse = curveMouse;
        sheet.widthProperty().addListener(observable -> {
            if (pending && sheet.getWidth() > 0) {
                frameAll();
            }
        });
    }

    /** F: the selection in view (all keys when nothing is selected); in curves, their values too. */
    void frame(boolean selection) {
        if (state.curvesProperty().get()) {
            curveMouse.frame(selection);
            return;
        }
        Clip clip = editing.clip();
        if (clip == null) {
            return;
        }
        double[] chosen = selection ? KeyTimes.span(clip, editing.selection()) : null;
        if (chosen == null) {
            frameAll();
            return;
        }
        double first = chosen[0];
        double last = chosen[1];
        double span = Math.max(last - first, 10 * state.frame());
        double middle = (first + last) / 2;
        state.axis().frame(middle - span / 2, middle + span / 2, sheet.getWidth(), 40);
    }

    /** A: the whole clip in view. */
    void frameAll() {
        if (state.curvesProperty().get() && curveMouse.frame(false)) {
            return;
        }
        double width = sheet.getWidth() > 0 ? sheet.getWidth() : curves.getWidth();
        if (width <= 0) {
            pending = true;
            return;
        }
        pending = false;
        Clip clip = editing.clip();
        double length = clip == null || clip.length() <= 0 ? 1 : clip.length();
        state.axis().frame(0, length, width, 30);
    }

    /** Keeps the view shown now as {@code document}'s, for when it is focused again. */
    void keep(OpenDocument<?> document) {
        if (document != null && !pending) {
            document.editing().setView(VIEW, new View(state.axis().start(), state.axis().pixelsPerSecond(),
                    state.scrollYProperty().get(), curves.values().centreProperty().get(),
                    curves.values().pixelsPerUnit()));
        }
    }

    /** Whether {@code document} has a view kept from before. */
    static boolean kept(OpenDocument<?> document) {
        return document != null && document.editing().view(VIEW) != null;
    }

    /** Shows {@code document}'s kept view; false (nothing changed) when it has none. */
    boolean restore(OpenDocument<?> document) {
        View view = document == null ? null : document.editing().view(VIEW);
        if (view == null) {
            return false;
        }
        pending = false;
        state.axis().pixelsPerSecondProperty().set(view.pixelsPerSecond());
        state.axis().startProperty().set(view.start());
        curves.values().pixelsPerUnitProperty().set(view.pixelsPerUnit());
        curves.values().centreProperty().set(view.valueCentre());
        state.scrollTo(view.scrollY());
        return true;
    }
}

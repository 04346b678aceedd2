package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.ui.curves.CurveMouse;
import dev.reel.ui.curves.CurveView;

/**
 * Fitting the Animation panel's time axis to the clip: F frames the selected keys (every key when none is
 * selected), ten frames wide at the least; A frames the whole clip. In curve mode the curve editor frames its
 * points instead, values too. A frame asked for before the views have a width (not laid out yet) waits until the
 * dope sheet has one.
 */
final class SheetFraming {
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
}

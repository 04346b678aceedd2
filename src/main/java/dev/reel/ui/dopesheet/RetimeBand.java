package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;

import dev.reel.ui.control.StyledPaints;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;

import java.util.Set;

/**
 * Where the selection's retime handles stand: the first and last selected time (keys and events) and the rows
 * that show selected keys, from the top of the first to the bottom of the last (the clip's summary row left
 * out, since it shows every selection). Only a selection spanning two distinct times has handles.
 *
 * @param first  the earliest selected time
 * @param last   the latest selected time
 * @param top    content y of the band's top
 * @param bottom content y of the band's bottom
 */
record RetimeBand(double first, double last, double top, double bottom) {
    /** How wide a handle is, and how far it stands off the edge key (past the key's diamond). */
    static final double HANDLE = 7;
    static final double OFFSET = SheetPainter.HALF + 2;

    /** The band of {@code selection} in {@code layout}, or null when it has no two distinct times. */
    static RetimeBand of(SheetLayout layout, Set<Long> selection, SelectedTimes selected) {
        Clip clip = layout.clip();
        if (clip == null || selection.isEmpty()) {
            return null;
        }
        double[] span = KeyTimes.withEvents(selected.span(), clip, selection);
        if (span == null || span[1] - span[0] < 1e-9) {
            return null;
        }
        double top = Double.POSITIVE_INFINITY;
        double bottom = Double.NEGATIVE_INFINITY;
        for (SheetLayout.Row row : layout.rows()) {
            boolean shows = switch (row.kind()) {
                case EVENTS -> clip.events().stream().map(ClipEvent::id).anyMatch(selection::contains);
                case GROUP, TRACK -> selected.any(row.tracks());
                default -> false;
            };
            if (shows) {
                top = Math.min(top, row.y());
                bottom = Math.max(bottom, row.bottom());
            }
        }
        if (top > bottom) {
            return null;
        }
        return new RetimeBand(span[0], span[1], top, bottom);
    }

    /** Which handle is at view x, y ({@code -1} the left, {@code 1} the right, 0 none), for an x of the edges. */
    int handleAt(double x, double y, double leftX, double rightX, double scroll) {
        if (y < top - scroll || y > bottom - scroll) {
            return 0;
        }
        if (x >= leftX - OFFSET - HANDLE - 2 && x <= leftX - OFFSET + 2) {
            return -1;
        }
        if (x >= rightX + OFFSET - 2 && x <= rightX + OFFSET + HANDLE + 2) {
            return 1;
        }
        return 0;
    }

    /** Draws the band faintly and its two handles (the one under the mouse, {@code hover}, brighter). */
    void paint(GraphicsContext g, StyledPaints.Values paints, double leftX, double rightX, double scroll,
               double height, int hover) {
        double y0 = Math.max(0, top - scroll) + 1;
        double y1 = Math.min(height, bottom - scroll) - 1;
        if (y1 <= y0) {
            return;
        }
        Color stroke = paints.color("-reel-selection-stroke");
        g.setFill(stroke.deriveColor(0, 1, 1, 0.08));
        g.fillRect(leftX, y0, rightX - leftX, y1 - y0);
        g.setStroke(stroke.deriveColor(0, 1, 1, 0.45));
        g.setLineWidth(1);
        g.strokeLine(Math.floor(leftX) + 0.5, y0, Math.floor(leftX) + 0.5, y1);
        g.strokeLine(Math.floor(rightX) + 0.5, y0, Math.floor(rightX) + 0.5, y1);
        handle(g, stroke, Math.floor(leftX - OFFSET - HANDLE), y0, y1, hover == -1);
        handle(g, stroke, Math.floor(rightX + OFFSET), y0, y1, hover == 1);
    }

    private static void handle(GraphicsContext g, Color colour, double x, double y0, double y1, boolean lit) {
        g.setFill(lit ? colour.brighter() : colour.deriveColor(0, 1, 1, 0.85));
        g.fillRoundRect(x, y0, HANDLE, y1 - y0, 4, 4);
        // Two grip lines in the middle, as on a splitter.
        double middle = (y0 + y1) / 2;
        g.setStroke(Color.rgb(10, 14, 20, 0.7));
        g.strokeLine(x + 2.5, middle - 4, x + 2.5, middle + 4);
        g.strokeLine(x + HANDLE - 2.5, middle - 4, x + HANDLE - 2.5, middle + 4);
    }
}

package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.Key;
import dev.reel.model.Track;
import dev.reel.ui.control.TimeAxis;
import javafx.geometry.Rectangle2D;

import java.util.LinkedHashSet;
import java.util.Set;

/** What is under the mouse in the dope sheet, and what a box covers: keys, summary columns, events, rows. */
final class SheetHits {
    /** How close (pixels) a click must be to a key or flag to hit it. */
    static final double REACH = 6;

    /** Something under the mouse. */
    sealed interface Hit permits KeyHit, ColumnHit, EventHit, Empty {
    }

    /** A key of a track row. */
    record KeyHit(SheetLayout.Row row, long keyId, double time) implements Hit {
    }

    /** A diamond of a summary row: the keys of its tracks at that time. */
    record ColumnHit(SheetLayout.Row row, double time, Set<Long> keyIds) implements Hit {
    }

    record EventHit(long eventId, double time) implements Hit {
    }

    /** Nothing but a row (null below the rows) at a time. */
    record Empty(SheetLayout.Row row, double time) implements Hit {
    }

    private SheetHits() {
    }

    static Hit at(SheetLayout layout, TimeAxis axis, double scroll, double x, double y) {
        SheetLayout.Row row = layout.rowAt(y + scroll);
        double time = axis.time(x);
        Clip clip = layout.clip();
        if (row == null || clip == null) {
            return new Empty(row, time);
        }
        switch (row.kind()) {
            case EVENTS -> {
                ClipEvent best = null;
                for (ClipEvent event : clip.events()) {
                    double left = axis.x(event.time());
                    if (x >= left - REACH && x <= left + EventFlags.labelWidth(event.name())
                            && (best == null || event.time() > best.time())) {
                        best = event;
                    }
                }
                if (best != null) {
                    return new EventHit(best.id(), best.time());
                }
            }
            case TRACK -> {
                int index = nearest(row.keys(), axis, x, row.sprite() ? 3 : REACH);
                if (index >= 0) {
                    return new KeyHit(row, row.keys().ids[index], row.keys().times[index]);
                }
                if (row.sprite()) {
                    // A click inside a frame's cell picks the key that starts it.
                    int before = row.keys().firstAtOrAfter(time + 1e-9) - 1;
                    if (before >= 0) {
                        return new KeyHit(row, row.keys().ids[before], row.keys().times[before]);
                    }
                }
            }
            case SUMMARY, GROUP -> {
                int index = nearest(row.keys(), axis, x, REACH);
                if (index >= 0) {
                    double at = row.keys().times[index];
                    return new ColumnHit(row, at, column(row, at, at));
                }
            }
            default -> {
            }
        }
        return new Empty(row, time);
    }

    /** The index of the key nearest to x within {@code reach} pixels, or -1. */
    private static int nearest(RowKeys keys, TimeAxis axis, double x, double reach) {
        int after = keys.firstAtOrAfter(axis.time(x));
        int best = -1;
        double distance = reach;
        for (int index = Math.max(0, after - 1); index <= Math.min(keys.size() - 1, after); index++) {
            double gap = Math.abs(axis.x(keys.times[index]) - x);
            if (gap <= distance) {
                best = index;
                distance = gap;
            }
        }
        return best;
    }

    /** The keys of a row's tracks whose times are in [from, to]. */
    static Set<Long> column(SheetLayout.Row row, double from, double to) {
        Set<Long> ids = new LinkedHashSet<>();
        for (Track track : row.tracks()) {
            for (Key key : track.keys()) {
                if (key.time() >= from - 1e-9 && key.time() <= to + 1e-9) {
                    ids.add(key.id());
                }
            }
        }
        return ids;
    }

    /** Every key and event whose mark lies in the box (view coordinates); summary rows give their columns. */
    static Set<Long> inBox(SheetLayout layout, TimeAxis axis, double scroll, Rectangle2D box) {
        Set<Long> ids = new LinkedHashSet<>();
        Clip clip = layout.clip();
        if (clip == null) {
            return ids;
        }
        double from = axis.time(box.getMinX() - SheetPainter.HALF);
        double to = axis.time(box.getMaxX() + SheetPainter.HALF);
        for (SheetLayout.Row row : layout.rows()) {
            double top = row.y() - scroll;
            double middle = top + row.height() / 2;
            if (middle < box.getMinY() || middle > box.getMaxY()) {
                continue;
            }
            switch (row.kind()) {
                case TRACK -> {
                    RowKeys keys = row.keys();
                    for (int index = keys.firstAtOrAfter(from); index < keys.size() && keys.times[index] <= to; index++) {
                        ids.add(keys.ids[index]);
                    }
                }
                case SUMMARY, GROUP -> ids.addAll(column(row, from, to));
                case EVENTS -> clip.events().stream().filter(event -> event.time() >= from && event.time() <= to)
                        .forEach(event -> ids.add(event.id()));
                default -> {
                }
            }
        }
        return ids;
    }
}

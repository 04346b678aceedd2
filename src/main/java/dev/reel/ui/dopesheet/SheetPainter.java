package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.EventMode;
import dev.reel.model.Flipbook;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.ui.control.StyledPaints;
import dev.reel.ui.control.TimeFormat;
import dev.reel.ui.control.TimelineOverlay;
import dev.reel.ui.control.TimeAxis;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.image.Image;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

import java.util.Set;

/**
 * Draws a {@link DopeSheetView} in one pass: row backgrounds, grid, the clip's range (tinted when it loops), then
 * each visible row's content, the cursor and the overlays. Only visible rows are walked, and in each only the keys in view, found
 * by binary search; keys closer than a diamond merge into a band, so a redraw costs about the canvas's width
 * per row however many keys a track has.
 */
final class SheetPainter {
    static final double HALF = 5;
    /** Keys within this many pixels draw as one mark. */
    private static final double CLUSTER = 2;
    /** Marks closer than this merge into a band. */
    private static final double GAP = 2 * HALF + 1;
    /** A sprite frame this wide shows its picture. */
    static final double THUMB_WIDTH = 22;
    private static final Font EVENT_FONT = Font.font(10.5);

    private final double[] xs = new double[4];
    private final double[] ys = new double[4];
    private final SelectionCounts counts = new SelectionCounts();

    void paint(GraphicsContext g, DopeSheetView view, double width, double height) {
        StyledPaints.Values paints = view.paints();
        SheetLayout layout = view.sheetLayout();
        TimeAxis axis = view.axis();
        Set<Long> selection = view.selectionProperty().get();
        counts.prepare(selection, layout, view.selectedTimes(layout, selection));
        // Clearing the whole canvas also drops commands not yet rendered (two redraws in one pulse).
        g.clearRect(0, 0, width, height);
        g.setFill(paints.color("-reel-sheet-background"));
        g.fillRect(0, 0, width, height);
        Clip clip = layout.clip();
        if (clip == null) {
            return;
        }
        double scroll = view.scrollYProperty().get();
        int first = layout.firstVisible(scroll);
        int last = first;
        for (int index = first; index < layout.rows().size(); index++) {
            SheetLayout.Row row = layout.rows().get(index);
            double top = row.y() - scroll;
            if (top >= height) {
                break;
            }
            last = index + 1;
            g.setFill(paints.color(switch (row.kind()) {
                case SUMMARY, EVENTS -> "-reel-sheet-summary";
                case GROUP -> "-reel-sheet-group";
                default -> index % 2 == 0 ? "-reel-sheet-row" : "-reel-sheet-row-alt";
            }));
            g.fillRect(0, top, width, row.height() - 1);
        }
        grid(g, view, width, height);
        double end = axis.x(clip.length());
        g.setFill(paints.color("-reel-sheet-outside").deriveColor(0, 1, 1, 0.55));
        if (end < width) {
            g.fillRect(Math.max(0, end), 0, width - Math.max(0, end), height);
        }
        double start = axis.x(0);
        if (start > 0) {
            g.fillRect(0, 0, start, height);
        }
        if (view.loopProperty().get()) {
            loop(g, paints, Math.max(0, start), Math.min(width, end), height);
        }
        for (int index = first; index < last; index++) {
            SheetLayout.Row row = layout.rows().get(index);
            double top = row.y() - scroll;
            switch (row.kind()) {
                case SUMMARY, GROUP -> summary(g, view, row, top, width);
                case EVENTS -> events(g, view, clip, top, row.height(), width);
                case FLIPBOOK -> frames(g, view, row.flipbook(), clip.length(), top, row.height(), width);
                case TRACK -> {
                    if (row.sprite()) {
                        sprites(g, view, row, clip.length(), top, width);
                    } else {
                        keys(g, view, row, top, width);
                    }
                }
            }
        }
        overlays(g, view, width, height);
    }

    /** A looping clip's range: tinted, with a bar at each end where playback wraps. */
    private static void loop(GraphicsContext g, StyledPaints.Values paints, double left, double right, double height) {
        if (right <= left) {
            return;
        }
        Color colour = paints.color("-reel-sheet-loop");
        g.setFill(colour.deriveColor(0, 1, 1, 0.07));
        g.fillRect(left, 0, right - left, height);
        g.setFill(colour.deriveColor(0, 1, 1, 0.6));
        g.fillRect(left, 0, 2, height);
        g.fillRect(right - 2, 0, 2, height);
    }

    private void grid(GraphicsContext g, DopeSheetView view, double width, double height) {
        TimeAxis axis = view.axis();
        double pps = axis.pixelsPerSecond();
        double fps = view.fpsProperty().get();
        double from = axis.time(0);
        double to = axis.time(width);
        g.setLineWidth(1);
        if (fps > 0 && pps / fps >= 8) {
            g.setStroke(view.paints().color("-reel-sheet-frame"));
            g.beginPath();
            for (long frame = (long) Math.ceil(from * fps); frame <= to * fps; frame++) {
                double x = Math.floor(axis.x(frame / fps)) + 0.5;
                g.moveTo(x, 0);
                g.lineTo(x, height);
            }
            g.stroke();
        }
        double step = TimeFormat.chosen(fps).step(pps, 64);
        g.setStroke(view.paints().color("-reel-sheet-grid"));
        g.beginPath();
        for (long index = (long) Math.floor(from / step); index * step <= to; index++) {
            double x = Math.floor(axis.x(index * step)) + 0.5;
            g.moveTo(x, 0);
            g.lineTo(x, height);
        }
        g.stroke();
    }

    private void keys(GraphicsContext g, DopeSheetView view, SheetLayout.Row row, double top, double width) {
        RowKeys keys = row.keys();
        int[] selected = counts.of(keys);
        TimeAxis axis = view.axis();
        StyledPaints.Values paints = view.paints();
        double centre = top + row.height() / 2;
        int end = keys.firstAtOrAfter(axis.time(width + GAP));
        int i = keys.firstAtOrAfter(axis.time(-GAP));
        double bandStart = Double.NaN;
        int bandFrom = 0;
        while (i < end) {
            double x = axis.x(keys.times[i]);
            int j = Math.max(i + 1, keys.firstAtOrAfter(axis.time(x + CLUSTER)));
            double next = j < keys.size() ? axis.x(keys.times[j]) : Double.POSITIVE_INFINITY;
            if (next - x < GAP) {
                if (Double.isNaN(bandStart)) {
                    bandStart = x;
                    bandFrom = i;
                }
            } else if (!Double.isNaN(bandStart)) {
                band(g, paints, keys, selected, bandFrom, j, bandStart, x, centre, axis);
                bandStart = Double.NaN;
            } else {
                if (keys.holds[j - 1] && j < keys.size()) {
                    g.setFill(paints.color("-reel-key-hold"));
                    g.fillRect(x, centre - 2, next - x, 4);
                }
                boolean chosen = selected[j] - selected[i] > 0;
                mark(g, paints, keys.shapes[i], chosen, Math.floor(x) + 0.5, centre, HALF);
            }
            i = j;
        }
        if (!Double.isNaN(bandStart)) {
            double x = axis.x(keys.times[end - 1]);
            band(g, paints, keys, selected, bandFrom, end, bandStart, x, centre, axis);
        }
    }

    /** Keys too close to draw one by one: one bar, with the selected ones picked out. */
    private void band(GraphicsContext g, StyledPaints.Values paints, RowKeys keys, int[] selected, int from, int to,
                      double left, double right, double centre, TimeAxis axis) {
        int chosen = selected[to] - selected[from];
        g.setFill(chosen == to - from ? paints.color("-reel-key-selected") : shapeColor(paints, keys.shapes[from]));
        g.fillRoundRect(left - HALF + 1, centre - HALF + 1, right - left + 2 * HALF - 2, 2 * HALF - 2, 4, 4);
        if (chosen > 0 && chosen < to - from) {
            g.setFill(paints.color("-reel-key-selected"));
            int i = from;
            while (i < to) {
                double x = axis.x(keys.times[i]);
                int j = Math.min(to, Math.max(i + 1, keys.firstAtOrAfter(axis.time(x + CLUSTER))));
                if (selected[j] - selected[i] > 0) {
                    g.fillRect(x - 1, centre - HALF + 1, CLUSTER + 1, 2 * HALF - 2);
                }
                i = j;
            }
        }
    }

    private static Color shapeColor(StyledPaints.Values paints, byte shape) {
        return paints.color(switch (shape) {
            case RowKeys.LINEAR -> "-reel-key-linear";
            case RowKeys.STEP -> "-reel-key-step";
            default -> "-reel-key-bezier";
        });
    }

    /** A key mark: a diamond for bezier, a square for linear, a tall bar for step. */
    void mark(GraphicsContext g, StyledPaints.Values paints, byte shape, boolean chosen, double x, double y,
              double half) {
        g.setFill(chosen ? paints.color("-reel-key-selected") : shapeColor(paints, shape));
        switch (shape) {
            case RowKeys.LINEAR -> g.fillRect(x - half + 1, y - half + 1, 2 * half - 2, 2 * half - 2);
            case RowKeys.STEP -> g.fillRect(x - half + 2, y - half, 2 * half - 4, 2 * half);
            default -> {
                xs[0] = x;
                ys[0] = y - half;
                xs[1] = x + half;
                ys[1] = y;
                xs[2] = x;
                ys[2] = y + half;
                xs[3] = x - half;
                ys[3] = y;
                g.fillPolygon(xs, ys, 4);
            }
        }
    }

    private void summary(GraphicsContext g, DopeSheetView view, SheetLayout.Row row, double top, double width) {
        RowKeys keys = row.keys();
        double[] chosenTimes = counts.selectedTimes(row);
        TimeAxis axis = view.axis();
        StyledPaints.Values paints = view.paints();
        double centre = top + row.height() / 2;
        double half = HALF - 1;
        int end = keys.firstAtOrAfter(axis.time(width + GAP));
        int i = keys.firstAtOrAfter(axis.time(-GAP));
        // The marks are gathered first and filled as one path per colour: a row of the whole 100,000-key clip
        // framed holds a hundred or more of them, and each filled alone cost the renderer a shape of its own.
        int plain = 0;
        int chosen = 0;
        while (i < end) {
            double x = axis.x(keys.times[i]);
            int j = Math.max(i + 1, keys.firstAtOrAfter(axis.time(x + 2 * half)));
            boolean any = SelectionCounts.anyWithin(chosenTimes, keys.times[i] - 1e-9, keys.times[j - 1] + 1e-9);
            double px = Math.floor(x) + 0.5;
            if (any) {
                chosenMarks = put(chosenMarks, chosen++, px);
            } else {
                plainMarks = put(plainMarks, plain++, px);
            }
            i = j;
        }
        diamonds(g, paints.color("-reel-key-summary"), plainMarks, plain, centre, half);
        diamonds(g, paints.color("-reel-key-selected"), chosenMarks, chosen, centre, half);
    }

    private double[] plainMarks = new double[64];
    private double[] chosenMarks = new double[64];

    private static double[] put(double[] into, int at, double value) {
        double[] array = at < into.length ? into : java.util.Arrays.copyOf(into, into.length * 2);
        array[at] = value;
        return array;
    }

    /** Diamonds of half-size {@code half} centred at {@code xs[0..count)}, {@code y}, filled as one path. */
    private static void diamonds(GraphicsContext g, Color colour, double[] xs, int count, double y, double half) {
        if (count == 0) {
            return;
        }
        g.setFill(colour);
        g.beginPath();
        for (int k = 0; k < count; k++) {
            double x = xs[k];
            g.moveTo(x, y - half);
            g.lineTo(x + half, y);
            g.lineTo(x, y + half);
            g.lineTo(x - half, y);
            g.closePath();
        }
        g.fill();
    }

    private void events(GraphicsContext g, DopeSheetView view, Clip clip, double top, double height, double width) {
        TimeAxis axis = view.axis();
        StyledPaints.Values paints = view.paints();
        Set<Long> selection = view.selectionProperty().get();
        g.setFont(EVENT_FONT);
        g.setTextAlign(TextAlignment.LEFT);
        g.setTextBaseline(VPos.CENTER);
        for (ClipEvent event : clip.events()) {
            double x = Math.floor(axis.x(event.time())) + 0.5;
            double labelWidth = EventFlags.labelWidth(event.name());
            if (x + labelWidth < 0 || x > width) {
                continue;
            }
            boolean chosen = selection.contains(event.id());
            Color color = paints.color(event.mode() == EventMode.PRESENTATION ? "-reel-event-presentation"
                    : event.mode() == EventMode.PREVIEW ? "-reel-event-preview" : "-reel-event");
            g.setStroke(chosen ? paints.color("-reel-key-selected") : color);
            g.strokeLine(x, top + 2, x, top + height - 2);
            g.setFill(chosen ? paints.color("-reel-key-selected") : color);
            g.fillRoundRect(x, top + 3, labelWidth, height - 7, 5, 5);
            g.setFill(chosen ? Color.BLACK : paints.color("-reel-sheet-background"));
            g.fillText(event.name(), x + 4, top + height / 2 - 0.5);
        }
    }

    private void frames(GraphicsContext g, DopeSheetView view, Flipbook flipbook, double length, double top,
                        double height, double width) {
        TimeAxis axis = view.axis();
        int count = flipbook.sprites().size();
        double previousRight = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < count; i++) {
            double left = axis.x(flipbook.frameStart(i));
            if (left > width) {
                break;
            }
            double right = axis.x(i + 1 < count ? flipbook.frameStart(i + 1) : Math.max(length, flipbook.frameStart(i)));
            if (right < 0 || right - previousRight < 1 && right - left < 1) {
                continue;
            }
            previousRight = right;
            cell(g, view, flipbook.sprites().get(i), i, left, right, top, height, false);
        }
    }

    private void sprites(GraphicsContext g, DopeSheetView view, SheetLayout.Row row, double length, double top,
                         double width) {
        RowKeys keys = row.keys();
        Track track = row.track();
        TimeAxis axis = view.axis();
        int[] selected = counts.of(keys);
        int end = keys.firstAtOrAfter(axis.time(width));
        int i = Math.max(0, keys.firstAtOrAfter(axis.time(0)) - 1);
        while (i < end) {
            double left = axis.x(keys.times[i]);
            int j = Math.max(i + 1, keys.firstAtOrAfter(axis.time(left + CLUSTER)));
            double right = axis.x(j < keys.size() ? keys.times[j] : Math.max(length, keys.times[i]));
            Value value = track.keys().get(i).value();
            String sprite = value instanceof Value.Asset asset ? asset.path() : null;
            boolean chosen = selected[j] - selected[i] > 0;
            cell(g, view, sprite, i, left, right, top, row.height(), chosen);
            mark(g, view.paints(), RowKeys.STEP, chosen, Math.floor(left) + 0.5, top + 7, 4);
            i = j;
        }
    }

    /** One sprite frame from {@code left} to {@code right}: a shaded cell with its picture when it is wide enough. */
    private void cell(GraphicsContext g, DopeSheetView view, String sprite, int index, double left, double right,
                      double top, double height, boolean chosen) {
        StyledPaints.Values paints = view.paints();
        g.setFill(paints.color(index % 2 == 0 ? "-reel-sprite-cell" : "-reel-sprite-cell-alt"));
        g.fillRect(left, top + 1, Math.max(1, right - left - 1), height - 3);
        if (chosen) {
            g.setStroke(paints.color("-reel-key-selected"));
            g.strokeRect(left + 0.5, top + 1.5, Math.max(1, right - left - 2), height - 4);
        }
        if (right - left >= THUMB_WIDTH && view.images() != null) {
            Image image = view.images().image(sprite);
            if (image != null) {
                double size = Math.min(height - 6, right - left - 4);
                double scale = Math.min(size / image.getWidth(), size / image.getHeight());
                double w = image.getWidth() * scale;
                double h = image.getHeight() * scale;
                g.setImageSmoothing(false);
                g.drawImage(image, left + 2 + (size - w) / 2, top + 3 + (size - h) / 2, w, h);
            }
        }
    }

    private void overlays(GraphicsContext g, DopeSheetView view, double width, double height) {
        StyledPaints.Values paints = view.paints();
        DopeSheetView.DropPreview drop = view.dropProperty().get();
        if (drop != null) {
            double top = drop.rowY() - view.scrollYProperty().get();
            g.setStroke(paints.color("-reel-drop"));
            g.setLineWidth(2);
            g.strokeRect(1, top + 1, width - 2, drop.rowHeight() - 2);
            g.setFill(paints.color("-reel-drop").deriveColor(0, 1, 1, 0.35));
            double[] times = drop.times();
            for (int i = 0; i < times.length; i++) {
                double left = view.axis().x(times[i]);
                double right = i + 1 < times.length ? view.axis().x(times[i + 1]) : left + view.axis().pixelsPerSecond() / 12;
                g.fillRect(left, top + 3, Math.max(2, right - left - 2), drop.rowHeight() - 6);
            }
            g.setLineWidth(1);
        }
        RetimeBand band = view.retimeBand();
        if (band != null) {
            band.paint(g, paints, view.axis().x(band.first()), view.axis().x(band.last()),
                    view.scrollYProperty().get(), height, view.retimeHoverProperty().get());
        }
        String hint = view.hintProperty().get();
        TimelineOverlay.draw(g, paints, view.axis().x(view.timeCursorProperty().get()), view.boxProperty().get(),
                hint, EVENT_FONT, hint == null ? 0 : EventFlags.labelWidth(hint) + 16, width, height);
    }
}

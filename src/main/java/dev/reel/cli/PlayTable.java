package dev.reel.cli;

import dev.reel.model.Kind;
import dev.reel.model.Value;
import dev.reel.runtime.FiredEvent;
import dev.reel.runtime.StepReport;
import dev.reel.runtime.TrackValue;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code reel play} without {@code --json}: one aligned row per step — step, time, cycle, playing, events,
 * finished, then every track's value under its {@code PATH:PROPERTY}. Times and numbers show four decimals
 * (vector lanes three); a cell longer than {@value #MAX_CELL} characters is cut, paths keeping their end.
 * Rows stream out: the column widths are fitted to the first {@value #SIZING_ROWS} steps, and a later cell
 * that is wider only pushes its row's remaining cells right.
 */
final class PlayTable {
    static final int MAX_CELL = 32;
    static final int SIZING_ROWS = 1000;
    private static final String CUT = "...";
    private static final String GAP = "  ";

    private final PrintWriter out;
    private final List<String[]> pending = new ArrayList<>();
    private List<String> headers;
    private boolean[] rightAligned;
    private int[] widths;

    PlayTable(PrintWriter out) {
        this.out = out;
    }

    /** Adds the row of one step; the first rows wait until the columns are sized. */
    void row(StepReport report) {
        if (headers == null) {
            headers = new ArrayList<>(List.of("step", "time", "cycle", "playing", "events", "finished"));
            List<Boolean> right = new ArrayList<>(List.of(true, true, true, false, false, true));
            for (TrackValue value : report.values()) {
                headers.add(value.target());
                right.add(isNumber(value.kind()));
            }
            rightAligned = new boolean[right.size()];
            for (int i = 0; i < rightAligned.length; i++) {
                rightAligned[i] = right.get(i);
            }
        }
        String[] cells = cells(report);
        if (widths != null) {
            print(cells);
            return;
        }
        pending.add(cells);
        if (pending.size() >= SIZING_ROWS) {
            flush();
        }
    }

    /** Prints whatever still waits for sizing. */
    void finish() {
        if (widths == null && headers != null) {
            flush();
        }
        out.flush();
    }

    private void flush() {
        widths = new int[headers.size()];
        for (int i = 0; i < widths.length; i++) {
            widths[i] = headers.get(i).length();
        }
        for (String[] cells : pending) {
            for (int i = 0; i < cells.length && i < widths.length; i++) {
                widths[i] = Math.max(widths[i], cells[i].length());
            }
        }
        print(headers.toArray(new String[0]));
        for (String[] cells : pending) {
            print(cells);
        }
        pending.clear();
    }

    private void print(String[] cells) {
        StringBuilder line = new StringBuilder();
        int owed = 0;
        for (int i = 0; i < cells.length; i++) {
            String cell = cells[i];
            int width = i < widths.length ? widths[i] : cell.length();
            if (i > 0) {
                line.append(GAP);
            }
            // A cell wider than its column takes room from the padding of the cells after it.
            int pad = Math.max(0, width - cell.length() - owed);
            owed = Math.max(0, owed + cell.length() - width);
            boolean last = i == cells.length - 1;
            if (i < rightAligned.length && rightAligned[i]) {
                line.append(" ".repeat(pad)).append(cell);
            } else {
                line.append(cell);
                if (!last) {
                    line.append(" ".repeat(pad));
                }
            }
        }
        out.print(line.toString().stripTrailing());
        out.print('\n');
    }

    private static String[] cells(StepReport report) {
        List<TrackValue> values = report.values();
        String[] cells = new String[6 + values.size()];
        cells[0] = Integer.toString(report.step());
        cells[1] = fixed(report.time(), 4);
        cells[2] = Integer.toString(report.cycle());
        cells[3] = report.playing() ? "yes" : "no";
        cells[4] = cut(events(report.events()));
        cells[5] = report.finished() == null ? "" : report.finished().toString();
        for (int i = 0; i < values.size(); i++) {
            cells[6 + i] = value(values.get(i));
        }
        return cells;
    }

    private static String events(List<FiredEvent> events) {
        StringBuilder text = new StringBuilder();
        for (FiredEvent event : events) {
            if (!text.isEmpty()) {
                text.append(' ');
            }
            text.append(event.name());
            if (event.payload() != null) {
                text.append('(').append(compact(event.payload())).append(')');
            }
        }
        return text.toString();
    }

    static String value(TrackValue track) {
        Value value = track.value();
        if (value == null) {
            return "-";
        }
        if (value instanceof Value.Num number) {
            return track.kind() == Kind.INT32 ? Long.toString((long) number.value()) : fixed(number.value(), 4);
        }
        if (value instanceof Value.Bool bool) {
            return Boolean.toString(bool.value());
        }
        if (value instanceof Value.Symbol symbol) {
            return cutStart(symbol.name());
        }
        if (value instanceof Value.Asset asset) {
            return cutStart(asset.path());
        }
        Value.Vec vec = (Value.Vec) value;
        StringBuilder text = new StringBuilder("[");
        for (int lane = 0; lane < vec.size(); lane++) {
            text.append(lane > 0 ? ", " : "").append(fixed(vec.get(lane), 3));
        }
        return cut(text.append(']').toString());
    }

    private static boolean isNumber(Kind kind) {
        return kind == Kind.FLOAT32 || kind == Kind.INT32;
    }

    private static String fixed(double value, int decimals) {
        String text = String.format(Locale.ROOT, "%." + decimals + "f", value);
        // -0.0000 reads as a sign flip that did not happen.
        return text.matches("-0\\.0+") ? text.substring(1) : text;
    }

    /** A payload as short as it reads: 1 rather than 1.0000. */
    private static String compact(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        String text = String.format(Locale.ROOT, "%.4f", value).replaceAll("0+$", "");
        return text.endsWith(".") ? text.substring(0, text.length() - 1) : text;
    }

    private static String cut(String text) {
        return text.length() <= MAX_CELL ? text : text.substring(0, MAX_CELL - CUT.length()) + CUT;
    }

    /** Paths say most at their end (the sprite's name). */
    private static String cutStart(String text) {
        return text.length() <= MAX_CELL ? text : CUT + text.substring(text.length() - (MAX_CELL - CUT.length()));
    }
}

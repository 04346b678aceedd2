package dev.reel.ui.dopesheet;

import javafx.geometry.Point2D;
import javafx.geometry.Rectangle2D;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The dope sheet's mouse as the B8 benches drive it: every node group folded (one row a track), a box over the
 * rows shown that holds about a given number of keys, a selected key to grab, and mouse events fired at the
 * sheet as the mouse gives them (a press, drags with the button down, a release), so a step runs what a real
 * gesture runs, from the event handlers on.
 */
public final class SheetGestures {
    private final AnimationPanel panel;
    private final DopeSheetView sheet;

    public SheetGestures(AnimationPanel panel) {
        this.panel = panel;
        this.sheet = panel.sheet();
    }

    /** Folds every node group, so each track shows as one row (its group's summary). */
    public void foldAll() {
        Set<String> paths = new LinkedHashSet<>();
        for (SheetLayout.Row row : sheet.sheetLayout().rows()) {
            if (row.kind() == SheetLayout.RowKind.GROUP) {
                paths.add(row.path());
            }
        }
        panel.state().collapsedProperty().set(Set.copyOf(paths));
    }

    /** The whole clip in view (A). */
    public void frameAll() {
        panel.frameAll();
    }

    /**
     * A box (view coordinates) over the group rows shown, from the first, from the margin before time 0 and wide
     * enough in time to hold about {@code keys} keys of them (every key when they hold fewer); with the number of
     * keys it holds.
     */
    public Box box(int keys) {
        SheetLayout layout = sheet.sheetLayout();
        double scroll = sheet.scrollYProperty().get();
        double top = Double.NaN;
        double bottom = Double.NaN;
        int tracks = 0;
        int longest = 0;
        for (SheetLayout.Row row : layout.rows()) {
            if (row.kind() != SheetLayout.RowKind.GROUP || row.y() - scroll < 0
                    || row.bottom() - scroll > sheet.getHeight()) {
                continue;
            }
            if (Double.isNaN(top)) {
                top = row.y() - scroll + 2;
            }
            bottom = row.bottom() - scroll - 2;
            tracks += row.tracks().size();
            longest = Math.max(longest, row.keys().size());
            if (tracks * (long) longest >= keys) {
                break;
            }
        }
        if (tracks == 0) {
            throw new IllegalStateException("no group row is shown");
        }
        int perTrack = Math.min(longest, (keys + tracks - 1) / tracks);
        double last = 0;
        for (SheetLayout.Row row : layout.rows()) {
            if (row.kind() == SheetLayout.RowKind.GROUP && row.keys().size() >= perTrack && perTrack > 0) {
                last = Math.max(last, row.keys().times[perTrack - 1]);
            }
        }
        // From the margin before time 0, where a press is on nothing and starts a box.
        double left = Math.max(1, sheet.axis().x(0) - 2.5 * SheetHits.REACH);
        double right = sheet.axis().x(last) + 1;
        return new Box(new Rectangle2D(left, top, right - left, bottom - top), tracks * perTrack);
    }

    /** A box in view coordinates and about how many keys it holds. */
    public record Box(Rectangle2D rect, int keys) {
    }

    /** The view point of the first selected key shown on a group row (a summary key of selected keys). */
    public Point2D selectedKey() {
        Set<Long> selection = sheet.selectionProperty().get();
        double scroll = sheet.scrollYProperty().get();
        for (SheetLayout.Row row : sheet.sheetLayout().rows()) {
            if (row.kind() != SheetLayout.RowKind.GROUP || row.y() - scroll < 0) {
                continue;
            }
            for (var track : row.tracks()) {
                for (var key : track.keys()) {
                    if (selection.contains(key.id())) {
                        return new Point2D(sheet.axis().x(key.time()), row.y() - scroll + row.height() / 2);
                    }
                }
            }
        }
        throw new IllegalStateException("no selected key is shown");
    }

    /** The view point of key {@code index} of the {@code nth} group row shown. */
    public Point2D key(int nth, int index) {
        double scroll = sheet.scrollYProperty().get();
        int seen = 0;
        for (SheetLayout.Row row : sheet.sheetLayout().rows()) {
            if (row.kind() == SheetLayout.RowKind.GROUP && row.y() - scroll >= 0 && seen++ == nth) {
                return new Point2D(sheet.axis().x(row.keys().times[index]), row.y() - scroll + row.height() / 2);
            }
        }
        throw new IllegalStateException("fewer than " + (nth + 1) + " group rows are shown");
    }

    /** How far one frame of the clip's rate is on screen. */
    public double framePixels() {
        return sheet.axis().x(1 / sheet.fpsProperty().get()) - sheet.axis().x(0);
    }

    public void press(Point2D at) {
        fire(MouseEvent.MOUSE_PRESSED, at, true);
    }

    public void drag(Point2D at) {
        fire(MouseEvent.MOUSE_DRAGGED, at, true);
    }

    public void release(Point2D at) {
        fire(MouseEvent.MOUSE_RELEASED, at, false);
    }

    /** A press, a release and nothing between, at {@code at}. */
    public void click(Point2D at) {
        press(at);
        release(at);
    }

    private void fire(javafx.event.EventType<MouseEvent> type, Point2D at, boolean down) {
        Point2D scene = sheet.localToScene(at);
        Point2D screen = sheet.localToScreen(at);
        sheet.fireEvent(new MouseEvent(type, scene.getX(), scene.getY(), screen.getX(), screen.getY(),
                MouseButton.PRIMARY, 1, false, false, false, false, down, false, false, false, false, true, null));
    }
}

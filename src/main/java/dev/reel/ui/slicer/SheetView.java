package dev.reel.ui.slicer;

import dev.reel.model.Cell;
import javafx.geometry.VPos;
import javafx.scene.Cursor;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.image.Image;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The sheet on a canvas: a checkerboard behind its transparent pixels, the pixels scaled with nearest
 * filtering, the cells outlined over it (or the cells a Slice would make, dashed), pivot markers, and the
 * name of the cell under the mouse. The wheel zooms about the mouse, Shift+wheel and a drag of the empty
 * background or with the middle or right button pan; a click selects cells (Ctrl toggles, Shift adds the
 * range, a drag with either boxes cells in); dragging a pivot marker moves the pivot, Esc puts it back.
 */
public final class SheetView extends Region {
    /** What a pivot drag tells the panel; the fractions are of the dragged cell, y down. */
    public interface PivotDrag {
        void begin(String cellId);

        void move(double pivotX, double pivotY);

        void end(boolean commit);
    }

    private final Canvas canvas = new Canvas();
    private final SheetViewport viewport = new SheetViewport();
    private final SheetPainter painter = new SheetPainter();
    private Image image;
    private int sheetWidth;
    private int sheetHeight;
    private List<Cell> cells = List.of();
    private List<Cell> preview;
    private Set<String> selection = Set.of();
    private Cell hovered;
    private boolean fitPending = true;
    private boolean redrawQueued;
    private java.util.function.Consumer<Set<String>> onSelect = ids -> { };
    private PivotDrag pivotDrag;
    private Runnable onViewportChanged = () -> { };
    private Drag drag;

    /** What the primary button is doing between press and release. */
    private sealed interface Drag permits Pan, Box, PivotMove, Click {
    }

    private record Pan(double lastX, double lastY) implements Drag {
    }

    private record Box(double startX, double startY, double x, double y, Set<String> base) implements Drag {
    }

    private record PivotMove(Cell cell) implements Drag {
    }

    /** A press on the background that becomes a pan once it moves; else a click that clears the selection. */
    private record Click(double x, double y) implements Drag {
    }

    public SheetView() {
        getStyleClass().add("sheet-view");
        getChildren().add(canvas);
        setFocusTraversable(true);
        canvas.setManaged(false);
        addEventHandler(ScrollEvent.SCROLL, this::scrolled);
        addEventHandler(MouseEvent.MOUSE_MOVED, event -> hover(event.getX(), event.getY()));
        addEventHandler(MouseEvent.MOUSE_EXITED, event -> {
            hovered = null;
            redraw();
        });
        addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressed);
        addEventHandler(MouseEvent.MOUSE_DRAGGED, this::dragged);
        addEventHandler(MouseEvent.MOUSE_RELEASED, this::released);
        addEventHandler(KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() == KeyCode.ESCAPE && drag instanceof PivotMove) {
                drag = null;
                pivotDrag.end(false);
                event.consume();
            }
        });
    }

    /** The sheet's pixels (null while loading) and size; a new size fits the view again. */
    public void setSheet(Image picture, int width, int height) {
        boolean resized = width != sheetWidth || height != sheetHeight;
        image = picture;
        sheetWidth = width;
        sheetHeight = height;
        if (resized) {
            fitPending = true;
            requestLayout();
        }
        redraw();
    }

    /** The sheet's cells as they are. */
    public void setCells(List<Cell> current) {
        cells = List.copyOf(current);
        if (hovered != null) {
            String id = hovered.id();
            hovered = cells.stream().filter(cell -> cell.id().equals(id)).findFirst().orElse(null);
        }
        redraw();
    }

    /** The cells Slice would make, drawn instead of the real ones; null to show the real ones. */
    public void setPreview(List<Cell> sliced) {
        preview = sliced == null ? null : List.copyOf(sliced);
        hovered = null;
        redraw();
    }

    public boolean showingPreview() {
        return preview != null;
    }

    /** The ids of the selected cells. */
    public void setSelection(Set<String> ids) {
        selection = Set.copyOf(ids);
        redraw();
    }

    public void setOnSelect(java.util.function.Consumer<Set<String>> listener) {
        onSelect = listener;
    }

    public void setPivotDrag(PivotDrag listener) {
        pivotDrag = listener;
    }

    /** Called after every zoom or pan (the zoom readout follows). */
    public void setOnViewportChanged(Runnable listener) {
        onViewportChanged = listener;
    }

    public SheetViewport viewport() {
        return viewport;
    }

    /** The cell under the mouse, or null. */
    public Cell hovered() {
        return hovered;
    }

    /** Shows the whole sheet. */
    public void fit() {
        if (getWidth() <= 0 || sheetWidth <= 0) {
            fitPending = true;
            return;
        }
        viewport.fit(getWidth(), getHeight(), sheetWidth, sheetHeight, 24);
        viewportChanged();
    }

    /** One screen pixel per sheet pixel, about the view's centre. */
    public void actualSize() {
        viewport.setScaleAbout(getWidth() / 2, getHeight() / 2, 1);
        viewportChanged();
    }

    /** The next zoom step in (or out), about the view's centre. */
    public void zoomStep(boolean in) {
        double scale = viewport.scale();
        double next = in ? SheetViewport.stepUp(scale) : SheetViewport.stepDown(scale);
        viewport.setScaleAbout(getWidth() / 2, getHeight() / 2, next);
        viewportChanged();
    }

    private void viewportChanged() {
        onViewportChanged.run();
        redraw();
    }

    @Override
    protected void layoutChildren() {
        canvas.setWidth(Math.max(1, Math.floor(getWidth())));
        canvas.setHeight(Math.max(1, Math.floor(getHeight())));
        if (fitPending && getWidth() > 0 && getHeight() > 0 && sheetWidth > 0) {
            fitPending = false;
            fit();
        }
        redrawQueued = false;
        paint();
    }

    /**
     * Draws in the layout of the next pulse, once however many changes come before it: the frame that pulse
     * renders shows the change (drawn from a later event, a zoom reached the screen one frame late).
     */
    public void redraw() {
        if (redrawQueued) {
            return;
        }
        redrawQueued = true;
        requestLayout();
    }

    private void paint() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        Box box = drag instanceof Box b ? b : null;
        painter.paint(g, canvas.getWidth(), canvas.getHeight(), viewport, image, sheetWidth, sheetHeight,
                preview != null ? preview : cells, preview != null, preview != null ? Set.of() : selection, hovered,
                box == null ? null : new double[]{box.startX(), box.startY(), box.x(), box.y()});
    }

    // Mouse.

    private void scrolled(ScrollEvent event) {
        if (event.getDeltaX() == 0 && event.getDeltaY() == 0) {
            return;
        }
        if (event.isShiftDown()) {
            // Shift turns a vertical wheel into a horizontal one on some platforms; pan by whichever came.
            double dx = event.getDeltaX() != 0 ? event.getDeltaX() : event.getDeltaY();
            viewport.pan(dx, event.getDeltaX() != 0 ? event.getDeltaY() : 0);
        } else {
            viewport.zoomAbout(event.getX(), event.getY(), Math.pow(1.0025, event.getDeltaY()));
        }
        event.consume();
        viewportChanged();
    }

    private void hover(double x, double y) {
        Cell found = cellAt(x, y);
        boolean overHandle = preview == null && handleAt(x, y) != null;
        setCursor(overHandle ? Cursor.HAND : Cursor.DEFAULT);
        if (found != hovered) {
            hovered = found;
            redraw();
        }
    }

    private void pressed(MouseEvent event) {
        requestFocus();
        if (event.getButton() == MouseButton.MIDDLE || event.getButton() == MouseButton.SECONDARY) {
            drag = new Pan(event.getX(), event.getY());
            setCursor(Cursor.CLOSED_HAND);
            return;
        }
        if (event.getButton() != MouseButton.PRIMARY) {
            return;
        }
        Cell handle = preview == null ? handleAt(event.getX(), event.getY()) : null;
        if (handle != null && pivotDrag != null) {
            if (!selection.contains(handle.id())) {
                select(Set.of(handle.id()));
            }
            drag = new PivotMove(handle);
            pivotDrag.begin(handle.id());
            return;
        }
        Cell cell = preview == null ? cellAt(event.getX(), event.getY()) : null;
        boolean adding = event.isShortcutDown() || event.isShiftDown();
        if (cell != null) {
            clickCell(cell, event.isShortcutDown(), event.isShiftDown());
            drag = null;
        } else if (adding && preview == null) {
            drag = new Box(event.getX(), event.getY(), event.getX(), event.getY(), selection);
        } else {
            drag = new Click(event.getX(), event.getY());
        }
    }

    private void clickCell(Cell cell, boolean toggle, boolean range) {
        Set<String> next = new LinkedHashSet<>();
        if (range && !selection.isEmpty()) {
            int anchor = indexOfAny(selection);
            int at = cells.indexOf(cell);
            next.addAll(selection);
            for (int i = Math.min(anchor, at); i <= Math.max(anchor, at); i++) {
                next.add(cells.get(i).id());
            }
        } else if (toggle) {
            next.addAll(selection);
            if (!next.remove(cell.id())) {
                next.add(cell.id());
            }
        } else {
            next.add(cell.id());
        }
        select(next);
    }

    private int indexOfAny(Set<String> ids) {
        for (int i = 0; i < cells.size(); i++) {
            if (ids.contains(cells.get(i).id())) {
                return i;
            }
        }
        return 0;
    }

    private void dragged(MouseEvent event) {
        if (drag instanceof Click click && Math.hypot(event.getX() - click.x(), event.getY() - click.y()) > 3) {
            drag = new Pan(click.x(), click.y());
            setCursor(Cursor.CLOSED_HAND);
        }
        if (drag instanceof Pan pan) {
            viewport.pan(event.getX() - pan.lastX(), event.getY() - pan.lastY());
            drag = new Pan(event.getX(), event.getY());
            viewportChanged();
        } else if (drag instanceof Box box) {
            drag = new Box(box.startX(), box.startY(), event.getX(), event.getY(), box.base());
            selectBoxed((Box) drag);
        } else if (drag instanceof PivotMove move) {
            double[] pivot = SheetHits.pivotAt(viewport, move.cell(), event.getX(), event.getY(), !event.isAltDown());
            pivotDrag.move(pivot[0], pivot[1]);
        }
    }

    private void released(MouseEvent event) {
        Drag ended = drag;
        drag = null;
        setCursor(Cursor.DEFAULT);
        if (ended instanceof Click) {
            select(Set.of());
        } else if (ended instanceof PivotMove) {
            pivotDrag.end(true);
        } else if (ended instanceof Box) {
            redraw();
        }
    }

    private void selectBoxed(Box box) {
        Set<String> next = new LinkedHashSet<>(box.base());
        next.addAll(SheetHits.boxed(cells, viewport, box.startX(), box.startY(), box.x(), box.y()));
        select(next);
    }

    private void select(Set<String> ids) {
        selection = Set.copyOf(ids);
        onSelect.accept(selection);
        redraw();
    }

    /** The screen position of a cell's pivot. */
    public double[] pivotOnScreen(Cell cell) {
        return SheetHits.pivotOnScreen(viewport, cell);
    }

    private Cell cellAt(double x, double y) {
        return SheetHits.cellAt(preview != null ? preview : cells, viewport, x, y);
    }

    private Cell handleAt(double x, double y) {
        return SheetHits.handleAt(cells, selection, viewport, x, y);
    }

    static Font labelFont() {
        return Font.font(Font.getDefault().getFamily(), 11.5);
    }

    static void prepareText(GraphicsContext g) {
        g.setFont(labelFont());
        g.setTextAlign(TextAlignment.LEFT);
        g.setTextBaseline(VPos.CENTER);
        g.setFill(Color.WHITE);
    }
}

package dev.reel.ui.slicer;

import dev.reel.model.Cell;
import dev.reel.model.Rect;
import dev.reel.ui.control.Readout;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.image.Image;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.scene.paint.ImagePattern;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.text.Text;

import java.util.List;
import java.util.Set;

/**
 * Paints the sheet view: background, checkerboard, the pixels with nearest filtering, a pixel grid when
 * zoomed far in, cell outlines (dashed for a Slice preview), selection, pivot markers, the hovered cell's
 * name tag and a selection box. It only draws; {@link SheetView} owns the state and the mouse.
 */
final class SheetPainter {
    private static final Color BACKGROUND = Color.web("#0f1114");
    static final Color CELL = Color.web("#4c9aff", 0.8);
    private static final Color CELL_SELECTED = Color.web("#9ccaff");
    private static final Color CELL_FILL = Color.web("#4c9aff", 0.16);
    static final Color PREVIEW = Color.web("#f2b05e", 0.95);
    private static final Color PREVIEW_FILL = Color.web("#f2b05e", 0.07);
    private static final Color HOVER = Color.web("#ffffff", 0.9);
    private static final Color PIVOT = Color.web("#ff6b8b");
    private static final Color SHADOW = Color.web("#000000", 0.6);
    private static final Color TAG = Color.web("#0d1117", 0.92);
    private static final Color GRID = Color.web("#ffffff", 0.07);
    private static final ImagePattern CHECKER = checker();

    void paint(GraphicsContext g, double width, double height, SheetViewport view, Image image, int sheetWidth,
               int sheetHeight, List<Cell> cells, boolean preview, Set<String> selection, Cell hovered,
               double[] box) {
        g.setFill(BACKGROUND);
        g.fillRect(0, 0, width, height);
        if (sheetWidth <= 0) {
            return;
        }
        double left = view.screenX(0);
        double top = view.screenY(0);
        double right = view.screenX(sheetWidth);
        double bottom = view.screenY(sheetHeight);
        double visibleLeft = Math.max(0, left);
        double visibleTop = Math.max(0, top);
        double visibleRight = Math.min(width, right);
        double visibleBottom = Math.min(height, bottom);
        if (visibleRight > visibleLeft && visibleBottom > visibleTop) {
            g.setFill(CHECKER);
            g.fillRect(visibleLeft, visibleTop, visibleRight - visibleLeft, visibleBottom - visibleTop);
            if (image != null) {
                drawPixels(g, view, image, sheetWidth, sheetHeight, width, height);
            }
            if (view.scale() >= 12) {
                pixelGrid(g, view, visibleLeft, visibleTop, visibleRight, visibleBottom);
            }
        }
        g.setStroke(Color.web("#ffffff", 0.18));
        g.setLineWidth(1);
        g.setLineDashes();
        g.strokeRect(Math.round(left) - 0.5, Math.round(top) - 0.5, Math.round(right) - Math.round(left) + 1,
                Math.round(bottom) - Math.round(top) + 1);
        drawCells(g, view, cells, preview, selection, width, height, wholeDevicePixels(g));
        if (!preview) {
            drawPivots(g, view, cells, selection, width, height);
        }
        if (hovered != null) {
            drawHover(g, view, hovered, preview, width);
        }
        if (box != null) {
            g.setFill(Color.web("#4c9aff", 0.12));
            g.setStroke(Color.web("#4c9aff", 0.9));
            g.setLineDashes(3, 3);
            double x = Math.min(box[0], box[2]);
            double y = Math.min(box[1], box[3]);
            g.fillRect(x, y, Math.abs(box[2] - box[0]), Math.abs(box[3] - box[1]));
            g.strokeRect(x + 0.5, y + 0.5, Math.abs(box[2] - box[0]), Math.abs(box[3] - box[1]));
            g.setLineDashes();
        }
    }

    /**
     * Whether a pixel of {@code g}'s canvas is a whole number of device pixels (display scale 100%, 200%...).
     * Outlines are filled as whole pixels only then: at 125% or 150% two fills meeting at a corner share a partly
     * covered device pixel and paint it twice, where a stroke painted it once, so cells are stroked there.
     */
    private static boolean wholeDevicePixels(GraphicsContext g) {
        javafx.scene.Scene scene = g.getCanvas().getScene();
        javafx.stage.Window window = scene == null ? null : scene.getWindow();
        return window == null || whole(window.getRenderScaleX()) && whole(window.getRenderScaleY());
    }

    private static boolean whole(double scale) {
        return scale == Math.rint(scale);
    }

    /** Draws only the part of the image that is on screen, from whole source pixels, without smoothing. */
    private static void drawPixels(GraphicsContext g, SheetViewport view, Image image, int sheetWidth,
                                   int sheetHeight, double width, double height) {
        int fromX = Math.max(0, (int) Math.floor(view.sheetX(0)));
        int fromY = Math.max(0, (int) Math.floor(view.sheetY(0)));
        int toX = Math.min(sheetWidth, (int) Math.ceil(view.sheetX(width)));
        int toY = Math.min(sheetHeight, (int) Math.ceil(view.sheetY(height)));
        if (toX <= fromX || toY <= fromY) {
            return;
        }
        g.setImageSmoothing(false);
        g.drawImage(image, fromX, fromY, toX - fromX, toY - fromY, view.screenX(fromX), view.screenY(fromY),
                (toX - fromX) * view.scale(), (toY - fromY) * view.scale());
    }

    private static void pixelGrid(GraphicsContext g, SheetViewport view, double left, double top, double right,
                                  double bottom) {
        g.setStroke(GRID);
        g.setLineWidth(1);
        g.setLineDashes();
        for (double x = Math.ceil(view.sheetX(left)); view.screenX(x) <= right; x++) {
            double at = Math.round(view.screenX(x)) + 0.5;
            g.strokeLine(at, top, at, bottom);
        }
        for (double y = Math.ceil(view.sheetY(top)); view.screenY(y) <= bottom; y++) {
            double at = Math.round(view.screenY(y)) + 0.5;
            g.strokeLine(left, at, right, at);
        }
    }

    private static void drawCells(GraphicsContext g, SheetViewport view, List<Cell> cells, boolean preview,
                                  Set<String> selection, double width, double height, boolean fills) {
        g.setLineWidth(1);
        g.setLineDashes();
        List<double[]> previewed = preview ? new java.util.ArrayList<>() : null;
        for (Cell cell : cells) {
            double[] box = onScreen(view, cell.rect());
            if (box[0] > width || box[1] > height || box[0] + box[2] < 0 || box[1] + box[3] < 0) {
                continue;
            }
            boolean selected = !preview && selection.contains(cell.id());
            if (box[2] < 3 && box[3] < 3 && !selected) {
                // Thousands of cells a pixel or two wide would only grey the sheet out: zoom in to see them.
                continue;
            }
            if (preview) {
                g.setFill(PREVIEW_FILL);
                g.fillRect(box[0], box[1], box[2], box[3]);
                previewed.add(box);
            } else if (!selected && fills && box[2] >= 2 && box[3] >= 2) {
                outline(g, box);
            } else {
                if (selected) {
                    g.setFill(CELL_FILL);
                    g.fillRect(box[0], box[1], box[2], box[3]);
                }
                g.setStroke(selected ? CELL_SELECTED : CELL);
                g.setLineWidth(selected ? 2 : 1);
                g.strokeRect(box[0] + 0.5, box[1] + 0.5, Math.max(0, box[2] - 1), Math.max(0, box[3] - 1));
            }
        }
        if (previewed != null) {
            previewOutlines(g, previewed, fills, width, height);
        }
        g.setLineWidth(1);
        g.setLineDashes();
    }

    /**
     * The dashed outlines of a Slice preview's cells, after their fills. Each cell's dashes start at its top-left
     * corner and run down its left side first, 6 pixels on and 2 off, as a 1 px stroke dashed 5 on, 3 off with
     * square caps on the half pixel paints them. With {@code fills} (see {@link #wholeDevicePixels}), a cell at least
     * 2 pixels each way on whole pixels is outlined by fills of whole pixels, only those on the {@code width} ×
     * {@code height} canvas: the software renderer dashes, strokes and rasterises a stroke as a general shape,
     * which was most of a 10,000-cell preview's frame even as one path. Any other cell (a pixel wide when zoomed
     * out) is stroked, all of those as one path. Where outlines of overlapping cells (Slice by Alpha can make them)
     * share a pixel, a filled cell paints it again, as a stroke per cell did; stroked cells paint it once.
     */
    static void previewOutlines(GraphicsContext g, List<double[]> boxes, boolean fills, double width,
                                double height) {
        g.setFill(PREVIEW);
        List<double[]> stroked = new java.util.ArrayList<>();
        for (double[] box : boxes) {
            if (!fills || !dashFills(g, box, width, height)) {
                stroked.add(box);
            }
        }
        if (stroked.isEmpty()) {
            return;
        }
        g.setStroke(PREVIEW);
        g.setLineWidth(1);
        g.setLineCap(StrokeLineCap.SQUARE);
        g.setLineDashes(5, 3);
        g.beginPath();
        for (double[] box : stroked) {
            double left = box[0] + 0.5;
            double top = box[1] + 0.5;
            double right = left + Math.max(0, box[2] - 1);
            double bottom = top + Math.max(0, box[3] - 1);
            g.moveTo(left, top);
            g.lineTo(left, bottom);
            g.lineTo(right, bottom);
            g.lineTo(right, top);
            g.closePath();
        }
        g.stroke();
        g.setLineDashes();
    }

    /**
     * Fills a cell's dashed outline (see {@link #previewOutlines}) where it is on the canvas and says so, or does
     * nothing and says false for a cell narrower than 2 pixels or not on whole pixels. The outline's pixels in order
     * from the top-left corner, down the left side, along the bottom, up the right side and back along the top, are
     * on where their place in that order modulo 8 is under 6.
     */
    private static boolean dashFills(GraphicsContext g, double[] box, double width, double height) {
        if (box[2] < 2 || box[3] < 2 || box[0] != Math.rint(box[0]) || box[1] != Math.rint(box[1])
                || box[2] != Math.rint(box[2]) || box[3] != Math.rint(box[3])) {
            return false;
        }
        int x = (int) box[0];
        int y = (int) box[1];
        int w = (int) box[2];
        int h = (int) box[3];
        int down = h - 1;
        int across = w - 1;
        // A pixel partly on the canvas counts as on it.
        int wide = (int) Math.ceil(width);
        int high = (int) Math.ceil(height);
        // Each side: where it starts in the order, how many pixels it has, which of them are on the canvas (none
        // when its row or column is off it); the fills run in the side's direction.
        boolean left = x >= 0 && x < wide;
        boolean right = x + w - 1 >= 0 && x + w - 1 < wide;
        boolean top = y >= 0 && y < high;
        boolean bottom = y + h - 1 >= 0 && y + h - 1 < high;
        dashSide(0, down, left ? -y : 0, left ? high - y : 0,
                (from, to) -> g.fillRect(x, y + from, 1, to - from));
        dashSide(down, across, bottom ? -x : 0, bottom ? wide - x : 0,
                (from, to) -> g.fillRect(x + from, y + h - 1, to - from, 1));
        dashSide(down + across, down, right ? y + h - high : 0, right ? y + h : 0,
                (from, to) -> g.fillRect(x + w - 1, y + h - to, 1, to - from));
        dashSide(2 * down + across, across, top ? x + w - wide : 0, top ? x + w : 0,
                (from, to) -> g.fillRect(x + w - to, y, to - from, 1));
        return true;
    }

    /**
     * The runs of on pixels among pixels {@code from} to {@code to} (exclusive, clamped to the side) of a side of
     * {@code length} pixels whose first pixel is at {@code start} in the outline's order.
     */
    private static void dashSide(int start, int length, int from, int to, Run run) {
        int i = Math.max(0, from);
        int end = Math.min(length, to);
        while (i < end) {
            int phase = (start + i) % 8;
            if (phase >= 6) {
                i += 8 - phase;
                continue;
            }
            int stop = Math.min(end, i + 6 - phase);
            run.fill(i, stop);
            i = stop;
        }
    }

    /** Pixels {@code from} (inclusive) to {@code to} (exclusive) of a side, counted in its direction. */
    private interface Run {
        void fill(int from, int to);
    }

    /**
     * A plain cell's 1 px outline as four fills that never overlap: the pixels a 1 px {@code strokeRect} on the
     * half pixel paints, each painted once (the colour is translucent). The software renderer strokes a rectangle
     * through its general shape rasteriser, which drew a 10,000-cell sheet's first frame in about 0.25 s of the
     * render thread; a fill of whole pixels is a plain span fill.
     */
    static void outline(GraphicsContext g, double[] box) {
        double x = box[0];
        double y = box[1];
        double w = box[2];
        double h = box[3];
        g.setFill(CELL);
        g.fillRect(x, y, w, 1);
        g.fillRect(x, y + h - 1, w, 1);
        if (h > 2) {
            g.fillRect(x, y + 1, 1, h - 2);
            g.fillRect(x + w - 1, y + 1, 1, h - 2);
        }
    }

    private static void drawPivots(GraphicsContext g, SheetViewport view, List<Cell> cells, Set<String> selection,
                                   double width, double height) {
        g.setLineCap(StrokeLineCap.BUTT);
        for (Cell cell : cells) {
            boolean selected = selection.contains(cell.id());
            if (!selected && !SheetHits.marksPivot(cell, view.scale())) {
                continue;
            }
            Rect rect = cell.rect();
            double x = view.screenX(rect.x() + cell.pivotX() * rect.width());
            double y = view.screenY(rect.y() + cell.pivotY() * rect.height());
            if (x < -10 || y < -10 || x > width + 10 || y > height + 10) {
                continue;
            }
            if (selected) {
                g.setStroke(SHADOW);
                g.setLineWidth(3.5);
                g.strokeOval(x - 5, y - 5, 10, 10);
                g.strokeLine(x - 9, y, x + 9, y);
                g.strokeLine(x, y - 9, x, y + 9);
                g.setStroke(PIVOT);
                g.setLineWidth(1.5);
                g.strokeOval(x - 5, y - 5, 10, 10);
                g.strokeLine(x - 9, y, x - 5, y);
                g.strokeLine(x + 5, y, x + 9, y);
                g.strokeLine(x, y - 9, x, y - 5);
                g.strokeLine(x, y + 5, x, y + 9);
                g.setFill(PIVOT);
                g.fillOval(x - 1.5, y - 1.5, 3, 3);
            } else {
                g.setFill(SHADOW);
                g.fillOval(x - 3, y - 3, 6, 6);
                g.setFill(PIVOT.deriveColor(0, 1, 1, 0.8));
                g.fillOval(x - 2, y - 2, 4, 4);
            }
        }
        g.setLineWidth(1);
    }

    /** The hovered cell outlined, with a tag above it: its name, size and pivot. */
    private static void drawHover(GraphicsContext g, SheetViewport view, Cell cell, boolean preview, double width) {
        double[] box = onScreen(view, cell.rect());
        g.setStroke(HOVER);
        g.setLineWidth(1);
        g.setLineDashes();
        g.strokeRect(box[0] + 0.5, box[1] + 0.5, Math.max(0, box[2] - 1), Math.max(0, box[3] - 1));
        Rect rect = cell.rect();
        String text = cell.name() + "   " + rect.width() + "×" + rect.height() + (preview ? "   new" : "   pivot "
                + fraction(cell.pivotX()) + ", " + fraction(cell.pivotY()));
        Text measure = new Text(text);
        measure.setFont(SheetView.labelFont());
        double textWidth = measure.getLayoutBounds().getWidth();
        double tagWidth = textWidth + 14;
        double tagHeight = 20;
        double x = Math.max(2, Math.min(width - tagWidth - 2, box[0]));
        double y = box[1] - tagHeight - 4;
        if (y < 2) {
            y = box[1] + box[3] + 4;
        }
        g.setFill(TAG);
        g.fillRoundRect(x, y, tagWidth, tagHeight, 8, 8);
        g.setStroke(preview ? PREVIEW : CELL);
        g.strokeRoundRect(x + 0.5, y + 0.5, tagWidth - 1, tagHeight - 1, 8, 8);
        SheetView.prepareText(g);
        g.fillText(text, x + 7, y + tagHeight / 2);
    }

    static String fraction(double value) {
        return Readout.number(value);
    }

    /** A cell's box on screen in whole pixels: x, y, width, height. */
    private static double[] onScreen(SheetViewport view, Rect rect) {
        double left = Math.round(view.screenX(rect.x()));
        double top = Math.round(view.screenY(rect.y()));
        double right = Math.round(view.screenX(rect.x() + rect.width()));
        double bottom = Math.round(view.screenY(rect.y() + rect.height()));
        return new double[]{left, top, Math.max(1, right - left), Math.max(1, bottom - top)};
    }

    /** Two greys in 8-pixel squares, fixed to the screen, as image editors show transparency. */
    private static ImagePattern checker() {
        WritableImage tile = new WritableImage(16, 16);
        Color light = Color.web("#3a3e46");
        Color dark = Color.web("#2c2f35");
        for (int y = 0; y < 16; y++) {
            for (int x = 0; x < 16; x++) {
                tile.getPixelWriter().setColor(x, y, ((x / 8) + (y / 8)) % 2 == 0 ? light : dark);
            }
        }
        return new ImagePattern(tile, 0, 0, 16, 16, false);
    }
}

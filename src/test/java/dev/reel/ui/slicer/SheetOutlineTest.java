package dev.reel.ui.slicer;

import dev.reel.ui.UncaughtExceptions;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A plain cell's outline in the Sheet panel is drawn as fills of whole pixels (a stroke went through the software
 * renderer's shape rasteriser, a quarter of a second for a 10,000-cell sheet's first frame): it must paint exactly
 * the pixels, in exactly the colours, the 1 px stroke on the half pixel painted, over any background and where
 * outlines overlap. A Slice preview's dashed outlines, filled the same way for most cells, must paint what each
 * cell's own dashed stroke painted on a fresh canvas.
 */
@ExtendWith({UncaughtExceptions.class, ApplicationExtension.class})
class SheetOutlineTest {
    private static final int SIZE = 160;

    @Start
    void start(Stage stage) {
        stage.show();
    }

    @Test
    void fillsPaintWhatTheStrokePainted() {
        for (long seed = 1; seed <= 20; seed++) {
            long current = seed;
            int[][] shots = new int[2][];
            new FxRobot().interact(() -> {
                shots[0] = draw(current, true);
                shots[1] = draw(current, false);
            });
            assertSamePixels(current, shots, "the stroke");
            assertThat(shots[0]).as("seed %d draws something", current).isNotEqualTo(background(current));
        }
    }

    @Test
    void aPreviewsDashedOutlinesShowEachCellsOwnDashes() {
        for (long seed = 1; seed <= 20; seed++) {
            long current = seed;
            int[][] shots = new int[3][];
            new FxRobot().interact(() -> {
                shots[0] = preview(current, true, true);
                shots[1] = preview(current, false, true);
                shots[2] = preview(current, false, false);
            });
            assertSamePixels(current, shots, "each cell's dashed stroke");
            assertSamePixels(current, new int[][] {shots[0], shots[2]}, "each cell's dashed stroke (all stroked)");
            assertThat(shots[0]).as("seed %d draws something", current).isNotEqualTo(background(current));
        }
    }

    @Test
    void aHugeCellZoomedFarInShowsTheDashesOnTheCanvas() {
        for (long seed = 1; seed <= 6; seed++) {
            Random random = new Random(seed);
            // A cell tens of thousands of pixels across: its left and top sides on the canvas, or its right and
            // bottom ones (their dashes far along the outline's order).
            int w = 20_000 + random.nextInt(10_000);
            int h = 20_000 + random.nextInt(10_000);
            int x = random.nextInt(SIZE) - (seed % 2 == 0 ? w - 1 : 0);
            int y = random.nextInt(SIZE) - (seed % 2 == 0 ? h - 1 : 0);
            java.util.List<double[]> boxes = java.util.List.<double[]>of(new double[] {x, y, w, h});
            int[][] shots = new int[2][];
            new FxRobot().interact(() -> {
                for (int i = 0; i < 2; i++) {
                    Canvas canvas = new Canvas(SIZE, SIZE);
                    GraphicsContext g = canvas.getGraphicsContext2D();
                    double[] box = boxes.get(0);
                    g.setLineWidth(1);
                    if (i == 0) {
                        g.setLineDashes(5, 3);
                        g.setStroke(SheetPainter.PREVIEW);
                        g.strokeRect(box[0] + 0.5, box[1] + 0.5, box[2] - 1, box[3] - 1);
                    } else {
                        SheetPainter.previewOutlines(g, boxes, true, SIZE, SIZE);
                    }
                    shots[i] = pixels(canvas);
                }
            });
            assertSamePixels(seed, shots, "the cell's dashed stroke");
            assertThat(java.util.Arrays.stream(shots[1]).distinct().count()).as("seed %d shows dashes", seed)
                    .isGreaterThan(1);
        }
    }

    /** Fails naming the seed and the first pixel where {@code shots[1]} differs from {@code shots[0]}. */
    private static void assertSamePixels(long seed, int[][] shots, String reference) {
        for (int i = 0; i < shots[0].length; i++) {
            if (shots[0][i] != shots[1][i]) {
                throw new AssertionError("seed " + seed + ": pixel " + (i % SIZE) + "," + (i / SIZE) + " is "
                        + Integer.toHexString(shots[1][i]) + " where " + reference + " painted "
                        + Integer.toHexString(shots[0][i]));
            }
        }
    }

    /**
     * A Slice preview's cells as a slicer makes them, side by side without overlapping, some of them touching,
     * some a pixel or two wide, partly off the canvas: each filled and stroked dashed in turn on a fresh canvas, or
     * filled and then outlined by {@link SheetPainter#previewOutlines}, on a canvas whose line cap was left butt by
     * what the Sheet panel drew before (the pivots' ticks) for every other seed; without {@code fills} every cell is
     * stroked (a display scale that is not a whole number).
     */
    private static int[] preview(long seed, boolean stroke, boolean fills) {
        Canvas canvas = new Canvas(SIZE, SIZE);
        GraphicsContext g = canvas.getGraphicsContext2D();
        Random random = new Random(seed);
        g.setFill(Color.rgb(random.nextInt(256), random.nextInt(256), random.nextInt(256)));
        g.fillRect(0, 0, SIZE, SIZE);
        java.util.List<double[]> boxes = new java.util.ArrayList<>();
        int step = 8 + random.nextInt(40);
        for (int y = -step / 2; y < SIZE + step; y += step) {
            for (int x = -step / 3; x < SIZE + step; x += step) {
                int w = random.nextInt(4) == 0 ? step : 1 + random.nextInt(step);
                int h = random.nextInt(4) == 0 ? step : 1 + random.nextInt(step);
                boxes.add(new double[] {x, y, w, h});
            }
        }
        g.setLineWidth(1);
        if (stroke) {
            g.setLineDashes(5, 3);
            for (double[] box : boxes) {
                g.setFill(Color.web("#f2b05e", 0.07));
                g.fillRect(box[0], box[1], box[2], box[3]);
                g.setStroke(SheetPainter.PREVIEW);
                g.strokeRect(box[0] + 0.5, box[1] + 0.5, Math.max(0, box[2] - 1), Math.max(0, box[3] - 1));
            }
        } else {
            for (double[] box : boxes) {
                g.setFill(Color.web("#f2b05e", 0.07));
                g.fillRect(box[0], box[1], box[2], box[3]);
            }
            if (seed % 2 == 1) {
                g.setLineCap(javafx.scene.shape.StrokeLineCap.BUTT);
            }
            SheetPainter.previewOutlines(g, boxes, fills, SIZE, SIZE);
        }
        return pixels(canvas);
    }

    /** Random cells over a random background, outlined by the stroke or by {@link SheetPainter#outline}. */
    private static int[] draw(long seed, boolean stroke) {
        Canvas canvas = new Canvas(SIZE, SIZE);
        GraphicsContext g = canvas.getGraphicsContext2D();
        Random random = new Random(seed);
        g.setFill(Color.rgb(random.nextInt(256), random.nextInt(256), random.nextInt(256)));
        g.fillRect(0, 0, SIZE, SIZE);
        g.setLineWidth(1);
        for (int i = 0; i < 60; i++) {
            double[] box = {random.nextInt(SIZE + 20) - 10, random.nextInt(SIZE + 20) - 10, 2 + random.nextInt(60),
                    2 + random.nextInt(60)};
            if (stroke) {
                g.setStroke(SheetPainter.CELL);
                g.strokeRect(box[0] + 0.5, box[1] + 0.5, box[2] - 1, box[3] - 1);
            } else {
                SheetPainter.outline(g, box);
            }
        }
        return pixels(canvas);
    }

    private static int[] background(long seed) {
        int[][] shot = new int[1][];
        Random random = new Random(seed);
        Color colour = Color.rgb(random.nextInt(256), random.nextInt(256), random.nextInt(256));
        new FxRobot().interact(() -> {
            Canvas canvas = new Canvas(SIZE, SIZE);
            canvas.getGraphicsContext2D().setFill(colour);
            canvas.getGraphicsContext2D().fillRect(0, 0, SIZE, SIZE);
            shot[0] = pixels(canvas);
        });
        return shot[0];
    }

    private static int[] pixels(Canvas canvas) {
        WritableImage image = canvas.snapshot(null, null);
        PixelReader reader = image.getPixelReader();
        int[] argb = new int[SIZE * SIZE];
        reader.getPixels(0, 0, SIZE, SIZE, javafx.scene.image.PixelFormat.getIntArgbInstance(), argb, 0, SIZE);
        return argb;
    }
}

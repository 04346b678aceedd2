package dev.reel.sheet;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Rect;
import dev.reel.model.SliceSetup;

import java.util.ArrayList;
import java.util.List;

/**
 * Slices by alpha: one cell per 8-connected shape of pixels whose alpha is strictly above the threshold.
 * A shape's size, for the minimum area, is its pixel count rather than its bounding box, so a thin diagonal
 * stroke with a large box is still a speck if it has few pixels. Shapes below the minimum are merged into
 * the nearest larger shape (their boxes joined) or dropped; with nothing larger to merge into they are
 * dropped. The cells come in reading order ({@link RowOrder}).
 */
public final class AlphaSlicer {
    private AlphaSlicer() {
    }

    /** The cells of {@code image} by {@code setup}; {@code file} names the sheet in diagnostics. */
    public static SliceResult slice(SheetImage image, SliceSetup.Alpha setup, String file, Progress progress) {
        if (setup.threshold() < 0 || setup.threshold() > 255) {
            return refused(file, "alpha threshold " + setup.threshold() + " is not between 0 and 255");
        }
        if (setup.minArea() < 0) {
            return refused(file, "minimum area " + setup.minArea() + " is negative");
        }
        // Labelling is most of the work; merging and ordering take the last few percent.
        Progress scaled = new Progress(fraction -> progress.report().accept(fraction * 0.95), progress.cancelled());
        Shapes shapes = ShapeFinder.find(image, setup.threshold(), scaled);
        if (shapes == null) {
            return SliceResult.cancelledResult();
        }
        return fromShapes(shapes, setup, image.width(), image.height(), file, progress);
    }

    /** The cells of shapes already found on a {@code width} × {@code height} sheet. */
    static SliceResult fromShapes(Shapes shapes, SliceSetup.Alpha setup, int width, int height, String file,
                                  Progress progress) {
        if (shapes.count() == 0) {
            return refused(file, "no pixel has alpha above " + setup.threshold());
        }
        List<Rect> rects = keepLarge(shapes, setup, width, height, progress);
        if (rects == null && !progress.cancelled().getAsBoolean()) {
            return refused(file, GridSlicer.tooMany(largeShapes(shapes, setup)) + " (shapes of " + setup.minArea()
                    + " pixels or more); raise the minimum area or the alpha threshold");
        }
        if (rects == null) {
            return SliceResult.cancelledResult();
        }
        if (rects.isEmpty()) {
            return refused(file, "all " + shapes.count() + " shapes are smaller than the minimum area of "
                    + setup.minArea() + " pixels");
        }
        List<Rect> ordered = RowOrder.inRows(rects);
        progress.report().accept(1.0);
        return SliceResult.of(ordered);
    }

    private static long largeShapes(Shapes shapes, SliceSetup.Alpha setup) {
        long count = 0;
        for (int shape = 0; shape < shapes.count(); shape++) {
            if (shapes.pixels(shape) >= setup.minArea()) {
                count++;
            }
        }
        return count;
    }

    /**
     * The boxes of the shapes at or above the minimum area, with the smaller ones merged in if asked; null when
     * cancelled or when they are more than {@link GridSlicer#MAX_CELLS}, before any box is made.
     */
    private static List<Rect> keepLarge(Shapes shapes, SliceSetup.Alpha setup, int width, int height,
                                        Progress progress) {
        int largeCount = 0;
        for (int shape = 0; shape < shapes.count(); shape++) {
            if (shapes.pixels(shape) >= setup.minArea()) {
                largeCount++;
            }
        }
        if (largeCount > GridSlicer.MAX_CELLS) {
            return null;
        }
        if (!setup.mergeSmall() || largeCount == 0 || largeCount == shapes.count()) {
            List<Rect> rects = new ArrayList<>(largeCount);
            for (int shape = 0; shape < shapes.count(); shape++) {
                if (shapes.pixels(shape) >= setup.minArea()) {
                    rects.add(shapes.rect(shape));
                }
            }
            return rects;
        }
        return merged(shapes, setup, largeCount, width, height, progress);
    }

    /** The large shapes' boxes, each grown by the small shapes nearest to it; null when cancelled. */
    private static List<Rect> merged(Shapes shapes, SliceSetup.Alpha setup, int largeCount, int width, int height,
                                     Progress progress) {
        int[] large = new int[largeCount];
        int[] left = new int[largeCount];
        int[] top = new int[largeCount];
        int[] right = new int[largeCount];
        int[] bottom = new int[largeCount];
        int next = 0;
        for (int shape = 0; shape < shapes.count(); shape++) {
            if (shapes.pixels(shape) >= setup.minArea()) {
                large[next] = shape;
                left[next] = shapes.minX(shape);
                top[next] = shapes.minY(shape);
                right[next] = shapes.maxX(shape);
                bottom[next] = shapes.maxY(shape);
                next++;
            }
        }
        NearestShape nearest = new NearestShape(shapes, large, width, height);
        int searched = 0;
        for (int shape = 0; shape < shapes.count(); shape++) {
            if (shapes.pixels(shape) >= setup.minArea()) {
                continue;
            }
            if (++searched % 1024 == 0 && progress.cancelled().getAsBoolean()) {
                return null;
            }
            // Every speck is matched against the shapes as they were found, so the order of merging cannot
            // change the result.
            int target = nearest.nearest(shape);
            left[target] = Math.min(left[target], shapes.minX(shape));
            top[target] = Math.min(top[target], shapes.minY(shape));
            right[target] = Math.max(right[target], shapes.maxX(shape));
            bottom[target] = Math.max(bottom[target], shapes.maxY(shape));
        }
        List<Rect> rects = new ArrayList<>(largeCount);
        for (int i = 0; i < largeCount; i++) {
            rects.add(new Rect(left[i], top[i], right[i] - left[i] + 1, bottom[i] - top[i] + 1));
        }
        return rects;
    }

    private static SliceResult refused(String file, String message) {
        return SliceResult.refused(Diagnostic.of(Code.SLC001, file, 0, 0, message));
    }
}

package dev.reel.sheet;

import dev.reel.model.SliceSetup;
import nu.pattern.OpenCV;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.imgproc.Imgproc;

import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.function.LongSupplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * B5: slicing a 4096 × 4096 sheet of about 10,000 shapes by alpha (threshold, label, boxes), beside OpenCV's
 * {@code connectedComponentsWithStats} on the thresholded alpha channel, single-threaded and with its default
 * threads, in the same run. Both must find the same bounding boxes.
 */
@Tag("bench")
@Tag("B5")
class AlphaSliceBench {
    private static final int SIZE = 4096;
    private static final int CELL = 40;
    private static final int THRESHOLD = 16;
    private static final int WARMUP = 5;
    private static final int RUNS = 15;

    @Test
    void alphaSlicingBesideOpenCv() {
        SheetImage image = sheet(new Random(5));
        OpenCV.loadLocally();

        Shapes shapes = ShapeFinder.find(image, THRESHOLD, Progress.NONE);
        SliceSetup.Alpha setup = new SliceSetup.Alpha(THRESHOLD, 0, false);
        long labelBytes = allocatedBy(() -> ShapeFinder.find(image, THRESHOLD, Progress.NONE));
        long sliceBytes = allocatedBy(() -> AlphaSlicer.slice(image, setup, "bench.png", Progress.NONE));

        // OpenCV: the same pixels as an 8-bit BGRA Mat (made outside the timing), then alpha channel,
        // threshold (THRESH_BINARY is strictly greater, as Reel's) and 8-connected components with stats.
        Mat bgra = new Mat(SIZE, SIZE, CvType.CV_8UC4);
        byte[] bytes = new byte[SIZE * SIZE * 4];
        int[] argb = image.copyPixels();
        for (int i = 0; i < argb.length; i++) {
            bytes[4 * i] = (byte) argb[i];
            bytes[4 * i + 1] = (byte) (argb[i] >>> 8);
            bytes[4 * i + 2] = (byte) (argb[i] >>> 16);
            bytes[4 * i + 3] = (byte) (argb[i] >>> 24);
        }
        bgra.put(0, 0, bytes);
        Mat alpha = new Mat();
        Mat binary = new Mat();
        Mat labels = new Mat();
        Mat stats = new Mat();
        Mat centroids = new Mat();
        int defaultThreads = Core.getNumThreads();
        LongSupplier openCv = () -> {
            long start = System.nanoTime();
            Core.extractChannel(bgra, alpha, 3);
            Imgproc.threshold(alpha, binary, THRESHOLD, 255, Imgproc.THRESH_BINARY);
            int count = Imgproc.connectedComponentsWithStats(binary, labels, stats, centroids, 8, CvType.CV_32S);
            int[] boxes = new int[count * 5];
            stats.get(0, 0, boxes);
            return System.nanoTime() - start;
        };
        LongSupplier openCvSingle = () -> {
            Core.setNumThreads(1);
            return openCv.getAsLong();
        };
        LongSupplier openCvThreaded = () -> {
            Core.setNumThreads(defaultThreads);
            return openCv.getAsLong();
        };
        LongSupplier reelLabel = () -> {
            long start = System.nanoTime();
            ShapeFinder.find(image, THRESHOLD, Progress.NONE);
            return System.nanoTime() - start;
        };
        LongSupplier reelSlice = () -> {
            long start = System.nanoTime();
            AlphaSlicer.slice(image, setup, "bench.png", Progress.NONE);
            return System.nanoTime() - start;
        };
        // Interleaved, so that load from other processes on the machine falls on all of them alike.
        double[] medians = medians(reelLabel, openCvSingle, openCvThreaded, reelSlice);
        double reel = medians[0];
        double single = medians[1];
        double threaded = medians[2];
        double slice = medians[3];
        Core.setNumThreads(defaultThreads);

        // Same cells: the set of OpenCV's boxes (label 0 is the background) equals Reel's.
        int count = Imgproc.connectedComponentsWithStats(binary, labels, stats, centroids, 8, CvType.CV_32S);
        int[] boxes = new int[count * 5];
        stats.get(0, 0, boxes);
        Set<String> theirs = new HashSet<>();
        for (int label = 1; label < count; label++) {
            int at = label * 5;
            theirs.add(boxes[at] + "," + boxes[at + 1] + "," + boxes[at + 2] + "," + boxes[at + 3] + " "
                    + boxes[at + 4]);
        }
        Set<String> ours = new HashSet<>();
        for (int shape = 0; shape < shapes.count(); shape++) {
            var rect = shapes.rect(shape);
            ours.add(rect.x() + "," + rect.y() + "," + rect.width() + "," + rect.height() + " " + shapes.pixels(shape));
        }
        assertThat(shapes.count()).isEqualTo(count - 1).isBetween(9_000, 12_000);
        assertThat(ours).isEqualTo(theirs);

        double pixels = (double) SIZE * SIZE;
        System.out.printf(Locale.ROOT, "BENCH B5 alpha-label-4096 reel=%.1f peer=opencv-1thread:%.1f unit=ms"
                + " ratio=%.2f target=<=2 shapes=%d%n", reel, single, reel / single, shapes.count());
        System.out.printf(Locale.ROOT, "BENCH B5 alpha-label-4096-threads reel=%.1f peer=opencv-%dthreads:%.1f"
                + " unit=ms ratio=%.2f%n", reel, defaultThreads, threaded, reel / threaded);
        System.out.printf(Locale.ROOT, "BENCH B5 alpha-slice-4096 reel=%.1f peer=opencv-1thread:%.1f unit=ms"
                + " ratio=%.2f (with min-area pass and row order)%n", slice, single, slice / single);
        System.out.printf(Locale.ROOT, "BENCH B5 alpha-label-memory reel=%.3f unit=bytes/px target=<=8"
                + " allocated=%d%n", labelBytes / pixels, labelBytes);
        System.out.printf(Locale.ROOT, "BENCH B5 alpha-slice-memory reel=%.3f unit=bytes/px target=<=8"
                + " allocated=%d%n", sliceBytes / pixels, sliceBytes);
        assertThat(labelBytes / pixels).isLessThanOrEqualTo(8);
        assertThat(sliceBytes / pixels).isLessThanOrEqualTo(8);
        for (Mat mat : new Mat[] {bgra, alpha, binary, labels, stats, centroids}) {
            mat.release();
        }
    }

    /**
     * A 100 × 100 grid of 40 px cells, each holding one shape that stays 2 px inside its cell: filled and
     * ring ellipses with soft alpha edges (some pixels fall just below the threshold), diagonal strokes that
     * touch only at corners, and a few shapes with a separate speck beside them.
     */
    static SheetImage sheet(Random random) {
        int[] argb = new int[SIZE * SIZE];
        int cells = SIZE / CELL;
        for (int row = 0; row < cells; row++) {
            for (int column = 0; column < cells; column++) {
                int left = column * CELL + 2;
                int top = row * CELL + 2;
                int inner = CELL - 4;
                switch (random.nextInt(4)) {
                    case 0, 1 -> ellipse(argb, random, left, top, inner, false);
                    case 2 -> ellipse(argb, random, left, top, inner, true);
                    default -> stroke(argb, random, left, top, inner);
                }
                if (random.nextInt(10) == 0) {
                    argb[(top + inner - 1) * SIZE + left] = 0xff000000;
                    argb[(top + inner - 1) * SIZE + left + 1] = 0;
                    argb[(top + inner - 2) * SIZE + left] = 0;
                    argb[(top + inner - 2) * SIZE + left + 1] = 0;
                }
            }
        }
        return new SheetImage(SIZE, SIZE, argb);
    }

    private static void ellipse(int[] argb, Random random, int left, int top, int inner, boolean ring) {
        double radiusX = 6 + random.nextInt(inner / 2 - 7);
        double radiusY = 6 + random.nextInt(inner / 2 - 7);
        double centreX = left + inner / 2.0;
        double centreY = top + inner / 2.0 - 2;
        int colour = random.nextInt(1 << 24);
        for (int y = top; y < top + inner - 3; y++) {
            for (int x = left + 2; x < left + inner; x++) {
                double dx = (x + 0.5 - centreX) / radiusX;
                double dy = (y + 0.5 - centreY) / radiusY;
                double distance = Math.sqrt(dx * dx + dy * dy);
                double coverage = Math.max(0, Math.min(1, (1 - distance) * Math.min(radiusX, radiusY)));
                if (ring) {
                    coverage = Math.min(coverage, Math.max(0, Math.min(1, (distance - 0.5) * 6)));
                }
                int value = (int) Math.round(coverage * 255);
                if (value > 0) {
                    argb[y * SIZE + x] = value << 24 | colour;
                }
            }
        }
    }

    private static void stroke(int[] argb, Random random, int left, int top, int inner) {
        int colour = 0xff000000 | random.nextInt(1 << 24);
        int length = inner - 6;
        for (int i = 0; i < length; i++) {
            argb[(top + i) * SIZE + left + 3 + i] = colour;
            argb[(top + i) * SIZE + left + 3 + length - 1 - i] = colour;
        }
        // A zigzag that is connected only through corners.
        for (int i = 0; i < length; i += 2) {
            argb[(top + length) * SIZE + left + 3 + i] = colour;
            if (i + 1 < length) {
                argb[(top + length + 1) * SIZE + left + 4 + i] = colour;
            }
        }
        argb[(top + length - 1) * SIZE + left + 3] = colour;
    }

    private static double[] medians(LongSupplier... runs) {
        for (int i = 0; i < WARMUP; i++) {
            for (LongSupplier run : runs) {
                run.getAsLong();
            }
        }
        long[][] times = new long[runs.length][RUNS];
        for (int i = 0; i < RUNS; i++) {
            for (int which = 0; which < runs.length; which++) {
                times[which][i] = runs[which].getAsLong();
            }
        }
        double[] medians = new double[runs.length];
        for (int which = 0; which < runs.length; which++) {
            Arrays.sort(times[which]);
            medians[which] = times[which][RUNS / 2] / 1e6;
        }
        return medians;
    }

    private static long allocatedBy(Runnable work) {
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long id = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(id);
        work.run();
        return threads.getThreadAllocatedBytes(id) - before;
    }
}

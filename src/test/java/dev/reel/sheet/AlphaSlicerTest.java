package dev.reel.sheet;

import dev.reel.model.Code;
import dev.reel.model.Rect;
import dev.reel.model.SliceSetup;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

class AlphaSlicerTest {
    private static final SliceSetup.Alpha DEFAULT = new SliceSetup.Alpha(16, 0, false);

    /** A sheet drawn in text: '#' is opaque, '.' transparent, one string per row. */
    static SheetImage drawn(String... rows) {
        int width = rows[0].length();
        int[] argb = new int[width * rows.length];
        for (int y = 0; y < rows.length; y++) {
            for (int x = 0; x < width; x++) {
                argb[y * width + x] = rows[y].charAt(x) == '#' ? 0xff336699 : 0x00ffffff;
            }
        }
        return new SheetImage(width, rows.length, argb);
    }

    private static List<Rect> slice(SheetImage image, SliceSetup.Alpha setup) {
        SliceResult result = AlphaSlicer.slice(image, setup, "sheet.png", Progress.NONE);
        assertThat(result.diagnostics()).isEmpty();
        return result.rects();
    }

    @Test
    void findsSeparateShapesWithTheirBoundingBoxes() {
        SheetImage image = drawn(
                "##....#",
                "##...##",
                ".......",
                "..###..",
                "..#.#..");
        assertThat(slice(image, DEFAULT)).containsExactly(new Rect(0, 0, 2, 2), new Rect(5, 0, 2, 2),
                new Rect(2, 3, 3, 2));
    }

    @Test
    void diagonalTouchJoinsShapes() {
        SheetImage image = drawn(
                "#.....",
                ".#...#",
                "..#.#.",
                "...#..");
        assertThat(slice(image, DEFAULT)).containsExactly(new Rect(0, 0, 6, 4));
        // Anti-diagonal touch only, in two directions.
        assertThat(slice(drawn(".#", "#."), DEFAULT)).containsExactly(new Rect(0, 0, 2, 2));
        // A gap of one column is no touch.
        assertThat(slice(drawn("#.#", "#.#"), DEFAULT)).hasSize(2);
    }

    @Test
    void branchesThatMeetLowerDownAreOneShape() {
        SheetImage image = drawn(
                "#.#.#.#",
                "#.#.#.#",
                "#.#.#.#",
                "#######",
                "...#...");
        assertThat(slice(image, DEFAULT)).containsExactly(new Rect(0, 0, 7, 5));
        SheetImage spiral = drawn(
                "#######",
                "#.....#",
                "#.###.#",
                "#.#.#.#",
                "#.#...#",
                "#.#####");
        assertThat(slice(spiral, DEFAULT)).containsExactly(new Rect(0, 0, 7, 6));
    }

    @Test
    void aShapeInsideARingIsItsOwnCell() {
        SheetImage image = drawn(
                "#####",
                "#...#",
                "#.#.#",
                "#...#",
                "#####");
        assertThat(slice(image, DEFAULT)).containsExactly(new Rect(0, 0, 5, 5), new Rect(2, 2, 1, 1));
    }

    @Test
    void thresholdMeansStrictlyAbove() {
        int[] argb = {16 << 24, 17 << 24, 0, 255 << 24};
        SheetImage image = new SheetImage(4, 1, argb);
        assertThat(slice(image, DEFAULT)).containsExactly(new Rect(1, 0, 1, 1), new Rect(3, 0, 1, 1));
        assertThat(slice(image, new SliceSetup.Alpha(0, 0, false))).containsExactly(new Rect(0, 0, 2, 1),
                new Rect(3, 0, 1, 1));
        SliceResult none = AlphaSlicer.slice(image, new SliceSetup.Alpha(255, 0, false), "s.png", Progress.NONE);
        assertThat(none.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(Code.SLC001);
            assertThat(d.message()).isEqualTo("no pixel has alpha above 255");
        });
        assertThat(AlphaSlicer.slice(image, new SliceSetup.Alpha(256, 0, false), "s.png", Progress.NONE)
                .diagnostics().get(0).message()).isEqualTo("alpha threshold 256 is not between 0 and 255");
    }

    @Test
    void shapesWhoseVerticalExtentsOverlapShareARowReadLeftToRight() {
        SheetImage image = drawn(
                ".....##",
                "##...##",
                "##.....",
                ".......",
                "...##..",
                "...##..");
        // The right shape starts higher but both are one row, so the left one comes first.
        assertThat(slice(image, DEFAULT)).containsExactly(new Rect(0, 1, 2, 2), new Rect(5, 0, 2, 2),
                new Rect(3, 4, 2, 2));
    }

    @Test
    void rowsGrowTransitivelyThroughAChainOfOverlaps() {
        // A overlaps B, B overlaps C, A does not overlap C: still one row, ordered by x.
        SheetImage image = drawn(
                "......#.",
                "......#.",
                "...#..#.",
                "...#....",
                "#..#....",
                "#.......",
                "#.......");
        assertThat(slice(image, DEFAULT)).containsExactly(new Rect(0, 4, 1, 3), new Rect(3, 2, 1, 3),
                new Rect(6, 0, 1, 3));
    }

    @Test
    void aTallShapeSpanningTwoRowsJoinsThemIntoOne() {
        SheetImage image = drawn(
                "#..##.",
                "#..##.",
                "#.....",
                "#....#",
                "#....#");
        assertThat(slice(image, DEFAULT)).containsExactly(new Rect(0, 0, 1, 5), new Rect(3, 0, 2, 2),
                new Rect(5, 3, 1, 2));
        // Without the tall shape they are two rows: the lower right shape comes after the upper one.
        SheetImage apart = drawn(
                "...##.",
                "...##.",
                "......",
                "#....#",
                "#....#");
        assertThat(slice(apart, DEFAULT)).containsExactly(new Rect(3, 0, 2, 2), new Rect(0, 3, 1, 2),
                new Rect(5, 3, 1, 2));
    }

    @Test
    void smallShapesMergeIntoTheNearestLargeOneOrAreDropped() {
        SheetImage image = drawn(
                "###.......###",
                "###..#....###",
                "###.......###",
                "..........#..",
                ".............",
                "#............");
        SliceSetup.Alpha merge = new SliceSetup.Alpha(16, 3, true);
        SliceSetup.Alpha drop = new SliceSetup.Alpha(16, 3, false);
        // The speck at (5,1) is 2 px from the left shape and 4 px from the right one; the one at (10,3) is
        // diagonal to the right shape, so part of it; the one at (0,5) is nearest the left shape.
        assertThat(slice(image, merge)).containsExactly(new Rect(0, 0, 6, 6), new Rect(10, 0, 3, 4));
        assertThat(slice(image, drop)).containsExactly(new Rect(0, 0, 3, 3), new Rect(10, 0, 3, 4));
        SliceResult allSmall = AlphaSlicer.slice(drawn("#.#"), new SliceSetup.Alpha(16, 2, true), "s.png",
                Progress.NONE);
        assertThat(allSmall.diagnostics().get(0).message())
                .isEqualTo("all 2 shapes are smaller than the minimum area of 2 pixels");
    }

    @Test
    void minimumAreaCountsPixelsNotTheBoundingBox() {
        // A diagonal line of 4 pixels has a 4 × 4 box (16) but only 4 pixels.
        SheetImage image = drawn(
                "#.........",
                ".#.....###",
                "..#....###",
                "...#...###");
        assertThat(slice(image, new SliceSetup.Alpha(16, 5, false))).containsExactly(new Rect(7, 1, 3, 3));
        assertThat(slice(image, new SliceSetup.Alpha(16, 4, false))).hasSize(2);
    }

    @Test
    void mergingFindsTheNearestAmongManyShapesExactly() {
        long seed = new Random().nextLong();
        System.out.println("AlphaSlicerTest merge seed " + seed);
        Random random = new Random(seed);
        int exact = 0;
        for (int round = 0; round < 40; round++) {
            int width = 200 + random.nextInt(300);
            int height = 200 + random.nextInt(300);
            int[] argb = new int[width * height];
            List<Rect> blocks = new ArrayList<>();
            for (int i = 0; i < 60; i++) {
                int w = 1 + random.nextInt(i % 3 == 0 ? 2 : 12);
                int h = 1 + random.nextInt(i % 3 == 0 ? 2 : 12);
                int x = random.nextInt(width - w);
                int y = random.nextInt(height - h);
                for (int yy = y; yy < y + h; yy++) {
                    for (int xx = x; xx < x + w; xx++) {
                        argb[yy * width + xx] = 0xff000000;
                    }
                }
                blocks.add(new Rect(x, y, w, h));
            }
            SheetImage image = new SheetImage(width, height, argb);
            int minArea = 5;
            List<int[]> shapes = FloodFill.shapes(image, 16);
            List<int[]> large = shapes.stream().filter(s -> s[4] >= minArea).toList();
            if (large.isEmpty()) {
                continue;
            }
            List<Rect> expected = new ArrayList<>();
            int[][] grown = large.stream().map(int[]::clone).toArray(int[][]::new);
            for (int[] small : shapes) {
                if (small[4] >= minArea) {
                    continue;
                }
                int best = -1;
                long bestDistance = Long.MAX_VALUE;
                for (int i = 0; i < large.size(); i++) {
                    long distance = FloodFill.gap(large.get(i), small);
                    if (distance < bestDistance) {
                        bestDistance = distance;
                        best = i;
                    }
                }
                grown[best][0] = Math.min(grown[best][0], small[0]);
                grown[best][1] = Math.min(grown[best][1], small[1]);
                grown[best][2] = Math.max(grown[best][2], small[2]);
                grown[best][3] = Math.max(grown[best][3], small[3]);
            }
            for (int[] box : grown) {
                expected.add(new Rect(box[0], box[1], box[2] - box[0] + 1, box[3] - box[1] + 1));
            }
            List<Rect> actual = slice(image, new SliceSetup.Alpha(16, minArea, true));
            // Ties in distance may go to another shape in the reference's order, so compare where unambiguous.
            if (FloodFill.hasTies(shapes, large, minArea)) {
                assertThat(actual).as("seed " + seed + " round " + round).hasSize(expected.size());
            } else {
                assertThat(actual).as("seed " + seed + " round " + round)
                        .containsExactlyInAnyOrderElementsOf(expected);
                exact++;
            }
        }
        assertThat(exact).as("rounds without ties, seed " + seed).isGreaterThan(10);
    }

    @Test
    void randomSheetsMatchAFloodFill() {
        long seed = new Random().nextLong();
        System.out.println("AlphaSlicerTest flood seed " + seed);
        Random random = new Random(seed);
        for (int round = 0; round < 300; round++) {
            int width = 1 + random.nextInt(60);
            int height = 1 + random.nextInt(round < 250 ? 60 : 600);
            double density = random.nextDouble() * 0.7;
            int[] argb = new int[width * height];
            for (int i = 0; i < argb.length; i++) {
                argb[i] = random.nextDouble() < density ? (random.nextInt(256) << 24) | random.nextInt(1 << 24) : 0;
            }
            int threshold = random.nextInt(200);
            SheetImage image = new SheetImage(width, height, argb);
            Shapes found = ShapeFinder.find(image, threshold, Progress.NONE);
            List<String> actual = new ArrayList<>();
            for (int shape = 0; shape < found.count(); shape++) {
                actual.add(found.rect(shape) + " pixels=" + found.pixels(shape));
            }
            List<String> expected = new ArrayList<>();
            for (int[] shape : FloodFill.shapes(image, threshold)) {
                expected.add(new Rect(shape[0], shape[1], shape[2] - shape[0] + 1, shape[3] - shape[1] + 1)
                        + " pixels=" + shape[4]);
            }
            assertThat(actual).as("seed " + seed + " round " + round + " " + width + "x" + height)
                    .containsExactlyInAnyOrderElementsOf(expected);
            if (!expected.isEmpty()) {
                List<Rect> ordered = slice(image, new SliceSetup.Alpha(threshold, 0, false));
                assertThat(ordered).hasSize(expected.size());
                assertRowOrder(ordered, "seed " + seed + " round " + round);
            }
        }
    }

    /**
     * The reading order worked out the slow way: rows are the connected groups of the "vertical extents
     * overlap" relation (pairwise), ordered by their top; each row by x.
     */
    private static void assertRowOrder(List<Rect> ordered, String context) {
        int count = ordered.size();
        int[] group = new int[count];
        for (int i = 0; i < count; i++) {
            group[i] = i;
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i = 0; i < count; i++) {
                for (int j = 0; j < count; j++) {
                    Rect a = ordered.get(i);
                    Rect b = ordered.get(j);
                    boolean overlap = a.y() < b.y() + b.height() && b.y() < a.y() + a.height();
                    if (overlap && group[j] < group[i]) {
                        group[i] = group[j];
                        changed = true;
                    }
                }
            }
        }
        List<List<Rect>> rows = new ArrayList<>();
        java.util.Map<Integer, List<Rect>> byGroup = new java.util.HashMap<>();
        for (int i = 0; i < count; i++) {
            byGroup.computeIfAbsent(group[i], key -> new ArrayList<>()).add(ordered.get(i));
        }
        rows.addAll(byGroup.values());
        rows.sort(Comparator.comparingInt(row -> row.stream().mapToInt(Rect::y).min().orElseThrow()));
        List<Rect> expected = new ArrayList<>();
        for (List<Rect> row : rows) {
            List<Rect> sorted = new ArrayList<>(row);
            sorted.sort(Comparator.comparingInt(Rect::x).thenComparingInt(Rect::y).thenComparingInt(Rect::width)
                    .thenComparingInt(Rect::height));
            expected.addAll(sorted);
        }
        assertThat(ordered).as(context).containsExactlyElementsOf(expected);
    }

    @Test
    void labellingASheetOfIsolatedDotsStaysUnderEightBytesAPixel() {
        // One shape per four pixels, the most an 8-connected labelling can find.
        int size = 1024;
        int[] argb = new int[size * size];
        for (int y = 0; y < size; y += 2) {
            for (int x = 0; x < size; x += 2) {
                argb[y * size + x] = 0xff000000;
            }
        }
        SheetImage image = new SheetImage(size, size, argb);
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        long before = threads.getThreadAllocatedBytes(Thread.currentThread().getId());
        Shapes shapes = ShapeFinder.find(image, 16, Progress.NONE);
        long allocated = threads.getThreadAllocatedBytes(Thread.currentThread().getId()) - before;
        assertThat(shapes.count()).isEqualTo(size * size / 4);
        assertThat(allocated / (double) (size * size)).as("bytes allocated per pixel").isLessThan(8);
        assertThat(shapes.rect(shapes.count() - 1)).isEqualTo(new Rect(size - 2, size - 2, 1, 1));
    }

    @Test
    void reportsProgressAndStopsWhenCancelled() {
        int[] argb = new int[300 * 1000];
        for (int i = 0; i < argb.length; i += 7) {
            argb[i] = 0xff000000;
        }
        SheetImage image = new SheetImage(300, 1000, argb);
        List<Double> fractions = new ArrayList<>();
        SliceResult done = AlphaSlicer.slice(image, DEFAULT, "s.png", new Progress(fractions::add, () -> false));
        assertThat(done.ok()).isTrue();
        assertThat(fractions).isSorted().last().isEqualTo(1.0);
        assertThat(fractions.size()).isGreaterThan(10);

        AtomicInteger polls = new AtomicInteger();
        SliceResult cancelled = AlphaSlicer.slice(image, DEFAULT, "s.png",
                new Progress(fraction -> { }, () -> polls.incrementAndGet() > 3));
        assertThat(cancelled.cancelled()).isTrue();
        assertThat(cancelled.ok()).isFalse();
        assertThat(cancelled.rects()).isEmpty();
        assertThat(polls.get()).isEqualTo(4);
    }
}

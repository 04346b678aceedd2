package dev.reel.interop;

import dev.reel.io.Loaded;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * I1: importing a 256-frame, 8-layer, 128 × 128 {@code .aseprite} (zlib cels, several blend modes, cel and layer
 * opacity): read, composite and pack into the sheet's pixels, beside decoding the same frames from the exported
 * sheet PNG with {@code javax.imageio}. The PNG is Reel's own composite encoded by ImageIO, standing in for
 * Aseprite's export (no Aseprite is installed here); the two hold the same pixels. A second line adds encoding the
 * sheet PNG, as {@code reel import} writes it; a third reads the cels one by one as the walk meets them
 * ({@code cels-one-by-one}), the reader's way before it decoded them on every core. A last gives both sides' processor time (all threads), which a busy machine moves
 * less than their wall-clock time. The runs of each line are taken in turns with the peer's, so a load that
 * changes while the benchmark runs weighs on both.
 */
@Tag("bench")
@Tag("I1")
class AsepriteImportBench {
    private static final int FRAMES = 256;
    private static final int LAYERS = 8;
    private static final int SIZE = 128;
    private static final int WARMUP = 3;
    private static final int RUNS = 11;

    @Test
    void importBesideImageIoDecoding() throws Exception {
        byte[] file = document(new Random(8));
        AseSheet sheet = pack(file);
        byte[] png = PngWriting.bytes(sheet.width(), sheet.height(), sheet.pixels());
        BufferedImage decoded = ImageIO.read(new ByteArrayInputStream(png));
        assertThat(decoded.getWidth()).isEqualTo(sheet.width());

        Runnable decode = () -> {
            try {
                ImageIO.read(new ByteArrayInputStream(png)).getRGB(0, 0, sheet.width(), sheet.height(), null, 0,
                        sheet.width());
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        };
        Runnable reel = () -> pack(file);
        Runnable reelWithPng = () -> {
            AseSheet packed = pack(file);
            PngWriting.bytes(packed.width(), packed.height(), packed.pixels());
        };
        Runnable oneByOne = () -> pack(AseReader.read(file, "bench.aseprite", false));
        // Taken in turns, one run of each per round: a machine whose load changes during the benchmark weighs
        // on both sides alike, where one side's runs all after the other's could meet a different load.
        double[] wall = medians(BenchClock.WALL, reel, decode, reelWithPng, oneByOne);
        double reelMs = wall[0];
        double peerMs = wall[1];
        System.out.printf(Locale.ROOT, "BENCH I1 aseprite-import-256x8x128 reel=%.1f peer=imageio-png-decode:%.1f "
                + "unit=ms ratio=%.2f target=ratio>=0.5%n", reelMs, peerMs, peerMs / reelMs);
        System.out.printf(Locale.ROOT, "BENCH I1 aseprite-import-with-png-encode reel=%.1f peer=imageio-png-decode:%.1f "
                + "unit=ms ratio=%.2f%n", wall[2], peerMs, peerMs / wall[2]);
        System.out.printf(Locale.ROOT, "BENCH I1 aseprite-import-cels-one-by-one reel=%.1f "
                + "peer=imageio-png-decode:%.1f unit=ms ratio=%.2f%n", wall[3], peerMs, peerMs / wall[3]);
        double[] cpu = medians(BenchClock.CPU, reel, decode);
        System.out.printf(Locale.ROOT, "BENCH I1 aseprite-import-cpu reel=%.1f peer=imageio-png-decode:%.1f "
                + "unit=ms-of-cpu ratio=%.2f%n", cpu[0], cpu[1], cpu[1] / cpu[0]);
        System.out.printf(Locale.ROOT, "BENCH I1 aseprite-file-size reel=%.1f peer=png:%.1f unit=KiB%n",
                file.length / 1024.0, png.length / 1024.0);
    }

    private static AseSheet pack(byte[] file) {
        return pack(AseReader.read(file, "bench.aseprite"));
    }

    private static AseSheet pack(Loaded<AseFile> loaded) {
        List<dev.reel.model.Diagnostic> problems = new ArrayList<>();
        return AseSheet.pack(loaded.value(), "bench", "bench.aseprite", problems);
    }

    /** Eight layers: an opaque background and seven partly transparent shapes in different modes, moving per frame. */
    private static byte[] document(Random random) {
        AseTestWriter writer = new AseTestWriter(SIZE, SIZE, 32);
        int[] modes = {AseBlend.NORMAL, AseBlend.MULTIPLY, AseBlend.SCREEN, AseBlend.OVERLAY, AseBlend.NORMAL,
            AseBlend.ADDITION, AseBlend.DIFFERENCE, AseBlend.NORMAL};
        for (int layer = 0; layer < LAYERS; layer++) {
            writer.layer("layer " + layer, layer == 0 ? 1 | 8 : 1, 0, 0, modes[layer], layer == 0 ? 255 : 200);
        }
        for (int f = 0; f < FRAMES; f++) {
            int frame = writer.frame(100);
            for (int layer = 0; layer < LAYERS; layer++) {
                int w = layer == 0 ? SIZE : 48 + random.nextInt(64);
                int h = layer == 0 ? SIZE : 48 + random.nextInt(64);
                int[] pixels = new int[w * h];
                int colour = random.nextInt(1 << 24);
                for (int i = 0; i < pixels.length; i++) {
                    int x = i % w;
                    int y = i / w;
                    boolean inside = layer == 0 || (x - w / 2) * (x - w / 2) + (y - h / 2) * (y - h / 2) < w * h / 4;
                    pixels[i] = inside ? (layer == 0 ? 0xff000000 : 0xc0000000) | (colour + x * 3 + y * 5) & 0xffffff : 0;
                }
                writer.cel(frame, layer, layer == 0 ? 0 : random.nextInt(SIZE - w + 1),
                        layer == 0 ? 0 : random.nextInt(SIZE - h + 1), 230, 0, w, h, AseTestWriter.rgba(pixels), true);
            }
        }
        return writer.bytes();
    }

    /** What a run is timed by. */
    private enum BenchClock {
        /** Wall-clock time. */
        WALL,
        /**
         * The processor time the whole process spends (every thread's, garbage collection included): a figure that
         * other programs on a busy machine move less than the wall-clock time.
         */
        CPU;

        private static final com.sun.management.OperatingSystemMXBean OS =
                (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory
                        .getOperatingSystemMXBean();

        long now() {
            return this == WALL ? System.nanoTime() : OS.getProcessCpuTime();
        }
    }

    /**
     * The median time of each of {@code works} by {@code clock}, in ms, after {@link #WARMUP} rounds: {@link #RUNS}
     * rounds, each running every work once in turn, each round starting one work further on, so that no work
     * always follows the same one; the heap is collected before each run (not timed), so none pays for the
     * garbage another left.
     */
    private static double[] medians(BenchClock clock, Runnable... works) {
        long[][] times = new long[works.length][RUNS];
        for (int round = -WARMUP; round < RUNS; round++) {
            for (int turn = 0; turn < works.length; turn++) {
                int w = Math.floorMod(round + turn, works.length);
                System.gc();
                long start = clock.now();
                works[w].run();
                long took = clock.now() - start;
                if (round >= 0) {
                    times[w][round] = took;
                }
            }
        }
        double[] medians = new double[works.length];
        for (int w = 0; w < works.length; w++) {
            Arrays.sort(times[w]);
            medians[w] = times[w][RUNS / 2] / 1e6;
        }
        return medians;
    }
}

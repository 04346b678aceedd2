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
import java.util.function.LongSupplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * I1: importing a 256-frame, 8-layer, 128 × 128 {@code .aseprite} (zlib cels, several blend modes, cel and layer
 * opacity): read, composite and pack into the sheet's pixels, beside decoding the same frames from the exported
 * sheet PNG with {@code javax.imageio}. The PNG is Reel's own composite encoded by ImageIO, standing in for
 * Aseprite's export (no Aseprite is installed here); the two hold the same pixels. A second line adds encoding the
 * sheet PNG, as {@code reel import} writes it. The import decodes each frame's cels while it draws that frame
 * ({@link AseSheet#read}); two more lines time the earlier ways: every cel decoded on every core before any frame
 * is drawn ({@code cels-decoded-first}), and the cels read one by one as the walk meets them
 * ({@code cels-one-by-one}). A last gives both sides' processor time (all threads), which a busy machine moves
 * less than their wall-clock time.
 */
@Tag("bench")
@Tag("I1")
class AsepriteImportBench {
    private static final int FRAMES = 256;
    private static final int LAYERS = 8;
    private static final int SIZE = 128;
    private static final int WARMUP = 3;
    private static final int RUNS = 9;

    @Test
    void importBesideImageIoDecoding() throws Exception {
        byte[] file = document(new Random(8));
        AseSheet sheet = pack(file);
        byte[] png = PngWriting.bytes(sheet.width(), sheet.height(), sheet.pixels());
        BufferedImage decoded = ImageIO.read(new ByteArrayInputStream(png));
        assertThat(decoded.getWidth()).isEqualTo(sheet.width());

        LongSupplier reel = () -> time(() -> pack(file));
        LongSupplier oneByOne = () -> time(() -> pack(AseReader.read(file, "bench.aseprite", false)));
        LongSupplier decodedFirst = () -> time(() -> pack(AseReader.read(file, "bench.aseprite")));
        LongSupplier reelWithPng = () -> time(() -> {
            AseSheet packed = pack(file);
            PngWriting.bytes(packed.width(), packed.height(), packed.pixels());
        });
        LongSupplier imageIo = () -> time(() -> {
            try {
                ImageIO.read(new ByteArrayInputStream(png)).getRGB(0, 0, sheet.width(), sheet.height(), null, 0,
                        sheet.width());
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        double reelMs = median(reel);
        double peerMs = median(imageIo);
        double withPngMs = median(reelWithPng);
        double oneByOneMs = median(oneByOne);
        double decodedFirstMs = median(decodedFirst);
        System.out.printf(Locale.ROOT, "BENCH I1 aseprite-import-256x8x128 reel=%.1f peer=imageio-png-decode:%.1f "
                + "unit=ms ratio=%.2f target=ratio>=0.5%n", reelMs, peerMs, peerMs / reelMs);
        System.out.printf(Locale.ROOT, "BENCH I1 aseprite-import-with-png-encode reel=%.1f peer=imageio-png-decode:%.1f "
                + "unit=ms ratio=%.2f%n", withPngMs, peerMs, peerMs / withPngMs);
        System.out.printf(Locale.ROOT, "BENCH I1 aseprite-import-cels-decoded-first reel=%.1f "
                + "peer=imageio-png-decode:%.1f unit=ms ratio=%.2f%n", decodedFirstMs, peerMs, peerMs / decodedFirstMs);
        System.out.printf(Locale.ROOT, "BENCH I1 aseprite-import-cels-one-by-one reel=%.1f "
                + "peer=imageio-png-decode:%.1f unit=ms ratio=%.2f%n", oneByOneMs, peerMs, peerMs / oneByOneMs);
        double reelCpu = cpuMedian(() -> pack(file));
        double peerCpu = cpuMedian(() -> {
            try {
                ImageIO.read(new ByteArrayInputStream(png)).getRGB(0, 0, sheet.width(), sheet.height(), null, 0,
                        sheet.width());
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        System.out.printf(Locale.ROOT, "BENCH I1 aseprite-import-cpu reel=%.1f peer=imageio-png-decode:%.1f "
                + "unit=ms-of-cpu ratio=%.2f%n", reelCpu, peerCpu, peerCpu / reelCpu);
        System.out.printf(Locale.ROOT, "BENCH I1 aseprite-file-size reel=%.1f peer=png:%.1f unit=KiB%n",
                file.length / 1024.0, png.length / 1024.0);
    }

    /** The import's way: each frame's cels decoded while the frame is drawn. */
    private static AseSheet pack(byte[] file) {
        return AseSheet.read(file, "bench.aseprite", "bench", new ArrayList<>());
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

    /**
     * The median processor time the whole process spends on {@code work} (every thread's, garbage collection
     * included): a figure that other programs on a busy machine move less than the wall-clock time.
     */
    private static double cpuMedian(Runnable work) {
        com.sun.management.OperatingSystemMXBean os = (com.sun.management.OperatingSystemMXBean)
                java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        return median(() -> {
            long start = os.getProcessCpuTime();
            work.run();
            return os.getProcessCpuTime() - start;
        });
    }

    private static long time(Runnable work) {
        long start = System.nanoTime();
        work.run();
        return System.nanoTime() - start;
    }

    private static double median(LongSupplier run) {
        for (int i = 0; i < WARMUP; i++) {
            run.getAsLong();
        }
        long[] times = new long[RUNS];
        for (int i = 0; i < RUNS; i++) {
            times[i] = run.getAsLong();
        }
        Arrays.sort(times);
        return times[RUNS / 2] / 1e6;
    }
}

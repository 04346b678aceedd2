package dev.reel.sheet;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;

class PngLoaderTest {
    private static final long MEMORY_LIMIT = 64L << 20;

    private final PngLoader loader = new PngLoader();

    private PngResult load(byte[] png) {
        return loader.load(new ByteArrayInputStream(png), "assets/hero.png");
    }

    @Test
    void decodesRgbaPixelsExactly() {
        Random random = new Random(5);
        int[] argb = new int[7 * 5];
        Arrays.setAll(argb, i -> random.nextInt());
        PngResult result = load(TestPngs.rgba(7, 5, argb));
        assertThat(result.ok()).as("%s", result.diagnostic()).isTrue();
        assertThat(result.image().width()).isEqualTo(7);
        assertThat(result.image().height()).isEqualTo(5);
        assertThat(result.image().copyPixels()).containsExactly(argb);
    }

    @Test
    void readsWhatImageIoWritesIncludingInterlacedAndPalette() {
        BufferedImage image = new BufferedImage(33, 17, BufferedImage.TYPE_INT_ARGB);
        Random random = new Random(8);
        for (int y = 0; y < 17; y++) {
            for (int x = 0; x < 33; x++) {
                image.setRGB(x, y, random.nextInt());
            }
        }
        PngResult result = load(TestPngs.written(image));
        assertThat(result.ok()).isTrue();
        assertThat(result.image().argb(10, 3)).isEqualTo(image.getRGB(10, 3));
        assertThat(result.image().copyPixels()).containsExactly(image.getRGB(0, 0, 33, 17, null, 0, 33));

        byte[] reds = {0, (byte) 255, 10};
        byte[] alphas = {0, (byte) 255, (byte) 128};
        IndexColorModel palette = new IndexColorModel(8, 3, reds, new byte[3], new byte[3], alphas);
        BufferedImage indexed = new BufferedImage(4, 2, BufferedImage.TYPE_BYTE_INDEXED, palette);
        indexed.getRaster().setSample(1, 0, 0, 1);
        indexed.getRaster().setSample(2, 1, 0, 2);
        PngResult paletted = load(TestPngs.written(indexed));
        assertThat(paletted.ok()).as("%s", paletted.diagnostic()).isTrue();
        assertThat(paletted.image().argb(0, 0)).isEqualTo(0x00000000);
        assertThat(paletted.image().argb(1, 0)).isEqualTo(0xffff0000);
        assertThat(paletted.image().argb(2, 1)).isEqualTo(0x800a0000);
    }

    @Test
    void keepsStoredGreyValuesInsteadOfBrighteningThem() {
        BufferedImage grey = new BufferedImage(2, 1, BufferedImage.TYPE_BYTE_GRAY);
        grey.getRaster().setSample(0, 0, 0, 128);
        grey.getRaster().setSample(1, 0, 0, 20);
        PngResult result = load(TestPngs.written(grey));
        assertThat(result.ok()).isTrue();
        assertThat(result.image().argb(0, 0)).isEqualTo(0xff808080);
        assertThat(result.image().argb(1, 0)).isEqualTo(0xff141414);
    }

    @Test
    void appliesColourKeyTransparencyOfGreyAndRgbImages() {
        // 16-bit grey with tRNS key 0x1234: the keyed pixel is transparent, the other is opaque.
        byte[] greyRows = {0, 0x12, 0x34, (byte) 0xff, (byte) 0xff};
        byte[] grey = TestPngs.start().header(2, 1, 16, 0, false).chunk("tRNS", new byte[] {0x12, 0x34})
                .imageData(greyRows).end().bytes();
        PngResult greyResult = load(grey);
        assertThat(greyResult.ok()).as("%s", greyResult.diagnostic()).isTrue();
        assertThat(greyResult.image().alpha(0, 0)).isZero();
        assertThat(greyResult.image().argb(1, 0)).isEqualTo(0xffffffff);

        byte[] rgbRows = {0, 1, 2, 3, 4, 5, 6};
        byte[] rgb = TestPngs.start().header(2, 1, 8, 2, false).chunk("tRNS", new byte[] {0, 4, 0, 5, 0, 6})
                .imageData(rgbRows).end().bytes();
        PngResult rgbResult = load(rgb);
        assertThat(rgbResult.ok()).as("%s", rgbResult.diagnostic()).isTrue();
        assertThat(rgbResult.image().argb(0, 0)).isEqualTo(0xff010203);
        assertThat(rgbResult.image().alpha(1, 0)).isZero();
    }

    @Test
    void decodesLowBitDepthGreyAndInterlacedImages() {
        // 2-bit grey, 4 pixels in one byte: 0, 1, 2, 3 scale to 0, 85, 170, 255.
        byte[] rows = {0, (byte) 0b00_01_10_11};
        PngResult low = load(TestPngs.start().header(4, 1, 2, 0, false).imageData(rows).end().bytes());
        assertThat(low.ok()).as("%s", low.diagnostic()).isTrue();
        assertThat(low.image().copyPixels()).containsExactly(0xff000000, 0xff555555, 0xffaaaaaa, 0xffffffff);

        // A 3 × 3 interlaced RGBA image: Adam7 passes 1 (0,0), 4 (2,0), 5 (0,2)(2,2), 6 (1,0)(1,2), 7 (row 1).
        int[] argb = new int[9];
        Arrays.setAll(argb, i -> 0x10000000 * (i + 1) + i);
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        int[][] passes = {{0}, {2}, {6, 8}, {1, 7}, {3, 4, 5}};
        int[] passWidths = {1, 1, 2, 1, 3};
        int[] passRows = {1, 1, 1, 2, 1};
        for (int pass = 0; pass < passes.length; pass++) {
            int width = passWidths[pass];
            for (int row = 0; row < passRows[pass]; row++) {
                raw.write(0);
                for (int column = 0; column < width; column++) {
                    int pixel = argb[passes[pass][row * width + column]];
                    raw.write(pixel >>> 16);
                    raw.write(pixel >>> 8);
                    raw.write(pixel);
                    raw.write(pixel >>> 24);
                }
            }
        }
        PngResult interlaced = load(TestPngs.start().header(3, 3, 8, 6, true).imageData(raw.toByteArray()).end()
                .bytes());
        assertThat(interlaced.ok()).as("%s", interlaced.diagnostic()).isTrue();
        assertThat(interlaced.image().copyPixels()).containsExactly(argb);
    }

    @Test
    void refusesAHeaderOf65535SquaredBeforeAllocating() {
        byte[] png = TestPngs.start().header(65535, 65535, 8, 6, false).imageData(new byte[10]).end().bytes();
        Diagnostic refused = refusedWithin(MEMORY_LIMIT, () -> load(png));
        assertThat(refused.code()).isEqualTo(Code.PNG002);
        assertThat(refused.file()).isEqualTo("assets/hero.png");
        assertThat(refused.message()).isEqualTo("hero.png is 65535 × 65535 pixels, above the limit of 16384 × 16384");
    }

    @Test
    void refusesASmallFileThatDeclaresAHugeImageBeforeDecoding() {
        byte[] png = TestPngs.start().header(16384, 16384, 8, 6, false).imageData(new byte[1000]).end().bytes();
        Diagnostic refused = refusedWithin(MEMORY_LIMIT, () -> load(png));
        assertThat(refused.code()).isEqualTo(Code.PNG001);
        assertThat(refused.message()).matches(
                "hero\\.png is truncated or damaged: \\d+ bytes of image data cannot hold a 16384 × 16384 image");
    }

    @Test
    void stillLoadsTheMostCompressibleImage() {
        int size = 2048;
        byte[] rows = TestPngs.rgbaRows(size, size, new int[size * size]);
        java.util.zip.Deflater best = new java.util.zip.Deflater(java.util.zip.Deflater.BEST_COMPRESSION);
        best.setInput(rows);
        best.finish();
        byte[] compressed = new byte[rows.length / 100];
        int length = best.deflate(compressed);
        best.end();
        byte[] png = TestPngs.start().header(size, size, 8, 6, false)
                .chunk("IDAT", Arrays.copyOf(compressed, length)).end().bytes();
        assertThat((double) rows.length / length).as("compression ratio").isGreaterThan(1000);
        PngResult result = load(png);
        assertThat(result.ok()).as("%s", result.diagnostic()).isTrue();
        assertThat(result.image().argb(size - 1, size - 1)).isZero();
        BufferedImage blank = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        assertThat(load(TestPngs.written(blank)).ok()).isTrue();
    }

    @Test
    void refusesTheLargestWidthPngAllows() {
        byte[] png = TestPngs.start().header(Integer.MAX_VALUE, 1, 8, 6, false).imageData(new byte[10]).end()
                .bytes();
        Diagnostic refused = refusedWithin(MEMORY_LIMIT, () -> load(png));
        assertThat(refused.code()).isEqualTo(Code.PNG002);
        assertThat(refused.message()).isEqualTo("hero.png is 2147483647 × 1 pixels, above the limit of 16384 × 16384");

        byte[] beyond = TestPngs.start().header(1L << 31, 1, 8, 6, false).end().bytes();
        Diagnostic invalid = refusedWithin(MEMORY_LIMIT, () -> load(beyond));
        assertThat(invalid.code()).isEqualTo(Code.PNG001);
        assertThat(invalid.message()).contains("invalid size 2147483648 × 1");
    }

    @Test
    void refusesImagesOverTheConfiguredByteBudget() {
        PngLoader small = new PngLoader(new PngLimits(16384, 16384, 1L << 20));
        byte[] png = TestPngs.start().header(1024, 512, 8, 6, false).imageData(new byte[10]).end().bytes();
        PngResult result = small.load(new ByteArrayInputStream(png), "big.png");
        assertThat(result.diagnostic().code()).isEqualTo(Code.PNG002);
        assertThat(result.diagnostic().message())
                .isEqualTo("big.png is 1024 × 512 pixels and would need 2.0 MiB of memory, above the limit of 1.0 MiB");

        PngLoader narrow = new PngLoader(new PngLimits(100, 100, 1L << 30));
        PngResult wide = narrow.load(new ByteArrayInputStream(png), "big.png");
        assertThat(wide.diagnostic().message()).isEqualTo("big.png is 1024 × 512 pixels, above the limit of 100 × 100");
    }

    @Test
    void refusesATruncatedFile() {
        byte[] whole = TestPngs.rgba(16, 16, new int[256]);
        for (int length : new int[] {4, 8, 20, 33, whole.length - 20, whole.length - 1}) {
            byte[] cut = Arrays.copyOf(whole, length);
            Diagnostic refused = refusedWithin(MEMORY_LIMIT, () -> load(cut));
            assertThat(refused.code()).as("cut at %d", length).isEqualTo(Code.PNG001);
            assertThat(refused.message()).as("cut at %d", length).startsWith("hero.png is truncated");
        }
        // Cut just before IEND the image data is whole: that file loads, with PNG003 (see PngEndTest).
        Diagnostic noEnd = refusedWithin(MEMORY_LIMIT, () -> load(Arrays.copyOf(whole, whole.length - 13)));
        assertThat(noEnd.message()).startsWith("hero.png is truncated");
    }

    @Test
    void refusesAZeroLengthFile(@TempDir Path folder) throws IOException {
        Path empty = Files.createFile(folder.resolve("empty.png"));
        Diagnostic refused = refusedWithin(MEMORY_LIMIT, () -> loader.load(empty, "assets/empty.png"));
        assertThat(refused.code()).isEqualTo(Code.PNG001);
        assertThat(refused.file()).isEqualTo("assets/empty.png");
        assertThat(refused.message()).isEqualTo("empty.png is empty");
    }

    @Test
    void refusesSomethingThatIsNotAPng(@TempDir Path folder) throws IOException {
        Path text = Files.writeString(folder.resolve("notes.png"), "just some text, no picture here");
        Diagnostic refused = refusedWithin(MEMORY_LIMIT, () -> loader.load(text));
        assertThat(refused.code()).isEqualTo(Code.PNG001);
        assertThat(refused.file()).isEqualTo(text.toString());
        assertThat(refused.message())
                .isEqualTo("notes.png is not a PNG file (it does not start with the PNG signature)");
        PngResult missing = loader.load(folder.resolve("gone.png"), "assets/gone.png");
        assertThat(missing.diagnostic().message()).isEqualTo("gone.png does not exist");
    }

    @Test
    void refusesABadCrc() {
        byte[] png = TestPngs.rgba(4, 4, new int[16]);
        // The IDAT's CRC sits just before the 12-byte IEND chunk.
        png[png.length - 13] ^= 0x55;
        Diagnostic refused = refusedWithin(MEMORY_LIMIT, () -> load(png));
        assertThat(refused.code()).isEqualTo(Code.PNG001);
        assertThat(refused.message()).isEqualTo("hero.png has a bad CRC in its IDAT chunk (the file is damaged)");

        byte[] header = TestPngs.rgba(4, 4, new int[16]);
        header[8 + 8 + 5] ^= 1;
        assertThat(load(header).diagnostic().message()).contains("bad CRC in its IHDR chunk");
    }

    @Test
    void skipsAzTxtBombWithoutInflatingIt() {
        byte[] bomb = TestPngs.zeroBomb(1024);
        assertThat(bomb.length).isLessThan(2 << 20);
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        text.writeBytes("Comment".getBytes(StandardCharsets.ISO_8859_1));
        text.write(0);
        text.write(0);
        text.writeBytes(bomb);
        int[] argb = {0xff112233, 0x80445566, 0, 0xffffffff};
        byte[] png = TestPngs.start().header(2, 2, 8, 6, false).chunk("zTXt", text.toByteArray())
                .chunk("iCCP", text.toByteArray()).imageData(TestPngs.rgbaRows(2, 2, argb)).end().bytes();
        long before = allocated();
        PngResult result = load(png);
        long used = allocated() - before;
        assertThat(result.ok()).as("%s", result.diagnostic()).isTrue();
        assertThat(result.image().copyPixels()).containsExactly(argb);
        assertThat(used).as("bytes allocated while loading").isLessThan(MEMORY_LIMIT);
    }

    @Test
    void refusesImageDataFarBeyondWhatTheImageNeeds() {
        byte[] png = TestPngs.start().header(1, 1, 8, 6, false).chunk("IDAT", TestPngs.zeroBomb(256)).end().bytes();
        Diagnostic refused = refusedWithin(MEMORY_LIMIT, () -> load(png));
        assertThat(refused.code()).isEqualTo(Code.PNG001);
        assertThat(refused.message()).startsWith("hero.png holds more image data than a 1 × 1 image can need");
    }

    @Test
    void refusesBrokenStructure() {
        byte[] rows = TestPngs.rgbaRows(1, 1, new int[1]);
        assertThat(load(TestPngs.start().header(1, 1, 8, 6, false).end().bytes()).diagnostic().message())
                .isEqualTo("hero.png has no image data (no IDAT chunk)");
        assertThat(load(TestPngs.start().header(1, 1, 8, 3, false).imageData(new byte[2]).end().bytes())
                .diagnostic().message()).isEqualTo("hero.png is a palette image without a PLTE chunk");
        assertThat(load(TestPngs.start().header(1, 1, 3, 6, false).imageData(rows).end().bytes())
                .diagnostic().message()).isEqualTo("hero.png has an invalid bit depth 3 for colour type 6");
        assertThat(load(TestPngs.start().header(1, 1, 8, 6, false).chunk("ABCD", new byte[1]).imageData(rows)
                .end().bytes()).diagnostic().message()).isEqualTo("hero.png has an unknown critical chunk ABCD");
        assertThat(load(TestPngs.start().header(1, 1, 8, 6, false).imageData(new byte[] {1, 2, 3}).end().bytes())
                .diagnostic().message()).startsWith("hero.png has broken image data");
        PngLoader.HeaderResult header = loader.header(Path.of("no/such/file.png"), "file.png");
        assertThat(header.diagnostic().code()).isEqualTo(Code.PNG001);
    }

    @Test
    void readsTheHeaderAlone(@TempDir Path folder) throws IOException {
        Path file = Files.write(folder.resolve("strip.png"), TestPngs.rgba(6, 2, new int[12]));
        PngLoader.HeaderResult header = loader.header(file, "assets/strip.png");
        assertThat(header.header()).isEqualTo(new PngHeader(6, 2, 8, 6, false));
    }

    private static Diagnostic refusedWithin(long bytes, Supplier<PngResult> load) {
        long before = allocated();
        PngResult result = load.get();
        long used = allocated() - before;
        assertThat(result.ok()).isFalse();
        assertThat(used).as("bytes allocated while refusing").isLessThan(bytes);
        return result.diagnostic();
    }

    private static long allocated() {
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        return threads.getThreadAllocatedBytes(Thread.currentThread().getId());
    }
}

package dev.reel.sheet;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import org.junit.jupiter.api.Test;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The row-by-row decoder ({@link PixelRows}) gives every pixel ImageIO's decode gave through {@link ArgbConversion}
 * (the loader's way before it), on every kind of PNG it takes: grey, grey + alpha, RGB and RGBA at 8 and 16 bits,
 * each row with a random filter of the five, with and without a tRNS colour key; and the kinds it leaves to
 * ImageIO still load.
 */
class PixelRowsTest {
    private static final int[] COLOUR_TYPES = {0, 2, 4, 6};

    @Test
    void decodesEveryPlainKindExactlyAsImageIoDid() throws IOException {
        Random random = new Random(37);
        for (int colourType : COLOUR_TYPES) {
            for (int depth : new int[] {8, 16}) {
                for (boolean keyed : colourType == 0 || colourType == 2 ? new boolean[] {false, true}
                        : new boolean[] {false}) {
                    PngHeader header = new PngHeader(37, 23, depth, colourType, false);
                    assertThat(PixelRows.supports(header)).isTrue();
                    byte[] png = randomPng(header, keyed, random);
                    String kind = "colour type " + colourType + ", " + depth + " bits" + (keyed ? ", keyed" : "");
                    PngResult result = new PngLoader().load(new ByteArrayInputStream(png), "sheet.png");
                    assertThat(result.ok()).as("%s: %s", kind, result.diagnostic()).isTrue();
                    int[] expected = byImageIo(png);
                    assertThat(result.image().copyPixels()).as(kind).containsExactly(expected);
                    assertThat(result.image().ownPremultiplied()).as(kind)
                            .isEqualTo(Arrays.stream(expected).allMatch(SheetImage::opaqueOrClear));
                    if (keyed) {
                        assertThat(Arrays.stream(expected).filter(argb -> argb >>> 24 == 0).count())
                                .as("%s: keyed pixels", kind).isPositive();
                    }
                }
            }
        }
    }

    @Test
    void tellsWhetherEveryPixelIsOpaqueOrWhollyClear() {
        int[] sheet = {0, 0xff102030, 0, 0xffffffff, 0xff000000, 0, 0, 0xff7f7f7f};
        PngResult plain = new PngLoader().load(new ByteArrayInputStream(TestPngs.rgba(4, 2, sheet)), "s.png");
        assertThat(plain.image().ownPremultiplied()).isTrue();
        // Rows after the first that were decoded before the image was allocated count too.
        int[] soft = sheet.clone();
        soft[7] = 0x80ffffff;
        PngResult mixed = new PngLoader().load(new ByteArrayInputStream(TestPngs.rgba(4, 2, soft)), "s.png");
        assertThat(mixed.image().ownPremultiplied()).isFalse();
        int[] tinted = sheet.clone();
        tinted[2] = 0x00ff0000;
        PngResult clearWithColour = new PngLoader().load(new ByteArrayInputStream(TestPngs.rgba(4, 2, tinted)), "s.png");
        assertThat(clearWithColour.image().ownPremultiplied()).isFalse();
        assertThat(new SheetImage(4, 2, tinted).ownPremultiplied()).isFalse();
        assertThat(new SheetImage(4, 2, sheet).ownPremultiplied()).isTrue();
    }

    @Test
    void leavesPaletteLowDepthAndInterlacedImagesToImageIo() {
        assertThat(PixelRows.supports(new PngHeader(4, 4, 8, 3, false))).isFalse();
        assertThat(PixelRows.supports(new PngHeader(4, 4, 4, 0, false))).isFalse();
        assertThat(PixelRows.supports(new PngHeader(4, 4, 8, 6, true))).isFalse();
    }

    @Test
    void anImageWhoseDataIsCutShortIsRefusedAsBefore() {
        // Rows of a 512² image of noise, then the stream stops: the same diagnostic as the ImageIO path gave.
        int size = 512;
        int[] noise = new int[size * size];
        Random random = new Random(4);
        Arrays.setAll(noise, i -> random.nextInt());
        byte[] rows = TestPngs.rgbaRows(size, size, noise);
        byte[] compressed = TestPngs.deflate(rows);
        byte[] png = TestPngs.start().header(size, size, 8, 6, false)
                .chunk("IDAT", Arrays.copyOf(compressed, compressed.length / 2)).end().bytes();
        Diagnostic refused = new PngLoader().load(new ByteArrayInputStream(png), "assets/hero.png").diagnostic();
        assertThat(refused.code()).isEqualTo(Code.PNG001);
        assertThat(refused.message()).startsWith("hero.png has broken image data: it stops after");
    }

    /** A PNG of random filtered rows; keyed: a tRNS key that some pixels (in rows stored unfiltered) equal. */
    private static byte[] randomPng(PngHeader header, boolean keyed, Random random) {
        int sampleBytes = header.bitDepth() / 8;
        int pixelBytes = header.channels() * sampleBytes;
        byte[] key = new byte[header.channels() * 2];
        random.nextBytes(key);
        if (sampleBytes == 1) {
            for (int i = 0; i < key.length; i += 2) {
                key[i] = 0;
            }
        }
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        for (int y = 0; y < header.height(); y++) {
            int filter = y % 3 == 0 ? 0 : random.nextInt(5);
            byte[] row = new byte[header.width() * pixelBytes];
            random.nextBytes(row);
            if (keyed && filter == 0) {
                for (int x = 0; x < header.width(); x += 3) {
                    for (int c = 0; c < header.channels(); c++) {
                        for (int b = 0; b < sampleBytes; b++) {
                            row[x * pixelBytes + c * sampleBytes + b] = key[2 * c + 2 - sampleBytes + b];
                        }
                    }
                }
            }
            raw.write(filter);
            raw.writeBytes(row);
        }
        TestPngs png = TestPngs.start().header(header.width(), header.height(), header.bitDepth(),
                header.colourType(), false);
        if (keyed) {
            png.chunk("tRNS", key);
        }
        return png.imageData(raw.toByteArray()).end().bytes();
    }

    /** The pixels as the loader read them before: ImageIO's decode of the checked chunks, then ArgbConversion. */
    private static int[] byImageIo(byte[] png) throws IOException {
        try {
            PngChunks chunks = new PngChunks("sheet.png", new ByteArrayInputStream(png));
            PngHeader header = chunks.header(PngLimits.DEFAULT);
            PngChunks.Scan scan = chunks.rest(header);
            BufferedImage image = ImageIO.read(new ByteArrayInputStream(scan.decodable()));
            return ArgbConversion.toArgb(image, scan);
        } catch (PngProblem problem) {
            throw new AssertionError(problem.diagnostic().message(), problem);
        }
    }
}

package dev.reel.sheet;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code reel check} inflates a PNG's image data (PngLoader.verify), so a truncated or corrupt deflate stream
 * inside chunks whose CRCs are right is PNG001; a PNG that stops after complete image data without IEND, as
 * TexturePacker and Aseprite exports do, loads with PNG003.
 */
class PngImageDataTest {
    private static final int SIZE = 32;

    @TempDir
    Path folder;

    private final PngLoader loader = new PngLoader();

    /** Random pixels, so the deflate stream is long and a cut in it cannot hide behind the size check. */
    private static byte[] noisyRows() {
        Random random = new Random(17);
        int[] argb = new int[SIZE * SIZE];
        Arrays.setAll(argb, i -> random.nextInt());
        return TestPngs.rgbaRows(SIZE, SIZE, argb);
    }

    private static byte[] png(byte[] compressed, boolean withEnd) {
        TestPngs png = TestPngs.start().header(SIZE, SIZE, 8, 6, false).chunk("IDAT", compressed);
        return withEnd ? png.end().bytes() : png.bytes();
    }

    private List<Diagnostic> check(byte[] bytes) throws IOException {
        Path file = Files.write(folder.resolve("sheet.png"), bytes);
        return SheetChecks.png(file, "assets/sheet.png", loader);
    }

    private PngResult load(byte[] bytes) {
        return loader.load(new ByteArrayInputStream(bytes), "assets/sheet.png");
    }

    @Test
    void checkReportsImageDataCutShortInsideAnIntactChunk() throws IOException {
        byte[] whole = TestPngs.deflate(noisyRows());
        // The IDAT holds the first half of the stream; its CRC is computed over what it holds.
        byte[] half = Arrays.copyOf(whole, whole.length / 2);
        List<Diagnostic> found = check(png(half, true));
        assertThat(found).extracting(Diagnostic::code).containsExactly(Code.PNG001);
        assertThat(found.get(0).message()).startsWith("sheet.png has broken image data: it stops after ")
                .endsWith("of the " + SIZE * (1 + SIZE * 4) + " bytes the image needs");
        assertThat(load(png(half, true)).diagnostic().code()).isEqualTo(Code.PNG001);
    }

    @Test
    void checkReportsACorruptDeflateStreamWhoseCrcIsRight() throws IOException {
        byte[] stream = TestPngs.deflate(noisyRows());
        for (int at : new int[] {2, 3, stream.length / 3, stream.length / 2, stream.length - 3}) {
            byte[] flipped = stream.clone();
            flipped[at] ^= (byte) 0xa5;
            List<Diagnostic> found = check(png(flipped, true));
            assertThat(found).as("byte %d flipped", at).extracting(Diagnostic::code).containsExactly(Code.PNG001);
            assertThat(found.get(0).message()).as("byte %d flipped", at).startsWith("sheet.png has broken image data");
        }
    }

    @Test
    void checkReportsRowsOfTheWrongShape() throws IOException {
        byte[] rows = noisyRows();
        byte[] badFilter = rows.clone();
        badFilter[(1 + SIZE * 4) * 3] = 9;
        assertThat(check(png(TestPngs.deflate(badFilter), true)).get(0).message())
                .isEqualTo("sheet.png has broken image data: a row starts with an unknown filter type 9");
        byte[] extraRow = Arrays.copyOf(rows, rows.length + 1 + SIZE * 4);
        assertThat(check(png(TestPngs.deflate(extraRow), true)).get(0).message())
                .isEqualTo("sheet.png has broken image data: it inflates to more than the " + rows.length
                        + " bytes the image needs");
    }

    @Test
    void checkPassesWholeImagesPlainAndInterlacedSplitOverManyChunks() throws IOException {
        byte[] stream = TestPngs.deflate(noisyRows());
        TestPngs split = TestPngs.start().header(SIZE, SIZE, 8, 6, false);
        for (int at = 0; at < stream.length; at += 100) {
            split.chunk("IDAT", Arrays.copyOfRange(stream, at, Math.min(stream.length, at + 100)));
        }
        assertThat(check(split.end().bytes())).isEmpty();
        // Adam7 rows of a 5 × 3 grey image: passes of 1, 1, 2, 3 and 5 pixels across.
        PngHeader interlaced = new PngHeader(5, 3, 8, 0, true);
        byte[] rows = new byte[(int) interlaced.inflatedBytes()];
        byte[] png = TestPngs.start().header(5, 3, 8, 0, true).imageData(rows).end().bytes();
        assertThat(check(png)).isEmpty();
        assertThat(load(png).ok()).isTrue();
    }

    @Test
    void aPngEndingWithoutIendLoadsWithAWarningWhenItsDataIsWhole() throws IOException {
        int[] argb = new int[SIZE * SIZE];
        Arrays.setAll(argb, i -> 0xff000000 | i * 977);
        byte[] noEnd = png(TestPngs.deflate(TestPngs.rgbaRows(SIZE, SIZE, argb)), false);

        PngResult loaded = load(noEnd);
        assertThat(loaded.ok()).as("%s", loaded.diagnostic()).isTrue();
        assertThat(loaded.image().argb(5, 7)).isEqualTo(argb[7 * SIZE + 5]);
        assertThat(loaded.warning().code()).isEqualTo(Code.PNG003);
        assertThat(loaded.warning().severity()).isEqualTo(Severity.WARNING);

        List<Diagnostic> found = check(noEnd);
        assertThat(found).extracting(Diagnostic::format).containsExactly("assets/sheet.png:0:0 PNG003 sheet.png ends"
                + " without the IEND chunk that closes a PNG; its image data is complete, so it is loaded as it is");
    }

    @Test
    void aPngEndingWithoutIendAndWithoutAllItsDataStaysUnreadable() throws IOException {
        byte[] stream = TestPngs.deflate(noisyRows());
        byte[] cut = png(Arrays.copyOf(stream, stream.length - 40), false);
        List<Diagnostic> found = check(cut);
        assertThat(found).extracting(Diagnostic::code).containsExactly(Code.PNG001);
        assertThat(found.get(0).message()).startsWith("sheet.png is truncated: it ends before the IEND chunk, and it"
                + " stops after");
        assertThat(load(cut).diagnostic().code()).isEqualTo(Code.PNG001);
    }
}

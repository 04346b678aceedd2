package dev.reel.sheet;

import dev.reel.model.SheetMeta;
import dev.reel.model.SliceSetup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Alpha slicing straight from the file, row by row (what {@code reel slice --alpha} does for RGBA and grey +
 * alpha sheets), finds exactly the cells that slicing the decoded image finds, whatever row filters the
 * encoder chose. Seeded; the seed is printed.
 */
class AlphaRowsTest {
    @TempDir
    Path folder;

    @Test
    void streamingAndDecodedSlicingAgreeOnRandomSheetsWithEveryFilter() throws Exception {
        long seed = Long.getLong("reel.seed", 20_261_201L);
        System.out.println("AlphaRowsTest seed " + seed);
        Random random = new Random(seed);
        for (int round = 0; round < 60; round++) {
            int width = 1 + random.nextInt(70);
            int height = 1 + random.nextInt(50);
            boolean grey = random.nextInt(3) == 0;
            boolean wide = random.nextBoolean();
            int channels = grey ? 2 : 4;
            int sample = wide ? 2 : 1;
            byte[][] raw = new byte[height][width * channels * sample];
            for (int y = 0; y < height; y++) {
                for (int x = 0; x < width; x++) {
                    // Blobs: alpha high inside a few random discs, low elsewhere, colours random.
                    boolean inside = ((x / 7) * 31 + (y / 5) * 17 + round) % 3 == 0;
                    for (int c = 0; c < channels * sample; c++) {
                        raw[y][(x * channels) * sample + c] = (byte) random.nextInt(256);
                    }
                    raw[y][(x * channels + channels - 1) * sample] = (byte) (inside ? 200 + random.nextInt(56)
                            : random.nextInt(20));
                }
            }
            byte[] png = TestPngs.start().header(width, height, 8 * sample, grey ? 4 : 6, false)
                    .imageData(filtered(raw, channels * sample, random)).end().bytes();
            Path file = Files.write(folder.resolve("s" + round + ".png"), png);
            SliceSetup.Alpha setup = new SliceSetup.Alpha(16, random.nextInt(4), random.nextBoolean());
            PngResult decoded = new PngLoader().load(file, "s.png");
            assertThat(decoded.ok()).as("round %d: %s", round, decoded.diagnostic()).isTrue();
            SliceResult whole = AlphaSlicer.slice(decoded.image(), setup, "s.png", Progress.NONE);
            SheetSlicer.Streamed streamed = SheetSlicer.sliceAlpha("s.png", file, SheetMeta.unsliced(), setup,
                    CellIds.seeded(1));
            assertThat(streamed).as("round %d", round).isNotNull();
            if (whole.ok()) {
                assertThat(streamed.outcome().meta().cells()).extracting(cell -> cell.rect())
                        .as("round %d (seed %d)", round, seed).containsExactlyElementsOf(whole.rects());
            } else {
                assertThat(streamed.outcome().diagnostics()).as("round %d", round)
                        .containsExactlyElementsOf(whole.diagnostics());
            }
        }
    }

    /** Each row with a random filter of the five, applied as an encoder would. */
    private static byte[] filtered(byte[][] raw, int bpp, Random random) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] above = new byte[raw[0].length];
        for (byte[] row : raw) {
            int filter = random.nextInt(5);
            out.write(filter);
            for (int i = 0; i < row.length; i++) {
                int a = i >= bpp ? row[i - bpp] & 0xff : 0;
                int b = above[i] & 0xff;
                int c = i >= bpp ? above[i - bpp] & 0xff : 0;
                int predicted = switch (filter) {
                    case 1 -> a;
                    case 2 -> b;
                    case 3 -> (a + b) >>> 1;
                    case 4 -> {
                        int p = a + b - c;
                        int pa = Math.abs(p - a);
                        int pb = Math.abs(p - b);
                        int pc = Math.abs(p - c);
                        yield pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
                    }
                    default -> 0;
                };
                out.write((row[i] - predicted) & 0xff);
            }
            above = row;
        }
        return out.toByteArray();
    }
}

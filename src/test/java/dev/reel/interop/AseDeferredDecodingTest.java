package dev.reel.interop;

import dev.reel.io.Loaded;
import dev.reel.model.Diagnostic;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The reader decodes cels on every core after walking the file; reading them one by one where the walk meets
 * them, as it used to, must give the same document and, for a broken file, the same diagnostics: the earliest
 * broken cel wins over a problem further on, and warnings after it are not reported.
 */
class AseDeferredDecodingTest {
    private static final String[] REAL = {"basic-16x16", "grayscale", "indexed", "layers_and_tags", "linked_cels",
        "transparency"};

    @Test
    void brokenAndWholeFilesReadTheSameEitherWay() throws Exception {
        List<byte[]> files = new ArrayList<>();
        for (String name : REAL) {
            try (InputStream in = getClass().getResourceAsStream("/dev/reel/interop/aseprite/" + name + ".aseprite")) {
                files.add(in.readAllBytes());
            }
        }
        files.add(compressedWithWarnings());
        long seed = Long.getLong("reel.seed", 21L);
        int cases = Long.getLong("reel.seed") != null ? 1 : 600;
        for (int c = 0; c < cases; c++) {
            long caseSeed = seed + c;
            Random random = new Random(caseSeed);
            byte[] file = files.get(random.nextInt(files.size())).clone();
            byte[] broken = c % 10 == 0 ? file : mutate(file, random);
            Loaded<AseFile> deferred = AseReader.read(broken, "x.aseprite", true);
            Loaded<AseFile> oneByOne = AseReader.read(broken, "x.aseprite", false);
            assertThat(text(deferred.diagnostics())).as("seed " + caseSeed).isEqualTo(text(oneByOne.diagnostics()));
            assertThat(deferred.value() == null).as("seed " + caseSeed).isEqualTo(oneByOne.value() == null);
            if (deferred.value() != null) {
                List<AseFile.Frame> a = deferred.value().frames();
                List<AseFile.Frame> b = oneByOne.value().frames();
                assertThat(a).as("seed " + caseSeed).hasSameSizeAs(b);
                for (int f = 0; f < a.size(); f++) {
                    assertThat(a.get(f).durationMillis()).isEqualTo(b.get(f).durationMillis());
                    assertThat(a.get(f).cels()).hasSameSizeAs(b.get(f).cels());
                    for (int i = 0; i < a.get(f).cels().size(); i++) {
                        AseFile.Cel x = a.get(f).cels().get(i);
                        AseFile.Cel y = b.get(f).cels().get(i);
                        assertThat(x.ownPixels()).as("seed " + caseSeed).isEqualTo(y.ownPixels());
                        assertThat(List.of(x.layer(), x.x(), x.y(), x.width(), x.height(), x.opacity(), x.zIndex()))
                                .isEqualTo(List.of(y.layer(), y.x(), y.y(), y.width(), y.height(), y.opacity(),
                                        y.zIndex()));
                    }
                }
            }
        }
    }

    @Test
    void aBrokenCelBeforeAStructuralProblemIsTheOneReported() {
        // Break the second frame's cel stream and the last frame's header: the cel comes first in the file.
        AseTestWriter writer = new AseTestWriter(8, 8, 32);
        int layer = writer.imageLayer("a", 0, 255);
        for (int f = 0; f < 3; f++) {
            int frame = writer.frame(100);
            writer.cel(frame, layer, 0, 0, 255, 0, 8, 8, AseTestWriter.solid(8, 8, 0xff00ff00 + f), true);
        }
        byte[] bytes = writer.bytes();
        byte[] corrupt = bytes.clone();
        int lastFrame = lastIndexOf(corrupt, new byte[] {(byte) 0xFA, (byte) 0xF1});
        corrupt[lastFrame] = 0;
        int firstStream = zlibStream(corrupt, 128 + 16);
        int secondStream = zlibStream(corrupt, firstStream + 2);
        for (int i = secondStream + 2; i < secondStream + 8; i++) {
            corrupt[i] = (byte) 0xff;
        }
        Loaded<AseFile> read = AseReader.read(corrupt, "x.aseprite");
        assertThat(read.value()).isNull();
        assertThat(text(read.diagnostics())).isEqualTo(text(AseReader.read(corrupt, "x.aseprite", false).diagnostics()));
        assertThat(read.diagnostics().get(read.diagnostics().size() - 1).message()).contains("compressed pixels");
    }

    /** The next zlib header (0x78 and a byte making the pair a multiple of 31) from {@code from}. */
    private static int zlibStream(byte[] bytes, int from) {
        for (int i = from; i + 1 < bytes.length; i++) {
            if (bytes[i] == 0x78 && (0x7800 | bytes[i + 1] & 0xff) % 31 == 0) {
                return i;
            }
        }
        throw new AssertionError("no zlib stream after " + from);
    }

    private static int lastIndexOf(byte[] bytes, byte[] what) {
        for (int i = bytes.length - what.length; i >= 0; i--) {
            if (java.util.Arrays.equals(bytes, i, i + what.length, what, 0, what.length)) {
                return i;
            }
        }
        return -1;
    }

    /** Compressed cels in every frame, an unknown blend mode and a tilemap layer (warnings), a linked cel. */
    private static byte[] compressedWithWarnings() {
        AseTestWriter writer = new AseTestWriter(16, 16, 32);
        int base = writer.imageLayer("base", 0, 255);
        int odd = writer.layer("odd", 1, 0, 0, 13, 255);
        writer.layer("tiles", 1, 2, 0, 0, 255);
        for (int f = 0; f < 6; f++) {
            int frame = writer.frame(50 + f);
            writer.cel(frame, base, f, 0, 200, 0, 8, 8, AseTestWriter.solid(8, 8, 0xff102030 + f * 0x10101), true);
            if (f % 3 == 2) {
                writer.linkedCel(frame, odd, f - 1, 0);
            } else {
                writer.cel(frame, odd, 0, f, 255, 0, 4, 4, AseTestWriter.solid(4, 4, 0x80ff0000 + f), f % 2 == 0);
            }
        }
        return writer.bytes();
    }

    private static byte[] mutate(byte[] file, Random random) {
        if (random.nextInt(4) == 0) {
            return java.util.Arrays.copyOf(file, 128 + random.nextInt(Math.max(1, file.length - 128)));
        }
        int flips = 1 + random.nextInt(6);
        for (int i = 0; i < flips; i++) {
            int at = 128 + random.nextInt(Math.max(1, file.length - 128));
            if (at < file.length) {
                file[at] = (byte) random.nextInt(256);
            }
        }
        return file;
    }

    private static List<String> text(List<Diagnostic> diagnostics) {
        return diagnostics.stream().map(d -> d.code() + " " + d.message()).toList();
    }
}

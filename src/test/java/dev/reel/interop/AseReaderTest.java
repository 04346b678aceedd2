package dev.reel.interop;

import dev.reel.io.Loaded;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Severity;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.LongPredicate;

import static org.assertj.core.api.Assertions.assertThat;

/** The reader and compositor on files written by {@link AseTestWriter}. */
class AseReaderTest {
    private static final int RED = 0xffff0000;
    private static final int BLUE = 0xff0000ff;

    private static AseFile read(byte[] bytes) {
        Loaded<AseFile> loaded = AseReader.read(bytes, "test.aseprite");
        assertThat(loaded.diagnostics()).as("diagnostics").noneMatch(Diagnostic::isError);
        return loaded.value();
    }

    private static int[] frame(byte[] bytes, int index) {
        return new AseCompositor(read(bytes)).frame(index);
    }

    @Test
    void rgbaRawAndCompressedCelsGiveTheSamePixels() {
        int[] pixels = {RED, BLUE, 0x80112233, 0};
        for (boolean compressed : new boolean[] {false, true}) {
            AseTestWriter writer = new AseTestWriter(2, 2, 32);
            int layer = writer.imageLayer("a", 0, 255);
            writer.cel(writer.frame(100), layer, 0, 0, 255, 0, 2, 2, AseTestWriter.rgba(pixels), compressed);
            assertThat(frame(writer.bytes(), 0)).as("compressed " + compressed).containsExactly(pixels);
        }
    }

    @Test
    void grayscalePixelsAreGreyWithTheirAlpha() {
        AseTestWriter writer = new AseTestWriter(2, 1, 16);
        int layer = writer.imageLayer("a", 0, 255);
        writer.cel(writer.frame(100), layer, 0, 0, 255, 0, 2, 1, new byte[] {(byte) 200, (byte) 255, 10, (byte) 128},
                true);
        assertThat(frame(writer.bytes(), 0)).containsExactly(0xffc8c8c8, 0x800a0a0a);
    }

    @Test
    void indexedPixelsUseThePaletteAndTheTransparentIndexOutsideTheBackground() {
        for (boolean background : new boolean[] {false, true}) {
            AseTestWriter writer = new AseTestWriter(3, 1, 8).transparentIndex(1).palette(0xff000000, 0xff00ff00, BLUE);
            int layer = writer.layer("a", background ? 1 | 8 : 1, 0, 0, 0, 255);
            writer.cel(writer.frame(100), layer, 0, 0, 255, 0, 3, 1, new byte[] {2, 1, 0}, true);
            int[] expected = background ? new int[] {BLUE, 0xff00ff00, 0xff000000} : new int[] {BLUE, 0, 0xff000000};
            assertThat(frame(writer.bytes(), 0)).as("background " + background).containsExactly(expected);
        }
    }

    @Test
    void aLinkedCelShowsTheCelItLinksTo() {
        AseTestWriter writer = new AseTestWriter(2, 2, 32);
        int layer = writer.imageLayer("a", 0, 255);
        writer.cel(writer.frame(100), layer, 1, 1, 255, 0, 1, 1, AseTestWriter.rgba(RED), true);
        writer.linkedCel(writer.frame(250), layer, 0, 0);
        AseFile ase = read(writer.bytes());
        assertThat(ase.frames()).extracting(AseFile.Frame::durationMillis).containsExactly(100, 250);
        assertThat(new AseCompositor(ase).frame(1)).containsExactly(0, 0, 0, RED);
    }

    @Test
    void celAndLayerOpacityMultiply() {
        AseTestWriter writer = new AseTestWriter(1, 1, 32);
        int layer = writer.imageLayer("a", 0, 128);
        writer.cel(writer.frame(100), layer, 0, 0, 128, 0, 1, 1, AseTestWriter.rgba(RED), true);
        // 128 × 128 / 255 rounds to 64.
        assertThat(frame(writer.bytes(), 0)).containsExactly(0x40ff0000);
    }

    @Test
    void aHiddenLayerOrAnyLayerInAHiddenGroupIsNotDrawn() {
        for (int groupFlags : new int[] {0, 1}) {
            AseTestWriter writer = new AseTestWriter(1, 1, 32);
            int bottom = writer.imageLayer("bottom", 0, 255);
            writer.layer("group", groupFlags, 1, 0, 0, 255);
            int inGroup = writer.layer("in group", 1, 0, 1, 0, 255);
            int frame = writer.frame(100);
            writer.cel(frame, bottom, 0, 0, 255, 0, 1, 1, AseTestWriter.rgba(BLUE), true);
            writer.cel(frame, inGroup, 0, 0, 255, 0, 1, 1, AseTestWriter.rgba(RED), true);
            assertThat(frame(writer.bytes(), 0)).as("group visible " + groupFlags)
                    .containsExactly(groupFlags == 1 ? RED : BLUE);
        }
        AseTestWriter hidden = new AseTestWriter(1, 1, 32);
        int layer = hidden.layer("hidden", 0, 0, 0, 0, 255);
        hidden.cel(hidden.frame(100), layer, 0, 0, 255, 0, 1, 1, AseTestWriter.rgba(RED), true);
        assertThat(frame(hidden.bytes(), 0)).containsExactly(0);
    }

    @Test
    void aCompositedGroupBlendsItsImageWithItsOwnOpacity() {
        AseTestWriter writer = new AseTestWriter(1, 1, 32).flags(1 | 2);
        int bottom = writer.imageLayer("bottom", 0, 255);
        writer.layer("group", 1, 1, 0, 0, 51);
        int inGroup = writer.layer("in group", 1, 0, 1, 0, 255);
        int frame = writer.frame(100);
        writer.cel(frame, bottom, 0, 0, 255, 0, 1, 1, AseTestWriter.rgba(BLUE), true);
        writer.cel(frame, inGroup, 0, 0, 255, 0, 1, 1, AseTestWriter.rgba(RED), true);
        // Red over blue at 51/255 = 20 %: 255 × 0.2 = 51 red, 255 − 51 = 204 blue.
        assertThat(frame(writer.bytes(), 0)).containsExactly(0xff3300cc);
    }

    @Test
    void aZIndexMovesACelAboveTheLayersAfterIt() {
        AseTestWriter writer = new AseTestWriter(1, 1, 32);
        int bottom = writer.imageLayer("bottom", 0, 255);
        int top = writer.imageLayer("top", 0, 255);
        int frame = writer.frame(100);
        writer.cel(frame, bottom, 0, 0, 255, 1, 1, 1, AseTestWriter.rgba(RED), true);
        writer.cel(frame, top, 0, 0, 255, 0, 1, 1, AseTestWriter.rgba(BLUE), true);
        assertThat(frame(writer.bytes(), 0)).as("bottom's cel has z-index +1 and ends above").containsExactly(RED);
    }

    /** Each separable mode against its textbook formula, on an opaque backdrop, at full and half source alpha. */
    @Test
    void eachBlendModeMatchesItsPerPixelFormula() {
        int[] modes = {AseBlend.MULTIPLY, AseBlend.SCREEN, AseBlend.OVERLAY, AseBlend.DARKEN, AseBlend.LIGHTEN,
            AseBlend.ADDITION, AseBlend.SUBTRACT, AseBlend.DIFFERENCE};
        Random random = new Random(21);
        for (int mode : modes) {
            for (int sample = 0; sample < 200; sample++) {
                int backdrop = 0xff000000 | random.nextInt(1 << 24);
                int alpha = sample % 2 == 0 ? 255 : 128;
                int src = alpha << 24 | random.nextInt(1 << 24);
                AseTestWriter writer = new AseTestWriter(1, 1, 32);
                int under = writer.imageLayer("under", 0, 255);
                int over = writer.imageLayer("over", mode, 255);
                int frame = writer.frame(100);
                writer.cel(frame, under, 0, 0, 255, 0, 1, 1, AseTestWriter.rgba(backdrop), true);
                writer.cel(frame, over, 0, 0, 255, 0, 1, 1, AseTestWriter.rgba(src), true);
                int got = frame(writer.bytes(), 0)[0];
                int expected = 0xff000000;
                for (int shift = 16; shift >= 0; shift -= 8) {
                    int b = backdrop >> shift & 0xff;
                    int s = src >> shift & 0xff;
                    int mixed = reference(mode, b, s);
                    expected |= (b + (mixed - b) * alpha / 255) << shift;
                }
                assertThat(Integer.toHexString(got)).as(AseBlend.name(mode) + " of " + Integer.toHexString(src)
                        + " over " + Integer.toHexString(backdrop)).isEqualTo(Integer.toHexString(expected));
            }
        }
    }

    private static int reference(int mode, int b, int s) {
        return switch (mode) {
            case AseBlend.MULTIPLY -> (int) Math.round(b * s / 255.0);
            case AseBlend.SCREEN -> b + s - (int) Math.round(b * s / 255.0);
            case AseBlend.OVERLAY -> b < 128 ? (int) Math.round(s * 2 * b / 255.0)
                    : s + (2 * b - 255) - (int) Math.round(s * (2 * b - 255) / 255.0);
            case AseBlend.DARKEN -> Math.min(b, s);
            case AseBlend.LIGHTEN -> Math.max(b, s);
            case AseBlend.ADDITION -> Math.min(255, b + s);
            case AseBlend.SUBTRACT -> Math.max(0, b - s);
            case AseBlend.DIFFERENCE -> Math.abs(b - s);
            default -> throw new IllegalArgumentException();
        };
    }

    @Test
    void tagsSlicesAndTagUserDataAreRead() {
        AseTestWriter writer = new AseTestWriter(4, 4, 32);
        writer.imageLayer("a", 0, 255);
        writer.frame(100);
        writer.frame(100);
        writer.tags(new Object[] {"walk", 0, 1, 2, 3, "steps\nloud"});
        writer.slice("pivot", new int[] {0, 1, 1, 2, 2, 1, 2});
        AseFile ase = read(writer.bytes());
        assertThat(ase.tags()).containsExactly(new AseFile.Tag("walk", 0, 1, 2, 3, "steps\nloud"));
        assertThat(ase.slices()).hasSize(1);
        assertThat(ase.slices().get(0).keyAt(1)).isEqualTo(new AseFile.SliceKey(0, 1, 1, 2, 2, 1, 2));
    }

    @Test
    void tilemapLayersAndUnknownChunksAreSkippedWithAWarning() {
        AseTestWriter writer = new AseTestWriter(1, 1, 32);
        int layer = writer.imageLayer("a", 0, 255);
        writer.layer("tiles", 1, 2, 0, 0, 255);
        writer.cel(writer.frame(100), layer, 0, 0, 255, 0, 1, 1, AseTestWriter.rgba(RED), true);
        writer.rawChunk(0x7777, new byte[] {1, 2, 3});
        Loaded<AseFile> loaded = AseReader.read(writer.bytes(), "t.aseprite");
        assertThat(loaded.value()).isNotNull();
        assertThat(loaded.diagnostics()).extracting(Diagnostic::code).containsExactly(Code.ASE003, Code.ASE003);
        assertThat(loaded.diagnostics().get(1).message()).contains("0x7777");
        assertThat(new AseCompositor(loaded.value()).frame(0)).containsExactly(RED);
    }

    @Test
    void aCanvasClaimingGigabytesIsRefusedBeforeAllocating() {
        AseTestWriter writer = new AseTestWriter(16384, 16384, 32);
        writer.imageLayer("a", 0, 255);
        for (int i = 0; i < 4; i++) {
            writer.frame(100);
        }
        Loaded<AseFile> loaded = AseReader.read(writer.bytes(), "huge.aseprite");
        assertThat(loaded.value()).isNull();
        assertThat(loaded.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(Code.ASE002);
            assertThat(d.message()).contains("4 frames of 16384 × 16384").contains("4,096 MiB");
        });
    }

    @Test
    void aCelClaimingMorePixelsThanTheLimitIsRefused() {
        AseTestWriter writer = new AseTestWriter(16, 16, 32);
        int layer = writer.imageLayer("a", 0, 255);
        int frame = writer.frame(100);
        for (int i = 0; i < 20; i++) {
            writer.cel(frame, layer, 0, 0, 255, 0, 65535, 65535, new byte[] {0}, true);
        }
        Loaded<AseFile> loaded = AseReader.read(writer.bytes(), "bomb.aseprite");
        assertThat(loaded.value()).isNull();
        assertThat(loaded.diagnostics()).extracting(Diagnostic::code).contains(Code.ASE002);
    }

    @Test
    void aTruncatedFileIsOneErrorNamingTheByteOffset() {
        AseTestWriter writer = new AseTestWriter(2, 2, 32);
        int layer = writer.imageLayer("a", 0, 255);
        writer.cel(writer.frame(100), layer, 0, 0, 255, 0, 2, 2, AseTestWriter.solid(2, 2, RED), true);
        byte[] whole = writer.bytes();
        Loaded<AseFile> loaded = AseReader.read(Arrays.copyOf(whole, whole.length - 5), "cut.aseprite");
        assertThat(loaded.value()).isNull();
        assertThat(loaded.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(Code.ASE001);
            assertThat(d.message()).startsWith("at byte 128: frame 0 claims");
        });
        Loaded<AseFile> notAse = AseReader.read(new byte[200], "zero.aseprite");
        assertThat(notAse.diagnostics().get(0).message()).contains("magic number 0x0000");
    }

    /**
     * Seeded corruption of a valid file, one field at a time, each given a random value it may not hold: every
     * corrupted file gives the diagnostic that field's problem calls for, is refused only for an error, and never
     * throws. (Flipping arbitrary bytes, as the fuzz test does, often gives a file that is merely different.)
     */
    @Test
    void corruptedFilesGiveDiagnosticsNotExceptions() {
        AseTestWriter writer = new AseTestWriter(8, 8, 32);
        int layer = writer.imageLayer("a", 0, 255);
        writer.cel(writer.frame(100), layer, 0, 0, 255, 0, 8, 8, AseTestWriter.solid(8, 8, RED), true);
        writer.linkedCel(writer.frame(100), layer, 0, 0);
        writer.tags(new Object[] {"t", 0, 1, 0, 0});
        writer.slice("s", new int[] {0, 0, 0, 8, 8, 4, 8});
        byte[] valid = writer.bytes();
        assertThat(AseReader.read(valid, "valid.aseprite").diagnostics()).isEmpty();
        List<Corruption> corruptions = corruptions(valid);
        long seed = Long.getLong("reel.seed", System.nanoTime());
        Random random = new Random(seed);
        for (int run = 0; run < 2000; run++) {
            Corruption corruption = corruptions.get(random.nextInt(corruptions.size()));
            long value = corruption.invalidValue(random);
            String what = String.format("seed %d run %d: %s = %d", seed, run, corruption.field(), value);
            Loaded<AseFile> loaded;
            try {
                loaded = AseReader.read(corruption.applyTo(valid, value), "fuzz.aseprite");
                if (loaded.value() != null) {
                    new AseCompositor(loaded.value()).frame(0);
                }
            } catch (RuntimeException e) {
                throw new AssertionError(what + ": " + e, e);
            }
            assertThat(loaded.diagnostics()).as(what).extracting(Diagnostic::code).contains(corruption.code());
            assertThat(loaded.value() == null).as(what + ": refused exactly when it is an error")
                    .isEqualTo(corruption.code().severity() == Severity.ERROR);
        }
    }

    /** The chunk types the reader knows; any other is skipped with a warning. */
    private static final Set<Integer> KNOWN_CHUNKS = Set.of(0x0004, 0x0011, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008,
            0x2016, 0x2017, 0x2018, 0x2019, 0x2020, 0x2022, 0x2023);

    /** A little-endian field of {@code width} bytes at {@code offset}, the values it may not hold, and their code. */
    private record Corruption(String field, int offset, int width, LongPredicate invalid, Code code) {
        long invalidValue(Random random) {
            long value;
            do {
                value = width == 2 ? random.nextInt(0x10000)
                        : random.nextBoolean() ? random.nextInt(16) : random.nextInt() & 0xffffffffL;
            } while (!invalid.test(value));
            return value;
        }

        byte[] applyTo(byte[] valid, long value) {
            byte[] bytes = valid.clone();
            for (int i = 0; i < width; i++) {
                bytes[offset + i] = (byte) (value >>> 8 * i);
            }
            return bytes;
        }
    }

    /** The fields of {@code valid} (as AseTestWriter lays it out) whose corruption the reader must report. */
    private static List<Corruption> corruptions(byte[] valid) {
        List<Corruption> all = new ArrayList<>(List.of(
                new Corruption("the header's magic number", 4, 2, v -> v != 0xA5E0, Code.ASE001),
                new Corruption("the frame count", 6, 2, v -> v == 0 || v > 2, Code.ASE001),
                new Corruption("the canvas width", 8, 2, v -> v > AseReader.MAX_SIDE, Code.ASE002),
                new Corruption("the colour depth", 12, 2, v -> v != 8 && v != 16 && v != 32, Code.ASE001)));
        ByteBuffer in = ByteBuffer.wrap(valid).order(ByteOrder.LITTLE_ENDIAN);
        int frame = 128;
        for (int index = 0; frame < valid.length; index++) {
            int end = frame + in.getInt(frame);
            int left = valid.length - frame;
            all.add(new Corruption("frame " + index + "'s size", frame, 4, v -> v < 16 || v > left, Code.ASE001));
            all.add(new Corruption("frame " + index + "'s magic number", frame + 4, 2, v -> v != 0xF1FA, Code.ASE001));
            for (int chunk = frame + 16; chunk < end; chunk += in.getInt(chunk)) {
                String name = String.format("the chunk of type 0x%04X at byte %d", in.getShort(chunk + 4), chunk);
                int inFrame = end - chunk;
                all.add(new Corruption(name + ": its size", chunk, 4, v -> v < 6 || v > inFrame, Code.ASE001));
                all.add(new Corruption(name + ": its type", chunk + 4, 2, v -> !KNOWN_CHUNKS.contains((int) v),
                        Code.ASE003));
                if (in.getShort(chunk + 4) == 0x2005) {
                    all.add(new Corruption(name + ": the cel's layer", chunk + 6, 2, v -> v > 0, Code.ASE003));
                    boolean linked = in.getShort(chunk + 13) == 1;
                    all.add(linked ? new Corruption(name + ": the frame it links to", chunk + 22, 2, v -> v > 0,
                            Code.ASE003) : new Corruption(name + ": the cel's width", chunk + 22, 2, v -> v > 8,
                            Code.ASE001));
                    if (!linked) {
                        all.add(new Corruption(name + ": the cel's type", chunk + 13, 2, v -> v > 2, Code.ASE003));
                    }
                }
            }
            frame = end;
        }
        return all;
    }
}

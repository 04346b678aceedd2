package dev.reel.preview;

import dev.reel.model.Filter;
import dev.reel.model.Rect;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Node;

import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static dev.reel.preview.TestSheets.BLUE;
import static dev.reel.preview.TestSheets.RED;
import static dev.reel.preview.TestSheets.hex;
import static org.assertj.core.api.Assertions.assertThat;

/** Animated GIFs read back with ImageIO: frame count, delays, the loop extension, transparency and pixels. */
class GifExportTest {
    @TempDir
    Path folder;

    private final TestSheets sheets = TestSheets.create().put("red", TestSheets.filled(4, 4, RED), Filter.NEAREST);

    private static List<Scene> movingSquare(int count, Background background) {
        List<Scene> scenes = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            scenes.add(Scene.of(List.of(Sprite.of("red", new Rect(0, 0, 4, 4), 2 + 5 * i, 3, 0, 0)), Camera.identity())
                    .withBackground(background));
        }
        return scenes;
    }

    /** One frame as read back: its pixels and its GIF metadata. */
    private record ReadFrame(BufferedImage image, IIOMetadataNode metadata) {
        IIOMetadataNode node(String name) {
            return find(metadata, name);
        }
    }

    private static IIOMetadataNode find(Node parent, String name) {
        for (Node child = parent.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child.getNodeName().equals(name)) {
                return (IIOMetadataNode) child;
            }
            IIOMetadataNode deeper = find(child, name);
            if (deeper != null) {
                return deeper;
            }
        }
        return null;
    }

    private static List<ReadFrame> read(Path gif) throws IOException {
        ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
        try (ImageInputStream input = ImageIO.createImageInputStream(gif.toFile())) {
            reader.setInput(input);
            List<ReadFrame> frames = new ArrayList<>();
            int count = reader.getNumImages(true);
            for (int i = 0; i < count; i++) {
                frames.add(new ReadFrame(reader.read(i),
                        (IIOMetadataNode) reader.getImageMetadata(i).getAsTree(GifExport.FORMAT)));
            }
            return frames;
        } finally {
            reader.dispose();
        }
    }

    @Test
    void framesDelaysAndTheLoopExtensionReadBack() throws IOException {
        Path target = folder.resolve("walk.gif");
        ExportResult result = GifExport.write(movingSquare(4, new Background.Solid(BLUE)), GifExport.atRate(4, 12),
                20, 16, sheets, target);
        assertThat(result.ok()).as(result.problems().toString()).isTrue();

        List<ReadFrame> frames = read(target);
        assertThat(frames).hasSize(4);
        List<String> delays = new ArrayList<>();
        for (ReadFrame frame : frames) {
            delays.add(frame.node("GraphicControlExtension").getAttribute("delayTime"));
            assertThat(frame.node("GraphicControlExtension").getAttribute("transparentColorFlag")).isEqualTo("FALSE");
        }
        // 1/12 s each: the running total 8.3, 16.7, 25, 33.3 hundredths rounds to 8, 17, 25, 33.
        assertThat(delays).containsExactly("8", "9", "8", "8");

        IIOMetadataNode loop = frames.get(0).node("ApplicationExtension");
        assertThat(loop.getAttribute("applicationID")).isEqualTo("NETSCAPE");
        assertThat(loop.getAttribute("authenticationCode")).isEqualTo("2.0");
        byte[] loopData = (byte[]) loop.getUserObject();
        assertThat(loopData).containsExactly(1, 0, 0);

        for (int i = 0; i < 4; i++) {
            BufferedImage image = frames.get(i).image();
            assertThat(image.getWidth()).isEqualTo(20);
            assertThat(hex(image.getRGB(2 + 5 * i, 3))).isEqualTo(hex(RED));
            assertThat(hex(image.getRGB(1 + 5 * i, 3))).isEqualTo(hex(BLUE));
        }
    }

    @Test
    void aTransparentBackgroundGivesATransparentGifThatClearsEachFrame() throws IOException {
        Path target = folder.resolve("ghost.gif");
        assertThat(GifExport.write(movingSquare(2, Background.TRANSPARENT), List.of(0.1, 0.25), 20, 16, sheets,
                target).ok()).isTrue();

        List<ReadFrame> frames = read(target);
        IIOMetadataNode control = frames.get(0).node("GraphicControlExtension");
        assertThat(control.getAttribute("transparentColorFlag")).isEqualTo("TRUE");
        assertThat(control.getAttribute("disposalMethod")).isEqualTo("restoreToBackgroundColor");
        assertThat(frames.get(1).node("GraphicControlExtension").getAttribute("delayTime")).isEqualTo("25");
        assertThat(frames.get(0).image().getRGB(0, 0) >>> 24).isZero();
        assertThat(hex(frames.get(0).image().getRGB(2, 3))).isEqualTo(hex(RED));
    }

    @Test
    void theSameFramesGiveTheSameBytes() throws IOException {
        Path first = folder.resolve("a.gif");
        Path second = folder.resolve("b.gif");
        GifExport.write(movingSquare(3, Background.EDITOR), GifExport.atRate(3, 10), 20, 16, sheets, first);
        GifExport.write(movingSquare(3, Background.EDITOR), GifExport.atRate(3, 10), 20, 16, sheets, second);
        assertThat(Files.readAllBytes(first)).isEqualTo(Files.readAllBytes(second));
    }

    /** {@code count} distinct frames (a pixel each). */
    private static List<int[]> distinct(int count) {
        List<int[]> frames = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int[] pixels = new int[count];
            pixels[i] = 0xFFFFFFFF;
            frames.add(pixels);
        }
        return frames;
    }

    private static void assertPlaysOnTime(GifTiming timing, double seconds) {
        assertThat(java.util.Arrays.stream(timing.delays()).min().orElse(2)).as("no delay a browser would stretch to 10 cs")
                .isGreaterThanOrEqualTo(2);
        assertThat(java.util.Arrays.stream(timing.delays()).sum()).as("delays add up to the length")
                .isCloseTo((int) Math.round(seconds * 100), org.assertj.core.data.Offset.offset(1));
    }

    @Test
    void aTwelveFpsFlipbookCarriesTheRoundingFromFrameToFrame() {
        GifTiming timing = GifTiming.of(distinct(12), GifExport.atRate(12, 12));
        assertThat(timing.delays()).containsExactly(8, 9, 8, 8, 9, 8, 8, 9, 8, 8, 9, 8);
        assertPlaysOnTime(timing, 1);
    }

    @Test
    void aStripOfEightHundredthsShowsEachFrameForEight() {
        GifTiming timing = GifTiming.of(distinct(10), java.util.Collections.nCopies(10, 0.08));
        assertThat(timing.delays()).containsOnly(8).hasSize(10);
        assertPlaysOnTime(timing, 0.8);
    }

    @Test
    void sixtyStepsASecondPlayAtFiftyFramesNeverBelowTwoHundredths() {
        GifTiming timing = GifTiming.of(distinct(60), GifExport.atRate(60, 60));
        assertThat(timing.delays()).containsOnly(2).hasSize(50);
        assertPlaysOnTime(timing, 1);
        GifTiming faster = GifTiming.of(distinct(240), GifExport.atRate(240, 240));
        assertThat(faster.delays()).containsOnly(2);
        assertPlaysOnTime(faster, 1);
        GifTiming odd = GifTiming.of(distinct(7), GifExport.atRate(7, 60));
        assertPlaysOnTime(odd, 7 / 60.0);
    }

    @Test
    void identicalNeighboursBecomeOneFrameSoAFlipbookUnderAControllerKeepsItsRate() {
        // A 12 fps flipbook stepped at 60 Hz: each picture on 5 steps.
        List<int[]> steps = new ArrayList<>();
        List<int[]> pictures = distinct(6);
        for (int step = 0; step < 30; step++) {
            steps.add(pictures.get(step / 5).clone());
        }
        GifTiming timing = GifTiming.of(steps, GifExport.atRate(30, 60));
        assertThat(timing.frames()).containsExactly(0, 5, 10, 15, 20, 25);
        assertThat(timing.delays()).containsExactly(8, 9, 8, 8, 9, 8);
    }

    @Test
    void aSixtyHertzGifReadsBackWithDelaysOfTwo() throws IOException {
        Path target = folder.resolve("fast.gif");
        assertThat(GifExport.write(movingSquare(12, Background.TRANSPARENT), GifExport.atRate(12, 60), 64, 16, sheets,
                target).problems()).isEmpty();
        List<Integer> delays = new ArrayList<>();
        for (ReadFrame frame : read(target)) {
            delays.add(Integer.parseInt(frame.node("GraphicControlExtension").getAttribute("delayTime")));
        }
        assertThat(delays).containsOnly(2).hasSize(10);
    }
}

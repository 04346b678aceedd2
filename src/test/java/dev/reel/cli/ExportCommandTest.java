package dev.reel.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reel.io.ClipCodec;
import dev.reel.io.MetaCodec;
import dev.reel.model.Cell;
import dev.reel.model.Clip;
import dev.reel.model.ImportSettings;
import dev.reel.model.Rect;
import dev.reel.model.SheetMeta;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Node;

import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static dev.reel.cli.CheckCommandTest.reel;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code reel export} end to end on a project of known pixels: a sheet of a red and a blue 4 × 4 cell standing on
 * their bottom centres, a clip showing red for 0.2 s then blue for 0.3 s, and a controller switching from the
 * red clip to the blue one when {@code Go} is set.
 */
class ExportCommandTest {
    private static final int RED = 0xFFFF0000;
    private static final int BLUE = 0xFF0000FF;

    @TempDir
    Path temp;

    private Path root;

    @BeforeEach
    void project() throws IOException {
        root = Files.createDirectories(temp.resolve("game"));
        Files.writeString(root.resolve("project.aego"), "project version=1 name=\"Game\" {}\n");
        Files.createDirectories(root.resolve("assets"));
        Files.createDirectories(root.resolve("anim"));
        BufferedImage sheet = new BufferedImage(8, 4, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < 4; y++) {
            for (int x = 0; x < 8; x++) {
                sheet.setRGB(x, y, x < 4 ? RED : BLUE);
            }
        }
        ImageIO.write(sheet, "png", root.resolve("assets/sheet.png").toFile());
        SheetMeta meta = new SheetMeta(1, ImportSettings.DEFAULT, null, List.of(
                new Cell("sheet_000", "a00000000000", new Rect(0, 0, 4, 4), 0.5, 1.0),
                new Cell("sheet_001", "b00000000000", new Rect(4, 0, 4, 4), 0.5, 1.0)), Map.of());
        Files.writeString(root.resolve("assets/sheet.png.meta"), MetaCodec.write(meta), StandardCharsets.UTF_8);
        Files.writeString(root.resolve("anim/blink.aeanim"), "anim version=1 length=0.5 loop=loop {\n"
                + "  frames \"\" durations=[0.2, 0.3] {\n"
                + "    sprites=[asset(\"assets/sheet.png#sheet_000\"), asset(\"assets/sheet.png#sheet_001\")]\n"
                + "  }\n}\n");
        Files.writeString(root.resolve("anim/red.aeanim"), "anim version=1 length=0.5 loop=loop {\n"
                + "  frames \"\" durations=[0.5] {\n    sprites=[asset(\"assets/sheet.png#sheet_000\")]\n  }\n}\n");
        Files.writeString(root.resolve("anim/blue.aeanim"), "anim version=1 length=0.5 loop=loop {\n"
                + "  frames \"\" durations=[0.5] {\n    sprites=[asset(\"assets/sheet.png#sheet_001\")]\n  }\n}\n");
        Files.writeString(root.resolve("anim/switch.aectrl"), "controller version=1 {\n  entry=\"Red\"\n"
                + "  param \"Go\" kind=bool {}\n"
                + "  state \"Red\" clip=asset(\"anim/red.aeanim\") {}\n"
                + "  state \"Blue\" clip=asset(\"anim/blue.aeanim\") {}\n"
                + "  transition \"Red\" to=\"Blue\" {\n    cond \"Go\" op=eq value=true {}\n  }\n}\n");
    }

    private String file(String relative) {
        return root.resolve(relative).toString();
    }

    private static int rgb(BufferedImage image, int x, int y) {
        return image.getRGB(x, y);
    }

    @Test
    void aStripIsOnePassOfFramesSideBySideWithTheCellsPixels() throws IOException {
        Path strip = temp.resolve("blink.png");
        CheckCommandTest.Run run = reel("export", file("anim/blink.aeanim"), "--png-strip", strip.toString());
        assertThat(run.exit()).as(run.err()).isZero();

        BufferedImage image = ImageIO.read(strip.toFile());
        // A 4 × 4 cell with 2 pixels of margin around it: frames of 8 × 8, one per flipbook frame.
        assertThat(image.getWidth()).isEqualTo(16);
        assertThat(image.getHeight()).isEqualTo(8);
        assertThat(rgb(image, 2, 2)).isEqualTo(RED);
        assertThat(rgb(image, 5, 5)).isEqualTo(RED);
        assertThat(rgb(image, 8 + 2, 2)).isEqualTo(BLUE);
        assertThat(rgb(image, 8 + 5, 5)).isEqualTo(BLUE);
        assertThat(rgb(image, 1, 1) >>> 24).as("the margin is transparent").isZero();
        assertThat(rgb(image, 8 + 6, 6) >>> 24).isZero();
    }

    @Test
    void scaleAndSizeSetTheFramesPixels() throws IOException {
        Path scaled = temp.resolve("scaled.png");
        assertThat(reel("export", file("anim/blink.aeanim"), "--png-strip", scaled.toString(), "--scale", "2")
                .exit()).isZero();
        BufferedImage twice = ImageIO.read(scaled.toFile());
        assertThat(twice.getWidth()).isEqualTo(2 * 12);
        assertThat(twice.getHeight()).isEqualTo(12);
        assertThat(rgb(twice, 2, 2)).isEqualTo(RED);
        assertThat(rgb(twice, 9, 9)).isEqualTo(RED);
        assertThat(rgb(twice, 10, 10) >>> 24).isZero();

        Path sized = temp.resolve("sized.png");
        assertThat(reel("export", file("anim/blink.aeanim"), "--png-strip", sized.toString(), "--size", "10,6",
                "--fps", "10", "--background", "#00FF00").exit()).isZero();
        BufferedImage fixed = ImageIO.read(sized.toFile());
        // 0.5 s of a looping clip at 10 fps: five frames; the first two red, the other three blue.
        assertThat(fixed.getWidth()).isEqualTo(50);
        assertThat(fixed.getHeight()).isEqualTo(6);
        assertThat(rgb(fixed, 0, 0)).as("a coloured background").isEqualTo(0xFF00FF00);
        List<Integer> centres = new ArrayList<>();
        for (int frame = 0; frame < 5; frame++) {
            centres.add(rgb(fixed, frame * 10 + 5, 3));
        }
        assertThat(centres).containsExactly(RED, RED, BLUE, BLUE, BLUE);
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

    @Test
    void aGifHasAFramePerFlipbookFrameItsDurationsAndLoops() throws IOException {
        Path gif = temp.resolve("blink.gif");
        CheckCommandTest.Run run = reel("export", file("anim/blink.aeanim"), "--gif", gif.toString(), "--json");
        assertThat(run.exit()).as(run.err()).isZero();
        JsonNode report = new ObjectMapper().readTree(run.out());
        assertThat(report.get("frames").asInt()).isEqualTo(2);

        ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
        try (ImageInputStream input = ImageIO.createImageInputStream(gif.toFile())) {
            reader.setInput(input);
            assertThat(reader.getNumImages(true)).isEqualTo(2);
            List<String> delays = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                Node tree = reader.getImageMetadata(i).getAsTree("javax_imageio_gif_image_1.0");
                delays.add(find(tree, "GraphicControlExtension").getAttribute("delayTime"));
            }
            assertThat(delays).containsExactly("20", "30");
            IIOMetadataNode loop = find(reader.getImageMetadata(0).getAsTree("javax_imageio_gif_image_1.0"),
                    "ApplicationExtension");
            assertThat(loop).as("the NETSCAPE2.0 loop extension").isNotNull();
            assertThat(loop.getAttribute("applicationID")).isEqualTo("NETSCAPE");
            // Sub-block 1, loop count 0: forever.
            assertThat((byte[]) loop.getUserObject()).containsExactly(1, 0, 0);
            assertThat(reader.read(1).getRGB(4, 4)).isEqualTo(BLUE);
        } finally {
            reader.dispose();
        }
    }

    @Test
    void theBankHoldsTheClipsFramesRectsDurationsAndLoop() throws IOException {
        Path bank = temp.resolve("blink.json");
        CheckCommandTest.Run run = reel("export", file("anim/blink.aeanim"), "--bank", bank.toString());
        assertThat(run.exit()).as(run.err()).isZero();

        Clip clip = ClipCodec.read(Files.readString(root.resolve("anim/blink.aeanim")), "blink.aeanim").value();
        JsonNode animation = new ObjectMapper().readTree(bank.toFile()).get("animations").get(0);
        assertThat(animation.get("name").asText()).isEqualTo("blink");
        assertThat(animation.get("spritesheetPath").asText()).isEqualTo("assets/sheet.png");
        assertThat(animation.get("loop").asBoolean()).isTrue();
        JsonNode frames = animation.get("frames");
        assertThat(frames).hasSize(clip.flipbooks().get(0).durations().size());
        for (int i = 0; i < frames.size(); i++) {
            assertThat(frames.get(i).get("duration").asDouble()).isEqualTo(clip.flipbooks().get(0).durations().get(i));
            assertThat(frames.get(i).get("srcRect").toString()).isEqualTo("[" + 4 * i + ",0,4,4]");
            assertThat(frames.get(i).get("pivot").get(0).asDouble()).isEqualTo(0.5);
            assertThat(frames.get(i).get("pivot").get(1).asDouble()).isEqualTo(1.0);
        }
    }

    @Test
    void aScriptedControllerGivesAFramePerStepShowingItsState() throws IOException {
        Path script = temp.resolve("go.script");
        Files.writeString(script, "at 3 set Go true\n");
        Path folder = temp.resolve("frames");
        CheckCommandTest.Run run = reel("export", file("anim/switch.aectrl"), "--script", script.toString(),
                "--steps", "6", "--frames", folder.toString(), "--size", "8,8");
        assertThat(run.exit()).as(run.err()).isZero();

        List<Integer> centres = new ArrayList<>();
        for (int step = 0; step < 6; step++) {
            Path png = folder.resolve(String.format("switch_%03d.png", step));
            assertThat(png).exists();
            centres.add(ImageIO.read(png.toFile()).getRGB(4, 4));
        }
        assertThat(folder.resolve("switch_006.png")).doesNotExist();
        // Go is set before step 3: steps 1–2 show Red, the cut to Blue shows from step 3 on.
        assertThat(centres).containsExactly(RED, RED, BLUE, BLUE, BLUE, BLUE);
    }

    @Test
    void aControllerGifAtSixtyStepsASecondPlaysAtItsSpeed() throws IOException {
        Path script = temp.resolve("go.script");
        Files.writeString(script, "at 20 set Go true\n");
        Path gif = temp.resolve("switch.gif");
        CheckCommandTest.Run run = reel("export", file("anim/switch.aectrl"), "--script", script.toString(),
                "--steps", "45", "--gif", gif.toString(), "--size", "8,8");
        assertThat(run.exit()).as(run.err()).isZero();
        ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
        try (ImageInputStream input = ImageIO.createImageInputStream(gif.toFile())) {
            reader.setInput(input);
            List<Integer> delays = new ArrayList<>();
            for (int i = 0; i < reader.getNumImages(true); i++) {
                Node tree = reader.getImageMetadata(i).getAsTree("javax_imageio_gif_image_1.0");
                delays.add(Integer.parseInt(find(tree, "GraphicControlExtension").getAttribute("delayTime")));
            }
            // 19 steps of Red (0.317 s) and 26 of Blue: one frame each, not 45 frames of 2, 2, 1, ...
            assertThat(delays).containsExactly(32, 43);
            assertThat(reader.read(1).getRGB(4, 4)).isEqualTo(BLUE);
        } finally {
            reader.dispose();
        }
    }

    @Test
    void optionsThatDoNotFitAreRefusedWithAReason() {
        CheckCommandTest.Run bankWithFps = reel("export", file("anim/blink.aeanim"), "--bank",
                temp.resolve("b.json").toString(), "--fps", "10");
        assertThat(bankWithFps.exit()).isEqualTo(2);
        assertThat(bankWithFps.err()).contains("--bank").contains("--fps");
        assertThat(temp.resolve("b.json")).doesNotExist();

        CheckCommandTest.Run scriptForClip = reel("export", file("anim/blink.aeanim"), "--script",
                temp.resolve("none").toString(), "--gif", temp.resolve("g.gif").toString());
        assertThat(scriptForClip.exit()).isEqualTo(2);
        assertThat(scriptForClip.err()).contains("is a clip");

        CheckCommandTest.Run twoOutputs = reel("export", file("anim/blink.aeanim"), "--gif",
                temp.resolve("g.gif").toString(), "--bank", temp.resolve("b.json").toString());
        assertThat(twoOutputs.exit()).isEqualTo(2);

        // A sheet PNG stands for its clips in the engine exports only; rendering it is a usage error, not a clip
        // that fails to read as text.
        for (String flag : List.of("--gif", "--png-strip", "--frames", "--bank")) {
            CheckCommandTest.Run sheet = reel("export", file("assets/sheet.png"), flag,
                    temp.resolve("out-" + flag.substring(2)).toString());
            assertThat(sheet.exit()).as(flag).isEqualTo(2);
            assertThat(sheet.err()).as(flag).contains("a sheet PNG stands for its clips only with --godot")
                    .doesNotContain("UTF-8");
            assertThat(temp.resolve("out-" + flag.substring(2))).doesNotExist();
        }

        CheckCommandTest.Run missing = reel("export", file("anim/none.aeanim"), "--gif",
                temp.resolve("g.gif").toString());
        assertThat(missing.exit()).isEqualTo(1);
        assertThat(missing.err()).doesNotContain("Exception");
    }
}

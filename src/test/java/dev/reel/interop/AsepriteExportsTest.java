package dev.reel.interop;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reel.io.Loaded;
import dev.reel.model.Diagnostic;
import dev.reel.model.Rect;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Real Aseprite documents from public repositories beside the sprite sheet and JSON that Aseprite itself
 * exported from them (see the README beside them for where each comes from). The JSON is read here with Jackson,
 * not with Reel's importer, so Aseprite's own numbers are the expected ones: every frame's pixels, rect in the
 * exported sheet (a trimmed one where its opaque pixels are), duration, and every tag.
 */
class AsepriteExportsTest {
    private static final String FOLDER = "/dev/reel/interop/aseprite-exports/";

    /** A frame as Aseprite's JSON states it. */
    private record ExportedFrame(String name, Rect frame, boolean rotated, boolean trimmed, Rect source,
                                 int sourceWidth, int sourceHeight, int duration) {
    }

    private static byte[] resource(String name) throws Exception {
        try (InputStream in = AsepriteExportsTest.class.getResourceAsStream(FOLDER + name)) {
            assertThat(in).as(name).isNotNull();
            return in.readAllBytes();
        }
    }

    private static Rect rect(JsonNode node) {
        return new Rect(node.path("x").asInt(), node.path("y").asInt(), node.path("w").asInt(), node.path("h").asInt());
    }

    /** The frames in file order: a hash's fields as written, or the array. */
    private static List<ExportedFrame> frames(JsonNode json) {
        List<ExportedFrame> frames = new ArrayList<>();
        JsonNode all = json.path("frames");
        Iterator<String> names = all.isObject() ? all.fieldNames() : null;
        for (JsonNode frame : all) {
            String name = names != null ? names.next() : frame.path("filename").asText();
            frames.add(new ExportedFrame(name, rect(frame.path("frame")), frame.path("rotated").asBoolean(),
                    frame.path("trimmed").asBoolean(), rect(frame.path("spriteSourceSize")),
                    frame.path("sourceSize").path("w").asInt(), frame.path("sourceSize").path("h").asInt(),
                    frame.path("duration").asInt()));
        }
        return frames;
    }

    private static AseFile read(String name) throws Exception {
        Loaded<AseFile> loaded = AseReader.read(resource(name + ".aseprite"), name + ".aseprite");
        assertThat(loaded.diagnostics()).noneMatch(Diagnostic::isError);
        return loaded.value();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"kayahr, kayahr.aseprite.json, 1", "beetle, beetle.json, 3",
        "16x16Deliveryman, 16x16Deliveryman.json, 6"})
    void everyFrameEqualsAsepritesSheetPixelForPixelAtItsRect(String name, String jsonName, int count) throws Exception {
        AseFile ase = read(name);
        JsonNode json = new ObjectMapper().readTree(resource(jsonName));
        List<ExportedFrame> frames = frames(json);
        assertThat(frames).hasSize(count);
        assertThat(ase.frames()).hasSize(count);
        BufferedImage sheet = ImageIO.read(new ByteArrayInputStream(resource(json.path("meta").path("image").asText())));
        AseCompositor compositor = new AseCompositor(ase);
        for (int i = 0; i < count; i++) {
            ExportedFrame exported = frames.get(i);
            String at = name + " frame " + i + " (" + exported.name() + ")";
            assertThat(exported.rotated()).as(at).isFalse();
            assertThat(new int[] {ase.width(), ase.height()}).as(at + " canvas")
                    .containsExactly(exported.sourceWidth(), exported.sourceHeight());
            assertThat(ase.frames().get(i).durationMillis()).as(at + " duration").isEqualTo(exported.duration());
            int[] composite = compositor.frame(i);
            Rect source = exported.source();
            if (exported.trimmed()) {
                assertThat(opaqueBounds(composite, ase.width(), ase.height())).as(at + " trimmed to its pixels")
                        .isEqualTo(source);
            } else {
                assertThat(source).as(at).isEqualTo(new Rect(0, 0, ase.width(), ase.height()));
            }
            assertThat(new int[] {exported.frame().width(), exported.frame().height()}).as(at + " size in the sheet")
                    .containsExactly(source.width(), source.height());
            for (int y = 0; y < ase.height(); y++) {
                for (int x = 0; x < ase.width(); x++) {
                    boolean inside = x >= source.x() && y >= source.y() && x < source.x() + source.width()
                            && y < source.y() + source.height();
                    int expected = inside ? sheet.getRGB(exported.frame().x() + x - source.x(),
                            exported.frame().y() + y - source.y()) : 0;
                    int got = composite[y * ase.width() + x];
                    if ((expected >>> 24) == 0 && (got >>> 24) == 0) {
                        continue;
                    }
                    assertThat(Integer.toHexString(got)).as(at + " at " + x + "," + y)
                            .isEqualTo(Integer.toHexString(expected));
                }
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"kayahr, kayahr.aseprite.json", "beetle, beetle.json", "16x16Deliveryman, 16x16Deliveryman.json"})
    void tagsEqualAsepritesFrameTags(String name, String jsonName) throws Exception {
        AseFile ase = read(name);
        JsonNode json = new ObjectMapper().readTree(resource(jsonName));
        List<String> expected = new ArrayList<>();
        for (JsonNode tag : json.path("meta").path("frameTags")) {
            expected.add(tag.path("name").asText() + " " + tag.path("from").asInt() + ".." + tag.path("to").asInt()
                    + " " + tag.path("direction").asText() + " repeat " + tag.path("repeat").asInt(0));
        }
        assertThat(expected).isNotEmpty();
        assertThat(ase.tags()).extracting(tag -> tag.name() + " " + tag.from() + ".." + tag.to() + " "
                + TagFrames.word(tag.direction()) + " repeat " + tag.repeat()).containsExactlyElementsOf(expected);
    }

    /**
     * What a user gets either way: the sheet Reel packs from the document and the cells Reel reads from Aseprite's
     * own JSON show the same pixels frame by frame, for the same durations, with the same tags.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"kayahr, kayahr.aseprite.json", "beetle, beetle.json", "16x16Deliveryman, 16x16Deliveryman.json"})
    void importingTheDocumentOrItsExportGivesTheSameFramesAndTags(String name, String jsonName) throws Exception {
        AseFile ase = read(name);
        List<Diagnostic> problems = new ArrayList<>();
        AseSheet packed = AseSheet.pack(ase, name, name + ".aseprite", problems);
        List<AtlasPage> pages = AtlasJson.read(resource(jsonName), jsonName, problems);
        assertThat(problems).noneMatch(Diagnostic::isError);
        assertThat(pages).hasSize(1);
        FrameSet exported = pages.get(0).frames();
        BufferedImage sheet = ImageIO.read(new ByteArrayInputStream(resource(pages.get(0).image())));
        List<ExportedFrame> stated = frames(new ObjectMapper().readTree(resource(jsonName)));
        assertThat(exported.frames()).hasSameSizeAs(packed.frames().frames());
        for (int i = 0; i < exported.frames().size(); i++) {
            FrameSet.FrameCell fromJson = exported.frames().get(i);
            FrameSet.FrameCell fromDocument = packed.frames().frames().get(i);
            assertThat(fromJson.rect()).as(name + " frame " + i).isEqualTo(stated.get(i).frame());
            assertThat(fromDocument.durationMillis()).as(name + " frame " + i).isEqualTo(fromJson.durationMillis());
            Rect source = stated.get(i).source();
            Rect cell = fromDocument.rect();
            for (int y = 0; y < cell.height(); y++) {
                for (int x = 0; x < cell.width(); x++) {
                    int got = packed.pixels()[(cell.y() + y) * packed.width() + cell.x() + x];
                    boolean inside = x >= source.x() && y >= source.y() && x < source.x() + source.width()
                            && y < source.y() + source.height();
                    int expected = inside ? sheet.getRGB(fromJson.rect().x() + x - source.x(),
                            fromJson.rect().y() + y - source.y()) : 0;
                    if ((expected >>> 24) != 0 || (got >>> 24) != 0) {
                        assertThat(Integer.toHexString(got)).as(name + " frame " + i + " at " + x + "," + y)
                                .isEqualTo(Integer.toHexString(expected));
                    }
                }
            }
        }
        assertThat(exported.tags()).extracting(AseFile.Tag::name, AseFile.Tag::from, AseFile.Tag::to,
                AseFile.Tag::direction, AseFile.Tag::repeat).containsExactlyElementsOf(packed.frames().tags().stream()
                .map(tag -> org.assertj.core.groups.Tuple.tuple(tag.name(), tag.from(), tag.to(), tag.direction(),
                        tag.repeat())).toList());
    }

    /** The smallest rect holding every pixel that is not fully transparent. */
    private static Rect opaqueBounds(int[] pixels, int width, int height) {
        int left = width;
        int top = height;
        int right = -1;
        int bottom = -1;
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if ((pixels[y * width + x] >>> 24) != 0) {
                    left = Math.min(left, x);
                    right = Math.max(right, x);
                    top = Math.min(top, y);
                    bottom = Math.max(bottom, y);
                }
            }
        }
        return right < 0 ? new Rect(0, 0, 0, 0) : new Rect(left, top, right - left + 1, bottom - top + 1);
    }
}

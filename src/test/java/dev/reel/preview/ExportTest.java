package dev.reel.preview;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Filter;
import dev.reel.model.Rect;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
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

/** PNG strips and frame folders, rendered headless through the SDL renderer. */
class ExportTest {
    @TempDir
    Path folder;

    private final TestSheets sheets = TestSheets.create().put("red", TestSheets.filled(4, 4, RED), Filter.NEAREST);

    /** Frame i: a red 4 × 4 square at x = 2 + 5i on a blue background. */
    private static List<Scene> movingSquare(int count, Background background) {
        List<Scene> scenes = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            scenes.add(Scene.of(List.of(Sprite.of("red", new Rect(0, 0, 4, 4), 2 + 5 * i, 3, 0, 0)), Camera.identity())
                    .withBackground(background));
        }
        return scenes;
    }

    @Test
    void aStripLaysTheFramesSideBySide() throws IOException {
        Path target = folder.resolve("walk.png");
        ExportResult result = PngExport.strip(movingSquare(3, new Background.Solid(BLUE)), 20, 16, sheets, target);

        assertThat(result.ok()).as(result.problems().toString()).isTrue();
        assertThat(result.files()).containsExactly(target);
        BufferedImage strip = ImageIO.read(target.toFile());
        assertThat(strip.getWidth()).isEqualTo(60);
        assertThat(strip.getHeight()).isEqualTo(16);
        for (int i = 0; i < 3; i++) {
            int left = 20 * i;
            assertThat(hex(strip.getRGB(left + 2 + 5 * i, 3))).as("frame %d's square", i).isEqualTo(hex(RED));
            assertThat(hex(strip.getRGB(left + 5 + 5 * i, 6))).isEqualTo(hex(RED));
            assertThat(hex(strip.getRGB(left + 6 + 5 * i, 6))).isEqualTo(hex(BLUE));
            assertThat(hex(strip.getRGB(left + 1 + 5 * i, 3))).isEqualTo(hex(BLUE));
        }
    }

    @Test
    void aTransparentBackgroundStaysTransparentAndHalfAlphaKeepsItsColour() throws IOException {
        List<Scene> scenes = List.of(Scene.of(List.of(Sprite.of("red", new Rect(0, 0, 4, 4), 2, 2, 0, 0)
                .withTint(1, 1, 1, 0.5f)), Camera.identity()).withBackground(Background.TRANSPARENT));
        Path target = folder.resolve("ghost.png");
        assertThat(PngExport.strip(scenes, 8, 8, sheets, target).ok()).isTrue();

        BufferedImage image = ImageIO.read(target.toFile());
        assertThat(image.getRGB(0, 0) >>> 24).isZero();
        int ghost = image.getRGB(3, 3);
        assertThat(ghost >>> 24).isBetween(126, 130);
        assertThat(ghost & 0xFFFFFF).isEqualTo(0xFF0000);
    }

    @Test
    void aFolderGetsOneNumberedPngPerFrame() throws IOException {
        ExportResult result = PngExport.folder(movingSquare(3, new Background.Solid(BLUE)), 20, 16, sheets,
                folder.resolve("frames"), "walk");

        assertThat(result.ok()).isTrue();
        assertThat(result.files()).extracting(path -> path.getFileName().toString())
                .containsExactly("walk_000.png", "walk_001.png", "walk_002.png");
        for (int i = 0; i < 3; i++) {
            BufferedImage frame = ImageIO.read(result.files().get(i).toFile());
            assertThat(frame.getWidth()).isEqualTo(20);
            assertThat(hex(frame.getRGB(2 + 5 * i, 3))).isEqualTo(hex(RED));
            assertThat(hex(frame.getRGB(2 + 5 * ((i + 1) % 3), 3))).isEqualTo(hex(BLUE));
        }
    }

    @Test
    void aMissingSheetIsReportedButTheFramesAreStillWritten() {
        List<Scene> scenes = List.of(Scene.of(List.of(Sprite.of("lost.png", new Rect(0, 0, 4, 4), 2, 2, 0, 0)),
                Camera.identity()));
        ExportResult result = PngExport.strip(scenes, 8, 8, sheets, folder.resolve("lost.png"));
        assertThat(result.files()).hasSize(1);
        assertThat(result.problems()).extracting(Diagnostic::code).containsExactly(Code.AST002);
        assertThat(result.problems().get(0).message()).contains("lost.png");
    }

    @Test
    void aFileThatCannotBeWrittenIsAnIoDiagnostic() throws IOException {
        Path blocker = folder.resolve("blocker");
        Files.writeString(blocker, "a file where a folder should be");
        ExportResult result = PngExport.folder(movingSquare(1, Background.EDITOR), 8, 8, sheets,
                blocker.resolve("frames"), "walk");
        assertThat(result.ok()).isFalse();
        assertThat(result.problems()).extracting(Diagnostic::code).containsExactly(Code.IO001);
        assertThat(PngExport.strip(new RenderedFrames(8, 8, List.of()), folder.resolve("none.png")).ok()).isFalse();
    }
}

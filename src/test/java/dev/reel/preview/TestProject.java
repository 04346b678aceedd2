package dev.reel.preview;

import dev.reel.io.MetaCodec;
import dev.reel.model.Cell;
import dev.reel.model.ImportSettings;
import dev.reel.model.Rect;
import dev.reel.model.SheetMeta;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A project folder with a sliced sheet of known pixels, {@code assets/sheet.png}: cell {@code sheet_000} (4 × 4
 * at x 0) all red with its pivot at the centre of its bottom edge; cell {@code sheet_001} (4 × 4 at x 4) blue
 * with a white top-left pixel, a green bottom-left pixel and a yellow pixel (1, 3) whose top-left corner is the
 * pivot (0.25, 0.75). And {@code assets/whole.png}, 4 × 2 white, not sliced.
 */
final class TestProject {
    static final int RED = 0xFFFF0000;
    static final int GREEN = 0xFF00FF00;
    static final int BLUE = 0xFF0000FF;
    static final int WHITE = 0xFFFFFFFF;
    static final int YELLOW = 0xFFFFFF00;
    static final int BLACK = 0xFF000000;
    static final String RED_CELL = "assets/sheet.png#sheet_000";
    static final String MARKED_CELL = "assets/sheet.png#sheet_001";
    static final String SHEET = "assets/sheet.png";

    private TestProject() {
    }

    static Path create(Path root) throws IOException {
        Files.writeString(root.resolve("project.aego"), "project version=1 name=\"Test\" {}\n", StandardCharsets.UTF_8);
        Files.createDirectories(root.resolve("assets"));
        BufferedImage sheet = new BufferedImage(8, 4, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < 4; y++) {
            for (int x = 0; x < 8; x++) {
                sheet.setRGB(x, y, x < 4 ? RED : BLUE);
            }
        }
        sheet.setRGB(4, 0, WHITE);
        sheet.setRGB(4, 3, GREEN);
        sheet.setRGB(5, 3, YELLOW);
        writePng(sheet, root.resolve(SHEET));
        SheetMeta meta = new SheetMeta(1, ImportSettings.DEFAULT, null, List.of(
                new Cell("sheet_000", "a00000000000", new Rect(0, 0, 4, 4), 0.5, 1.0),
                new Cell("sheet_001", "b00000000000", new Rect(4, 0, 4, 4), 0.25, 0.75)), Map.of());
        Files.writeString(root.resolve(SHEET + ".meta"), MetaCodec.write(meta), StandardCharsets.UTF_8);
        BufferedImage whole = new BufferedImage(4, 2, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < 2; y++) {
            for (int x = 0; x < 4; x++) {
                whole.setRGB(x, y, WHITE);
            }
        }
        writePng(whole, root.resolve("assets/whole.png"));
        return root;
    }

    static void writePng(BufferedImage image, Path file) throws IOException {
        if (!ImageIO.write(image, "png", file.toFile())) {
            throw new IOException("no PNG writer");
        }
    }
}

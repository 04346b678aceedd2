package dev.reel.ui.slicer;

import dev.reel.model.SheetMeta;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.control.NumberField;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.PanelSlot;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** A 4096² sheet slices in the background with progress and Cancel; a cancelled Slice leaves the sheet alone. */
class BigSheetSlicingTest extends EditorFixture {
    private static final int SIZE = 4096;

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    /**
     * Dots of 2 × 2 pixels every 16 pixels: 65,536 shapes, the most a slice may make (a million dots, as
     * this test once used, are refused by the cell limit before any cell is made).
     */
    private static void writeDots(Path png) throws IOException {
        BufferedImage image = new BufferedImage(SIZE, SIZE, BufferedImage.TYPE_INT_ARGB);
        int[] row = new int[SIZE];
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                row[x] = (x % 16 < 2 && y % 16 < 2) ? 0xff3a8fd0 : 0;
            }
            image.setRGB(0, y, SIZE, 1, row, 0, SIZE);
        }
        Files.createDirectories(png.getParent());
        ImageIO.write(image, "png", png.toFile());
    }

    @Test
    void slicingRunsInTheBackgroundWithProgressAndCancelLeavesTheSheetAsItWas(FxRobot robot) throws IOException {
        Path png = root.resolve("assets/big/dots.png");
        writeDots(png);
        SlicerPanel panel = (SlicerPanel) window.panel(PanelSlot.SHEET);
        @SuppressWarnings("unchecked")
        OpenDocument<SheetMeta> sheet = (OpenDocument<SheetMeta>) open("assets/big/dots.png");
        robot.interact(() -> window.reveal("Sheet"));
        waitUntil(() -> panel.pictureShown() && panel.sheet() == sheet);

        // Change a field and press Slice at once: the overlay has not worked this setup out, so Slice runs as
        // a task; the JavaFX thread is free meanwhile (this very check runs on it).
        // The card, the task list and the status bar are read, and Cancel pressed, before the JavaFX thread lets
        // the task's end through: on a fast machine the slice itself takes well under a second.
        boolean[] shown = new boolean[3];
        robot.interact(() -> {
            robot.lookup("#slice-threshold").queryAs(NumberField.class).setText("20");
            panel.slice();
            shown[0] = panel.slicingTask() != null && robot.lookup("#slice-progress-card").query().isVisible();
            shown[1] = window.tasks().running().stream().anyMatch(task -> task.title().equals("Slicing dots.png"));
            robot.lookup("#slice-cancel").queryAs(javafx.scene.control.Button.class).fire();
        });
        assertThat(shown[0]).as("Slice runs as a task with its progress card").isTrue();
        assertThat(shown[1]).as("listed with the window's tasks").isTrue();
        waitUntil(() -> panel.slicingTask() == null);
        assertThat(sheet.value().cells()).as("cancelled: no cells").isEmpty();
        assertThat(sheet.dirty()).isFalse();
        assertThat(sheet.document().history().size()).isZero();
        assertThat(root.resolve("assets/big/dots.png.meta")).doesNotExist();
        assertThat(robot.lookup("#slice-progress-card").query().isVisible()).isFalse();
    }
}

package dev.reel.ui.slicer;

import dev.reel.model.SheetMeta;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.app.OpenDocument;
import dev.reel.ui.app.PanelSlot;
import dev.reel.ui.control.NumberField;
import javafx.scene.control.ProgressBar;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/** A 4096² sheet slices in the background with progress and Cancel; a cancelled Slice leaves the sheet alone. */
class BigSheetSlicingTest extends EditorFixture {
    private static final int SIZE = 4096;

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    /** Dots of 2 × 2 pixels every 4 pixels: about a million shapes, slow enough to cancel midway. */
    private static void writeDots(Path png) throws IOException {
        BufferedImage image = new BufferedImage(SIZE, SIZE, BufferedImage.TYPE_INT_ARGB);
        int[] row = new int[SIZE];
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                row[x] = (x % 4 < 2 && y % 4 < 2) ? 0xff3a8fd0 : 0;
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
        robot.interact(() -> {
            robot.lookup("#slice-threshold").queryAs(NumberField.class).setText("20");
            panel.slice();
        });
        assertThat(panel.slicingTask()).isNotNull();
        AtomicReference<Double> seen = new AtomicReference<>(0.0);
        waitUntil(() -> {
            seen.set(robot.lookup("#slice-progress").queryAs(ProgressBar.class).getProgress());
            return seen.get() > 0;
        });
        assertThat(robot.lookup("#slice-progress-card").query().isVisible()).isTrue();
        assertThat(window.tasks().running()).anyMatch(task -> task.title().equals("Slicing dots.png"));
        assertThat(robot.lookup("#task-progress").query().isVisible()).as("the status bar shows it too").isTrue();

        robot.clickOn("#slice-cancel");
        waitUntil(() -> panel.slicingTask() == null);
        assertThat(seen.get()).isLessThan(1.0);
        assertThat(sheet.value().cells()).as("cancelled: no cells").isEmpty();
        assertThat(sheet.dirty()).isFalse();
        assertThat(sheet.document().history().size()).isZero();
        assertThat(root.resolve("assets/big/dots.png.meta")).doesNotExist();
        assertThat(robot.lookup("#slice-progress-card").query().isVisible()).isFalse();
    }
}

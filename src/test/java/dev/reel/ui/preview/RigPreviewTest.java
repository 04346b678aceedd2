package dev.reel.ui.preview;

import dev.reel.model.Clip;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.PanelSlot;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A rig clip in the preview: the test arm of {@code src/test/resources/dev/reel/preview/rig-arm} drawn as its mesh
 * bent by the clip at the cursor, and the Rig menu switching the overlays over it.
 */
class RigPreviewTest extends EditorFixture {
    private static final String[] FILES = {"assets/arm.png", "assets/arm.png.meta", "rigs/arm.aerig",
            "anim/bend.aeanim"};

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @Override
    protected void beforeWindow() {
        try {
            for (String file : FILES) {
                Path target = root.resolve(file);
                Files.createDirectories(target.getParent());
                try (InputStream in = RigPreviewTest.class.getResourceAsStream("/dev/reel/preview/rig-arm/" + file)) {
                    Files.copy(in, target);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private PreviewPanel panel() {
        return (PreviewPanel) window.panel(PanelSlot.PREVIEW);
    }

    private int[] shownPixels() {
        int[][] pixels = new int[1][];
        new FxRobot().interact(() -> pixels[0] = panel().canvas().renderer().copyPixels());
        return pixels[0];
    }

    private boolean drewMesh() {
        boolean[] drawn = new boolean[1];
        new FxRobot().interact(() -> drawn[0] = panel().canvas().lastReport() != null
                && panel().canvas().lastReport().meshes() == 1 && panel().canvas().lastReport().problems().isEmpty());
        return drawn[0];
    }

    /** Opens the Rig menu and clicks its item {@code index} (Bones, Mesh Wireframe, Weights). */
    private static void choose(FxRobot robot, int index) {
        javafx.scene.control.MenuButton menu = robot.lookup("#preview-rig-overlays").queryAs(
                javafx.scene.control.MenuButton.class);
        robot.clickOn(menu);
        waitUntil(() -> menu.isShowing() && robot.lookup(".context-menu .menu-item").queryAll().size() >= 3);
        robot.clickOn(robot.lookup(".context-menu .menu-item").nth(index).queryAs(javafx.scene.Node.class));
        waitUntil(() -> !menu.isShowing());
    }

    @Test
    @SuppressWarnings("unchecked")
    void theArmBendsWithTheCursorAndTheRigMenuSwitchesTheOverlays(FxRobot robot) {
        OpenDocument<Clip> bend = (OpenDocument<Clip>) open("anim/bend.aeanim");
        waitUntil(() -> panel().canvas().renderer() != null && drewMesh());
        assertThat(panel().lastPose().rig()).isNotNull();
        assertThat(panel().toolbar().rigOverlays().bones()).isTrue();
        waitForPulses(3, 0.5);
        int[] straight = shownPixels();

        robot.interact(() -> bend.setTimeCursor(1));
        waitUntil(() -> !Arrays.equals(shownPixels(), straight));
        waitForPulses(3, 0.5);
        int[] bent = shownPixels();
        double tipX = panel().lastPose().sprites().get(0).mesh().positions()[18];
        assertThat(tipX).as("the tip, vertex 9, swung round at the elbow").isLessThan(40);

        choose(robot, 2);
        waitUntil(() -> panel().toolbar().rigOverlays().weights());
        waitUntil(() -> !Arrays.equals(shownPixels(), bent));
        choose(robot, 0);
        waitUntil(() -> !panel().toolbar().rigOverlays().bones());
        choose(robot, 2);
        waitUntil(() -> !panel().toolbar().rigOverlays().any());
        waitUntil(() -> !Arrays.equals(shownPixels(), bent));
        waitForPulses(3, 0.5);
        int[] plain = shownPixels();
        // The bones came off too: pixels the bent frame had are gone, the mesh is still drawn.
        assertThat(plain).as("without overlays the bent mesh alone").isNotEqualTo(bent);
        assertThat(drewMesh()).isTrue();
    }
}

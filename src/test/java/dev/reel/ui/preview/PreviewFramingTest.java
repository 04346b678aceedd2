package dev.reel.ui.preview;

import dev.reel.edit.cmd.SetKeyValue;
import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Value;
import dev.reel.preview.Camera;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.PanelSlot;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The preview keeps the user's zoom and pan: a key edit does not reframe it, and when the preview's size
 * changes (the window or a panel beside it is resized) what was in the middle of the view
 * stays in the middle instead of sliding towards the edge.
 */
class PreviewFramingTest extends EditorFixture {
    @Start
    void start(Stage primary) {
        openWindow(primary);
    }

    private PreviewPanel panel() {
        return (PreviewPanel) window.panel(PanelSlot.PREVIEW);
    }

    private Camera camera() {
        return panel().canvas().cameraProperty().get();
    }

    @Test
    @SuppressWarnings("unchecked")
    void aKeyEditAndAResizeKeepWhatTheUserFramed(FxRobot robot) {
        OpenDocument<Clip> attack = (OpenDocument<Clip>) open("anim/knight/attack.aeanim");
        waitUntil(() -> panel().canvas().renderer() != null && panel().canvas().placed()
                && panel().lastPose() != null && !panel().lastPose().sprites().isEmpty());
        robot.interact(() -> {
            panel().canvas().zoom(true);
            panel().canvas().cameraProperty().set(camera().panned(-37, 21));
        });
        Camera framed = camera();

        Key key = attack.value().tracks().get(0).keys().get(1);
        robot.interact(() -> attack.document().execute(new SetKeyValue(key.id(), Value.Vec.of(40, -12))));
        assertThat(attack.dirty()).as("the edit was made").isTrue();
        // The preview has drawn the edit: the root's position path has a dot at the key's new place.
        waitUntil(() -> panel().lastPath() != null && panel().lastPath().keys().stream()
                .anyMatch(dot -> Math.abs(dot.x() - 40) < 1e-6 && Math.abs(dot.y() + 12) < 1e-6));
        assertThat(camera()).as("a key edit, once drawn, leaves the camera alone").isEqualTo(framed);

        double width = panel().canvas().getWidth();
        double height = panel().canvas().getHeight();
        double centreX = camera().worldX(width / 2);
        double centreY = camera().worldY(height / 2);
        // The preview narrows, as it does when the Inspector beside it widens for a wide value.
        robot.interact(() -> stage.setWidth(stage.getWidth() - 400));
        // The canvas has taken the narrower size: its renderer is resized to it, where the view's centre is kept.
        waitUntil(() -> panel().canvas().getWidth() < width - 100
                && panel().canvas().renderer().width() == Math.round(panel().canvas().getWidth()));
        double pixel = 1 / camera().zoom();
        assertThat(camera().zoom()).isEqualTo(framed.zoom());
        assertThat(camera().worldX(panel().canvas().getWidth() / 2)).as("the world point in the middle, x")
                .isCloseTo(centreX, within(pixel));
        assertThat(camera().worldY(panel().canvas().getHeight() / 2)).as("and y").isCloseTo(centreY, within(pixel));
    }
}

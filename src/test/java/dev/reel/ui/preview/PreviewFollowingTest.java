package dev.reel.ui.preview;

import dev.reel.preview.Camera;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.PanelSlot;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ToggleButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The preview follows the focused document unless pinned: a clip is shown as a clip (never the sandbox left
 * playing), a controller is played, each document keeps its own zoom and pan (the sandbox's 0.5× does not carry
 * into a clip), the Nodes column stands only beside a clip, and the visible Pin keeps a controller playing
 * while a clip is edited.
 */
class PreviewFollowingTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private PreviewPanel panel() {
        return (PreviewPanel) window.panel(PanelSlot.PREVIEW);
    }

    private Camera camera() {
        Camera[] camera = new Camera[1];
        new FxRobot().interact(() -> camera[0] = panel().canvas().cameraProperty().get());
        return camera[0];
    }

    @SuppressWarnings("unchecked")
    private static void choose(FxRobot robot, PreviewPanel.Mode mode) {
        robot.interact(() -> ((ChoiceBox<PreviewPanel.Mode>) robot.lookup("#preview-mode").query()).setValue(mode));
    }

    private void focus(FxRobot robot, OpenDocument<?> document) {
        robot.interact(() -> window.workspace().focus(document));
    }

    private boolean nodesShown() {
        boolean[] shown = new boolean[1];
        new FxRobot().interact(() -> shown[0] = panel().nodesShown());
        return shown[0];
    }

    @Test
    void thePreviewShowsTheFocusedDocumentWithItsOwnView(FxRobot robot) {
        OpenDocument<?> knight = open("anim/knight.aectrl");
        choose(robot, PreviewPanel.Mode.CONTROLLER);
        waitUntil(() -> panel().mode() == PreviewPanel.Mode.CONTROLLER && panel().run() != null);
        assertThat(nodesShown()).as("a controller has no clip nodes to list").isFalse();
        choose(robot, PreviewPanel.Mode.SANDBOX);
        waitUntil(() -> panel().mode() == PreviewPanel.Mode.SANDBOX);
        Camera sandbox = camera();

        OpenDocument<?> run = open("anim/knight/run.aeanim");
        waitUntil(() -> panel().mode() == PreviewPanel.Mode.CLIP && panel().canvas().placed()
                && panel().lastPose() != null && !panel().lastPose().sprites().isEmpty());
        waitUntil(() -> nodesShown());
        waitForPulses(4, 0.3);
        Camera clipFitted = camera();
        assertThat(clipFitted.zoom()).as("the clip is fitted afresh, not shown at the sandbox's zoom")
                .isNotEqualTo(sandbox.zoom());
        robot.interact(() -> panel().canvas().zoom(true));
        Camera clipZoomed = camera();
        assertThat(clipZoomed).isNotEqualTo(clipFitted);

        focus(robot, knight);
        waitUntil(() -> panel().mode() == PreviewPanel.Mode.SANDBOX && panel().run() != null);
        assertThat(camera()).as("the sandbox's view comes back with it").isEqualTo(sandbox);
        assertThat(nodesShown()).isFalse();

        focus(robot, run);
        waitUntil(() -> panel().mode() == PreviewPanel.Mode.CLIP);
        assertThat(camera()).as("and the clip's").isEqualTo(clipZoomed);

        OpenDocument<?> sheet = open("assets/knight/knight_idle.png");
        waitUntil(() -> window.workspace().focused() == sheet);
        waitForPulses(3, 0.3);
        assertThat(nodesShown()).as("a sheet has no nodes to list").isFalse();
    }

    @Test
    void aPinnedControllerKeepsPlayingWhileAClipIsEdited(FxRobot robot) {
        OpenDocument<?> knight = open("anim/knight.aectrl");
        choose(robot, PreviewPanel.Mode.CONTROLLER);
        waitUntil(() -> panel().mode() == PreviewPanel.Mode.CONTROLLER && panel().run() != null);
        ToggleButton pin = robot.lookup("#preview-pin").queryAs(ToggleButton.class);
        assertThat(pin.isVisible()).isTrue();
        robot.clickOn(pin);
        waitUntil(() -> pin.isSelected() && pin.getTooltip().getText().startsWith("The preview keeps playing"));

        open("anim/knight/run.aeanim");
        waitForPulses(4, 0.3);
        assertThat(panel().mode()).as("pinned: the knight goes on playing").isEqualTo(PreviewPanel.Mode.CONTROLLER);
        assertThat(panel().toolbar().following().shown()).isSameAs(knight);
        // The clip's own dope sheet says that the preview does not draw it (Rec edits there would not be seen).
        javafx.scene.control.Label note = robot.lookup("#animation-pinned-note").queryAs(javafx.scene.control.Label.class);
        waitUntil(() -> note.isVisible() && note.getText().startsWith("The preview is pinned to knight:"));

        robot.clickOn(pin);
        waitUntil(() -> panel().mode() == PreviewPanel.Mode.CLIP);
        waitUntil(() -> !note.isVisible() && !note.isManaged());
        assertThat(pin.isDisable()).as("in Clip mode there is nothing to pin: the clip is the focused one").isTrue();
    }
}

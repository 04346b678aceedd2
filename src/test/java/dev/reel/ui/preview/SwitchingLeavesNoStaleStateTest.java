package dev.reel.ui.preview;

import dev.reel.ui.documents.OpenDocument;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Switching documents leaves nothing of the last one behind in the preview: no gizmo handle stays lit, the
 * sandbox's status line goes with the sandbox, and the zoom read-out never shows a zoom nothing is drawn at.
 */
class SwitchingLeavesNoStaleStateTest extends PosingFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @SuppressWarnings("unchecked")
    private static void choose(FxRobot robot, PreviewPanel.Mode mode) {
        robot.interact(() -> ((ChoiceBox<PreviewPanel.Mode>) robot.lookup("#preview-mode").query()).setValue(mode));
    }

    private String status() {
        String[] text = new String[1];
        new FxRobot().interact(() -> text[0] = window.status().lastMessage());
        return text[0];
    }

    @Test
    void theModeListReadsControllerClearOfItsArrow(FxRobot robot) {
        open("anim/knight.aectrl");
        choose(robot, PreviewPanel.Mode.CONTROLLER);
        waitUntil(() -> panel().mode() == PreviewPanel.Mode.CONTROLLER);
        waitForPulses(3, 0.1);
        ChoiceBox<?> mode = robot.lookup("#preview-mode").queryAs(ChoiceBox.class);
        double[] edges = new double[2];
        String[] drawn = new String[1];
        robot.interact(() -> {
            javafx.scene.text.Text text = (javafx.scene.text.Text) mode.lookup(".label .text");
            javafx.scene.Node arrow = mode.lookup(".open-button");
            drawn[0] = text.getText();
            edges[0] = text.localToScene(text.getBoundsInLocal()).getMaxX();
            edges[1] = arrow.localToScene(arrow.getBoundsInLocal()).getMinX();
        });
        assertThat(drawn[0]).isEqualTo("Controller");
        assertThat(edges[1] - edges[0]).as("space between the word and the arrow").isGreaterThanOrEqualTo(4);
    }

    @Test
    void theRingHoveredInOneClipIsNotLitInTheNext(FxRobot robot) {
        openClip(robot, "duo.aeanim");
        robot.interact(() -> window.rig().selectNode("Mage"));
        robot.moveTo(onWorld(-40, -40)).type(KeyCode.E);
        waitUntil(() -> panel().posing().tool() == PoseTool.ROTATE);
        GizmoFrame frame = frame();
        robot.moveTo(onView(frame.pivotX() + GizmoHandle.RING, frame.pivotY()));
        waitUntil(() -> panel().posing().hovered() != null
                && panel().posing().hovered().part() == GizmoHandle.Part.RING);

        // The focus moves by a shortcut or the Assets tree while the pointer rests on the canvas.
        OpenDocument<?> solo = open("anim/solo.aeanim");
        waitUntil(() -> window.workspace().focused() == solo);
        waitUntil(() -> panel().posing().hovered() == null);
    }

    @Test
    void theSandboxsLineAndZoomLeaveWithTheSandbox(FxRobot robot) {
        open("anim/knight.aectrl");
        choose(robot, PreviewPanel.Mode.SANDBOX);
        waitUntil(() -> panel().mode() == PreviewPanel.Mode.SANDBOX && panel().run() != null);
        waitUntil(() -> PreviewToolbar.SANDBOX_KEYS.equals(status()));
        choose(robot, PreviewPanel.Mode.CONTROLLER);
        waitUntil(() -> panel().mode() == PreviewPanel.Mode.CONTROLLER);
        assertThat(status()).as("Controller mode has no sandbox keys").isNotEqualTo(PreviewToolbar.SANDBOX_KEYS);

        choose(robot, PreviewPanel.Mode.SANDBOX);
        waitUntil(() -> PreviewToolbar.SANDBOX_KEYS.equals(status()));
        Label zoom = robot.lookup(".preview-zoom").queryAs(Label.class);
        waitUntil(() -> zoom.getText().endsWith("×"));
        OpenDocument<?> sheet = open("assets/knight/knight_idle.png");
        waitUntil(() -> window.workspace().focused() == sheet && panel().mode() == PreviewPanel.Mode.CLIP);
        waitForPulses(3, 0.2);
        assertThat(status()).as("nor does a sheet").isNotEqualTo(PreviewToolbar.SANDBOX_KEYS);
        assertThat(zoom.getText()).as("nothing is drawn: no zoom to read").isEmpty();
        dev.reel.preview.Scene[] drawn = new dev.reel.preview.Scene[1];
        robot.interact(() -> drawn[0] = panel().canvas().lastScene());
        assertThat(drawn[0].origin()).as("no origin cross on an empty preview: there is no node it marks").isNull();
    }
}

package dev.reel.ui.graph;

import dev.reel.model.Controller;
import dev.reel.runtime.Animator;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.preview.PreviewPanel;
import dev.reel.ui.shell.PanelSlot;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.util.Objects;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The graph goes live by itself when the preview plays the controller it shows: the ringed state follows the
 * sandbox's animator; the built-in platformer playing instead leaves the knight's graph still.
 */
class PreviewDrivesGraphTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @Test
    @SuppressWarnings("unchecked")
    void theKnightsGraphFollowsTheSandboxPlayingTheKnight(FxRobot robot) {
        OpenDocument<Controller> knight = (OpenDocument<Controller>) open("anim/knight.aectrl");
        GraphPanel graph = (GraphPanel) window.panel(PanelSlot.ANIMATOR);
        PreviewPanel preview = (PreviewPanel) window.panel(PanelSlot.PREVIEW);
        waitUntil(() -> graph.shown() == knight && preview.canvas().renderer() != null);

        choose(robot, "engine/anim/platformer", PreviewPanel.Mode.SANDBOX);
        // The graph has heard of the platformer and of its steps: the rig hands it both, a dozen steps on.
        waitUntil(() -> preview.animatorProperty().get() != null
                && window.rig().animatorProperty().get() == preview.animatorProperty().get()
                && window.rig().animatorStepsProperty().get() > 12);
        assertThat(graph.live()).as("another controller playing leaves the knight's graph still").isNull();

        choose(robot, "anim/knight.aectrl", PreviewPanel.Mode.SANDBOX);
        waitUntil(() -> graph.live() != null);
        Animator animator = preview.animatorProperty().get();
        assertThat(animator.controller().stateIndex("Run")).isNotNegative();

        robot.clickOn(preview.canvas());
        robot.press(KeyCode.RIGHT);
        waitUntil(() -> "Run".equals(graph.view().liveState()));
        robot.release(KeyCode.RIGHT);
        waitUntil(() -> "Idle".equals(graph.view().liveState()));
        // At rest, what the graph rings is what the animator is in.
        boolean[] same = new boolean[1];
        robot.interact(() -> same[0] = Objects.equals(graph.view().liveState(), animator.stateName()));
        assertThat(same[0]).isTrue();

        choose(robot, null, PreviewPanel.Mode.CLIP);
        waitUntil(() -> graph.live() == null);
        assertThat(graph.view().liveState()).isNull();
    }

    @SuppressWarnings("unchecked")
    private static void choose(FxRobot robot, String controller, PreviewPanel.Mode mode) {
        robot.interact(() -> {
            if (controller != null) {
                ((ComboBox<String>) robot.lookup("#preview-controller").query()).setValue(controller);
            }
            ((ChoiceBox<PreviewPanel.Mode>) robot.lookup("#preview-mode").query()).setValue(mode);
        });
    }
}

package dev.reel.ui.shell;

import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.graph.GraphPanel;
import dev.reel.ui.preview.PreviewPanel;
import dev.reel.ui.projects.SampleProject;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.Start;
import org.testfx.matcher.control.LabeledMatchers;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The first start on the sample project, with a config folder that remembers nothing, shows the tool at work:
 * the knight's controller open, the preview playing it in the sandbox with its keys written over the canvas,
 * the Animator graph below following the live state. A later start restores what was left instead.
 */
class FirstRunTest extends EditorFixture {
    @BeforeAll
    static void patientSetup() {
        FxToolkit.toolkitContext().setSetupTimeoutInMillis(60_000);
    }

    @Start
    void start(Stage primary) {
        openWindow(primary);
    }

    /** This test's copy is the sample project the editor finds (as the shipped one is for a user). */
    @Override
    protected void beforeWindow() {
        System.setProperty(SampleProject.PROPERTY, root.toString());
    }

    @AfterEach
    void forgetSample() {
        System.clearProperty(SampleProject.PROPERTY);
    }

    private PreviewPanel.Mode previewMode(FxRobot robot) {
        return (PreviewPanel.Mode) robot.lookup("#preview-mode").queryAs(ChoiceBox.class).getValue();
    }

    private Label sandboxHint(FxRobot robot) {
        return robot.lookup("#sandbox-hint").queryAs(Label.class);
    }

    private PreviewPanel preview() {
        return (PreviewPanel) window.panel(PanelSlot.PREVIEW);
    }

    private GraphPanel graph() {
        return (GraphPanel) window.panel(PanelSlot.ANIMATOR);
    }

    /** The state of the animator the preview plays and the graph follows. */
    private String liveState() {
        return window.rig().animatorProperty().get() == null ? null
                : window.rig().animatorProperty().get().stateName();
    }

    @Test
    void theFirstStartPlaysTheKnightInTheSandboxWithTheGraphFollowing(FxRobot robot) {
        waitUntil(() -> previewMode(robot) == PreviewPanel.Mode.SANDBOX);
        assertThat(window.workspace().focused().name()).isEqualTo("anim/knight.aectrl");
        assertThat(window.layout().selectedBottomTab()).isEqualTo("Animator");
        assertThat(graph().node().isVisible()).isTrue();
        waitUntil(() -> sandboxHint(robot).isVisible());
        assertThat(sandboxHint(robot).getText()).endsWith("←/→ run · Space jump · J attack");
        assertThat(robot.lookup("#preview-hint").queryAs(Label.class).isVisible())
                .as("no 'open a clip' hint over a sandbox that plays").isFalse();
        waitUntil(() -> graph().live() != null && "Idle".equals(liveState()));

        // The whole room is in view, as Fit frames it (not framed for the canvas before the window settled).
        WaitForAsyncUtils.waitForFxEvents();
        dev.reel.preview.Camera framed = preview().canvas().cameraProperty().get();
        robot.clickOn(robot.lookup(".preview-toolbar .button").match(LabeledMatchers.hasText("Fit"))
                .queryAs(javafx.scene.control.Button.class));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(preview().canvas().cameraProperty().get()).isEqualTo(framed);


        // The keys the hint names work at once: holding → runs, and the graph below follows.
        robot.clickOn("#sandbox-hint");
        waitUntil(() -> sandboxHint(robot).getText().equals("←/→ run · Space jump · J attack"));
        robot.press(KeyCode.RIGHT);
        try {
            waitUntil(() -> "Run".equals(liveState()));
        } finally {
            robot.release(KeyCode.RIGHT);
        }
        // The attack lasts under half a second: every state the animator passes through is noted, so that a
        // slow machine polling past it still sees it.
        java.util.Set<String> seen = java.util.concurrent.ConcurrentHashMap.newKeySet();
        javafx.beans.value.ChangeListener<Number> noting = (observable, old, steps) -> seen.add(
                String.valueOf(liveState()));
        robot.interact(() -> window.rig().animatorStepsProperty().addListener(noting));
        robot.push(KeyCode.J);
        waitUntil(() -> seen.contains("Attack"));
        robot.interact(() -> window.rig().animatorStepsProperty().removeListener(noting));

        // The toolbar is one row in a 1280-pixel window: the playing state is written over the canvas's corner,
        // not at the row's end.
        assertThat(stage.getWidth()).isLessThanOrEqualTo(1280);
        javafx.scene.layout.Region bar = robot.lookup(".preview-toolbar").queryAs(javafx.scene.layout.Region.class);
        javafx.scene.control.Button fit = robot.lookup(".preview-toolbar .button")
                .match(LabeledMatchers.hasText("Fit")).queryAs(javafx.scene.control.Button.class);
        assertThat(bar.getHeight()).as("toolbar height against a button's").isLessThan(fit.getHeight() * 1.5);
        Label state = robot.lookup("#preview-state").queryAs(Label.class);
        assertThat(state.isVisible()).isTrue();
        assertThat(state.getText()).isNotEmpty();
        assertThat(state.getParent()).isNotSameAs(bar);
        javafx.scene.control.ComboBox<?> controllers = robot.lookup("#preview-controller")
                .queryAs(javafx.scene.control.ComboBox.class);
        assertThat(controllers.getValue()).isEqualTo("anim/knight.aectrl");
        assertThat(controllers.getButtonCell().getText()).as("the closed list names the controller").isEqualTo("knight");
    }

    @Test
    void theTabSelectedOnlyWhileTheWindowWasBuiltLeavesItsPanelOutOfTheFirstFrameUntilItIsShown(FxRobot robot) {
        waitUntil(() -> previewMode(robot) == PreviewPanel.Mode.SANDBOX);
        javafx.scene.Node animation = window.panel(PanelSlot.ANIMATION).node();
        assertThat(window.layout().selectedBottomTab()).isEqualTo("Animator");
        assertThat(animation.getScene()).as("the Animation panel: its tab was selected while the window was built, "
                + "then the first run picked the Animator").isNull();

        robot.clickOn("#tab-animation");
        waitUntil(() -> animation.getScene() != null && animation.isVisible());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(animation.getLayoutBounds().getHeight()).as("laid out in its tab").isPositive();
        robot.clickOn("#tab-animator");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(animation.getScene()).as("a panel once shown stays in the window").isNotNull();
    }

    @Test
    void aLaterStartRestoresWhatWasLeftNotTheFirstRun(FxRobot robot) {
        waitUntil(() -> previewMode(robot) == PreviewPanel.Mode.SANDBOX);
        open("anim/knight/run.aeanim");
        robot.interact(() -> window.layout().showBottomTab("Source"));
        robot.interact(() -> {
            assertThat(window.requestClose()).isTrue();
            window.dispose();
            window = new EditorWindow(stage, root, config, other -> { });
        });
        waitUntil(() -> window.workspace().focused() != null
                && window.workspace().focused().name().equals("anim/knight/run.aeanim"));
        assertThat(window.workspace().documents().stream().map(OpenDocument::name).toList())
                .isEqualTo(List.of("anim/knight.aectrl", "anim/knight/run.aeanim"));
        assertThat(window.layout().selectedBottomTab()).isEqualTo("Source");
        PreviewPanel.Mode[] mode = new PreviewPanel.Mode[1];
        // The first run starts the sandbox once the laid-out canvas has kept its size for 300 ms: wait until it
        // has kept it for twice that in pulse time, so that a sandbox started by mistake would be playing now.
        waitUntil(() -> preview().canvas().renderer() != null);
        waitForPulses(10, 0.6, preview().canvas().layoutBoundsProperty());
        robot.interact(() -> mode[0] = previewMode(robot));
        assertThat(mode[0]).as("the preview shows the clip, not the first run's sandbox").isEqualTo(PreviewPanel.Mode.CLIP);
        assertThat(sandboxHint(robot).isVisible()).isFalse();
    }
}

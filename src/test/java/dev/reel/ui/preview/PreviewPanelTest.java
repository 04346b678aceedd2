package dev.reel.ui.preview;

import dev.reel.model.Clip;
import dev.reel.preview.OpenResult;
import dev.reel.preview.SpriteAtlas;
import dev.reel.runtime.Animator;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.PanelSlot;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.util.LinkedHashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** The preview panel in a real window: playing, pausing and scrubbing a clip, the sandbox, SDL missing. */
class PreviewPanelTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private PreviewPanel panel() {
        return (PreviewPanel) window.panel(PanelSlot.PREVIEW);
    }

    /** The x of the cell the clip's node shows now: which flipbook frame is on screen. */
    private int shownCell() {
        int[] x = new int[1];
        new FxRobot().interact(() -> x[0] = panel().lastPose() == null || panel().lastPose().sprites().isEmpty()
                ? -1 : panel().lastPose().sprites().get(0).source().x());
        return x[0];
    }

    /** The pixels the canvas shows now. */
    private int[] shownPixels() {
        int[][] pixels = new int[1][];
        new FxRobot().interact(() -> pixels[0] = panel().canvas().renderer().copyPixels());
        return pixels[0];
    }

    @Test
    void anEmptyPreviewSaysWhatToDo(FxRobot robot) {
        waitUntil(() -> panel().canvas().renderer() != null && panel().hints().empty().isVisible());
        assertThat(panel().hints().empty().getText()).contains("Open a clip");
        open("anim/knight.aectrl");
        waitUntil(() -> panel().hints().empty().getText().contains("Controller or Sandbox"));
        assertThat(panel().hints().empty().isVisible()).isTrue();
        open("anim/knight/run.aeanim");
        waitUntil(() -> !panel().hints().empty().isVisible());
    }

    @Test
    @SuppressWarnings("unchecked")
    void playPauseAndScrubChangeTheShownFrame(FxRobot robot) {
        OpenDocument<Clip> run = (OpenDocument<Clip>) open("anim/knight/run.aeanim");
        waitUntil(() -> panel().canvas().renderer() != null && shownCell() == 0);
        assertThat(panel().canvas().image()).isNotNull();
        int[] first = shownPixels();

        robot.clickOn("#preview-play");
        waitUntil(() -> shownCell() > 0);
        assertThat(run.timeCursor()).isPositive();
        robot.clickOn("#preview-play");
        waitUntil(() -> !window.playback().playing());
        int paused = shownCell();
        double cursor = run.timeCursor();
        // Pulses over 0.3 s reach the preview's frame loop: a clip still playing would be frames further on.
        waitForPulses(10, 0.3);
        assertThat(shownCell()).as("paused, the frame stays").isEqualTo(paused);
        assertThat(run.timeCursor()).isEqualTo(cursor);

        // Scrubbing: the sixth of ten 0.08 s frames.
        robot.interact(() -> run.setTimeCursor(0.41));
        waitUntil(() -> shownCell() == 5 * 128);
        assertThat(shownPixels()).as("the canvas shows another picture").isNotEqualTo(first);

        robot.clickOn("#preview-step-forward");
        waitUntil(() -> shownCell() == 6 * 128);
        assertThat(run.timeCursor()).isEqualTo(0.48, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(run.value().length()).isPositive();
    }

    @Test
    @SuppressWarnings("unchecked")
    void theSandboxRunsJumpsFallsAndHitsFromTheKeyboard(FxRobot robot) {
        open("anim/knight/run.aeanim");
        waitUntil(() -> panel().canvas().renderer() != null);
        robot.interact(() -> {
            ((javafx.scene.control.ComboBox<String>) robot.lookup("#preview-controller").query())
                    .setValue(ControllerChoice.BUILT_IN);
            ((javafx.scene.control.ChoiceBox<PreviewPanel.Mode>) robot.lookup("#preview-mode").query())
                    .setValue(PreviewPanel.Mode.SANDBOX);
        });
        waitUntil(() -> panel().run() != null && panel().run().body() != null);
        Animator animator = panel().animatorProperty().get();
        assertThat(animator).as("the graph panel can watch the animator").isNotNull();
        assertThat(window.rig().animatorProperty().get()).isSameAs(animator);
        long steps = panel().animatorStepsProperty().get();
        waitUntil(() -> panel().animatorStepsProperty().get() > steps);

        Set<String> seen = new LinkedHashSet<>();
        robot.clickOn(panel().canvas());
        robot.press(KeyCode.RIGHT);
        waitUntil(() -> record(seen).contains("Run"));
        robot.press(KeyCode.SPACE);
        waitUntil(() -> record(seen).contains("Jump"));
        robot.release(KeyCode.SPACE);
        waitUntil(() -> record(seen).contains("Fall"));
        robot.release(KeyCode.RIGHT);
        waitUntil(() -> panel().run().body().grounded() && record(seen).contains("Idle")
                && "Idle".equals(animator.stateName()));
        robot.press(KeyCode.J).release(KeyCode.J);
        waitUntil(() -> record(seen).contains("Hit"));
        assertThat(seen).containsSubsequence("Run", "Jump", "Fall", "Hit");
        assertThat(robot.lookup("#preview-state").queryAs(Label.class).getText()).isNotEmpty();
    }

    /** The states the sandbox entered so far (every one, however many steps a frame ran). */
    private Set<String> record(Set<String> seen) {
        seen.addAll(panel().run().enteredStates());
        return seen;
    }

    @Test
    @SuppressWarnings("unchecked")
    void withRecAndAutoKeyADragInThePreviewKeysThePositionInOneUndoStep(FxRobot robot) {
        OpenDocument<Clip> run = (OpenDocument<Clip>) open("anim/knight/run.aeanim");
        waitUntil(() -> panel().canvas().renderer() != null && shownCell() == 0);
        Clip before = run.value();
        robot.interact(() -> {
            run.setTimeCursor(0.24);
            window.playback().recProperty().set(true);
            window.playback().autoKeyProperty().set(true);
        });
        double zoom = panel().canvas().cameraProperty().get().zoom();
        robot.drag(panel().canvas(), javafx.scene.input.MouseButton.PRIMARY).moveBy(20, 0).moveBy(20, 10).drop();
        waitUntil(() -> run.value() != before);

        dev.reel.model.Track position = run.value().tracks().stream()
                .filter(track -> track.path().isEmpty() && track.property().equals(dev.reel.model.Properties.POSITION))
                .findFirst().orElseThrow();
        dev.reel.model.Key key = position.keys().stream().filter(k -> Math.abs(k.time() - 0.24) < 1e-9)
                .findFirst().orElseThrow();
        double[] lanes = ((dev.reel.model.Value.Vec) key.value()).lanes();
        assertThat(lanes[0]).as("x moved with the mouse, in world units").isCloseTo(40 / zoom,
                org.assertj.core.api.Assertions.within(1.01 / zoom));
        assertThat(lanes[1]).isCloseTo(10 / zoom, org.assertj.core.api.Assertions.within(1.01 / zoom));
        assertThat(panel().canvas().cameraProperty().get().zoom()).isEqualTo(zoom);

        robot.interact(() -> run.document().undo());
        assertThat(run.value()).as("the whole drag is one undo step").isEqualTo(before);
    }

    @Test
    void withoutSdlTheCanvasSaysWhyAndTheWindowKeepsWorking(FxRobot robot) {
        PreviewCanvas[] canvas = new PreviewCanvas[1];
        robot.interact(() -> {
            canvas[0] = new PreviewCanvas(new SpriteAtlas(root),
                    (width, height) -> new OpenResult.Unavailable("The preview cannot start: SDL3 is missing"));
            canvas[0].resize(200, 100);
            canvas[0].layout();
        });
        assertThat(canvas[0].unavailableProperty().get()).contains("SDL3 is missing");
        assertThat(canvas[0].renderer()).isNull();
        Label message = (Label) canvas[0].getChildrenUnmodifiable().stream()
                .filter(node -> node instanceof Label).findFirst().orElseThrow();
        assertThat(message.isVisible()).isTrue();
        assertThat(message.getText()).contains("SDL3 is missing");
        robot.interact(() -> canvas[0].draw(dev.reel.preview.Scene.of(java.util.List.of(),
                dev.reel.preview.Camera.identity())));
        open("anim/knight/run.aeanim");
        assertThat(window.workspace().focused()).isNotNull();
    }
}

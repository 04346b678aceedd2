package dev.reel.ui.preview;

import dev.reel.ui.EditorFixture;
import dev.reel.ui.control.CanvasSkin;
import dev.reel.ui.shell.PanelSlot;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Control;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 37: an editor with a clip open and a node selected, and nothing playing, draws nothing. The selection's
 * outline pulses for a second and then holds still; after that the preview, the canvases of the Animation panel
 * (the dope sheet, its track list, the curves and rulers) stay still: no frame is drawn, no canvas painted, also
 * in pulses others ask for. Counted with the views' own counters, never by timing.
 */
class IdleRedrawsTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private PreviewPanel panel() {
        return (PreviewPanel) window.panel(PanelSlot.PREVIEW);
    }

    @Test
    void aClipWithANodeSelectedDrawsNothingAfterTheGlowsSecond(FxRobot robot) throws Exception {
        open("anim/knight/run.aeanim");
        waitUntil(() -> panel().lastPose() != null && panel().canvas().placed() && panel().canvas().draws() > 0);
        robot.clickOn(panel().canvas());
        waitUntil(() -> panel().canvas().lastScene() != null && panel().canvas().lastScene().glow() != null);

        // The glow's second of pulse time (the same clock the preview's loop reads); its last frame is drawn then.
        waitForPulses(30, PreviewFrames.GLOW_PULSE_SECONDS);
        long[] before = counts(robot);

        Thread.sleep(2000); // two seconds of an idle editor, as a user leaves it
        long[] after = counts(robot);
        assertThat(after[0] - before[0]).as("preview frames drawn while idle").isZero();
        assertThat(after[1] - before[1]).as("canvas paints while idle").isZero();
        assertThat(panel().canvas().lastScene().glow()).as("the outline stays, steady").isNotNull();

        // Pulses that something else asks for (here a counter's timer) draw nothing either.
        waitForPulses(30, 0.5);
        long[] later = counts(robot);
        assertThat(later[0] - before[0]).as("preview frames drawn in others' pulses").isZero();
        assertThat(later[1] - before[1]).as("canvas paints in others' pulses").isZero();
        assertThat(panel().frames().running()).as("the preview's loop rests").isFalse();
    }

    @Test
    void anotherSelectionsPulseEndsInASteadyOutline(FxRobot robot) {
        open("anim/knight/attack.aeanim");
        waitUntil(() -> panel().lastPose() != null && panel().canvas().placed());
        waitForPulses(30, PreviewFrames.GLOW_PULSE_SECONDS);
        assertThat(panel().canvas().lastScene().glow().time()).as("held at the pulse's end")
                .isEqualTo(PreviewFrames.GLOW_PULSE_SECONDS);

        long drawn = panel().canvas().draws();
        open("anim/knight/run.aeanim"); // another clip's node is selected now: its outline pulses
        waitUntil(() -> panel().canvas().draws() > drawn);
        waitForPulses(30, PreviewFrames.GLOW_PULSE_SECONDS);
        long pulsed = panel().canvas().draws();
        waitForPulses(30, 0.5);
        assertThat(panel().canvas().draws() - pulsed).as("frames drawn after the pulse's second").isZero();
        assertThat(panel().canvas().lastScene().glow().time()).as("its pulse ran out and holds")
                .isEqualTo(PreviewFrames.GLOW_PULSE_SECONDS);
    }

    /**
     * A frame asked for again with the scene and camera unchanged (a relayout, or a curve key dragged away from
     * the time cursor when nothing it moves is shown) draws nothing; once a sheet is forgotten it draws again, and
     * drawing a frame asks for no layout.
     */
    @Test
    void theSameSceneIsDrawnOnceUntilASheetIsForgotten(FxRobot robot) {
        open("anim/knight/run.aeanim");
        waitUntil(() -> panel().lastPose() != null && panel().canvas().placed() && panel().canvas().draws() > 0);
        waitForPulses(30, PreviewFrames.GLOW_PULSE_SECONDS);
        long[] draws = new long[3];
        boolean[] layout = new boolean[2];
        robot.interact(() -> {
            PreviewCanvas canvas = panel().canvas();
            draws[0] = canvas.draws();
            canvas.redraw();
            draws[1] = canvas.draws();
            layout[0] = canvas.isNeedsLayout();
            canvas.invalidate(null);
            canvas.redraw();
            draws[2] = canvas.draws();
            layout[1] = canvas.isNeedsLayout();
        });
        assertThat(draws[1] - draws[0]).as("frames drawn for the same scene again").isZero();
        assertThat(draws[2] - draws[1]).as("frames drawn once its sheets were forgotten").isEqualTo(1);
        // New pixels in the same buffer change no size: the canvas (and every panel up to the root) is not laid out.
        assertThat(layout).as("layout asked for before and after a frame was drawn").containsExactly(false, false);
    }

    /** {preview frames drawn, canvas paints of every canvas control in the window}. */
    private long[] counts(FxRobot robot) {
        long[] counts = new long[2];
        robot.interact(() -> {
            counts[0] = panel().canvas().draws();
            counts[1] = paints(stage.getScene().getRoot());
        });
        return counts;
    }

    private static long paints(Node node) {
        long sum = node instanceof Control control && control.getSkin() instanceof CanvasSkin<?> skin
                ? skin.paints() : 0;
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                sum += paints(child);
            }
        }
        return sum;
    }
}

package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.ui.control.TimeAxis;
import dev.reel.ui.documents.OpenDocument;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Each open clip keeps its own time zoom and scroll in the dope sheet and the curve editor (and the curves' value
 * zoom): switching to another document and back gives them back, and a clip seen for the first time is framed.
 */
class SheetViewPerDocumentTest extends AnimationPanelFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private double[] axis(FxRobot robot) {
        double[] seen = new double[2];
        robot.interact(() -> {
            TimeAxis axis = panel().state().axis();
            seen[0] = axis.start();
            seen[1] = axis.pixelsPerSecond();
        });
        return seen;
    }

    private void focus(FxRobot robot, OpenDocument<?> document) {
        robot.interact(() -> window.workspace().focus(document));
        waitForPulses(4, 0.5);
    }

    @Test
    void eachClipKeepsItsOwnTimeZoomAndScroll(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        waitForPulses(4, 0.5);
        robot.interact(() -> {
            panel().state().axis().zoomAround(100, 3.5);
            panel().state().axis().pan(140);
        });
        double[] attackView = axis(robot);

        OpenDocument<Clip> run = clip(robot, "anim/knight/run.aeanim");
        waitForPulses(4, 0.5);
        double[] runFitted = axis(robot);
        assertThat(runFitted[1]).as("a clip seen for the first time is framed, not shown at the attack's zoom")
                .isNotCloseTo(attackView[1], within(1e-6));
        robot.interact(() -> panel().state().axis().zoomAround(50, 0.5));
        double[] runView = axis(robot);

        OpenDocument<?> knight = open("anim/knight.aectrl");
        waitForPulses(4, 0.5);
        focus(robot, attack);
        assertThat(axis(robot)).as("the attack's zoom and scroll come back").containsExactly(attackView, within(1e-9));
        focus(robot, run);
        assertThat(axis(robot)).as("and the run's").containsExactly(runView, within(1e-9));

        // The curve editor shares the time axis, and keeps its own value zoom per clip too.
        focus(robot, attack);
        showCurves(robot, track(attack.value(), "", dev.reel.model.Properties.POSITION), -1);
        waitForPulses(4, 0.5);
        robot.interact(() -> {
            panel().curves().values().zoomAround(40, panel().curves().getHeight(), 2.5);
            panel().state().axis().pan(-60);
        });
        double[] attackCurves = axis(robot);
        double[] attackValues = new double[2];
        robot.interact(() -> {
            attackValues[0] = panel().curves().values().centreProperty().get();
            attackValues[1] = panel().curves().values().pixelsPerUnit();
        });
        focus(robot, knight);
        focus(robot, run);
        assertThat(axis(robot)).as("the run's view, now in curves").containsExactly(runView, within(1e-9));
        focus(robot, attack);
        waitForPulses(4, 0.5);
        assertThat(axis(robot)).as("the attack's curves, not framed afresh").containsExactly(attackCurves, within(1e-9));
        robot.interact(() -> {
            assertThat(panel().curves().values().centreProperty().get()).isCloseTo(attackValues[0], within(1e-9));
            assertThat(panel().curves().values().pixelsPerUnit()).isCloseTo(attackValues[1], within(1e-9));
        });
    }
}

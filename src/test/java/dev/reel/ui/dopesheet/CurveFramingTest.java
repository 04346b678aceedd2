package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Properties;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.ui.curves.CurveView;
import dev.reel.ui.documents.OpenDocument;
import javafx.geometry.Bounds;
import javafx.geometry.Orientation;
import javafx.scene.Parent;
import javafx.scene.control.SplitPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import static org.assertj.core.api.Assertions.assertThat;

/** Frame All and Frame Selection fit the keys into what the Animation panel shows, however short it is. */
class CurveFramingTest extends AnimationPanelFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    /** Makes the bottom area {@code height} pixels tall, as dragging its divider down does. */
    private void bottomPanelHeight(FxRobot robot, double height) {
        robot.interact(() -> {
            for (Parent up = panel().node().getParent(); up != null; up = up.getParent()) {
                if (up instanceof SplitPane split && split.getOrientation() == Orientation.VERTICAL) {
                    int last = split.getDividers().size() - 1;
                    for (int i = 0; i < 3; i++) {
                        split.setDividerPosition(last, 1 - height / split.getHeight());
                        split.applyCss();
                        split.layout();
                    }
                    return;
                }
            }
        });
        waitForPulses(5, 0.5);
    }

    /**
     * How far down the curve view the window shows it, in the view's coordinates: the panel's slot in the window
     * ends above the panel's own bottom when the panel is shorter than its parts would like.
     */
    private double panelBottom() {
        CurveView curves = panel().curves();
        double bottom = curves.getHeight();
        for (Parent up = curves.getParent(); up != null; up = up.getParent()) {
            Bounds inView = curves.sceneToLocal(up.localToScene(up.getLayoutBounds()));
            bottom = Math.min(bottom, inView.getMaxY());
        }
        return bottom;
    }

    @Test
    void frameAllFitsTheKeysAboveTheEdgeOfAShortPanel(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        Track position = track(attack.value(), "", Properties.POSITION);
        for (double height : new double[] {170, 210, 360}) {
            bottomPanelHeight(robot, height);
            showCurves(robot, position, -1);
            for (boolean selection : new boolean[] {false, true}) {
                robot.interact(() -> panel().frame(selection));
                waitForPulses(3, 0.5);
                double[] bottom = new double[1];
                double[] drawnHeight = new double[1];
                robot.interact(() -> {
                    bottom[0] = panelBottom();
                    drawnHeight[0] = panel().curves().getHeight();
                });
                assertThat(bottom[0]).as("the panel shows some of the graph").isGreaterThan(10);
                for (Key key : position.keys()) {
                    for (double lane : ((Value.Vec) key.value()).lanes()) {
                        double y = panel().curves().values().y(lane, drawnHeight[0]);
                        assertThat(y).as("panel " + height + " px: a key of " + lane + " shows, inside the margin")
                                .isBetween(2.0, bottom[0] - 2);
                    }
                }
            }
        }
    }
}

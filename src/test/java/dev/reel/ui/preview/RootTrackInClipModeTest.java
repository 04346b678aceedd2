package dev.reel.ui.preview;

import dev.reel.model.Clip;
import dev.reel.model.Kind;
import dev.reel.model.Properties;
import dev.reel.model.Value;
import dev.reel.preview.Transform2D;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.playback.PreviewRig;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * In Clip mode the root-motion track is drawn where it is keyed: the knight of attack.aeanim lunges as its
 * root track says, and the canvas, the gizmo and the Inspector's Position agree at every time.
 */
class RootTrackInClipModeTest extends PosingFixture {
    private static final PreviewRig.Field POSITION = new PreviewRig.Field(Properties.POSITION, Kind.VEC2);

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private Transform2D drawnAt(FxRobot robot) {
        Transform2D[] world = new Transform2D[1];
        robot.interact(() -> world[0] = panel().lastPose().worldOf(""));
        return world[0];
    }

    @Test
    @SuppressWarnings("unchecked")
    void theKnightIsDrawnWhereTheInspectorSaysHeIs(FxRobot robot) {
        OpenDocument<Clip> attack = (OpenDocument<Clip>) open("anim/knight/attack.aeanim");
        waitUntil(() -> panel().lastPose() != null && !panel().lastPose().sprites().isEmpty());
        for (double time : new double[] {0.14, 0.44}) {
            long[] version = new long[1];
            robot.interact(() -> {
                version[0] = panel().canvas().lastReport().version();
                attack.setTimeCursor(time);
            });
            Value.Vec shown = (Value.Vec) window.rig().shown("", POSITION);
            waitUntil(() -> panel().canvas().lastReport().version() > version[0]);
            Transform2D world = drawnAt(robot);
            assertThat(world.x0()).as("x at %s s", time).isCloseTo(shown.get(0), within(1e-6));
            assertThat(world.y0()).as("y at %s s", time).isCloseTo(shown.get(1), within(1e-6));
            double[] pivot = new double[2];
            robot.interact(() -> {
                pivot[0] = frame().pivotX();
                pivot[1] = camera().viewX(shown.get(0));
            });
            assertThat(pivot[0]).as("the gizmo on him").isCloseTo(pivot[1], within(1e-6));
        }
        assertThat(drawnAt(robot).x0()).as("the lunge's last key").isCloseTo(14, within(1e-6));
    }
}

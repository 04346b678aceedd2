package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.ui.control.NumberField;
import dev.reel.ui.control.VectorField;
import dev.reel.ui.control.VectorFieldSkin;
import dev.reel.ui.curves.CurveView;
import dev.reel.ui.documents.OpenDocument;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** A rotation track reads in degrees in the curve editor and the key's handles, and in the Node section. */
class RotationInDegreesTest extends AnimationPanelFixture {
    @Start
    void start(Stage stage) throws Exception {
        openWindow(stage);
        Files.writeString(root.resolve("anim/sway.aeanim"), """
                anim version=1 length=1 {
                  track "" prop="transform.rotation" kind=float32 {
                    key t=0 v=0 {}
                    key t=0.5 v=1.5707963267948966 tangent=free in=[-0.1, 0] out=[0.1, 0.5] {}
                    key t=1 v=0 {}
                  }
                }
                """);
    }

    @Test
    void theCurveAxisOfARotationTrackCountsDegrees(FxRobot robot) {
        OpenDocument<Clip> sway = clip(robot, "anim/sway.aeanim");
        Track rotation = track(sway.value(), "", "transform.rotation");
        showCurves(robot, rotation, -1);
        CurveView curves = panel().curves();
        List<String> labels = new java.util.ArrayList<>();
        robot.interact(() -> curves.valueAxis(curves.getHeight()).forEach(label -> labels.add(label.text())));
        assertThat(labels).isNotEmpty().allMatch(text -> text.endsWith("°"));
        assertThat(labels).as("a 0..90° curve framed reads in tens of degrees").anyMatch(text -> text.matches("[1-9]0°"));
    }

    @Test
    void aFreeHandleOfARotationKeyTakesItsRiseInDegrees(FxRobot robot) {
        OpenDocument<Clip> sway = clip(robot, "anim/sway.aeanim");
        Key peak = track(sway.value(), "", "transform.rotation").keys().get(1);
        robot.interact(() -> sway.select(Set.of(peak.id())));
        waitUntil(() -> robot.lookup("#inspector-out-handle").tryQuery().isPresent());
        VectorField out = robot.lookup("#inspector-out-handle").queryAs(VectorField.class);
        List<NumberField> lanes = ((VectorFieldSkin) out.getSkin()).fields();
        assertThat(lanes.get(0).getText()).as("Δt in seconds").isEqualTo("0.1");
        assertThat(lanes.get(1).getText()).as("Δv of 0.5 rad").isEqualTo("28.65°");
        // The inspector may be scrolled so the lane is out of sight: type into it as the keyboard would.
        robot.interact(() -> {
            lanes.get(1).requestFocus();
            lanes.get(1).setText("45");
            lanes.get(1).commit();
        });
        waitUntil(() -> {
            Key now = sway.value().tracks().get(0).keys().get(1);
            return now.out().equals(Value.Vec.of(0.1, Math.toRadians(45)));
        });
    }
}

package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Properties;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.ui.curves.CurvePoint;
import dev.reel.ui.documents.OpenDocument;
import javafx.geometry.Point2D;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The curve editor's time and value fields for the selected points, and Ctrl snapping a drag's value. */
class PointFieldsTest extends AnimationPanelFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private TextField field(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(TextField.class);
    }

    private void type(FxRobot robot, TextField field, String text) {
        robot.interact(() -> {
            field.requestFocus();
            field.selectAll();
        });
        robot.write(text).push(KeyCode.ENTER);
    }

    @Test
    void aTypedValueSetsEverySelectedPointAndPlusEqualsMovesThem(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        Track position = track(attack.value(), "", Properties.POSITION);
        showCurves(robot, position, 0);
        Key middle = position.keys().get(1);
        Key last = position.keys().get(2);
        robot.interact(() -> attack.select(Set.of(middle.id(), last.id())));
        waitUntil(() -> panel().curves().pointsProperty().get().size() == 2);
        TextField value = field(robot, "#point-value");
        assertThat(value.getPromptText()).as("10 and 14 differ").isEqualTo("mixed");
        int steps = attack.document().history().size();

        type(robot, value, "7.5");
        waitUntil(() -> ((Value.Vec) attack.value().track(position.id()).key(middle.id()).value()).get(0) == 7.5);
        assertThat(((Value.Vec) attack.value().track(position.id()).key(last.id()).value()).get(0)).isEqualTo(7.5);
        assertThat(((Value.Vec) attack.value().track(position.id()).key(last.id()).value()).get(1))
                .as("the other lane keeps its value").isEqualTo(((Value.Vec) last.value()).get(1));
        assertThat(attack.document().history().size()).as("one step for both").isEqualTo(steps + 1);
        waitUntil(() -> "7.5".equals(value.getText()));

        type(robot, value, "+=2");
        waitUntil(() -> ((Value.Vec) attack.value().track(position.id()).key(middle.id()).value()).get(0) == 9.5);

        TextField time = field(robot, "#point-time");
        robot.interact(() -> attack.select(Set.of(middle.id())));
        type(robot, time, "-=2f");
        waitUntil(() -> attack.value().track(position.id()).key(middle.id()).time() < middle.time());
        assertThat(attack.value().track(position.id()).key(middle.id()).time())
                .isCloseTo(middle.time() - 2 / panel().state().fps(), within(1e-9));
    }

    @Test
    void ctrlWhileDraggingPutsTheValueOnTheGrid(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        Track position = track(attack.value(), "", Properties.POSITION);
        showCurves(robot, position, 0);
        var curves = panel().curves();
        Key middle = position.keys().get(1);
        Point2D point = curves.localToScreen(curves.axis().x(middle.time()),
                curves.values().y(((Value.Vec) middle.value()).get(0), curves.getHeight()));
        robot.interact(() -> curves.pointsProperty().set(Set.of(new CurvePoint(middle.id(), 0))));

        // Ctrl at the press would toggle the point; held once the drag is under way it snaps the value.
        robot.moveTo(point).press(MouseButton.PRIMARY).moveBy(0, -20).press(KeyCode.CONTROL).moveBy(0, -20)
                .moveBy(0, -20).release(MouseButton.PRIMARY).release(KeyCode.CONTROL);

        waitUntil(() -> !attack.value().track(position.id()).key(middle.id()).value().equals(middle.value()));
        double moved = ((Value.Vec) attack.value().track(position.id()).key(middle.id()).value()).get(0);
        double step = dev.reel.ui.control.Ticks.step(curves.values().pixelsPerUnit(), 36);
        assertThat(moved / step).as(moved + " on a grid of " + step).isCloseTo(Math.rint(moved / step), within(1e-9));
        assertThat(moved).isGreaterThan(10);
        assertThat(attack.value().track(position.id()).key(middle.id()).time()).as("still on its frame")
                .isCloseTo(middle.time(), within(1 / panel().state().fps()));
    }
}

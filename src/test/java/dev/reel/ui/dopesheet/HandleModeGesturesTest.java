package dev.reel.ui.dopesheet;

import dev.reel.io.ClipCodec;
import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Properties;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.runtime.KeyHandles;
import dev.reel.ui.curves.CurveView;
import dev.reel.ui.documents.OpenDocument;
import javafx.geometry.Point2D;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The handle-mode menu (V, and Handles in the key menu) and handle drags in the curve editor. */
class HandleModeGesturesTest extends AnimationPanelFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private static ContextMenu showing(String id) {
        return Window.getWindows().stream().filter(window -> window instanceof ContextMenu menu && window.isShowing()
                && id.equals(menu.getId())).map(ContextMenu.class::cast).findFirst().orElse(null);
    }

    @Test
    void vOpensTheHandleMenuAndItsLetterSetsEverySelectedKeyAsOneStep(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        Track position = track(attack.value(), "", Properties.POSITION);
        Track tint = track(attack.value(), "", Properties.TINT);
        showCurves(robot, position, -1);
        Key middle = position.keys().get(1);
        Key tinted = tint.keys().get(1);
        robot.interact(() -> attack.select(Set.of(middle.id(), position.keys().get(2).id(), tinted.id())));
        byte[] before = ClipCodec.bytes(attack.value());
        int steps = attack.document().history().size();

        robot.moveTo(panel().curves()).push(KeyCode.V);
        waitUntil(() -> showing("handle-menu") != null);
        assertThat(showing("handle-menu").getItems().get(0).getText()).startsWith("Auto Clamped");
        assertThat(showing("handle-menu").getItems().get(0).getGraphic()).as("a drawing of the mode").isNotNull();
        robot.push(KeyCode.T);

        waitUntil(() -> attack.value().track(position.id()).key(middle.id()).sharedTangent() == TangentMode.FLAT);
        assertThat(showing("handle-menu")).isNull();
        assertThat(attack.value().track(position.id()).keys().get(2).sharedTangent()).isEqualTo(TangentMode.FLAT);
        assertThat(attack.value().track(tint.id()).key(tinted.id()).sharedTangent())
                .as("keys of another track too").isEqualTo(TangentMode.FLAT);
        assertThat(attack.value().track(position.id()).keys().get(0).sharedTangent())
                .as("an unselected key keeps its mode").isEqualTo(position.keys().get(0).sharedTangent());
        KeyHandles handles = KeyHandles.of(attack.value().track(position.id()));
        assertThat(handles.outValue(1, 0)).as("level at the key").isZero();
        assertThat(attack.document().history().size()).isEqualTo(steps + 1);

        robot.interact(() -> attack.document().undo());
        assertThat(ClipCodec.bytes(attack.value())).isEqualTo(before);
    }

    @Test
    void theKeyMenuSetsOneSideOnly(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        Track position = track(attack.value(), "", Properties.POSITION);
        Key first = position.keys().get(0);

        robot.rightClickOn(onRow(position.id(), first.time()));
        waitUntil(() -> showing("dope-sheet-menu") != null);
        Menu handles = (Menu) showing("dope-sheet-menu").getItems().stream()
                .filter(item -> "Handles".equals(item.getText())).findFirst().orElseThrow();
        Menu outSide = (Menu) handles.getItems().stream().filter(item -> "Out Side Only".equals(item.getText()))
                .findFirst().orElseThrow();
        MenuItem constant = outSide.getItems().stream().filter(item -> "Constant (Step)".equals(item.getText()))
                .findFirst().orElseThrow();
        robot.interact(constant::fire);

        waitUntil(() -> attack.value().track(position.id()).key(first.id()).outTangent() == TangentMode.CONSTANT);
        Key changed = attack.value().track(position.id()).key(first.id());
        assertThat(changed.inTangent()).isEqualTo(first.inTangent());
        assertThat(ClipCodec.write(attack.value())).contains("tangent=[" + first.inTangent().word() + ", constant]");
    }

    @Test
    void aBakedEasingFromTheKeyMenuAddsAKeyPerFrameAsOneStep(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        Track position = track(attack.value(), "", Properties.POSITION);
        Key first = position.keys().get(0);
        Key second = position.keys().get(1);
        int steps = attack.document().history().size();

        robot.rightClickOn(onRow(position.id(), first.time()));
        waitUntil(() -> showing("dope-sheet-menu") != null);
        Menu easing = (Menu) showing("dope-sheet-menu").getItems().stream()
                .filter(item -> "Easing".equals(item.getText())).findFirst().orElseThrow();
        Menu bounce = (Menu) easing.getItems().stream().filter(item -> "bake-bounce".equals(item.getId()))
                .findFirst().orElseThrow();
        assertThat(bounce.getGraphic()).as("the curve drawn beside it").isNotNull();
        MenuItem everyFrame = bounce.getItems().stream().filter(item -> "bake-bounce-1".equals(item.getId()))
                .findFirst().orElseThrow();
        robot.interact(everyFrame::fire);

        waitUntil(() -> attack.value().track(position.id()).keys().size() > position.keys().size());
        Track baked = attack.value().track(position.id());
        double fps = panel().state().fps();
        long frames = Math.round((second.time() - first.time()) * fps);
        assertThat(baked.keys()).hasSize(position.keys().size() + (int) frames - 1);
        assertThat(baked.key(second.id())).isEqualTo(second);
        assertThat(attack.document().history().size()).isEqualTo(steps + 1);
    }

    @Test
    void draggingAHandleAlignsTheKeyAndTheOtherHandleStaysInLine(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        Track position = track(attack.value(), "", Properties.POSITION);
        showCurves(robot, position, 0);
        var curves = panel().curves();
        Key middle = position.keys().get(1);
        robot.interact(() -> attack.select(Set.of(middle.id())));
        KeyHandles handles = KeyHandles.of(position);
        Point2D handle = curves.localToScreen(curves.axis().x(middle.time() + handles.outTime(1, 0)),
                curves.values().y(handles.value(1, 0) + handles.outValue(1, 0), curves.getHeight()));
        int steps = attack.document().history().size();

        robot.moveTo(handle).press(MouseButton.PRIMARY).moveBy(0, -15).moveBy(0, -15).release(MouseButton.PRIMARY);

        waitUntil(() -> attack.value().track(position.id()).key(middle.id()).sharedTangent() == TangentMode.ALIGNED);
        KeyHandles after = KeyHandles.of(attack.value().track(position.id()));
        double inTime = after.inTime(1, 0);
        double inValue = after.inValue(1, 0);
        double outTime = after.outTime(1, 0);
        double outValue = after.outValue(1, 0);
        double sine = (inTime * outValue - inValue * outTime) / (Math.hypot(inTime, inValue) * Math.hypot(outTime, outValue));
        assertThat(sine).as("collinear").isCloseTo(0, within(1e-9));
        assertThat(outValue).as("the handle rose").isGreaterThan(handles.outValue(1, 0));
        assertThat(attack.document().history().size()).isEqualTo(steps + 1);
    }
}

package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Properties;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.ui.control.NumberField;
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

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** Keyboard, wheel, menu and Rec gestures of the Animation panel, each checked as the artist would see it. */
class AnimationGesturesTest extends AnimationPanelFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @Test
    void arrowKeysNudgeTheSelectedKeysByFramesOneStepEach(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        Track position = track(attack.value(), "", Properties.POSITION);
        Key key = position.keys().get(1);
        robot.interact(() -> attack.select(Set.of(key.id())));
        int steps = attack.document().history().size();

        robot.moveTo(panel().sheet()).push(KeyCode.RIGHT);

        waitUntil(() -> attack.value().track(position.id()).key(key.id()).time() != key.time());
        assertThat(attack.value().track(position.id()).key(key.id()).time()).isCloseTo(0.14 + 1 / 60.0, within(1e-6));
        robot.press(KeyCode.SHIFT, KeyCode.RIGHT).release(KeyCode.RIGHT, KeyCode.SHIFT);
        waitUntil(() -> attack.value().track(position.id()).key(key.id()).time() > 0.2);
        assertThat(attack.value().track(position.id()).key(key.id()).time()).isCloseTo(0.14 + 11 / 60.0, within(1e-6));
        assertThat(attack.document().history().size()).isEqualTo(steps + 2);
        assertThat(attack.value().track(position.id()).key(key.id()).value()).isEqualTo(key.value());
    }

    @Test
    void ctrlDDuplicatesTheSelectedKeyAFrameAfterItAndSelectsTheCopy(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        Track position = track(attack.value(), "", Properties.POSITION);
        Key key = position.keys().get(1);
        robot.interact(() -> attack.select(Set.of(key.id())));
        int steps = attack.document().history().size();

        robot.moveTo(panel().sheet()).press(KeyCode.CONTROL, KeyCode.D).release(KeyCode.D, KeyCode.CONTROL);

        waitUntil(() -> attack.value().track(position.id()).keys().size() == 4);
        Key copy = attack.value().track(position.id()).keys().get(2);
        assertThat(copy.time()).isCloseTo(0.14 + 1 / 60.0, within(1e-6));
        assertThat(copy.value()).isEqualTo(key.value());
        assertThat(copy.id()).isNotEqualTo(key.id());
        assertThat(attack.selection()).containsExactly(copy.id());
        assertThat(attack.document().history().size()).isEqualTo(steps + 1);
    }

    @Test
    void theWheelZoomsAroundTheMouse(FxRobot robot) {
        clip(robot, "anim/knight/attack.aeanim");
        var axis = panel().sheet().axis();
        double before = axis.pixelsPerSecond();
        Point2D at = panel().sheet().localToScreen(axis.x(0.3), 40);
        double x = axis.x(0.3);

        robot.moveTo(at).scroll(3, javafx.geometry.VerticalDirection.UP);

        waitUntil(() -> Math.abs(axis.pixelsPerSecond() - before) > 1);
        assertThat(axis.time(x)).as("the time under the mouse stays there").isCloseTo(0.3, within(0.005));
    }

    @Test
    void fFramesTheSelectionAndAFramesTheWholeClip(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        DopeSheetView sheet = panel().sheet();
        double all = sheet.axis().pixelsPerSecond();
        double allStart = sheet.axis().startProperty().get();
        Key last = track(attack.value(), "", Properties.POSITION).keys().get(2);
        robot.interact(() -> attack.select(Set.of(last.id())));

        robot.moveTo(sheet).push(KeyCode.F);

        waitUntil(() -> sheet.axis().pixelsPerSecond() > 1.5 * all);
        assertThat(sheet.axis().x(last.time())).as("the key in the middle")
                .isCloseTo(sheet.getWidth() / 2, within(2.0));
        robot.push(KeyCode.A);
        waitUntil(() -> Math.abs(sheet.axis().pixelsPerSecond() - all) < 1e-6);
        assertThat(sheet.axis().startProperty().get()).isCloseTo(allStart, within(1e-9));
        assertThat(sheet.axis().x(0)).isGreaterThanOrEqualTo(0);
        assertThat(sheet.axis().x(attack.value().length())).isLessThanOrEqualTo(sheet.getWidth());
    }

    /** The dope sheet's key menu while it shows, else null (call on the JavaFX thread). */
    private static ContextMenu keyMenu() {
        return Window.getWindows().stream().filter(window -> window instanceof ContextMenu menu && window.isShowing()
                && "dope-sheet-menu".equals(menu.getId())).map(ContextMenu.class::cast).findFirst().orElse(null);
    }

    @Test
    void anEasingPresetFromTheContextMenuShapesTheSegmentTheKeyStartsAsOneStep(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        Track position = track(attack.value(), "", Properties.POSITION);
        Key first = position.keys().get(0);
        int steps = attack.document().history().size();

        robot.rightClickOn(onRow(position.id(), first.time()));
        waitUntil(() -> keyMenu() != null);
        assertThat(attack.selection()).as("right-clicking a key selects it").containsExactly(first.id());
        MenuItem easeInOut = ((Menu) keyMenu().getItems().stream().filter(item -> "Easing".equals(item.getText()))
                .findFirst().orElseThrow()).getItems().stream().filter(item -> "Ease In-Out".equals(item.getText()))
                .findFirst().orElseThrow();
        assertThat(easeInOut.isDisable()).isFalse();
        robot.interact(easeInOut::fire);

        waitUntil(() -> !attack.value().track(position.id()).key(first.id()).equals(first));
        Track shaped = attack.value().track(position.id());
        Key eased = shaped.key(first.id());
        Key next = shaped.keys().get(1);
        // The preset shapes the segment the key starts: its out handle and the next key's in handle.
        assertThat(eased.sharedTangent()).isEqualTo(TangentMode.FREE);
        assertThat(eased.out()).isNotNull();
        assertThat(eased.out().get(1)).as("flat at the start of an ease in-out").isCloseTo(0, within(1e-9));
        assertThat(next.in()).isNotNull();
        assertThat(List.of(eased.time(), next.time())).containsExactly(first.time(), position.keys().get(1).time());
        assertThat(List.of(eased.value(), next.value()))
                .containsExactly(first.value(), position.keys().get(1).value());
        assertThat(shaped.keys().get(2)).as("the next segment does not move").isEqualTo(position.keys().get(2));
        assertThat(attack.document().history().size()).isEqualTo(steps + 1);
    }

    @Test
    void keysSelectedOverTheDopeSheetArePointsWhenTheCurvesShow(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        Track position = track(attack.value(), "", Properties.POSITION);
        Key first = position.keys().get(0);
        Key last = position.keys().get(position.keys().size() - 1);
        robot.interact(() -> attack.select(Set.of(first.id(), last.id())));
        var curves = panel().curves();
        // Over the dope sheet the curve editor keeps no points; they are made when it shows.
        assertThat(curves.isVisible()).isFalse();
        showCurves(robot, position, -1);
        waitUntil(() -> curves.pointsProperty().get().size() == 4);
        assertThat(curves.pointsProperty().get()).containsExactlyInAnyOrder(
                new dev.reel.ui.curves.CurvePoint(first.id(), 0), new dev.reel.ui.curves.CurvePoint(first.id(), 1),
                new dev.reel.ui.curves.CurvePoint(last.id(), 0), new dev.reel.ui.curves.CurvePoint(last.id(), 1));
        robot.interact(() -> {
            panel().showCurves(false);
            attack.select(Set.of(first.id()));
            panel().showCurves(true);
        });
        waitUntil(() -> curves.pointsProperty().get().size() == 2);
        assertThat(curves.pointsProperty().get()).extracting(dev.reel.ui.curves.CurvePoint::keyId)
                .containsOnly(first.id());
    }

    @Test
    void aBoxInTheCurvesSelectsThePointsItCovers(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        Track position = track(attack.value(), "", Properties.POSITION);
        showCurves(robot, position, -1);
        robot.interact(() -> attack.select(Set.of()));
        var curves = panel().curves();
        Key middle = position.keys().get(1);
        double x = curves.axis().x(middle.time());
        Point2D from = curves.localToScreen(x - 12, 4);
        Point2D to = curves.localToScreen(x + 12, curves.getHeight() - 4);

        robot.moveTo(from).press(MouseButton.PRIMARY).moveTo(from.midpoint(to)).moveTo(to).release(MouseButton.PRIMARY);

        waitUntil(() -> attack.selection().equals(Set.of(middle.id())));
        assertThat(curves.pointsProperty().get()).containsExactlyInAnyOrder(
                new dev.reel.ui.curves.CurvePoint(middle.id(), 0), new dev.reel.ui.curves.CurvePoint(middle.id(), 1));
        assertThat(attack.document().history().size()).as("selecting never edits").isZero();
    }

    @Test
    void recWithAutoKeyKeysAnInspectorChangeAtTheCursor(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        robot.interact(() -> {
            attack.setTimeCursor(0.3);
            window.playback().recProperty().set(true);
            window.playback().autoKeyProperty().set(true);
        });
        NumberField rotation = nodeField(robot, "#inspector-rotation");
        robot.interact(() -> {
            rotation.requestFocus();
            rotation.selectAll();
        });
        robot.write("2");

        waitUntil(() -> attack.value().tracks().stream().anyMatch(t -> t.property().equals(Properties.ROTATION)));
        Track keyed = track(attack.value(), "", Properties.ROTATION);
        assertThat(keyed.keys()).extracting(Key::time, Key::value)
                .as("typed in degrees, keyed in radians")
                .containsExactly(org.assertj.core.groups.Tuple.tuple(0.3, new Value.Num(Math.toRadians(2))));
        assertThat(window.rig().pending("", Properties.ROTATION)).as("nothing waits for K").isNull();
    }
}

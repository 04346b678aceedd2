package dev.reel.ui.preview;

import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Properties;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.ui.control.Unit;
import dev.reel.ui.documents.OpenDocument;
import javafx.geometry.Point2D;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Posing on the preview canvas in a real window: picking nodes by clicking their sprites, the rotate ring with
 * Ctrl, the scale corners with Shift, dragging a key dot of the path, Rec off, the tool keys and nudges. Each
 * change is one undo step that gives back the file's bytes.
 */
class PosingTest extends PosingFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private static Track track(Clip clip, String path, String property) {
        return clip.tracks().stream().filter(t -> t.path().equals(path) && t.property().equals(property))
                .findFirst().orElse(null);
    }

    private static void undoRestoresTheBytes(FxRobot robot, OpenDocument<Clip> document, byte[] before) {
        robot.interact(() -> document.document().undo());
        assertThat(new String(document.bytes())).as("one undo step gives back the file").isEqualTo(new String(before));
    }

    @Test
    void clickingASpritePicksItsNodeAndAltClickGoesDownTheStack(FxRobot robot) {
        openClip(robot, "duo.aeanim");
        // The rogue stands at world (130, -10): 40 units above her pivot is her chest.
        robot.clickOn(onWorld(130, -50));
        waitUntil(() -> window.rig().selectedNode().equals("Mage/Rogue"));
        assertThat(panel().nodes().list().getSelectionModel().getSelectedItem()).as("the Nodes list follows")
                .isEqualTo("Mage/Rogue");
        waitUntil(() -> ((dev.reel.ui.dopesheet.AnimationPanel) window.panel(dev.reel.ui.shell.PanelSlot.ANIMATION))
                .trackList().selectedNodeProperty().get().equals("Mage/Rogue"));
        // 60 units left of her pivot is still inside her cell, but empty there: the mage's chest is what is hit.
        robot.clickOn(onWorld(70, -50));
        waitUntil(() -> window.rig().selectedNode().equals("Mage"));

        // A row of the list selects on the canvas: the gizmo moves to the knight's pivot at the origin.
        robot.interact(() -> panel().nodes().list().getSelectionModel().select(""));
        waitUntil(() -> window.rig().selectedNode().isEmpty());
        GizmoFrame frame = frame();
        assertThat(frame.pivotX()).isCloseTo(camera().viewX(0), within(1e-9));
        assertThat(frame.pivotY()).isCloseTo(camera().viewY(0), within(1e-9));

        // Where the rogue stands in front of the mage, a click picks the rogue; Alt-click there goes under.
        open("anim/stack.aeanim");
        waitUntil(() -> panel().lastPose() != null && panel().lastPose().sprites().size() == 2);
        Point2D both = onWorld(2, -40);
        robot.clickOn(both);
        waitUntil(() -> window.rig().selectedNode().equals("Mage/Rogue"));
        robot.press(KeyCode.ALT).clickOn(both).release(KeyCode.ALT);
        waitUntil(() -> window.rig().selectedNode().equals("Mage"));
        robot.press(KeyCode.ALT).clickOn(both).release(KeyCode.ALT);
        waitUntil(() -> window.rig().selectedNode().equals("Mage/Rogue"));
    }

    @Test
    void aCtrlDragOfTheRingKeysExactlyNinetyDegreesInOneUndoStep(FxRobot robot) {
        OpenDocument<Clip> duo = openClip(robot, "duo.aeanim");
        robot.interact(() -> window.rig().selectNode("Mage"));
        recordWithAutoKey(robot);
        robot.moveTo(onWorld(-40, -40)).type(KeyCode.E);
        waitUntil(() -> panel().posing().tool() == PoseTool.ROTATE);
        byte[] before = duo.bytes();
        GizmoFrame frame = frame();
        double radius = GizmoHandle.RING;
        robot.moveTo(onView(frame.pivotX() + radius, frame.pivotY()));
        robot.press(KeyCode.CONTROL).press(MouseButton.PRIMARY);
        // A little short of a quarter turn (88°): Ctrl snaps it to the 15° step at 90°.
        for (int degrees = 10; degrees <= 88; degrees += degrees < 82 ? 8 : 6) {
            double angle = Math.toRadians(degrees);
            robot.moveTo(onView(frame.pivotX() + radius * Math.cos(angle), frame.pivotY() + radius * Math.sin(angle)));
        }
        robot.release(MouseButton.PRIMARY).release(KeyCode.CONTROL);
        waitUntil(() -> track(duo.value(), "Mage", Properties.ROTATION) != null);

        Track rotation = track(duo.value(), "Mage", Properties.ROTATION);
        assertThat(rotation.keys()).hasSize(1);
        Key key = rotation.keys().get(0);
        assertThat(key.time()).isEqualTo(0);
        double stored = ((Value.Num) key.value()).value();
        assertThat(stored).as("kept in radians, exactly a quarter turn").isEqualTo(Math.toRadians(90));
        assertThat(Unit.DEGREES.shown(stored)).isEqualTo(90);
        assertThat(duo.text()).contains("v=1.5707963267948966");
        assertThat(track(duo.value(), "Mage", Properties.POSITION).keys()).as("the position keys are untouched")
                .hasSize(3);
        assertThat(duo.document().undoLabel()).contains("Rotate Mage");
        undoRestoresTheBytes(robot, duo, before);
    }

    @Test
    void theRingReadsOutTheAngleSweptWithTheRotationItGives(FxRobot robot) {
        openClip(robot, "duo.aeanim");
        robot.interact(() -> {
            window.rig().selectNode("Mage");
            window.rig().setRest("Mage", Properties.ROTATION, new Value.Num(Math.toRadians(45)));
        });
        recordWithAutoKey(robot);
        robot.moveTo(onWorld(-40, -40)).type(KeyCode.E);
        waitUntil(() -> panel().posing().tool() == PoseTool.ROTATE);
        GizmoFrame frame = frame();
        double radius = GizmoHandle.RING;
        double start = 0;
        robot.moveTo(onView(frame.pivotX() + radius * Math.cos(start), frame.pivotY() + radius * Math.sin(start)));
        robot.press(KeyCode.CONTROL).press(MouseButton.PRIMARY);
        // About a third of a right angle further on screen (clockwise, as the rotation grows); Ctrl snaps to 15°.
        for (int degrees = 6; degrees <= 32; degrees += 6) {
            double angle = start + Math.toRadians(degrees);
            robot.moveTo(onView(frame.pivotX() + radius * Math.cos(angle), frame.pivotY() + radius * Math.sin(angle)));
        }
        waitUntil(() -> panel().posing().layer().readout() != null);
        String readout = panel().posing().layer().readout();
        robot.press(KeyCode.ESCAPE).release(KeyCode.ESCAPE);
        robot.release(MouseButton.PRIMARY).release(KeyCode.CONTROL);

        assertThat(readout).as("the swept angle first, then the rotation it gives").isEqualTo("+30°  (75°)");
    }

    @Test
    void aShiftDragOfAScaleCornerKeepsTheRatio(FxRobot robot) {
        OpenDocument<Clip> duo = openClip(robot, "duo.aeanim");
        robot.interact(() -> window.rig().selectNode("Mage"));
        recordWithAutoKey(robot);
        robot.moveTo(onWorld(-40, -40)).type(KeyCode.R);
        waitUntil(() -> panel().posing().tool() == PoseTool.SCALE);
        byte[] before = duo.bytes();
        GizmoFrame frame = frame();
        double[] corners = frame.corners();
        // The top-right corner, dragged out much more to the right than up.
        robot.moveTo(onView(corners[2], corners[3]));
        robot.press(KeyCode.SHIFT).press(MouseButton.PRIMARY);
        robot.moveTo(onView(corners[2] + 20, corners[3] - 4));
        robot.moveTo(onView(corners[2] + 50, corners[3] - 10));
        robot.release(MouseButton.PRIMARY).release(KeyCode.SHIFT);
        waitUntil(() -> track(duo.value(), "Mage", Properties.SCALE) != null);

        double[] scale = ((Value.Vec) track(duo.value(), "Mage", Properties.SCALE).keys().get(0).value()).lanes();
        assertThat(scale[0]).as("it grew").isGreaterThan(1.05);
        assertThat(scale[1]).as("Shift keeps the 1:1 aspect").isEqualTo(scale[0]);
        undoRestoresTheBytes(robot, duo, before);

        // Without Shift the same drag stretches x more than y.
        robot.moveTo(onView(corners[2], corners[3])).press(MouseButton.PRIMARY);
        robot.moveTo(onView(corners[2] + 20, corners[3] - 4));
        robot.moveTo(onView(corners[2] + 50, corners[3] - 10));
        robot.release(MouseButton.PRIMARY);
        waitUntil(() -> track(duo.value(), "Mage", Properties.SCALE) != null);
        double[] free = ((Value.Vec) track(duo.value(), "Mage", Properties.SCALE).keys().get(0).value()).lanes();
        assertThat(free[0]).isGreaterThan(free[1]);
    }

    /** The world point under the screen point {@code at}, as the preview shows it now. */
    private double[] worldAt(FxRobot robot, javafx.geometry.Point2D at) {
        double[] world = new double[2];
        robot.interact(() -> {
            javafx.geometry.Point2D local = panel().canvas().screenToLocal(at);
            world[0] = camera().worldX(local.getX());
            world[1] = camera().worldY(local.getY());
        });
        return world;
    }

    /**
     * The world under {@code at} once the window's layout has settled: the same in two reads a few pulses apart
     * (a layout a drag asked for may land a pulse later and move the view's centre).
     */
    private double[] settledWorldAt(FxRobot robot, javafx.geometry.Point2D at) {
        double[] last = worldAt(robot, at);
        for (int tries = 0; tries < 25; tries++) {
            org.testfx.util.WaitForAsyncUtils.sleep(60, java.util.concurrent.TimeUnit.MILLISECONDS);
            org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
            double[] now = worldAt(robot, at);
            if (java.util.Arrays.equals(now, last)) {
                return now;
            }
            last = now;
        }
        return last;
    }

    @Test
    void draggingAPathDotMovesThatOneKeyInOneUndoStep(FxRobot robot) {
        OpenDocument<Clip> duo = openClip(robot, "duo.aeanim");
        robot.interact(() -> window.rig().selectNode("Mage"));
        waitUntil(() -> panel().lastPath() != null && panel().lastPath().keys().size() == 3);
        byte[] before = duo.bytes();
        Clip start = duo.value();
        List<Key> keys = track(duo.value(), "Mage", Properties.POSITION).keys();
        // The view settles first (a layout the tests before asked for may still move its centre): the press is
        // worked out in the view it lands in, so the dot is grabbed at its centre.
        settledWorldAt(robot, onWorld(90, -30));
        double zoom = camera().zoom();
        // The key at 0.5 s, at [90, -30]: Rec stays off, a dot edits the key itself.
        robot.moveTo(onWorld(90, -30)).press(MouseButton.PRIMARY);
        robot.moveTo(onWorld(90 + 5 / zoom, -30));
        javafx.geometry.Point2D end = onWorld(90 + 20 / zoom, -30 + 10 / zoom);
        robot.moveTo(end);
        waitUntil(() -> panel().posing().highlightedDot() == 1);
        // Where the mouse is, in the world as the preview shows it just before the release and just after: a
        // panel beside the preview may change its size around the release, and the view keeps its centre when
        // it does, so the dot ends under the mouse as one of the two showed it.
        double[] underBefore = settledWorldAt(robot, end);
        robot.release(MouseButton.PRIMARY);
        waitUntil(() -> !duo.value().equals(start) && !duo.document().busy());
        double[] underAfter = worldAt(robot, end);
        double[] settledAfter = settledWorldAt(robot, end);

        List<Key> after = track(duo.value(), "Mage", Properties.POSITION).keys();
        assertThat(after.get(0).value()).isEqualTo(keys.get(0).value());
        assertThat(after.get(2).value()).isEqualTo(keys.get(2).value());
        double[] moved = ((Value.Vec) after.get(1).value()).lanes();
        // The mouse lands on whole screen pixels, so the dot follows it to within one pixel.
        double pixel = 1.001 / zoom;
        double[] under = underBefore;
        for (double[] seen : List.of(underAfter, settledAfter)) {
            if (Math.abs(moved[0] - seen[0]) <= pixel && Math.abs(moved[1] - seen[1]) <= pixel) {
                under = seen;
            }
        }
        String seen = "moved " + java.util.Arrays.toString(moved) + ", under the mouse before "
                + java.util.Arrays.toString(underBefore) + ", after " + java.util.Arrays.toString(underAfter)
                + ", settled " + java.util.Arrays.toString(settledAfter) + ", zoom " + zoom;
        assertThat(moved[0]).as(seen).isCloseTo(under[0], within(pixel));
        assertThat(moved[1]).as(seen).isCloseTo(under[1], within(pixel));
        assertThat(track(duo.value(), "Mage", Properties.ROTATION)).isNull();
        undoRestoresTheBytes(robot, duo, before);
    }

    @Test
    void withRecOffADragTriesThePoseButKeysNothingAndSaysSo(FxRobot robot) {
        OpenDocument<Clip> duo = openClip(robot, "duo.aeanim");
        robot.interact(() -> window.rig().selectNode("Mage"));
        Clip before = duo.value();
        // The mage's chest.
        Point2D body = onWorld(70, -50);
        robot.moveTo(body).press(MouseButton.PRIMARY);
        robot.moveTo(body.add(10, 0)).moveTo(body.add(30, 0));
        waitUntil(() -> panel().lastPose().worldOf("Mage").x0() > 70 + 20 / camera().zoom());
        robot.release(MouseButton.PRIMARY);
        waitUntil(() -> window.status().lastMessage() != null && window.status().lastMessage().contains("Rec is off"));
        assertThat(duo.value()).isEqualTo(before);
        waitUntil(() -> Math.abs(panel().lastPose().worldOf("Mage").x0() - 70) < 1e-9);
    }

    @Test
    void arrowKeysNudgeTheSelectedNodeWithRecOnAndStepFramesWithRecOff(FxRobot robot) {
        OpenDocument<Clip> duo = openClip(robot, "duo.aeanim");
        robot.interact(() -> window.rig().selectNode("Mage/Rogue"));
        robot.clickOn(onWorld(-200, -200), MouseButton.MIDDLE);
        recordWithAutoKey(robot);
        byte[] before = duo.bytes();
        robot.type(KeyCode.RIGHT).press(KeyCode.SHIFT).type(KeyCode.UP).release(KeyCode.SHIFT);
        waitUntil(() -> duo.document().history().position() >= 2);
        double[] lanes = ((Value.Vec) track(duo.value(), "Mage/Rogue", Properties.POSITION).keys().get(0).value())
                .lanes();
        assertThat(lanes).containsExactly(61, -10);
        robot.interact(() -> duo.document().undo());
        undoRestoresTheBytes(robot, duo, before);

        robot.interact(() -> window.playback().recProperty().set(false));
        robot.type(KeyCode.RIGHT);
        waitUntil(() -> duo.timeCursor() > 0);
        assertThat(duo.document().canUndo()).isFalse();
    }

    @Test
    void fieldsTheClipDrivesAreReadOnlyInTheInspectorUntilRecIsOn(FxRobot robot) {
        openClip(robot, "duo.aeanim");
        robot.interact(() -> window.rig().selectNode("Mage"));
        javafx.scene.control.TitledPane node = robot.lookup(".titled-pane")
                .queryAllAs(javafx.scene.control.TitledPane.class).stream()
                .filter(pane -> pane.getText().equals("Node")).findFirst().orElseThrow();
        robot.interact(() -> node.setExpanded(true));
        waitUntil(() -> robot.lookup("#inspector-position").tryQuery().isPresent());
        javafx.scene.Node position = robot.lookup("#inspector-position").query();
        assertThat(position instanceof javafx.scene.control.Label).as("driven by the clip, Rec off: shown, not "
                + "editable").isTrue();
        assertThat(position.getPseudoClassStates().toString()).contains("driven");
        assertThat(robot.lookup("#inspector-rotation").query() instanceof javafx.scene.control.Label)
                .as("the clip does not drive the rotation").isFalse();

        robot.interact(() -> window.playback().recProperty().set(true));
        waitUntil(() -> !(robot.lookup("#inspector-position").query() instanceof javafx.scene.control.Label));
    }

    @Test
    void anXArrowDragKeysXAloneAndEscCancelsADrag(FxRobot robot) {
        OpenDocument<Clip> duo = openClip(robot, "duo.aeanim");
        robot.interact(() -> window.rig().selectNode("Mage/Rogue"));
        recordWithAutoKey(robot);
        byte[] before = duo.bytes();
        GizmoFrame frame = frame();
        double zoom = camera().zoom();
        // The red arrow, dragged right and (which it ignores) down.
        robot.moveTo(onView(frame.pivotX() + 40, frame.pivotY())).press(MouseButton.PRIMARY);
        robot.moveTo(onView(frame.pivotX() + 50, frame.pivotY() + 5));
        robot.moveTo(onView(frame.pivotX() + 70, frame.pivotY() + 20));
        robot.release(MouseButton.PRIMARY);
        waitUntil(() -> duo.document().canUndo());
        double[] lanes = ((Value.Vec) track(duo.value(), "Mage/Rogue", Properties.POSITION).keys().get(0).value())
                .lanes();
        assertThat(lanes[0]).isCloseTo(60 + 30 / zoom, within(0.001));
        assertThat(lanes[1]).as("the y lane keeps its value").isEqualTo(0);
        undoRestoresTheBytes(robot, duo, before);

        robot.moveTo(onView(frame.pivotX() + 40, frame.pivotY())).press(MouseButton.PRIMARY);
        robot.moveTo(onView(frame.pivotX() + 50, frame.pivotY()));
        robot.moveTo(onView(frame.pivotX() + 70, frame.pivotY()));
        waitUntil(() -> panel().lastPose().worldOf("Mage/Rogue").x0() > 130 + 10 / zoom);
        robot.type(KeyCode.ESCAPE);
        robot.release(MouseButton.PRIMARY);
        waitUntil(() -> Math.abs(panel().lastPose().worldOf("Mage/Rogue").x0() - 130) < 1e-9);
        assertThat(duo.document().canUndo()).as("Esc: nothing keyed").isFalse();
        assertThat(new String(duo.bytes())).isEqualTo(new String(before));
    }
}

package dev.reel.ui.preview;

import dev.reel.model.Clip;
import dev.reel.model.Properties;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.model.rig.Rig;
import dev.reel.preview.Camera;
import dev.reel.preview.RigFigure;
import dev.reel.preview.Transform2D;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.documents.RigViewState;
import javafx.geometry.Point2D;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Posing bones: the rotate gizmo on a bone's setup pose in Rig mode, and in a rig clip the gizmos keying bones with
 * Rec, an IK target dragged with the chain following live, and an IK mix keyed from the Inspector.
 */
class RigPoseTest extends PosingFixture {
    /** An arm of two bones 30 long reaching for a target bone at its tip; the upper arm starts turned 30°. */
    private static final String RIG = """
            rig version=1 {
              bone "root"
              bone "upper" parent="root" length=30 rotation=0.5235987755982988
              bone "lower" parent="upper" length=30 x=30
              bone "target" parent="root" x=60 y=0
              bone "pole" parent="root" length=20 y=-20
              ik "arm" bones=["upper", "lower"] target="target"
            }
            """;
    private static final String CLIP = """
            anim version=1 length=1 loop=loop rig=asset("anim/pose.aerig") {
            }
            """;

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @Override
    protected void beforeWindow() {
        try {
            Files.writeString(root.resolve("anim/pose.aerig"), RIG);
            Files.writeString(root.resolve("anim/pose.aeanim"), CLIP);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Puts world ({@code x}, {@code y}) mid-view at zoom 2. */
    private void centreOn(FxRobot robot, double x, double y) {
        robot.interact(() -> panel().canvas().cameraProperty().set(Camera.centredOn(x, y, 2,
                (int) panel().canvas().getWidth(), (int) panel().canvas().getHeight())));
    }

    @SuppressWarnings("unchecked")
    private OpenDocument<Clip> openRigClip(FxRobot robot) {
        OpenDocument<Clip> clip = (OpenDocument<Clip>) open("anim/pose.aeanim");
        waitUntil(() -> panel().canvas().renderer() != null && panel().lastPose() != null
                && panel().lastPose().rig() != null);
        centreOn(robot, 30, 0);
        return clip;
    }

    private static Track track(Clip clip, String path, String property) {
        return clip.tracks().stream().filter(track -> track.path().equals(path) && track.property().equals(property))
                .findFirst().orElse(null);
    }

    /** The drawn world transform of the bone at {@code path} in the preview's last pose. */
    private Transform2D drawn(FxRobot robot, String path) {
        Transform2D[] world = new Transform2D[1];
        robot.interact(() -> {
            RigFigure figure = panel().lastPose().rig();
            world[0] = figure.world(figure.boneAt(path));
        });
        return world[0];
    }

    /** Presses on the ring of the gizmo about view point pivot and, Ctrl held, turns it 88° (snapped to 90°). */
    private void ctrlTurnRing(FxRobot robot, double pivotX, double pivotY, boolean release) {
        double radius = GizmoHandle.RING;
        robot.moveTo(onView(pivotX + radius, pivotY));
        robot.press(KeyCode.CONTROL).press(MouseButton.PRIMARY);
        for (int degrees = 10; degrees <= 88; degrees += degrees < 82 ? 8 : 6) {
            double angle = Math.toRadians(degrees);
            robot.moveTo(onView(pivotX + radius * Math.cos(angle), pivotY + radius * Math.sin(angle)));
        }
        if (release) {
            robot.release(MouseButton.PRIMARY).release(KeyCode.CONTROL);
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void rotatingABoneInRigModeTurnsItsSetupByTheDraggedAngleInOneUndoStep(FxRobot robot) {
        OpenDocument<Rig> rig = (OpenDocument<Rig>) open("anim/pose.aerig");
        waitUntil(() -> panel().rigMode().document() == rig);
        centreOn(robot, 0, -20);
        // The pole is out of the IK chain: a click on it picks it, E shows the ring about its joint.
        robot.clickOn(onWorld(10, -20));
        waitUntil(() -> "pole".equals(RigViewState.of(rig).selectedBone()));
        robot.type(KeyCode.E);
        waitUntil(() -> panel().posing().tool() == PoseTool.ROTATE);
        long steps = rig.document().history().steps().size();
        double[] pivot = new double[2];
        robot.interact(() -> {
            pivot[0] = camera().viewX(0);
            pivot[1] = camera().viewY(-20);
        });
        ctrlTurnRing(robot, pivot[0], pivot[1], true);
        waitUntil(() -> rig.value().bone("pole").rotation() != 0);
        assertThat(rig.value().bone("pole").rotation()).as("a quarter turn clockwise, snapped")
                .isEqualTo(Math.toRadians(90));
        assertThat(rig.value().bone("pole").x()).isEqualTo(0);
        assertThat(rig.value().bone("pole").y()).isEqualTo(-20);
        assertThat(rig.document().history().steps()).as("one undo step").hasSize((int) steps + 1);
        // The tip swung round to below the joint, and the Skeleton panel's rotation field reads 90.
        double[] tip = new double[2];
        robot.interact(() -> tip[0] = RigGeometry.of(rig.value()).tip("pole")[1]);
        assertThat(tip[0]).isCloseTo(0, within(1e-9));
        dev.reel.ui.control.NumberField field = robot.lookup("#bone-rotation")
                .queryAs(dev.reel.ui.control.NumberField.class);
        waitUntil(() -> Double.valueOf(Math.toRadians(90)).equals(field.getValue()));
        robot.interact(() -> rig.document().undo());
        assertThat(rig.value().bone("pole").rotation()).isEqualTo(0);

        // Esc during a drag puts the bone back and records nothing.
        long afterUndo = rig.document().history().steps().size();
        ctrlTurnRing(robot, pivot[0], pivot[1], false);
        waitUntil(() -> rig.value().bone("pole").rotation() != 0);
        robot.type(KeyCode.ESCAPE);
        waitUntil(() -> rig.value().bone("pole").rotation() == 0);
        robot.release(MouseButton.PRIMARY).release(KeyCode.CONTROL);
        waitForPulses(2, 0.5);
        assertThat(rig.value().bone("pole").rotation()).isEqualTo(0);
        assertThat(rig.document().history().steps()).hasSize((int) afterUndo);
    }

    @Test
    void inARigClipWithRecRotatingABoneKeysItsRotationFromTheSetupPose(FxRobot robot) {
        OpenDocument<Clip> clip = openRigClip(robot);
        // A click on the drawn pole bone selects its row.
        robot.clickOn(onWorld(10, -20));
        waitUntil(() -> "pole".equals(selected()));
        recordWithAutoKey(robot);
        robot.type(KeyCode.E);
        waitUntil(() -> panel().posing().tool() == PoseTool.ROTATE);
        GizmoFrame frame = frame();
        ctrlTurnRing(robot, frame.pivotX(), frame.pivotY(), false);
        // The bone follows the mouse before anything is keyed.
        waitUntil(() -> Math.abs(drawn(robot, "pole").rotation() - Math.toRadians(90)) < 1e-9);
        assertThat(track(clip.value(), "pole", Properties.ROTATION)).isNull();
        robot.release(MouseButton.PRIMARY).release(KeyCode.CONTROL);
        waitUntil(() -> track(clip.value(), "pole", Properties.ROTATION) != null);
        Track rotation = track(clip.value(), "pole", Properties.ROTATION);
        assertThat(rotation.keys()).hasSize(1);
        assertThat(((Value.Num) rotation.keys().get(0).value()).value()).isEqualTo(Math.toRadians(90));

        // The upper arm starts at its setup 30°: a quarter turn of it keys 120°, not 90°.
        robot.interact(() -> window.rig().selectNode("upper"));
        robot.interact(() -> window.rig().selectNode("upper"));
        waitUntil(() -> frame() != null && Math.abs(frame().pivotX() - camera().viewX(0)) < 1e-6);
        GizmoFrame upper = frame();
        ctrlTurnRing(robot, upper.pivotX(), upper.pivotY(), true);
        waitUntil(() -> track(clip.value(), "upper", Properties.ROTATION) != null);
        assertThat(((Value.Num) track(clip.value(), "upper", Properties.ROTATION).keys().get(0).value()).value())
                .isEqualTo(Math.toRadians(120));
    }

    @Test
    void draggingAnIkTargetInAClipMovesTheChainsTipToItLive(FxRobot robot) {
        OpenDocument<Clip> clip = openRigClip(robot);
        // The lower arm's tip lies on the target's joint: the joint wins the click.
        robot.clickOn(onWorld(60, 0));
        waitUntil(() -> "target".equals(selected()));
        recordWithAutoKey(robot);
        Point2D from = onWorld(60, 0);
        Point2D to = onWorld(30, 30);
        robot.moveTo(from).press(MouseButton.PRIMARY);
        robot.moveTo(from.midpoint(to)).moveTo(to);
        waitUntil(() -> {
            Transform2D target = drawn(robot, "target");
            return Math.abs(target.x0() - 30) < 1e-9 && Math.abs(target.y0() - 30) < 1e-9;
        });
        Transform2D lower = drawn(robot, "upper/lower");
        assertThat(lower.a() * 30 + lower.x0()).as("the tip follows while dragging").isCloseTo(30, within(1e-6));
        assertThat(lower.b() * 30 + lower.y0()).isCloseTo(30, within(1e-6));
        robot.release(MouseButton.PRIMARY);
        waitUntil(() -> track(clip.value(), "target", Properties.POSITION) != null);
        Value.Vec keyed = (Value.Vec) track(clip.value(), "target", Properties.POSITION).keys().get(0).value();
        assertThat(keyed.get(0)).isEqualTo(30);
        assertThat(keyed.get(1)).isEqualTo(30);
        waitForPulses(3, 0.5);
        Transform2D after = drawn(robot, "upper/lower");
        assertThat(after.a() * 30 + after.x0()).as("and stays there as keyed").isCloseTo(30, within(1e-6));
        assertThat(after.b() * 30 + after.y0()).isCloseTo(30, within(1e-6));
    }

    @Test
    void anIkMixSetInTheInspectorKeysIt(FxRobot robot) {
        OpenDocument<Clip> clip = openRigClip(robot);
        robot.interact(() -> window.rig().selectNode(""));
        recordWithAutoKey(robot);
        javafx.scene.control.TitledPane node = robot.lookup(".titled-pane")
                .queryAllAs(javafx.scene.control.TitledPane.class).stream()
                .filter(pane -> pane.getText().equals("Node")).findFirst().orElseThrow();
        robot.interact(() -> node.setExpanded(true));
        waitUntil(() -> robot.lookup("#inspector-arm-ik-mix").tryQuery().map(javafx.scene.Node::isVisible)
                .orElse(false));
        dev.reel.ui.control.NumberField mix = robot.lookup("#inspector-arm-ik-mix")
                .queryAs(dev.reel.ui.control.NumberField.class);
        assertThat(mix.getValue()).as("the setup mix").isEqualTo(1);
        robot.interact(() -> {
            mix.requestFocus();
            mix.selectAll();
        });
        robot.write("0.25").type(KeyCode.ENTER);
        waitUntil(() -> track(clip.value(), "", "ik/arm.mix") != null);
        Track keyed = track(clip.value(), "", "ik/arm.mix");
        assertThat(keyed.keys()).hasSize(1);
        assertThat(((Value.Num) keyed.keys().get(0).value()).value()).isEqualTo(0.25);
        assertThat(clip.text()).contains("track \"\" prop=\"ik/arm.mix\"");
        // A bend row beside it, at the setup bend.
        assertThat(robot.lookup("#inspector-arm-ik-bend").tryQuery()).isPresent();
    }
}

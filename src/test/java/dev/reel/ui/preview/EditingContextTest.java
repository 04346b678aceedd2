package dev.reel.ui.preview;

import dev.reel.model.Clip;
import dev.reel.model.Properties;
import dev.reel.model.Track;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.inspector.InspectorItem;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Edits land only where the artist is looking: the node selected in one clip, its Rec and its added nodes stay
 * with that clip, so a rotate drag after opening the knight's attack clip never writes a track of a node the
 * attack does not have (the reported bug: {@code track "Arm" prop="transform.rotation"} in attack.aeanim), the
 * Nodes list shows only the previewed clip's nodes as a tree, and the Inspector's Node rows follow the selected
 * node at once.
 */
class EditingContextTest extends PosingFixture {
    /** The knight with a child {@code Arm} and a grandchild {@code Arm/Hand}, and {@code B}, named out of order. */
    static final String ARM = """
            anim version=1 length=1 {
              frames "" durations=[1] {
                sprites=[asset("assets/knight/knight_idle.png#knight_idle_000")]
              }
              track "Arm/Hand" prop="transform.position" kind=vec2 {
                key t=0 v=[8, 0] {}
              }
              track "B" prop="transform.position" kind=vec2 {
                key t=0 v=[-30, 0] {}
              }
              track "Arm" prop="transform.position" kind=vec2 {
                key t=0 v=[10, -20] {}
              }
            }
            """;

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @SuppressWarnings("unchecked")
    private OpenDocument<Clip> openAndDraw(String relative) {
        OpenDocument<Clip> document = (OpenDocument<Clip>) open(relative);
        waitUntil(() -> window.rig().clip() == document.value() && panel().lastPose() != null
                && !panel().lastPose().sprites().isEmpty() && panel().canvas().placed());
        return document;
    }

    private OpenDocument<Clip> openArm() {
        try {
            Files.writeString(root.resolve("anim/arm.aeanim"), ARM);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return openAndDraw("anim/arm.aeanim");
    }

    private static Track track(Clip clip, String path, String property) {
        return clip.tracks().stream().filter(t -> t.path().equals(path) && t.property().equals(property))
                .findFirst().orElse(null);
    }

    /** A quarter of a turn on the rotate ring of the selected node. */
    private void rotateDrag(FxRobot robot) {
        robot.moveTo(onWorld(-40, -40)).type(KeyCode.E);
        waitUntil(() -> panel().posing().tool() == PoseTool.ROTATE);
        GizmoFrame frame = frame();
        assertThat(frame).as("the selected node's gizmo is shown").isNotNull();
        double radius = GizmoHandle.RING;
        robot.moveTo(onView(frame.pivotX() + radius, frame.pivotY())).press(MouseButton.PRIMARY);
        for (int degrees = 10; degrees <= 60; degrees += 10) {
            double angle = Math.toRadians(degrees);
            robot.moveTo(onView(frame.pivotX() + radius * Math.cos(angle), frame.pivotY() + radius * Math.sin(angle)));
        }
        robot.release(MouseButton.PRIMARY);
    }

    private void selectRow(FxRobot robot, String path) {
        robot.interact(() -> panel().nodes().list().getSelectionModel().select(path));
        waitUntil(() -> selected().equals(path));
    }

    @Test
    void aNodeSelectedInOneClipNeverGetsKeyedIntoAnother(FxRobot robot) {
        OpenDocument<Clip> arm = openArm();
        selectRow(robot, "Arm");
        recordWithAutoKey(robot);
        rotateDrag(robot);
        waitUntil(() -> track(arm.value(), "Arm", Properties.ROTATION) != null);

        OpenDocument<Clip> attack = openAndDraw("anim/knight/attack.aeanim");
        String attackBefore = attack.text();
        assertThat(selected()).as("the attack clip has its own selection: its own node").isEmpty();
        assertThat(window.playback().recording()).as("Rec is off in a document just opened").isFalse();
        assertThat(panel().nodes().list().getItems()).as("only the attack's nodes are listed").containsExactly("");
        boolean[] selectedArm = new boolean[1];
        robot.interact(() -> selectedArm[0] = window.rig().selectNode("Arm"));
        assertThat(selectedArm[0]).as("a node the attack's list does not show cannot be selected").isFalse();

        recordWithAutoKey(robot);
        rotateDrag(robot);
        waitUntil(() -> track(attack.value(), "", Properties.ROTATION) != null);
        assertThat(attack.text()).as("the drag rotated the attack's own node").doesNotContain("track \"Arm\"")
                .contains("track \"\" prop=\"transform.rotation\"");
        assertThat(arm.document().history().size()).as("the other clip took no step").isEqualTo(1);

        // Back in the arm clip: its selection and Rec are as the artist left them; the attack is not touched.
        String attackAfter = attack.text();
        robot.interact(() -> window.workspace().focus(arm));
        waitUntil(() -> window.rig().clip() == arm.value());
        assertThat(selected()).isEqualTo("Arm");
        assertThat(window.playback().recording()).isTrue();
        assertThat(attack.text()).isEqualTo(attackAfter).isNotEqualTo(attackBefore);
    }

    /**
     * With Auto Key off a rotate drag waits for K; switching to another clip and back keeps it (it was dropped), the
     * other clip never sees it, and K then keys it into the clip it was made in, nowhere else.
     */
    @Test
    void anEditWaitingForKSurvivesASwitchAndStaysWithItsClip(FxRobot robot) {
        OpenDocument<Clip> arm = openArm();
        selectRow(robot, "Arm");
        robot.interact(() -> {
            window.playback().recProperty().set(true);
            window.playback().autoKeyProperty().set(false);
        });
        rotateDrag(robot);
        waitUntil(() -> window.rig().pending("Arm", Properties.ROTATION) != null);
        dev.reel.model.Value waiting = window.rig().pending("Arm", Properties.ROTATION);

        OpenDocument<Clip> attack = openAndDraw("anim/knight/attack.aeanim");
        String attackBefore = attack.text();
        assertThat(window.rig().pending("Arm", Properties.ROTATION)).as("not the attack's").isNull();
        assertThat(window.rig().pending("", Properties.ROTATION)).isNull();
        robot.interact(() -> {
            window.playback().recProperty().set(true);
            window.playback().autoKeyProperty().set(false);
        });
        boolean[] keyed = new boolean[1];
        robot.interact(() -> keyed[0] = window.rig().keyChanges() != null);
        assertThat(keyed[0]).as("K over the attack has nothing of the arm clip to key").isFalse();

        robot.interact(() -> window.workspace().focus(arm));
        waitUntil(() -> window.rig().clip() == arm.value());
        assertThat(window.rig().pending("Arm", Properties.ROTATION)).as("the edit still waits for K")
                .isEqualTo(waiting);
        robot.interact(() -> window.layout().showBottomTab("Animation"));
        robot.interact(() -> window.actions().find("animation.key").orElseThrow().run());
        waitUntil(() -> track(arm.value(), "Arm", Properties.ROTATION) != null);
        assertThat(attack.text()).as("the attack is untouched").isEqualTo(attackBefore);
        assertThat(attack.document().history().size()).isZero();
    }

    @Test
    void theNodesListIsTheClipsOwnTree(FxRobot robot) {
        openArm();
        waitUntil(() -> panel().nodes().list().getItems().size() == 4);
        assertThat(panel().nodes().list().getItems()).as("each node under its parent, whatever the file's order")
                .containsExactly("", "Arm", "Arm/Hand", "B");
        assertThat(NodeTree.rows(List.of("", "Arm/Hand", "B", "Arm"))).containsExactly(
                new NodeTree.Row("", 0, "(this node)"), new NodeTree.Row("Arm", 1, "Arm"),
                new NodeTree.Row("Arm/Hand", 2, "Hand"), new NodeTree.Row("B", 1, "B"));
        assertThat(NodeTree.rows(List.of("", "Body/Arm", "Body/Arm/Hand"))).as("a path whose parent is not listed")
                .containsExactly(new NodeTree.Row("", 0, "(this node)"), new NodeTree.Row("Body/Arm", 1, "Body/Arm"),
                        new NodeTree.Row("Body/Arm/Hand", 2, "Hand"));
    }

    @Test
    void theInspectorFollowsTheSelectedNodeAndKeysExactlyIt(FxRobot robot) {
        OpenDocument<Clip> arm = openArm();
        robot.interact(() -> window.layout().showBottomTab("Animation"));
        selectRow(robot, "Arm");
        waitUntil(() -> nodeRow("Node") != null && "Arm".equals(nodeRow("Node").getValue()));
        // Selected on the canvas's list: the Node section says Arm/Hand at once, and typing 45° keys Arm/Hand.
        selectRow(robot, "Arm/Hand");
        waitUntil(() -> "Arm/Hand".equals(nodeRow("Node").getValue()));
        recordWithAutoKey(robot);
        robot.interact(() -> nodeRow("Rotation").setValue(Math.toRadians(45)));
        waitUntil(() -> track(arm.value(), "Arm/Hand", Properties.ROTATION) != null);
        assertThat(track(arm.value(), "Arm", Properties.ROTATION)).as("Arm is not keyed").isNull();
    }

    @Test
    void addChildNodeIsAnExplicitUndoableCommandOfOneClip(FxRobot robot) {
        OpenDocument<Clip> arm = openArm();
        selectRow(robot, "Arm");
        robot.interact(() -> window.actions().find("preview.add-child-node").orElseThrow().run());
        javafx.scene.control.TextField name = robot.lookup("#preview-add-node").queryAs(javafx.scene.control.TextField.class);
        waitUntil(() -> name.isVisible() && name.isFocused());
        robot.write("Finger").type(KeyCode.ENTER);
        waitUntil(() -> selected().equals("Arm/Finger"));
        assertThat(panel().nodes().list().getItems()).as("listed under Arm, nothing written to the clip yet")
                .containsExactly("", "Arm", "Arm/Hand", "Arm/Finger", "B");
        assertThat(arm.document().history().size()).isZero();

        // Keyed with Rec on, the new node gets its track: an explicit node, not one a gesture made up.
        recordWithAutoKey(robot);
        robot.interact(() -> nodeRow("Rotation").setValue(Math.toRadians(30)));
        waitUntil(() -> track(arm.value(), "Arm/Finger", Properties.ROTATION) != null);
        robot.interact(() -> arm.document().undo());
        waitUntil(() -> track(arm.value(), "Arm/Finger", Properties.ROTATION) == null);

        // With the list focused, Edit ▸ Undo takes the addition back, and Redo brings it again.
        robot.clickOn(panel().nodes().list());
        waitUntil(() -> panel().nodes().list().isFocused());
        robot.interact(() -> window.actions().find("edit.undo").orElseThrow().run());
        waitUntil(() -> !panel().nodes().list().getItems().contains("Arm/Finger"));
        robot.interact(() -> window.actions().find("edit.redo").orElseThrow().run());
        waitUntil(() -> panel().nodes().list().getItems().contains("Arm/Finger"));

        // Another clip does not list it.
        openAndDraw("anim/knight/attack.aeanim");
        assertThat(panel().nodes().list().getItems()).containsExactly("");
    }

    @Test
    void keysSelectedInOneClipStayWithItAcrossSwitches(FxRobot robot) {
        OpenDocument<Clip> arm = openArm();
        long armKey = track(arm.value(), "B", Properties.POSITION).keys().get(0).id();
        robot.interact(() -> arm.select(java.util.Set.of(armKey)));
        OpenDocument<Clip> attack = openAndDraw("anim/knight/attack.aeanim");
        long attackKey = attack.value().tracks().get(0).keys().get(0).id();
        robot.interact(() -> attack.select(java.util.Set.of(attackKey)));
        robot.interact(() -> window.workspace().focus(arm));
        waitUntil(() -> window.rig().clip() == arm.value());
        assertThat(arm.selection()).containsExactly(armKey);
        assertThat(attack.selection()).containsExactly(attackKey);
    }

    private InspectorItem nodeRow(String name) {
        InspectorItem[] found = new InspectorItem[1];
        new FxRobot().interact(() -> found[0] = window.inspector().items().stream()
                .filter(item -> item.getCategory().equals("Node") && item.getName().equals(name))
                .findFirst().orElse(null));
        return found[0];
    }
}

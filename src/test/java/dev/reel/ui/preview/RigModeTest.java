package dev.reel.ui.preview;

import dev.reel.io.RigCodec;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.Rig;
import dev.reel.preview.Camera;
import dev.reel.ui.documents.DocumentType;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.documents.RigViewState;
import dev.reel.ui.shell.PanelSlot;
import javafx.geometry.Point2D;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Rig mode in the preview and the Skeleton panel on a new rig: bones made by dragging from tips, renamed, an IK
 * constraint added from the Skeleton menu, its target dragged with the chain following.
 */
class RigModeTest extends PosingFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @SuppressWarnings("unchecked")
    private OpenDocument<Rig> newRig(FxRobot robot) {
        robot.interact(() -> window.actions().run("create.rig"));
        waitUntil(() -> window.workspace().focused() != null && window.workspace().focused().value() instanceof Rig);
        OpenDocument<Rig> rig = (OpenDocument<Rig>) window.workspace().focused();
        robot.interact(() -> {
            Camera camera = Camera.centredOn(40, 10, 2, (int) panel().canvas().getWidth(),
                    (int) panel().canvas().getHeight());
            panel().canvas().cameraProperty().set(camera);
        });
        return rig;
    }

    private RigMode mode() {
        return panel().rigMode();
    }

    private static void drag(FxRobot robot, Point2D from, Point2D to) {
        robot.moveTo(from).press(javafx.scene.input.MouseButton.PRIMARY);
        robot.moveTo(from.midpoint(to)).moveTo(to).release(javafx.scene.input.MouseButton.PRIMARY);
    }

    private double[] tip(FxRobot robot, OpenDocument<Rig> rig, String bone) {
        double[][] tip = new double[1][];
        robot.interact(() -> tip[0] = RigGeometry.of(rig.value()).tip(bone));
        return tip[0];
    }

    /**
     * The shown row of bone {@code name} in the Skeleton tree. Only a visible cell: the tree keeps spare cells
     * that still hold an item of the tree it showed before it was rebuilt (each edit rebuilds it) but are not
     * shown, and a click on one of those lands on whatever row is really there.
     */
    private static javafx.scene.Node row(FxRobot robot, String name) {
        javafx.scene.Node[] found = new javafx.scene.Node[1];
        waitUntil(() -> {
            found[0] = robot.lookup(".tree-cell").match(cell -> cell instanceof javafx.scene.control.TreeCell<?> c
                    && c.isVisible() && c.getItem() != null && c.getItem().toString().contains("name=" + name + ",")
                    && c.getTreeItem() != null && c.getTreeItem().getValue() == c.getItem()).tryQuery().orElse(null);
            return found[0] != null;
        });
        return found[0];
    }

    @Test
    void aNewRigHasARootBoneOpensInTheSkeletonPanelAndSavesCanonically(FxRobot robot) throws Exception {
        OpenDocument<Rig> rig = newRig(robot);
        assertThat(rig.value().bones()).extracting(Bone::name, Bone::parent, Bone::length)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(DocumentType.ROOT_BONE, null, 0.0));
        assertThat(rig.dirty()).isFalse();
        assertThat(Files.readString(rig.file())).isEqualTo(RigCodec.write(rig.value()));
        assertThat(rig.file().getFileName().toString()).endsWith(".aerig");
        waitUntil(() -> window.layout().selectedBottomTab().equals(PanelSlot.SKELETON.title()));
        assertThat(robot.lookup("#skeleton-tree").queryAs(javafx.scene.control.TreeView.class).getRoot().getValue()
                .toString()).contains("name=root,");
    }

    @Test
    void aThreeBoneArmIsDrawnFromTipsRenamedGivenIkAndFollowsItsTarget(FxRobot robot) throws Exception {
        OpenDocument<Rig> rig = newRig(robot);
        // Select the root (a zero-length bone at the origin), then draw three bones, each from the last one's tip.
        robot.clickOn(onWorld(0, 0));
        waitUntil(() -> "root".equals(RigViewState.of(rig).selectedBone()));
        drag(robot, onWorld(0, 0), onWorld(50, 0));
        waitUntil(() -> rig.value().bones().size() == 2);
        drag(robot, onWorld(50, 0), onWorld(50, 40));
        drag(robot, onWorld(50, 40), onWorld(90, 40));
        waitUntil(() -> rig.value().bones().size() == 4);
        Rig arm = rig.value();
        assertThat(arm.bonePath(3)).isEqualTo("bone/bone2/bone3");
        assertThat(arm.bone("bone").length()).isCloseTo(50, within(1.0));
        assertThat(arm.bone("bone2").rotation()).isCloseTo(Math.PI / 2, within(0.05));
        assertThat(tip(robot, rig, "bone3")[0]).isCloseTo(90, within(1.0));
        assertThat(tip(robot, rig, "bone3")[1]).isCloseTo(40, within(1.0));
        assertThat(RigViewState.of(rig).selectedBone()).isEqualTo("bone3");
        assertThat(rig.dirty()).isTrue();

        // Rename the first bone in the Skeleton panel.
        robot.clickOn(row(robot, "bone"));
        waitUntil(() -> "bone".equals(RigViewState.of(rig).selectedBone()));
        robot.doubleClickOn("#bone-name").eraseText(4).write("upper").type(KeyCode.ENTER);
        waitUntil(() -> rig.value().bone("upper") != null);
        assertThat(rig.value().bonePath(3)).isEqualTo("upper/bone2/bone3");

        // A target bone from the root's tip, selected by a click on its row in the tree.
        robot.clickOn(row(robot, "root"));
        waitUntil(() -> "root".equals(RigViewState.of(rig).selectedBone()));
        drag(robot, onWorld(0, 0), onWorld(-20, 30));
        // The first free name is "bone" again: the new bone is selected, and renamed "target".
        waitUntil(() -> rig.value().bones().size() == 5 && "bone".equals(RigViewState.of(rig).selectedBone()));
        robot.doubleClickOn("#bone-name").eraseText(4).write("target").type(KeyCode.ENTER);
        waitUntil(() -> rig.value().bone("target") != null);

        // IK: the last two bones of the arm (the last one picked in the preview) reach for the target.
        robot.clickOn(onWorld(75, 40));
        waitUntil(() -> "bone3".equals(RigViewState.of(rig).selectedBone()));
        robot.clickOn("#skeleton-menu");
        javafx.scene.control.MenuButton menu = robot.lookup("#skeleton-menu").queryAs(javafx.scene.control.MenuButton.class);
        waitUntil(menu::isShowing);
        robot.interact(() -> {
            javafx.scene.control.Menu twoBones = (javafx.scene.control.Menu) menu.getItems().stream()
                    .filter(item -> "add-ik-2".equals(item.getId())).findFirst().orElseThrow();
            assertThat(twoBones.getText()).isEqualTo("Add 2-bone IK");
            twoBones.getItems().stream().filter(item -> item.getText().equals("Target target")).findFirst()
                    .orElseThrow().fire();
            menu.hide();
        });
        waitUntil(() -> rig.value().ik("ik") != null);
        assertThat(rig.value().ik("ik").bones()).containsExactly("bone2", "bone3");
        // The setup pose now has the chain reaching for the target at the origin: out of reach, it points at it.

        // Drag the target (by its middle) so its origin lands at (100, 20), within reach: the chain's tip follows.
        long steps = rig.document().history().steps().size();
        drag(robot, onWorld(-10, 15), onWorld(90, 35));
        waitUntil(() -> rig.document().history().steps().size() == steps + 1);
        assertThat(rig.value().bone("target").x()).isCloseTo(100, within(1.0));
        assertThat(rig.value().bone("target").y()).isCloseTo(20, within(1.0));
        double[] reached = tip(robot, rig, "bone3");
        assertThat(reached[0]).isCloseTo(100, within(0.5));
        assertThat(reached[1]).isCloseTo(20, within(0.5));

        // Undo puts the target back; save writes what the file reader reads back as the same rig.
        robot.interact(() -> rig.document().undo());
        assertThat(rig.value().bone("target").x()).isEqualTo(0);
        robot.interact(() -> window.actions().run("file.save"));
        waitUntil(() -> !rig.dirty());
        Path file = rig.file();
        assertThat(Files.readString(file)).isEqualTo(RigCodec.write(rig.value()));
        assertThat(RigCodec.read(Files.readString(file), "arm.aerig").diagnostics()).isEmpty();
    }

    @Test
    void aClipOfTheRigListsItsBonesAsNodesAndRecKeysABoneFromTheInspector(FxRobot robot) throws Exception {
        Rig arm = new dev.reel.edit.cmd.AddBone("upper", "lower", 50, 0, 0.5, 40).apply(
                new dev.reel.edit.cmd.AddBone("root", "upper", 0, 0, 0, 50).apply(
                        Rig.of(java.util.List.of(Bone.of("root", null)), java.util.List.of(), java.util.List.of(),
                                java.util.List.of())));
        Files.writeString(root.resolve("anim/arm.aerig"), RigCodec.write(arm));
        Files.writeString(root.resolve("anim/wave.aeanim"), """
                anim version=1 length=1 loop=loop rig=asset("anim/arm.aerig") {
                }
                """);
        @SuppressWarnings("unchecked")
        OpenDocument<dev.reel.model.Clip> wave = (OpenDocument<dev.reel.model.Clip>) open("anim/wave.aeanim");
        waitUntil(() -> window.rig().nodes().contains("upper/lower"));
        assertThat(window.rig().nodes()).startsWith("", "upper", "upper/lower");
        robot.interact(() -> window.rig().selectNode("upper/lower"));
        recordWithAutoKey(robot);
        javafx.scene.control.TitledPane node = robot.lookup(".titled-pane")
                .queryAllAs(javafx.scene.control.TitledPane.class).stream()
                .filter(pane -> pane.getText().equals("Node")).findFirst().orElseThrow();
        robot.interact(() -> node.setExpanded(true));
        waitUntil(() -> robot.lookup("#inspector-rotation").tryQuery().map(javafx.scene.Node::isVisible).orElse(false));
        dev.reel.ui.control.NumberField field = robot.lookup("#inspector-rotation")
                .queryAs(dev.reel.ui.control.NumberField.class);
        robot.interact(() -> {
            field.requestFocus();
            field.selectAll();
        });
        robot.write("30").type(KeyCode.ENTER);
        waitUntil(() -> wave.value().tracks().stream().anyMatch(track -> track.path().equals("upper/lower")
                && track.property().equals("transform.rotation") && track.keys().size() == 1));
    }
}

package dev.reel.ui.preview;

import dev.reel.edit.rig.Influence;
import dev.reel.model.Clip;
import dev.reel.model.Properties;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;
import dev.reel.preview.Camera;
import dev.reel.preview.RigFigure;
import dev.reel.preview.Transform2D;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.documents.RigViewState;
import javafx.geometry.Point2D;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuButton;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The whole way from nothing to a keyed, bending arm, in one run, as an artist goes: a new rig, three bones drawn
 * from tips, a slot with a sprite on the arm, Make Mesh…, Bind to the three bones, a weight painted with the
 * Weights tool, a two-bone IK to a target bone, the target dragged with the chain following; then a clip of the
 * rig in which, with Rec on, the target dragged again keys it and the arm reaches for it.
 */
class RigCharacterFlowTest extends PosingFixture {
    static final String SPRITE = "assets/knight/knight_idle.png#knight_idle_000";

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private static void drag(FxRobot robot, Point2D from, Point2D to) {
        robot.moveTo(from).press(MouseButton.PRIMARY);
        robot.moveTo(from.midpoint(to)).moveTo(to).release(MouseButton.PRIMARY);
    }

    @SuppressWarnings("unchecked")
    private static TreeView<Object> tree(FxRobot robot) {
        return robot.lookup("#skeleton-tree").queryAs(TreeView.class);
    }

    /** The index of the tree row of a bone or slot. */
    private static int row(FxRobot robot, String name, boolean slot) {
        int[] found = {-1};
        waitUntil(() -> {
            robot.interact(() -> {
                TreeView<Object> tree = tree(robot);
                for (int i = 0; i < tree.getExpandedItemCount(); i++) {
                    TreeItem<Object> item = tree.getTreeItem(i);
                    if (item.getValue().toString().equals("SkeletonEntry[name=" + name + ", slot=" + slot + "]")) {
                        found[0] = i;
                    }
                }
            });
            return found[0] >= 0;
        });
        return found[0];
    }

    /** The shown tree cell of bone {@code name} (a click lands on it as a user's does). */
    private static javafx.scene.Node cell(FxRobot robot, String name) {
        javafx.scene.Node[] found = new javafx.scene.Node[1];
        waitUntil(() -> {
            found[0] = robot.lookup(".tree-cell").match(node -> node instanceof TreeCell<?> c && c.isVisible()
                    && c.getItem() != null && c.getItem().toString().contains("name=" + name + ",")
                    && c.getTreeItem() != null && c.getTreeItem().getValue() == c.getItem()).tryQuery().orElse(null);
            return found[0] != null;
        });
        return found[0];
    }

    private static MeshAttachment mesh(Rig rig) {
        return rig.skin("default").attachment("knight_idle_000", "knight_idle_000") instanceof MeshAttachment mesh
                ? mesh : null;
    }

    /** The sum over the mesh's vertices of {@code bone}'s weight. */
    private static double total(Rig rig, String bone) {
        double sum = 0;
        for (List<Influence> vertex : Influence.of(mesh(rig))) {
            for (Influence influence : vertex) {
                sum += influence.bone() == rig.boneIndex(bone) ? influence.weight() : 0;
            }
        }
        return sum;
    }

    private double[] setupTip(FxRobot robot, OpenDocument<Rig> rig, String bone) {
        double[][] tip = new double[1][];
        robot.interact(() -> tip[0] = RigGeometry.of(rig.value()).tip(bone));
        return tip[0];
    }

    private Transform2D drawn(FxRobot robot, String path) {
        Transform2D[] world = new Transform2D[1];
        robot.interact(() -> {
            RigFigure figure = panel().lastPose().rig();
            world[0] = figure == null ? null : figure.world(figure.boneAt(path));
        });
        return world[0];
    }

    private static Track track(Clip clip, String path, String property) {
        return clip.tracks().stream().filter(track -> track.path().equals(path) && track.property().equals(property))
                .findFirst().orElse(null);
    }

    @Test
    @SuppressWarnings("unchecked")
    void aThreeBoneArmIsMeshedBoundPaintedGivenIkAndKeyedReachingForItsTarget(FxRobot robot) throws Exception {
        // A new rig, the view centred on the arm to come.
        robot.interact(() -> window.actions().run("create.rig"));
        waitUntil(() -> window.workspace().focused() != null && window.workspace().focused().value() instanceof Rig);
        OpenDocument<Rig> rig = (OpenDocument<Rig>) window.workspace().focused();
        robot.interact(() -> panel().canvas().cameraProperty().set(Camera.centredOn(40, 10, 2,
                (int) panel().canvas().getWidth(), (int) panel().canvas().getHeight())));

        // Three bones, each dragged from the last one's tip; a target bone dragged from the root's.
        robot.clickOn(onWorld(0, 0));
        waitUntil(() -> "root".equals(RigViewState.of(rig).selectedBone()));
        drag(robot, onWorld(0, 0), onWorld(50, 0));
        waitUntil(() -> rig.value().bones().size() == 2);
        drag(robot, onWorld(50, 0), onWorld(50, 40));
        drag(robot, onWorld(50, 40), onWorld(90, 40));
        waitUntil(() -> rig.value().bones().size() == 4);
        assertThat(rig.value().bonePath(3)).isEqualTo("bone/bone2/bone3");
        robot.clickOn(cell(robot, "root"));
        waitUntil(() -> "root".equals(RigViewState.of(rig).selectedBone()));
        drag(robot, onWorld(0, 0), onWorld(-20, 30));
        waitUntil(() -> rig.value().bones().size() == 5);
        assertThat(rig.value().bone("bone4").parent()).isEqualTo("root");

        // A slot on the upper arm showing a sprite of the sample, made into a mesh.
        int upperRow = row(robot, "bone", false);
        robot.interact(() -> tree(robot).getSelectionModel().clearAndSelect(upperRow));
        waitUntil(() -> "bone".equals(RigViewState.of(rig).selectedBone()));
        robot.clickOn("#add-slot");
        ComboBox<String> sprites = robot.lookup("#add-slot-sprite").queryAs(ComboBox.class);
        robot.interact(() -> sprites.setValue(SPRITE));
        robot.clickOn("#add-slot-ok");
        waitUntil(() -> rig.value().slot("knight_idle_000") != null);
        int slotRow = row(robot, "knight_idle_000", true);
        robot.interact(() -> tree(robot).getSelectionModel().clearAndSelect(slotRow));
        waitUntil(() -> robot.lookup("#make-mesh").tryQuery().map(javafx.scene.Node::isVisible).orElse(false));
        robot.clickOn("#make-mesh");
        javafx.scene.control.Slider density = robot.lookup("#make-mesh-density")
                .queryAs(javafx.scene.control.Slider.class);
        robot.interact(() -> density.setValue(8));
        waitUntil(() -> mesh(rig.value()) != null && mesh(rig.value()).vertexCount() > mesh(rig.value()).hull());
        robot.clickOn("#make-mesh-ok");
        waitUntil(() -> !rig.document().busy());
        MeshAttachment made = mesh(rig.value());
        assertThat(made.vertexCount()).isGreaterThan(made.hull());
        assertThat(made.weighted()).isFalse();

        // Bound to the three arm bones (the slot and the bones picked together in the tree).
        int upper = row(robot, "bone", false);
        int middle = row(robot, "bone2", false);
        int lower = row(robot, "bone3", false);
        robot.interact(() -> {
            tree(robot).getSelectionModel().clearAndSelect(row(robot, "knight_idle_000", true));
            tree(robot).getSelectionModel().selectIndices(upper, middle, lower);
        });
        waitUntil(() -> robot.lookup("#bind-mesh").queryButton().getText().equals("Bind to 3 Bones"));
        robot.clickOn("#bind-mesh");
        waitUntil(() -> mesh(rig.value()).weighted());
        assertThat(RigViewState.of(rig).selectedBone()).isEqualTo("bone3");

        // P: the Weights tool; a stroke over the forearm at full strength adds weight of the last bone there.
        robot.moveTo(onWorld(40, 60)).type(KeyCode.P);
        waitUntil(() -> RigViewState.of(rig).tool() == RigViewState.Tool.WEIGHTS);
        waitUntil(() -> robot.lookup("#weights-bar").tryQuery().map(javafx.scene.Node::isVisible).orElse(false));
        dev.reel.ui.control.NumberField strength = robot.lookup("#weights-strength")
                .queryAs(dev.reel.ui.control.NumberField.class);
        robot.interact(() -> {
            strength.requestFocus();
            strength.selectAll();
        });
        robot.write("1").type(KeyCode.ENTER);
        waitUntil(() -> panel().rigMode().weights().strength() == 1);
        double before = total(rig.value(), "bone3");
        int steps = rig.document().history().steps().size();
        Point2D from = onWorld(10, 10);
        Point2D to = onWorld(30, 20);
        robot.moveTo(from).press(MouseButton.PRIMARY);
        robot.moveTo(from.midpoint(to)).moveTo(to).release(MouseButton.PRIMARY);
        waitUntil(() -> rig.document().history().steps().size() == steps + 1);
        assertThat(rig.document().history().steps().get(steps).label()).isEqualTo("Paint weight of bone3");
        assertThat(total(rig.value(), "bone3")).isGreaterThan(before + 0.5);

        // Back to Bones; a two-bone IK from the forearm to the target bone.
        robot.moveTo(onWorld(40, 60)).type(KeyCode.B);
        waitUntil(() -> RigViewState.of(rig).tool() == RigViewState.Tool.BONES);
        int forearmRow = row(robot, "bone3", false);
        robot.interact(() -> tree(robot).getSelectionModel().clearAndSelect(forearmRow));
        waitUntil(() -> "bone3".equals(RigViewState.of(rig).selectedBone()));
        robot.clickOn("#skeleton-menu");
        MenuButton menu = robot.lookup("#skeleton-menu").queryAs(MenuButton.class);
        waitUntil(menu::isShowing);
        robot.interact(() -> {
            Menu twoBones = (Menu) menu.getItems().stream().filter(item -> "add-ik-2".equals(item.getId()))
                    .findFirst().orElseThrow();
            twoBones.getItems().stream().filter(item -> item.getText().equals("Target bone4")).findFirst()
                    .orElseThrow().fire();
            menu.hide();
        });
        waitUntil(() -> rig.value().ik("ik") != null);
        assertThat(rig.value().ik("ik").bones()).containsExactly("bone2", "bone3");

        // The target dragged by its middle to (100, 20): the forearm's tip follows it.
        int moves = rig.document().history().steps().size();
        drag(robot, onWorld(-10, 15), onWorld(90, 35));
        waitUntil(() -> rig.document().history().steps().size() == moves + 1);
        assertThat(rig.value().bone("bone4").x()).isCloseTo(100, within(1.0));
        assertThat(setupTip(robot, rig, "bone3")[0]).isCloseTo(rig.value().bone("bone4").x(), within(0.5));
        assertThat(setupTip(robot, rig, "bone3")[1]).isCloseTo(rig.value().bone("bone4").y(), within(0.5));
        robot.interact(() -> window.actions().run("file.save"));
        waitUntil(() -> !rig.dirty());

        // A clip of the rig: with Rec on, the target dragged again is keyed, and the arm reaches for it.
        String rigPath = root.relativize(rig.file()).toString().replace('\\', '/');
        Files.writeString(root.resolve("anim/reach.aeanim"),
                "anim version=1 length=1 loop=loop rig=asset(\"" + rigPath + "\") {\n}\n");
        OpenDocument<Clip> clip = (OpenDocument<Clip>) open("anim/reach.aeanim");
        waitUntil(() -> panel().canvas().renderer() != null && panel().lastPose() != null
                && panel().lastPose().rig() != null);
        robot.interact(() -> panel().canvas().cameraProperty().set(Camera.centredOn(70, 30, 2,
                (int) panel().canvas().getWidth(), (int) panel().canvas().getHeight())));
        double targetX = rig.value().bone("bone4").x();
        double targetY = rig.value().bone("bone4").y();
        robot.clickOn(onWorld(targetX, targetY));
        waitUntil(() -> "bone4".equals(selected()));
        recordWithAutoKey(robot);
        drag(robot, onWorld(targetX, targetY), onWorld(90, 50));
        waitUntil(() -> track(clip.value(), "bone4", Properties.POSITION) != null);
        Value.Vec keyed = (Value.Vec) track(clip.value(), "bone4", Properties.POSITION).keys().get(0).value();
        assertThat(keyed.get(0)).isCloseTo(90, within(0.5));
        assertThat(keyed.get(1)).isCloseTo(50, within(0.5));
        waitForPulses(3, 0.5);
        Transform2D forearm = drawn(robot, "bone/bone2/bone3");
        double length = rig.value().bone("bone3").length();
        assertThat(forearm.a() * length + forearm.x0()).as("the forearm's tip on the keyed target")
                .isCloseTo(keyed.get(0), within(1e-6));
        assertThat(forearm.b() * length + forearm.y0()).isCloseTo(keyed.get(1), within(1e-6));
    }
}

package dev.reel.ui.preview;

import dev.reel.edit.rig.MeshRef;
import dev.reel.model.rig.Attachment;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.RegionAttachment;
import dev.reel.model.rig.Rig;
import dev.reel.preview.Camera;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.documents.RigViewState;
import javafx.geometry.Point2D;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Slider;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The Mesh tool of Rig mode and the mesh rows of the Skeleton panel, driven as an artist does: Add Slot with a
 * sprite of the sample's sheets, Make Mesh… at two densities, vertices moved (and a move cancelled with Esc),
 * added by a double click and removed with Delete, an edge added with E and removed, a mesh bound to two bones.
 */
class MeshEditingTest extends PosingFixture {
    static final String SPRITE = "assets/knight/knight_idle.png#knight_idle_000";
    /** Three bones: the root, an upper arm pointing down from (0, -80), a lower one after it. */
    static final String BONES = """
            rig version=1 {
              bone "root"
              bone "upper" parent="root" length=35 y=-80 rotation=1.5707963267948966
              bone "lower" parent="upper" length=35 x=35
            """;
    /** The bones and a slot on the root showing a mesh: a square of the knight's cell and one vertex inside. */
    static final String WITH_MESH = BONES + """
              slot "body" bone="root" attachment="body"
              skin "default" {
                mesh "body" slot="body" sprite=asset("%s") hull=4 {
                  triangles=[0, 1, 4, 1, 2, 4, 2, 3, 4, 3, 0, 4]
                  vertex uv=[40, 40] at=[-24, -80]
                  vertex uv=[88, 40] at=[24, -80]
                  vertex uv=[88, 110] at=[24, -10]
                  vertex uv=[40, 110] at=[-24, -10]
                  vertex uv=[54, 70] at=[-10, -50]
                }
              }
            }
            """.formatted(SPRITE);
    static final MeshRef BODY = new MeshRef("default", "body", "body");

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @SuppressWarnings("unchecked")
    private OpenDocument<Rig> openRig(FxRobot robot, String name, String text) {
        try {
            Files.writeString(root.resolve("anim/" + name), text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        OpenDocument<Rig> rig = (OpenDocument<Rig>) open("anim/" + name);
        waitUntil(() -> window.workspace().focused() == rig && panel().rigMode().document() == rig);
        robot.interact(() -> panel().canvas().cameraProperty().set(Camera.centredOn(0, -45, 3,
                (int) panel().canvas().getWidth(), (int) panel().canvas().getHeight())));
        return rig;
    }

    @SuppressWarnings("unchecked")
    private static TreeView<Object> tree(FxRobot robot) {
        return robot.lookup("#skeleton-tree").queryAs(TreeView.class);
    }

    /** The tree row of a bone or slot (its entry prints as SkeletonEntry[name=…, slot=…]). */
    private static int row(FxRobot robot, String name, boolean slot) {
        int[] found = {-1};
        robot.interact(() -> {
            TreeView<Object> tree = tree(robot);
            for (int i = 0; i < tree.getExpandedItemCount(); i++) {
                TreeItem<Object> item = tree.getTreeItem(i);
                if (item.getValue().toString().equals("SkeletonEntry[name=" + name + ", slot=" + slot + "]")) {
                    found[0] = i;
                }
            }
        });
        assertThat(found[0]).as("row of " + name).isNotNegative();
        return found[0];
    }

    private static MeshAttachment mesh(OpenDocument<Rig> rig, String slot, String name) {
        Attachment attachment = rig.value().skin("default").attachment(slot, name);
        return attachment instanceof MeshAttachment mesh ? mesh : null;
    }

    private static String lastStep(OpenDocument<Rig> rig) {
        return rig.document().undoLabel().substring("Undo ".length());
    }

    @Test
    void aSlotAddedWithASpriteBecomesAMeshAtTheChosenDensity(FxRobot robot) {
        OpenDocument<Rig> rig = openRig(robot, "bones.aerig", BONES + "}\n");
        int upper = row(robot, "upper", false);
        robot.interact(() -> tree(robot).getSelectionModel().clearAndSelect(upper));
        waitUntil(() -> "upper".equals(RigViewState.of(rig).selectedBone()));

        // Add Slot: the picker offers the sample's cells; the slot shows the cell as a region on the bone.
        robot.clickOn("#add-slot");
        @SuppressWarnings("unchecked")
        ComboBox<String> sprites = robot.lookup("#add-slot-sprite").queryAs(ComboBox.class);
        assertThat(sprites.getItems()).contains(SPRITE);
        robot.interact(() -> sprites.setValue(SPRITE));
        robot.clickOn("#add-slot-ok");
        waitUntil(() -> rig.value().slot("knight_idle_000") != null);
        assertThat(rig.value().slot("knight_idle_000").bone()).isEqualTo("upper");
        assertThat(rig.value().skin("default").attachment("knight_idle_000", "knight_idle_000"))
                .isInstanceOf(RegionAttachment.class);
        assertThat(lastStep(rig)).isEqualTo("Add slot knight_idle_000 on upper");
        int steps = rig.document().history().steps().size();

        // Make Mesh… shows the mesh live while the density changes: none inside at 0, many at 8.
        waitUntil(() -> robot.lookup("#make-mesh").query().isVisible());
        robot.clickOn("#make-mesh");
        Slider density = robot.lookup("#make-mesh-density").queryAs(Slider.class);
        robot.interact(() -> density.setValue(0));
        waitUntil(() -> mesh(rig, "knight_idle_000", "knight_idle_000") != null);
        MeshAttachment sparse = mesh(rig, "knight_idle_000", "knight_idle_000");
        assertThat(sparse.vertexCount()).isEqualTo(sparse.hull());
        robot.interact(() -> density.setValue(8));
        waitUntil(() -> mesh(rig, "knight_idle_000", "knight_idle_000").vertexCount() > sparse.vertexCount());
        assertThat(RigViewState.of(rig).tool()).isEqualTo(RigViewState.Tool.MESH);
        robot.clickOn("#make-mesh-ok");

        // One undo step; the slot still shows it, under the region's name; undo gives the region back.
        waitUntil(() -> rig.document().history().steps().size() == steps + 1);
        MeshAttachment dense = mesh(rig, "knight_idle_000", "knight_idle_000");
        assertThat(dense.vertexCount() - dense.hull()).isPositive();
        assertThat(dense.weighted()).isFalse();
        assertThat(rig.value().slot("knight_idle_000").attachment()).isEqualTo("knight_idle_000");
        assertThat(lastStep(rig)).isEqualTo("Make mesh knight_idle_000");
        assertThat(RigViewState.of(rig).editedMesh())
                .isEqualTo(new MeshRef("default", "knight_idle_000", "knight_idle_000"));
        robot.interact(() -> rig.document().undo());
        assertThat(rig.value().skin("default").attachment("knight_idle_000", "knight_idle_000"))
                .isInstanceOf(RegionAttachment.class);
    }

    @Test
    void verticesAreMovedAddedAndRemovedAndEdgesKeptInTheMeshTool(FxRobot robot) {
        OpenDocument<Rig> rig = openRig(robot, "body.aerig", WITH_MESH);
        int body = row(robot, "body", true);
        robot.interact(() -> tree(robot).getSelectionModel().clearAndSelect(body));
        waitUntil(() -> BODY.equals(RigViewState.of(rig).editedMesh()));
        // M picks the Mesh tool while the mouse is over the preview.
        robot.moveTo(onWorld(60, -45)).type(KeyCode.M);
        waitUntil(() -> RigViewState.of(rig).tool() == RigViewState.Tool.MESH);
        int steps = rig.document().history().steps().size();

        // A click selects a vertex, a drag moves it: its position and the pixel it shows move together.
        robot.clickOn(onWorld(-24, -80));
        waitUntil(() -> RigViewState.of(rig).selectedVertices().equals(Set.of(0)));
        drag(robot, onWorld(-24, -80), onWorld(-34, -90));
        waitUntil(() -> rig.document().history().steps().size() == steps + 1);
        MeshAttachment moved = mesh(rig, "body", "body");
        assertThat(moved.position(0)).isCloseTo(-34, within(0.5));
        assertThat(moved.position(1)).isCloseTo(-90, within(0.5));
        assertThat(moved.uv(0)).isCloseTo(30, within(0.5));
        assertThat(moved.uv(1)).isCloseTo(30, within(0.5));
        assertThat(lastStep(rig)).isEqualTo("Move mesh vertex");

        // Esc during a drag puts the vertex back and records nothing.
        robot.moveTo(onWorld(24, -80)).press(MouseButton.PRIMARY).moveTo(onWorld(30, -85)).moveTo(onWorld(40, -95));
        waitUntil(() -> mesh(rig, "body", "body").position(2) > 30);
        robot.type(KeyCode.ESCAPE).release(MouseButton.PRIMARY);
        waitUntil(() -> mesh(rig, "body", "body").position(2) == 24);
        assertThat(rig.document().history().steps()).hasSize(steps + 1);

        // A double click inside adds a vertex there (selected), Delete removes it again.
        robot.doubleClickOn(onWorld(-12, -25));
        waitUntil(() -> mesh(rig, "body", "body").vertexCount() == 6);
        MeshAttachment added = mesh(rig, "body", "body");
        assertThat(added.position(10)).isCloseTo(-12, within(0.5));
        assertThat(added.position(11)).isCloseTo(-25, within(0.5));
        assertThat(RigViewState.of(rig).selectedVertices()).containsExactly(5);
        robot.moveTo(onWorld(60, -45)).type(KeyCode.DELETE);
        waitUntil(() -> mesh(rig, "body", "body").vertexCount() == 5);
        assertThat(lastStep(rig)).startsWith("Remove");

        // Two vertices selected (Shift adds the second) and E: the edge is kept; a click picks it, Delete removes it.
        robot.clickOn(onWorld(24, -80));
        robot.press(KeyCode.SHIFT).clickOn(onWorld(-24, -10)).release(KeyCode.SHIFT);
        waitUntil(() -> RigViewState.of(rig).selectedVertices().equals(Set.of(1, 3)));
        robot.type(KeyCode.E);
        waitUntil(() -> mesh(rig, "body", "body").edges().length == 2);
        assertThat(Set.of(mesh(rig, "body", "body").edges()[0], mesh(rig, "body", "body").edges()[1]))
                .containsExactlyInAnyOrder(1, 3);
        robot.clickOn(onWorld(12, -62.5));
        robot.interact(() -> assertThat(panel().rigMode().meshTool().selectedEdge()).containsExactly(1, 3));
        robot.type(KeyCode.DELETE);
        waitUntil(() -> mesh(rig, "body", "body").edges().length == 0);
    }

    @Test
    void aMeshBoundToTwoBonesGetsWeightsSummingToOne(FxRobot robot) {
        OpenDocument<Rig> rig = openRig(robot, "body.aerig", WITH_MESH);
        int body = row(robot, "body", true);
        int upper = row(robot, "upper", false);
        int lower = row(robot, "lower", false);
        robot.interact(() -> {
            tree(robot).getSelectionModel().clearAndSelect(body);
            tree(robot).getSelectionModel().selectIndices(upper, lower);
        });
        waitUntil(() -> BODY.equals(RigViewState.of(rig).editedMesh()));
        waitUntil(() -> robot.lookup("#bind-mesh").queryButton().getText().equals("Bind to 2 Bones"));
        robot.clickOn("#bind-mesh");
        waitUntil(() -> mesh(rig, "body", "body").weighted());
        assertThat(lastStep(rig)).isEqualTo("Bind body to 2 bones");

        MeshAttachment bound = mesh(rig, "body", "body");
        int[] starts = bound.influenceStarts();
        double[] weights = bound.weights();
        Set<Integer> used = new HashSet<>();
        for (int vertex = 0; vertex < bound.vertexCount(); vertex++) {
            double sum = 0;
            for (int k = starts[vertex]; k < starts[vertex + 1]; k++) {
                sum += weights[k];
                used.add(bound.influenceBones()[k]);
            }
            assertThat(sum).as("weights of vertex " + vertex).isCloseTo(1, within(1e-9));
        }
        assertThat(used).containsExactlyInAnyOrder(rig.value().boneIndex("upper"), rig.value().boneIndex("lower"));
        waitUntil(() -> robot.lookup("#mesh-about").queryLabeled().getText().endsWith("bound to upper, lower")
                || robot.lookup("#mesh-about").queryLabeled().getText().endsWith("bound to lower, upper"));

        robot.clickOn("#unbind-mesh");
        waitUntil(() -> !mesh(rig, "body", "body").weighted());
        assertThat(lastStep(rig)).startsWith("Unbind");
    }

    private static void drag(FxRobot robot, Point2D from, Point2D to) {
        robot.moveTo(from).press(MouseButton.PRIMARY);
        robot.moveTo(from.midpoint(to)).moveTo(to).release(MouseButton.PRIMARY);
    }
}

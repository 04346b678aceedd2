package dev.reel.ui.preview;

import dev.reel.edit.rig.Influence;
import dev.reel.edit.rig.MeshRef;
import dev.reel.edit.rig.WeightBrush;
import dev.reel.io.RigCodec;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;
import dev.reel.preview.Camera;
import dev.reel.ui.control.NumberField;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.documents.RigViewState;
import javafx.geometry.Point2D;
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
 * The Weights tool of Rig mode and the weights table of the Skeleton panel on a strip mesh bound to two bones: a
 * stroke adds the selected bone's weight under the brush and nowhere outside its radius, in one undo step; Esc
 * cancels a stroke; Ctrl swaps Add for Remove; a click picks a vertex (Shift adds); typing 25 % in the table
 * renormalises the other bone; a value typed in the All row is set on every selected vertex; Normalise makes the
 * sum exact; undo gives back the file's bytes.
 */
class WeightsToolTest extends PosingFixture {
    static final MeshRef ARM = new MeshRef("default", "arm", "arm");

    /**
     * Bones upper (0, 0) → (50, 0) and lower (50, 0) → (100, 0); a strip mesh from x 0 to 100, y −10 to 10, a
     * column of two vertices every 20 units: top vertex of column i is i, bottom is 11 − i. Columns 0 and 20 are
     * all upper (column 0 typed as 70.004 % and 30.003 % of upper and lower: within the reader's tolerance, not
     * exactly 1), 40 is 60/40, 60 is 40/60, 80 and 100 all lower.
     */
    static String rig() {
        StringBuilder vertices = new StringBuilder();
        double[] xs = new double[12];
        double[] ys = new double[12];
        for (int i = 0; i < 6; i++) {
            xs[i] = 20 * i;
            ys[i] = -10;
            xs[11 - i] = 20 * i;
            ys[11 - i] = 10;
        }
        for (int v = 0; v < 12; v++) {
            double x = xs[v];
            double y = ys[v];
            String uv = "uv=[" + (x + 10) + ", " + (y + 20) + "]";
            int column = (int) (x / 20);
            String line = switch (column) {
                case 0 -> "bones=[\"upper\", \"lower\"] at=[" + x + ", " + y + ", " + (x - 50) + ", " + y
                        + "] weights=[0.70004, 0.30003]";
                case 1 -> "bones=[\"upper\"] at=[" + x + ", " + y + "] weights=[1]";
                case 2 -> "bones=[\"upper\", \"lower\"] at=[" + x + ", " + y + ", " + (x - 50) + ", " + y
                        + "] weights=[0.6, 0.4]";
                case 3 -> "bones=[\"upper\", \"lower\"] at=[" + x + ", " + y + ", " + (x - 50) + ", " + y
                        + "] weights=[0.4, 0.6]";
                default -> "bones=[\"lower\"] at=[" + (x - 50) + ", " + y + "] weights=[1]";
            };
            vertices.append("      vertex ").append(uv).append(' ').append(line).append('\n');
        }
        StringBuilder triangles = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            triangles.append(i == 0 ? "" : ", ").append(i).append(", ").append(i + 1).append(", ").append(10 - i)
                    .append(", ").append(i).append(", ").append(10 - i).append(", ").append(11 - i);
        }
        return "rig version=1 {\n"
                + "  bone \"root\"\n"
                + "  bone \"upper\" parent=\"root\" length=50\n"
                + "  bone \"lower\" parent=\"upper\" length=50 x=50\n"
                + "  slot \"arm\" bone=\"upper\" attachment=\"arm\"\n"
                + "  skin \"default\" {\n"
                + "    mesh \"arm\" slot=\"arm\""
                + " sprite=asset(\"assets/knight/knight_idle.png#knight_idle_000\") hull=12 {\n"
                + "      triangles=[" + triangles + "]\n"
                + vertices
                + "    }\n"
                + "  }\n"
                + "}\n";
    }

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    /** Opens the rig with the Weights tool on its mesh, lower selected, the view at zoom 2 around (50, 0). */
    @SuppressWarnings("unchecked")
    private OpenDocument<Rig> openRig(FxRobot robot) throws Exception {
        String text = rig();
        assertThat(RigCodec.read(text, "arm.aerig").diagnostics()).isEmpty();
        Files.writeString(root.resolve("anim/arm.aerig"), text);
        OpenDocument<Rig> rig = (OpenDocument<Rig>) open("anim/arm.aerig");
        waitUntil(() -> window.workspace().focused() == rig);
        robot.interact(() -> {
            RigViewState view = RigViewState.of(rig);
            view.setTool(RigViewState.Tool.WEIGHTS);
            view.editMesh(ARM);
            view.selectBone("lower");
            window.rig().contextChanged();
        });
        waitUntil(() -> panel().canvas().getWidth() > 300);
        robot.interact(() -> panel().canvas().cameraProperty().set(Camera.centredOn(50, 0, 2,
                (int) panel().canvas().getWidth(), (int) panel().canvas().getHeight())));
        waitUntil(() -> robot.lookup("#weights-bar").tryQuery().map(javafx.scene.Node::isVisible).orElse(false));
        return rig;
    }

    private static List<List<Influence>> weights(Rig rig) {
        return Influence.of((MeshAttachment) rig.skin("default").attachment("arm", "arm"));
    }

    private static double weight(Rig rig, int vertex, String bone) {
        return WeightBrush.weightOf(weights(rig).get(vertex), rig.boneIndex(bone));
    }

    private static void type(FxRobot robot, String id, String text) {
        NumberField field = robot.lookup(id).queryAs(NumberField.class);
        robot.interact(() -> {
            field.requestFocus();
            field.selectAll();
        });
        robot.write(text).type(KeyCode.ENTER);
    }

    @Test
    void aStrokeAddsTheSelectedBonesWeightUnderTheBrushOnlyInOneUndoStepAndEscCancelsOne(FxRobot robot)
            throws Exception {
        OpenDocument<Rig> rig = openRig(robot);
        Rig start = rig.value();
        byte[] bytes = RigCodec.bytes(start);
        assertThat(robot.lookup("#weights-bone").queryLabeled().getText()).isEqualTo("Painting lower on arm");
        // 30 view pixels at zoom 2: a brush of 15 world units, at full strength.
        type(robot, "#weights-radius", "30");
        type(robot, "#weights-strength", "1");
        waitUntil(() -> panel().rigMode().weights().radius() == 30 && panel().rigMode().weights().strength() == 1);
        int steps = rig.document().history().steps().size();
        // Along y = 0 from x 18 to 26: column 20 (vertices 1 and 10, 10 units off the stroke) is within the brush;
        // columns 0 and 40 are more than 15 units from every point of it.
        Point2D from = onWorld(18, 0);
        Point2D to = onWorld(26, 0);
        robot.moveTo(from).press(MouseButton.PRIMARY);
        robot.moveTo(from.midpoint(to)).moveTo(to);
        waitUntil(() -> weight(rig.value(), 1, "lower") > 0);
        robot.release(MouseButton.PRIMARY);
        waitUntil(() -> rig.document().history().steps().size() == steps + 1);
        Rig painted = rig.value();
        assertThat(rig.document().history().steps().get(steps).label()).isEqualTo("Paint weight of lower");
        for (int v : new int[] {1, 10}) {
            assertThat(weight(painted, v, "lower")).as("vertex %d", v).isGreaterThan(0.3);
            assertThat(weight(painted, v, "upper") + weight(painted, v, "lower")).isCloseTo(1, within(1e-12));
        }
        for (int v : new int[] {0, 11, 2, 9, 3, 8, 4, 7, 5, 6}) {
            assertThat(weights(painted).get(v)).as("vertex %d", v).isEqualTo(weights(start).get(v));
        }
        // Esc during a stroke puts the weights back and records nothing.
        robot.moveTo(from).press(MouseButton.PRIMARY);
        robot.moveTo(from.midpoint(to)).moveTo(to);
        waitUntil(() -> weight(rig.value(), 1, "lower") > weight(painted, 1, "lower"));
        robot.type(KeyCode.ESCAPE);
        waitUntil(() -> rig.value().equals(painted));
        robot.release(MouseButton.PRIMARY);
        waitForPulses(3, 2);
        assertThat(rig.document().history().steps()).hasSize(steps + 1);
        assertThat(rig.value()).isEqualTo(painted);
        robot.interact(() -> rig.document().undo());
        assertThat(RigCodec.bytes(rig.value())).isEqualTo(bytes);

        // Ctrl held as a stroke starts swaps Add for Remove: lower's 40 % at column 40 goes down.
        Point2D left = onWorld(36, 0);
        Point2D right = onWorld(44, 0);
        robot.press(KeyCode.CONTROL);
        robot.moveTo(left).press(MouseButton.PRIMARY);
        robot.moveTo(left.midpoint(right)).moveTo(right).release(MouseButton.PRIMARY);
        robot.release(KeyCode.CONTROL);
        waitUntil(() -> rig.document().history().steps().size() == steps + 1);
        assertThat(rig.document().history().steps().get(steps).label()).isEqualTo("Erase weight of lower");
        assertThat(weight(rig.value(), 2, "lower")).isLessThan(0.4 - 0.1);
        assertThat(weight(rig.value(), 2, "upper") + weight(rig.value(), 2, "lower")).isCloseTo(1, within(1e-12));
    }

    @Test
    void aClickPicksAVertexAndTheTableSetsRenormalisesAndNormalisesItsWeights(FxRobot robot) throws Exception {
        OpenDocument<Rig> rig = openRig(robot);
        byte[] bytes = RigCodec.bytes(rig.value());
        RigViewState view = RigViewState.of(rig);
        // A click near (40, 10) picks vertex 9; Shift-click near (60, −10) adds vertex 3.
        robot.clickOn(onWorld(41, 9));
        waitUntil(() -> view.selectedVertices().equals(java.util.Set.of(9)));
        assertThat(rig.document().history().steps()).isEmpty();
        waitUntil(() -> robot.lookup("#weight-9-upper").tryQuery().isPresent());
        assertThat(robot.lookup("#weight-9-upper").queryAs(NumberField.class).getText()).isEqualTo("60%");
        assertThat(robot.lookup("#weight-9-lower").queryAs(NumberField.class).getText()).isEqualTo("40%");

        type(robot, "#weight-9-upper", "25");
        waitUntil(() -> Math.abs(weight(rig.value(), 9, "upper") - 0.25) < 1e-12);
        assertThat(weight(rig.value(), 9, "lower")).isCloseTo(0.75, within(1e-12));
        assertThat(rig.document().history().steps().get(0).label())
                .isEqualTo("Set weight of upper to 25 % in vertex 9");

        robot.press(KeyCode.SHIFT);
        robot.clickOn(onWorld(59, -9));
        robot.release(KeyCode.SHIFT);
        waitUntil(() -> view.selectedVertices().equals(java.util.Set.of(9, 3)));
        waitUntil(() -> robot.lookup("#weight-all-lower").tryQuery().isPresent());
        assertThat(robot.lookup("#weight-all-lower").queryAs(NumberField.class).getText()).isEqualTo("67.5%");
        type(robot, "#weight-all-lower", "50 %");
        waitUntil(() -> Math.abs(weight(rig.value(), 3, "lower") - 0.5) < 1e-12);
        assertThat(weight(rig.value(), 9, "lower")).isCloseTo(0.5, within(1e-12));
        assertThat(weight(rig.value(), 9, "upper")).isCloseTo(0.5, within(1e-12));

        // Vertex 0's weights sum to 1.00007: Normalise makes them exactly 1.
        robot.clickOn(onWorld(1, -9));
        waitUntil(() -> view.selectedVertices().equals(java.util.Set.of(0)));
        waitUntil(() -> robot.lookup("#weights-normalise").tryQuery().isPresent());
        robot.clickOn("#weights-normalise");
        waitUntil(() -> rig.document().history().steps().size() == 3);
        List<Influence> normal = weights(rig.value()).get(0);
        assertThat(normal.get(0).weight() + normal.get(1).weight()).isEqualTo(1.0);
        assertThat(normal.get(0).weight()).isCloseTo(0.70004 / 1.00007, within(1e-15));

        robot.interact(() -> {
            while (rig.document().undo()) {
                // back to the file as opened
            }
        });
        assertThat(RigCodec.bytes(rig.value())).isEqualTo(bytes);
    }
}

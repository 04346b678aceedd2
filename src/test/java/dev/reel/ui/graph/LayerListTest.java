package dev.reel.ui.graph;

import dev.reel.model.Controller;
import dev.reel.model.Layer;
import dev.reel.model.LayerBlend;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The layer list beside the graph: an Upper layer for the knight's attack added by hand, given a clip and a
 * mask picked from the node paths the clips animate, its weight and blend set, reordered and removed; every
 * edit one undo step.
 */
class LayerListTest extends EditorFixture {
    private OpenDocument<Controller> knight;

    @org.junit.jupiter.api.BeforeAll
    static void patientSetup() {
        org.testfx.api.FxToolkit.toolkitContext().setSetupTimeoutInMillis(60_000);
    }

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private List<Layer> layers() {
        return knight.value().layers();
    }

    private int steps() {
        return knight.document().history().position();
    }

    @Test
    @SuppressWarnings("unchecked")
    void addAnUpperLayerForAttackWithAMask(FxRobot robot) throws Exception {
        // An arm swing whose tracks animate Body, Body/Arm and Body/Arm/Hand: the paths a mask picks from.
        Files.writeString(root.resolve("anim/knight/swing.aeanim"), """
                anim version=1 length=0.2 {
                  track "Body/Arm" prop="transform.rotation" kind=float32 {
                    key t=0 v=1 interp=linear {}
                    key t=0.2 v=3 {}
                  }
                  track "Body/Arm/Hand" prop="transform.rotation" kind=float32 {
                    key t=0 v=0 {}
                  }
                }
                """);
        knight = (OpenDocument<Controller>) open("anim/knight.aectrl");
        robot.interact(() -> {
            window.reveal("Animator");
            window.layout().vertical().setDividerPositions(0.05);
        });
        GraphPanel panel = (GraphPanel) robot.from(stage.getScene().getRoot()).lookup("#graph-panel").query()
                .getProperties().get(GraphPanel.class);
        waitUntil(() -> panel.shown() == knight);

        robot.clickOn("#layer-add");
        waitUntil(() -> layers().size() == 1);
        assertThat(layers().get(0).name()).isEqualTo("Upper");
        assertThat(steps()).isEqualTo(1);
        LayerList.Row row = panel.layers().row(0);

        robot.interact(() -> row.clip.setValue("anim/knight/swing.aeanim"));
        waitUntil(() -> "anim/knight/swing.aeanim".equals(layers().get(0).states().get(0).clip()));
        assertThat(steps()).isEqualTo(2);

        robot.clickOn(row.mask);
        waitUntil(() -> row.mask.isShowing() && !row.mask.getItems().isEmpty());
        assertThat(row.mask.getItems()).extracting(MenuItem::getText)
                .containsExactly("(whole character)", "Body/Arm", "Body/Arm/Hand");
        CheckMenuItem arm = (CheckMenuItem) row.mask.getItems().get(1);
        robot.clickOn(robot.lookup(".context-menu .menu-item").nth(1).queryAs(javafx.scene.Node.class));
        waitUntil(() -> layers().get(0).mask().equals(List.of("Body/Arm")));
        assertThat(arm.getText()).isEqualTo("Body/Arm");
        assertThat(row.mask.getText()).isEqualTo("Mask: Body/Arm");
        assertThat(steps()).isEqualTo(3);
        robot.press(KeyCode.ESCAPE).release(KeyCode.ESCAPE);
        // The root path is the whole character, named so on the button.
        for (List<String> expected : List.of(List.of("Body/Arm", ""), List.of("Body/Arm"))) {
            waitUntil(() -> !row.mask.isShowing());
            robot.clickOn(row.mask);
            waitUntil(() -> row.mask.isShowing() && !row.mask.getItems().isEmpty());
            robot.clickOn(robot.lookup(".context-menu .menu-item").nth(0).queryAs(javafx.scene.Node.class));
            waitUntil(() -> layers().get(0).mask().equals(expected));
            if (expected.size() == 2) {
                waitUntil(() -> row.mask.getText().equals("Mask: Body/Arm, (whole character)"));
            }
            if (row.mask.isShowing()) {
                robot.press(KeyCode.ESCAPE).release(KeyCode.ESCAPE);
            }
        }
        assertThat(steps()).isEqualTo(3 + 2);

        // The weight's slider: keys move it, a run of values is one step.
        robot.clickOn(row.weight);
        robot.interact(() -> row.weight.setValueChanging(true));
        robot.interact(() -> row.weight.setValue(0.8));
        robot.interact(() -> row.weight.setValue(0.6));
        robot.interact(() -> row.weight.setValueChanging(false));
        waitUntil(() -> layers().get(0).weight() == 0.6);
        assertThat(steps()).isEqualTo(4 + 2);
        assertThat(row.weightText.getText()).isEqualTo("0.6");

        robot.interact(() -> row.blend.setValue("additive"));
        waitUntil(() -> layers().get(0).blend() == LayerBlend.ADDITIVE);
        assertThat(steps()).isEqualTo(5 + 2);

        robot.interact(() -> window.workspace().save(knight));
        assertThat(Files.readString(root.resolve("anim/knight.aectrl")))
                .contains("layer \"Upper\" entry=\"Empty\" weight=0.6 blend=additive mask=[\"Body/Arm\"] {")
                .contains("state \"Empty\" clip=asset(\"anim/knight/swing.aeanim\") {}");

        // A second layer goes on top; ↑ moves it under Upper, ✕ removes it; undo brings it back.
        robot.clickOn("#layer-add");
        waitUntil(() -> layers().size() == 2);
        robot.clickOn(panel.layers().row(1).up);
        waitUntil(() -> layers().get(0).name().equals("Layer 2"));
        assertThat(panel.layers().row(0).up.isDisabled()).isTrue();
        robot.clickOn(panel.layers().row(0).remove);
        waitUntil(() -> layers().size() == 1);
        int before = steps();
        robot.interact(() -> knight.document().undo());
        waitUntil(() -> layers().size() == 2);
        assertThat(steps()).isEqualTo(before - 1);
    }
}

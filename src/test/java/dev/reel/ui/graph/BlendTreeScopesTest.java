package dev.reel.ui.graph;

import dev.reel.io.ControllerCodec;
import dev.reel.model.Controller;
import dev.reel.model.Motion;
import dev.reel.ui.documents.OpenDocument;
import javafx.geometry.Point2D;
import javafx.scene.control.ComboBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Blend trees inside a sub-state machine and inside a layer's graph open in the blend-tree editor by a
 * double-click on their box, as at the top level, and its edits land in that tree (one undo step each, undone
 * back to the file's bytes).
 */
class BlendTreeScopesTest extends GraphFixture {
    private static final String TEXT = """
            controller version=1 {
              entry="Idle"
              param "Speed" kind=float default=1 {}
              state "Idle" clip=asset("anim/knight/idle.aeanim") {}
              machine "Moving" entry="Locomotion" {
                state "Locomotion" blend=oneD param="Speed" {
                  motion clip=asset("anim/knight/idle.aeanim") at=0 {}
                  motion clip=asset("anim/knight/run.aeanim") at=3 {}
                }
              }
              transition "Idle" to="Moving" {}
              layer "Upper" entry="Aim" {
                state "Aim" blend=oneD param="Speed" {
                  motion clip=asset("anim/knight/idle.aeanim") at=0 {}
                }
              }
            }
            """;

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @Test
    @SuppressWarnings("unchecked")
    void treesInAMachineAndInALayerOpenInTheEditor(FxRobot robot) throws Exception {
        Files.writeString(root.resolve("anim/trees.aectrl"), TEXT);
        OpenDocument<Controller> document = (OpenDocument<Controller>) open("anim/trees.aectrl");
        robot.interact(() -> {
            window.reveal("Animator");
            window.layout().vertical().setDividerPositions(0.05);
        });
        GraphPanel panel = (GraphPanel) robot.from(stage.getScene().getRoot()).lookup("#graph-panel").query()
                .getProperties().get(GraphPanel.class);
        waitUntil(() -> panel.shown() == document && panel.view().getHeight() > 300);
        String before = ControllerCodec.write(document.value());

        robot.interact(() -> panel.machines().open(document.value().machines().get(0).id()));
        waitUntil(() -> panel.view().boxByName("Locomotion") != null);
        robot.interact(() -> panel.view().frameAll());
        robot.sleep(200);
        // A first click selects the box (and gives the window the focus), the double-click opens the tree.
        robot.clickOn(centre(panel.view().boxByName("Locomotion")));
        robot.sleep(300);
        robot.doubleClickOn(centre(panel.view().boxByName("Locomotion")));
        waitUntil(() -> panel.treeEditor().showing());
        assertThat(panel.treeEditor().stateId())
                .isEqualTo(document.value().machines().get(0).states().get(0).id());
        robot.interact(() -> ((ComboBox<String>) robot.lookup("#blend-new-clip").query())
                .setValue("anim/knight/attack.aeanim"));
        robot.clickOn("#blend-add");
        waitUntil(() -> document.value().machines().get(0).states().get(0).tree().motions().size() == 3);
        assertThat(document.value().machines().get(0).states().get(0).tree().motions())
                .extracting(Motion::clip).contains("anim/knight/attack.aeanim");
        assertThat(document.document().history().position()).isEqualTo(1);

        robot.clickOn(panel.layers().row(0).weightText);
        waitUntil(() -> panel.view().boxByName("Aim") != null);
        waitUntil(() -> !panel.treeEditor().showing());
        robot.interact(() -> panel.view().frameAll());
        robot.sleep(200);
        robot.clickOn(centre(panel.view().boxByName("Aim")));
        robot.sleep(300);
        robot.doubleClickOn(centre(panel.view().boxByName("Aim")));
        waitUntil(() -> panel.treeEditor().showing());
        robot.interact(() -> ((ComboBox<String>) robot.lookup("#blend-new-clip").query())
                .setValue("anim/knight/run.aeanim"));
        robot.clickOn("#blend-add");
        waitUntil(() -> document.value().layers().get(0).states().get(0).tree().motions().size() == 2);
        assertThat(document.value().states().get(0).tree()).as("the base graph's states are untouched").isNull();
        assertThat(document.document().history().position()).isEqualTo(2);

        robot.interact(() -> {
            while (document.document().canUndo()) {
                document.document().undo();
            }
        });
        assertThat(ControllerCodec.write(document.value())).isEqualTo(before);
        assertThat(List.of(before)).containsExactly(TEXT);
    }
}

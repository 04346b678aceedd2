package dev.reel.ui.graph;

import dev.reel.model.Controller;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A sub-state machine in the Animator: one box in the base graph that moves like a state's; a double-click
 * opens its graph (edited like the base graph) with the breadcrumb Base ▸ Combat, whose Base goes back.
 */
class MachineNavigatorTest extends EditorFixture {
    @org.junit.jupiter.api.BeforeAll
    static void patientSetup() {
        org.testfx.api.FxToolkit.toolkitContext().setSetupTimeoutInMillis(60_000);
    }

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private static Point2D centre(Node node) {
        Bounds bounds = node.localToScreen(node.getBoundsInLocal());
        return new Point2D(bounds.getCenterX(), bounds.getCenterY());
    }

    @Test
    @SuppressWarnings("unchecked")
    void aMachineBoxOpensItsGraphAndTheBreadcrumbGoesBack(FxRobot robot) throws Exception {
        Files.copy(Path.of("src/test/resources/golden/replay/depth/combat.aectrl"), root.resolve("anim/combat.aectrl"));
        OpenDocument<Controller> combat = (OpenDocument<Controller>) open("anim/combat.aectrl");
        robot.interact(() -> {
            window.reveal("Animator");
            window.layout().vertical().setDividerPositions(0.05);
        });
        GraphPanel panel = (GraphPanel) robot.from(stage.getScene().getRoot()).lookup("#graph-panel").query()
                .getProperties().get(GraphPanel.class);
        waitUntil(() -> panel.shown() == combat);
        // The window may lay its dividers out again as it settles: the graph is given the room until it has it.
        waitUntil(() -> {
            if (panel.view().getHeight() > 300) {
                return true;
            }
            javafx.application.Platform.runLater(() -> window.layout().vertical().setDividerPositions(0.05));
            return false;
        });
        robot.interact(() -> panel.view().frameAll());
        waitUntil(() -> panel.view().boxByName("Combat") != null);
        StateBox box = panel.view().boxByName("Combat");
        assertThat(box.getPseudoClassStates().toString()).contains("machine");
        // At a readable zoom the graph may be larger than the view: scroll the box into the middle of it.
        robot.interact(() -> panel.view().centreOn(box.getLayoutX() + StateBox.WIDTH / 2,
                box.getLayoutY() + StateBox.HEIGHT / 2));

        // The box moves like a state's: one step, and the machine's pos is in the file.
        Point2D from = centre(box);
        robot.drag(from, MouseButton.PRIMARY).moveTo(from.add(30, 20)).moveTo(from.add(60, 40))
                .release(MouseButton.PRIMARY);
        waitUntil(() -> combat.value().machines().get(0).pos() != null);
        assertThat(combat.document().history().position()).isEqualTo(1);
        robot.interact(() -> window.workspace().save(combat));
        assertThat(Files.readString(root.resolve("anim/combat.aectrl"))).containsPattern("machine \"Combat\" "
                + "entry=\"Slash\" pos=\\[-?\\d+, -?\\d+\\]");

        dev.reel.edit.graph.ViewFrame base = panel.view().frame();
        robot.doubleClickOn(centre(panel.view().boxByName("Combat")));
        waitUntil(() -> panel.view().boxByName("Slash") != null);
        robot.sleep(200);
        // A machine's graph not seen yet is framed for itself, not shown at the base graph's camera.
        dev.reel.edit.graph.ViewFrame framed = dev.reel.edit.graph.ViewFrame.fit(
                panel.view().drawnGeometry(), panel.view().getWidth(), panel.view().getHeight());
        assertThat(panel.view().frame()).isNotEqualTo(base).isEqualTo(framed);
        assertThat(panel.view().boxByName("Idle")).as("the base graph's states are not drawn inside").isNull();
        assertThat(panel.view().boxByName("Guard")).isNotNull();
        assertThat(robot.lookup("#graph-breadcrumb").queryAs(javafx.scene.layout.HBox.class).isVisible()).isTrue();
        assertThat(robot.lookup("#graph-crumb-1").queryLabeled().getText()).isEqualTo("Combat");

        assertThat(robot.lookup("#graph-add-state").query().isDisabled()).isFalse();
        assertThat(robot.lookup("#graph-frame-all").queryButton().isDisabled()).isFalse();
        // Inside, the graph is edited as the base graph is: a drag moves the machine's state, one step.
        Point2D slash = centre(panel.view().boxByName("Slash"));
        robot.drag(slash, MouseButton.PRIMARY).moveTo(slash.add(25, 0)).moveTo(slash.add(50, 0))
                .release(MouseButton.PRIMARY);
        waitUntil(() -> combat.value().machines().get(0).states().get(0).pos() != null);
        assertThat(combat.document().history().position()).isEqualTo(2);
        assertThat(combat.value().states()).allSatisfy(state -> assertThat(state.pos()).isNull());

        // The breadcrumb is made again after the edit: click the one in the window once the edit has settled.
        WaitForAsyncUtils.waitForFxEvents();
        waitUntil(() -> robot.lookup("#graph-crumb-0").tryQuery().map(crumb -> crumb.getScene() != null)
                .orElse(false));
        robot.clickOn("#graph-crumb-0");
        waitUntil(() -> panel.view().boxByName("Idle") != null);
        assertThat(panel.view().boxByName("Slash")).isNull();
        assertThat(robot.lookup("#graph-add-state").query().isDisabled()).isFalse();
        assertThat(robot.lookup("#graph-breadcrumb").queryAs(javafx.scene.layout.HBox.class).isVisible()).isFalse();
    }
}

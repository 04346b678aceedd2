package dev.reel.ui.graph;

import dev.reel.io.ControllerCodec;
import dev.reel.model.Controller;
import dev.reel.model.Machine;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.app.OpenDocument;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A layer picked in the layer list shows its graph on the canvas (breadcrumb {@code Upper}), edited as the base
 * graph is, one undo step each and undone back to the file's bytes; Base brings the base graph back.
 */
class LayerGraphTest extends EditorFixture {
    private OpenDocument<Controller> document;
    private GraphPanel panel;

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

    private Machine combat() {
        return document.value().machines().get(0);
    }

    private int steps() {
        return document.document().history().position();
    }

    @SuppressWarnings("unchecked")
    private void openController(FxRobot robot, String file) throws Exception {
        Files.copy(Path.of("src/test/resources/golden/replay/depth/" + file), root.resolve("anim/" + file));
        document = (OpenDocument<Controller>) open("anim/" + file);
        robot.interact(() -> {
            window.reveal("Animator");
            window.layout().vertical().setDividerPositions(0.05);
        });
        waitUntil(() -> robot.from(stage.getScene().getRoot()).lookup("#graph-panel").tryQuery().isPresent());
        panel = (GraphPanel) robot.from(stage.getScene().getRoot()).lookup("#graph-panel").query().getProperties()
                .get(GraphPanel.class);
        waitUntil(() -> panel.shown() == document && panel.view().getHeight() > 300);
    }

    private void drag(FxRobot robot, Point2D from, Point2D to) {
        robot.drag(from, MouseButton.PRIMARY).moveTo(from.interpolate(to, 0.5)).moveTo(to)
                .release(MouseButton.PRIMARY);
    }

    @Test
    void aLayerPickedInTheListShowsItsGraphForEditingAndBaseGoesBack(FxRobot robot) throws Exception {
        openController(robot, "layers.aectrl");
        String before = ControllerCodec.write(document.value());
        waitUntil(() -> panel.view().boxByName("Walk") != null);
        assertThat(robot.lookup("#graph-breadcrumb").queryAs(javafx.scene.layout.HBox.class).isVisible()).isFalse();

        robot.clickOn(panel.layers().row(0).weightText);
        waitUntil(() -> panel.view().boxByName("Swing") != null);
        assertThat(panel.view().boxByName("Walk")).isNull();
        assertThat(panel.view().boxByName("Empty")).isNotNull();
        assertThat(panel.view().box(MachineNavigator.EXIT)).as("a layer's graph has no Exit").isNull();
        assertThat(robot.lookup("#graph-crumb-0").queryLabeled().getText()).isEqualTo("Upper");
        assertThat(panel.layers().row(0).getPseudoClassStates().toString()).contains("picked");

        robot.clickOn("#graph-add-state");
        waitUntil(() -> document.value().layers().get(0).states().size() == 3);
        assertThat(document.value().states()).extracting(State::name).containsExactly("Walk");
        waitUntil(() -> panel.view().boxByName("New State") != null);
        robot.interact(() -> panel.view().frameAll());
        robot.sleep(100);
        drag(robot, centre(panel.view().boxByName("Swing").dot()), centre(panel.view().boxByName("New State")));
        waitUntil(() -> document.value().layers().get(0).transitions().size() == 3);
        assertThat(steps()).isEqualTo(2);

        robot.clickOn("#layer-base");
        waitUntil(() -> panel.view().boxByName("Walk") != null);
        assertThat(panel.view().boxByName("Swing")).isNull();
        assertThat(robot.lookup("#graph-breadcrumb").queryAs(javafx.scene.layout.HBox.class).isVisible()).isFalse();

        robot.interact(() -> {
            while (document.document().canUndo()) {
                document.document().undo();
            }
        });
        assertThat(ControllerCodec.write(document.value())).isEqualTo(before);
    }
}

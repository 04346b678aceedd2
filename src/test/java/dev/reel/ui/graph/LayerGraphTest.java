package dev.reel.ui.graph;

import dev.reel.io.ControllerCodec;
import dev.reel.model.State;
import javafx.geometry.Point2D;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;


import static org.assertj.core.api.Assertions.assertThat;

/**
 * A layer picked in the layer list shows its graph on the canvas (breadcrumb {@code Upper}), edited as the base
 * graph is, one undo step each and undone back to the file's bytes; Base brings the base graph back.
 */
class LayerGraphTest extends GraphFixture {

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private void drag(FxRobot robot, Point2D from, Point2D to) {
        robot.drag(from, MouseButton.PRIMARY).moveTo(from.interpolate(to, 0.5)).moveTo(to)
                .release(MouseButton.PRIMARY);
    }

    @Test
    void eachGraphKeepsItsOwnZoomAndScrollAndALargeOneShowsAMiniMap(FxRobot robot) throws Exception {
        openDepthController(robot, "layers.aectrl");
        waitUntil(() -> panel.view().boxByName("Walk") != null);
        GraphView view = panel.view();
        robot.interact(() -> {
            view.zoomAt(50, 50, 1.6);
            view.panBy(-300, -120);
        });
        dev.reel.edit.graph.ViewFrame base = view.frame();
        assertThat(view.miniMap().isVisible()).as("zoomed in, the graph is larger than the view").isTrue();

        robot.clickOn(panel.layers().row(0).weightText);
        waitUntil(() -> view.boxByName("Swing") != null);
        robot.sleep(200);
        assertThat(view.frame()).as("a layer not seen yet is framed").isNotEqualTo(base);
        assertThat(view.zoom()).isGreaterThanOrEqualTo(ZoomPan.FRAME_MIN_ZOOM - 1e-9);
        robot.interact(() -> view.panBy(40, 0));
        dev.reel.edit.graph.ViewFrame layer = view.frame();

        robot.clickOn("#layer-base");
        waitUntil(() -> view.boxByName("Walk") != null);
        robot.sleep(200);
        assertThat(view.frame()).as("the base graph as it was left").isEqualTo(base);
        robot.clickOn(panel.layers().row(0).weightText);
        waitUntil(() -> view.boxByName("Swing") != null);
        robot.sleep(200);
        assertThat(view.frame()).as("the layer as it was left").isEqualTo(layer);
    }

    @Test
    void aLayerPickedInTheListShowsItsGraphForEditingAndBaseGoesBack(FxRobot robot) throws Exception {
        openDepthController(robot, "layers.aectrl");
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

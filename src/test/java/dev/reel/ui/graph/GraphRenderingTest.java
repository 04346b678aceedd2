package dev.reel.ui.graph;

import dev.reel.model.Controller;
import dev.reel.model.Transition;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.app.OpenDocument;
import javafx.geometry.Bounds;
import javafx.scene.control.Tooltip;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the graph does to draw a large controller quickly, as a user sees it: an arrow's tooltip is made when the
 * mouse first comes over it (one popup window per arrow made opening a large graph slow), and hovering the
 * arrow's label still shows it; while the camera keeps moving the layers move as pictures, which end when it
 * rests or the graph changes.
 */
class GraphRenderingTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @SuppressWarnings("unchecked")
    private GraphPanel knightGraph(FxRobot robot) {
        OpenDocument<Controller> knight = (OpenDocument<Controller>) open("anim/knight.aectrl");
        robot.interact(() -> {
            window.reveal("Animator");
            window.layout().vertical().setDividerPositions(0.12);
        });
        GraphPanel panel = (GraphPanel) robot.from(stage.getScene().getRoot()).lookup("#graph-panel").query()
                .getProperties().get(GraphPanel.class);
        waitUntil(() -> panel.shown() == knight && !panel.view().boxes().isEmpty());
        return panel;
    }

    @Test
    void hoveringAnArrowsLabelShowsItsTooltip(FxRobot robot) {
        GraphPanel panel = knightGraph(robot);
        Controller knight = panel.shown().value();
        Transition transition = knight.transitions().stream()
                .filter(candidate -> !candidate.fromAny() && !ArrowNode.conditionText(candidate).isEmpty()).findFirst().orElseThrow();
        ArrowNode arrow = panel.view().arrow(transition.id());
        waitUntil(() -> arrow.label().isVisible() && arrow.label().getWidth() > 0);
        assertThat(arrow.tooltipText()).startsWith(transition.from() + " → " + transition.to())
                .contains(ArrowNode.conditionText(transition));
        Bounds[] bounds = new Bounds[1];
        robot.interact(() -> bounds[0] = arrow.label().localToScreen(arrow.label().getBoundsInLocal()));
        Bounds label = bounds[0];
        robot.moveTo(new javafx.geometry.Point2D(label.getCenterX() - 3, label.getCenterY()));
        robot.moveTo(new javafx.geometry.Point2D(label.getCenterX() + 3, label.getCenterY()));
        waitUntil(() -> Window.getWindows().stream().anyMatch(window -> window instanceof Tooltip tip
                && tip.isShowing() && tip.getText().equals(arrow.tooltipText())));
    }

    @Test
    void aMovingCameraMovesPicturesUntilItRests(FxRobot robot) {
        GraphPanel panel = knightGraph(robot);
        GraphView view = panel.view();
        boolean[] after = new boolean[3];
        // Both moves in one go: on a busy machine the rest time could pass between two separate ones.
        robot.interact(() -> {
            view.panBy(5, 0);
            after[0] = view.camera().cached();
            view.zoomAt(100, 100, 1.05);
            after[1] = view.camera().cached();
            after[2] = view.boxes().get(0).getParent().isCache();
        });
        assertThat(after[0]).as("one move is drawn as shapes").isFalse();
        assertThat(after[1]).isTrue();
        assertThat(after[2]).isTrue();
        waitUntil(() -> !view.camera().cached());
        assertThat(view.boxes().get(0).getParent().isCache()).as("sharp again once it rests").isFalse();
        robot.interact(() -> {
            view.panBy(5, 0);
            view.panBy(5, 0);
            view.show(view.controller());
        });
        assertThat(view.camera().cached()).as("a change of the graph ends the pictures").isFalse();
    }
}

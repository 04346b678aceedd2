package dev.reel.ui.graph;

import dev.reel.edit.Gesture;
import dev.reel.edit.cmd.MoveStates;
import dev.reel.model.Controller;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Vec2;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import javafx.geometry.Bounds;
import javafx.scene.control.Tooltip;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the graph does to draw a large controller quickly, as a user sees it: an arrow's tooltip is made when the
 * mouse first comes over it (one popup window per arrow made opening a large graph slow), and hovering the
 * arrow's label still shows it; while the camera keeps moving the layers move as pictures, which end when it
 * rests or the graph changes; while a state is dragged, what it leaves alone is a picture under what moves.
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
    void autoLayoutAndFrameAllKeepTheGraphReadableAndArrowsOffOtherBoxes(FxRobot robot) {
        GraphPanel panel = knightGraph(robot);
        robot.clickOn("#graph-auto-layout");
        robot.interact(() -> panel.view().frameAll());
        GraphView view = panel.view();
        assertThat(view.zoom()).isGreaterThanOrEqualTo(ZoomPan.FRAME_MIN_ZOOM - 1e-9);
        Controller knight = panel.shown().value();
        for (Transition transition : knight.transitions()) {
            List<dev.reel.edit.graph.Point> path = view.arrow(transition.id()).path();
            for (StateBox box : view.boxes()) {
                if (box.stateName().equals(transition.from()) || box.stateName().equals(transition.to())) {
                    continue;
                }
                dev.reel.edit.graph.Box inside = new dev.reel.edit.graph.Box(box.getLayoutX(), box.getLayoutY(),
                        StateBox.WIDTH, StateBox.HEIGHT).grow(-0.5);
                for (int k = 0; k + 1 < path.size(); k++) {
                    assertThat(inside.crossedBy(path.get(k), path.get(k + 1)))
                            .as(transition.from() + " → " + transition.to() + " through " + box.stateName()).isFalse();
                }
            }
        }
        // A label is clicked to select its transition.
        // One whose label is in view, clear of the mini-map (which takes clicks over it).
        Bounds seen = view.localToScreen(view.getLayoutBounds());
        Bounds map = view.miniMap().isVisible()
                ? view.miniMap().localToScreen(view.miniMap().getLayoutBounds()) : null;
        Transition labelled = knight.transitions().stream()
                .filter(t -> view.arrow(t.id()).labelShown())
                .filter(t -> {
                    ArrowLabel label = view.arrow(t.id()).label();
                    Bounds plate = label.localToScreen(label.getBoundsInLocal());
                    return seen.contains(plate) && (map == null || !map.intersects(plate));
                }).findFirst().orElseThrow();
        ArrowNode arrow = view.arrow(labelled.id());
        Bounds[] bounds = new Bounds[1];
        robot.interact(() -> bounds[0] = arrow.label().localToScreen(arrow.label().getBoundsInLocal()));
        robot.clickOn(new javafx.geometry.Point2D(bounds[0].getCenterX(), bounds[0].getCenterY()));
        waitUntil(() -> panel.shown().selection().contains(labelled.id()));
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

    @Test
    @SuppressWarnings("unchecked")
    void aStateDragDrawsOnlyWhatMovesOverPicturesOfTheRest(FxRobot robot) {
        GraphPanel panel = knightGraph(robot);
        GraphView view = panel.view();
        OpenDocument<Controller> knight = (OpenDocument<Controller>) panel.shown();
        Controller before = knight.value();
        State run = before.states().stream().filter(state -> state.name().equals("Run")).findFirst().orElseThrow();
        Transition attached = before.transitions().stream()
                .filter(t -> t.to().equals("Run") || t.from().equals("Run")).findFirst().orElseThrow();
        Transition apart = before.transitions().stream().filter(t -> !t.fromAny() && !t.to().equals("Run")
                && !t.from().equals("Run") && view.arrow(t.id()).labelShown()).findFirst().orElseThrow();
        StateBox other = view.boxes().stream().filter(box -> box.stateId() != run.id()).findFirst().orElseThrow();
        List<javafx.scene.Node> arrowOrder = List.copyOf(view.arrow(apart.id()).getParent().getChildrenUnmodifiable());
        List<javafx.scene.Node> boxOrder = List.copyOf(other.getParent().getChildrenUnmodifiable());
        Gesture<Controller>[] gesture = new Gesture[1];
        boolean[] seen = new boolean[7];
        robot.interact(() -> {
            gesture[0] = knight.document().gesture("Move state");
            gesture[0].update(new MoveStates(Map.of(run.id(), new Vec2(run.pos().x() + 20, run.pos().y() + 10))));
            seen[0] = view.drag().active();
            gesture[0].update(new MoveStates(Map.of(run.id(), new Vec2(run.pos().x() + 40, run.pos().y() + 20))));
            seen[1] = view.drag().active();
            seen[2] = other.getParent().isCache() && view.arrow(apart.id()).getParent().isCache();
            seen[3] = view.box(run.id()).getParent() != other.getParent() && !view.box(run.id()).getParent().isCache();
            seen[4] = view.arrow(attached.id()).getParent() != view.arrow(apart.id()).getParent();
            stage.getScene().getRoot().layout();
            gesture[0].update(new MoveStates(Map.of(run.id(), new Vec2(run.pos().x() + 60, run.pos().y() + 30))));
            seen[5] = view.drag().active() && view.box(run.id()).getLayoutX() == run.pos().x() + 60;
            seen[6] = !view.arrow(apart.id()).label().isNeedsLayout();
        });
        assertThat(seen[0]).as("a single move is drawn as shapes").isFalse();
        assertThat(seen[1]).as("the second move makes the pictures").isTrue();
        assertThat(seen[2]).as("the boxes and arrows left alone are pictures").isTrue();
        assertThat(seen[3]).as("the dragged box is drawn apart, as shapes").isTrue();
        assertThat(seen[4]).as("an arrow of the dragged state moves with it").isTrue();
        assertThat(seen[5]).as("the drag goes on over the same pictures, the box where the mouse took it").isTrue();
        assertThat(seen[6]).as("a label the drag leaves where it was is not laid out again").isTrue();
        robot.interact(() -> gesture[0].commit());
        waitUntil(() -> !view.drag().active());
        robot.interact(() -> {
            assertThat(other.getParent().isCache()).as("drawn as shapes again once the drag ends").isFalse();
            assertThat(view.arrow(attached.id()).getParent()).isSameAs(view.arrow(apart.id()).getParent());
            assertThat(view.arrow(apart.id()).getParent().getChildrenUnmodifiable())
                    .as("every arrow back in its place").containsExactlyElementsOf(arrowOrder);
            assertThat(other.getParent().getChildrenUnmodifiable()).as("every box back in its place")
                    .containsExactlyElementsOf(boxOrder);
        });
        assertThat(knight.value().state("Run").pos()).isEqualTo(new Vec2(run.pos().x() + 60, run.pos().y() + 30));
    }

    @Test
    void aCancelledStateDragEndsItsPicturesWhenItRests(FxRobot robot) {
        GraphPanel panel = knightGraph(robot);
        GraphView view = panel.view();
        Controller before = panel.shown().value();
        State idle = before.states().get(0);
        @SuppressWarnings("unchecked")
        Gesture<Controller>[] gesture = new Gesture[1];
        robot.interact(() -> {
            gesture[0] = ((OpenDocument<Controller>) panel.shown()).document().gesture("Move state");
            gesture[0].update(new MoveStates(Map.of(idle.id(), new Vec2(idle.pos().x() + 20, idle.pos().y()))));
            gesture[0].update(new MoveStates(Map.of(idle.id(), new Vec2(idle.pos().x() + 40, idle.pos().y()))));
            assertThat(view.drag().active()).isTrue();
            gesture[0].cancel();
        });
        waitUntil(() -> !view.drag().active());
        robot.interact(() -> assertThat(view.boxes().stream().map(javafx.scene.Node::getParent).distinct())
                .as("every box back in one layer, drawn as shapes").hasSize(1)
                .allMatch(layer -> !layer.isCache()));
    }
}

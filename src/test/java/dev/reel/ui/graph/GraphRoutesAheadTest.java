package dev.reel.ui.graph;

import dev.reel.bench.BigProjects;
import dev.reel.edit.graph.Diagram;
import dev.reel.edit.graph.LabelLayout;
import dev.reel.edit.graph.LabelText;
import dev.reel.edit.graph.Point;
import dev.reel.edit.graph.Router;
import dev.reel.edit.graph.Sizes;
import dev.reel.model.Controller;
import dev.reel.model.Transition;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A graph just opened has its arrows routed and their labels placed on a worker while the window builds the rest
 * (issue 37), and they are drawn along the same paths, their labels at the same spots, as routing and placing them
 * on the JavaFX thread gives.
 */
class GraphRoutesAheadTest extends GraphFixture {

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @Test
    void aGraphJustOpenedIsRoutedOnTheWorkerAlongTheSamePaths(FxRobot robot) throws Exception {
        Path big = BigProjects.bigController(temp.resolve("big"), 18, 150, 600);
        Files.copy(big.resolve(BigProjects.BIG_CONTROLLER), root.resolve(BigProjects.BIG_CONTROLLER));
        Files.copy(big.resolve("anim/a.aeanim"), root.resolve("anim/a.aeanim"));
        openInAnimator(robot, BigProjects.BIG_CONTROLLER);
        GraphView view = panel.view();
        waitUntil(() -> view.boxes().size() == 150 && view.visible() != null);
        waitForPulses(3, 0.1);

        assertThat(RoutesAhead.routedOn()).as("the thread that routed the graph just opened")
                .isEqualTo("reel-graph-routes");
        robot.interact(() -> {
            Controller controller = view.controller();
            Map<Long, List<Point>> onTheSpot = Router.route(Diagram.of(controller, Sizes.EDITOR, LabelText::of));
            assertThat(view.drawnGeometry().routes()).as("the routes drawn").isEqualTo(onTheSpot);
            for (Transition transition : controller.transitions()) {
                assertThat(view.arrow(transition.id()).path()).as("arrow " + transition.id())
                        .isEqualTo(onTheSpot.get(transition.id()));
            }
        });
    }

    @Test
    void aGraphJustOpenedHasItsLabelsPlacedOnTheWorkerWhereTheJavaFxThreadPlacesThem(FxRobot robot) throws Exception {
        Path big = BigProjects.bigController(temp.resolve("big"), 18, 150, 600);
        Files.copy(big.resolve(BigProjects.BIG_CONTROLLER), root.resolve(BigProjects.BIG_CONTROLLER));
        Files.copy(big.resolve("anim/a.aeanim"), root.resolve("anim/a.aeanim"));
        // The Animator shows a graph already, as when a controller is opened from the project: its view is styled.
        openInAnimator(robot, "anim/knight.aectrl");
        waitForPulses(3, 0.1);
        openInAnimator(robot, BigProjects.BIG_CONTROLLER);
        GraphView view = panel.view();
        waitUntil(() -> view.boxes().size() == 150 && view.visible() != null);
        waitForPulses(3, 0.1);

        assertThat(RoutesAhead.placedOn()).as("the thread that placed the labels of the graph just opened")
                .isEqualTo("reel-graph-routes");
        robot.interact(() -> {
            Controller controller = view.controller();
            Diagram diagram = Diagram.of(controller, Sizes.EDITOR, LabelText::of);
            Map<Long, LabelLayout.Spot> onTheSpot = LabelLayout.place(diagram, Router.route(diagram),
                    view::labelWidth, Sizes.EDITOR.labelHeight(), List.of());
            assertThat(view.drawnGeometry().labels()).as("the labels' spots drawn").isEqualTo(onTheSpot);
            long shown = controller.transitions().stream()
                    .filter(transition -> view.arrow(transition.id()).label().isVisible()).count();
            assertThat(shown).as("labels shown").isEqualTo(onTheSpot.values().stream()
                    .filter(spot -> spot.box() != null).count());
        });
    }
}

package dev.reel.ui.graph;

import dev.reel.edit.cmd.MoveStates;
import dev.reel.model.Controller;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Vec2;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Where new states land on the graph (the + State button, the background menu, a paste) and transitions
 * dragged from the Any State pill, in a real window.
 */
class GraphPlacementTest extends EditorFixture {
    private OpenDocument<Controller> controller;
    private GraphPanel panel;

    @BeforeAll
    static void patientSetup() {
        FxToolkit.toolkitContext().setSetupTimeoutInMillis(60_000);
    }

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @SuppressWarnings("unchecked")
    private void openController(FxRobot robot, String relative) {
        controller = (OpenDocument<Controller>) open(relative);
        robot.interact(() -> {
            window.reveal("Animator");
            window.layout().vertical().setDividerPositions(0.12);
        });
        panel = (GraphPanel) robot.from(stage.getScene().getRoot()).lookup("#graph-panel").query()
                .getProperties().get(GraphPanel.class);
        waitUntil(() -> panel.shown() == controller && panel.view().getHeight() > 300);
        robot.interact(() -> panel.view().frameAll());
    }

    private static Point2D centre(Node node) {
        Bounds bounds = node.localToScreen(node.getLayoutBounds());
        return new Point2D(bounds.getCenterX(), bounds.getCenterY());
    }

    /** Every box and both pills, as the view lays them out, overlap none of the others. */
    private void assertNothingOverlaps() {
        List<Routes.Box> parts = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (StateBox box : panel.view().boxes()) {
            parts.add(GraphView.boxOf(box));
            names.add(box.stateName());
        }
        parts.add(GraphView.boxOf(panel.view().pill(MoveStates.ENTRY)));
        names.add("Entry");
        parts.add(GraphView.boxOf(panel.view().pill(MoveStates.ANY)));
        names.add("Any State");
        for (int a = 0; a < parts.size(); a++) {
            for (int b = a + 1; b < parts.size(); b++) {
                assertThat(parts.get(a).overlaps(parts.get(b))).as(names.get(a) + " over " + names.get(b)).isFalse();
            }
        }
    }

    /** The graph point in the middle of the view. */
    private Routes.Point viewMiddle() {
        Routes.Point[] middle = new Routes.Point[1];
        new FxRobot().interact(() -> {
            Point2D scene = panel.view().localToScene(panel.view().getWidth() / 2, panel.view().getHeight() / 2);
            middle[0] = panel.view().worldAt(scene.getX(), scene.getY());
        });
        return middle[0];
    }

    /** The part of the graph the view shows. */
    private Routes.Box visible() {
        Routes.Box[] seen = new Routes.Box[1];
        new FxRobot().interact(() -> {
            Point2D topLeft = panel.view().localToScene(0, 0);
            Point2D bottomRight = panel.view().localToScene(panel.view().getWidth(), panel.view().getHeight());
            Routes.Point from = panel.view().worldAt(topLeft.getX(), topLeft.getY());
            Routes.Point to = panel.view().worldAt(bottomRight.getX(), bottomRight.getY());
            seen[0] = new Routes.Box(from.x(), from.y(), to.x() - from.x(), to.y() - from.y());
        });
        return seen[0];
    }

    private static double distanceOfCentre(State state, Routes.Point point) {
        return Math.hypot(state.pos().x() + StateBox.WIDTH / 2 - point.x(),
                state.pos().y() + StateBox.HEIGHT / 2 - point.y());
    }

    @Test
    void statesAddedInARowByTheButtonCoverNoBoxAndNoPill(FxRobot robot) {
        openController(robot, "anim/knight.aectrl");
        Routes.Point middle = viewMiddle();
        for (int added = 1; added <= 5; added++) {
            int count = 5 + added;
            robot.clickOn("#graph-add-state");
            waitUntil(() -> controller.value().states().size() == count && panel.view().boxes().size() == count);
            assertNothingOverlaps();
        }
        State first = controller.value().state("New State");
        assertThat(distanceOfCentre(first, middle)).as("near the middle of the view").isLessThan(300);
        Routes.Box seen = visible();
        assertThat(first.pos().x()).as("in sight").isBetween(seen.x(), seen.x() + seen.width() - StateBox.WIDTH);
        assertThat(first.pos().y()).as("in sight").isBetween(seen.y(), seen.y() + seen.height() - StateBox.HEIGHT);
        assertThat(controller.document().history().position()).isEqualTo(5);
    }

    @Test
    void aNewControllerGetsItsStatesSideBySideNearTheMiddle(FxRobot robot) throws Exception {
        Files.writeString(root.resolve("anim/fresh.aectrl"), "controller version=1 {\n}\n");
        openController(robot, "anim/fresh.aectrl");
        for (int added = 1; added <= 4; added++) {
            int count = added;
            robot.clickOn("#graph-add-state");
            waitUntil(() -> panel.view().boxes().size() == count);
            assertNothingOverlaps();
        }
        assertThat(controller.value().entry()).isEqualTo("New State");
    }

    /** Where a graph point is on the screen. */
    private Point2D onScreen(Routes.Point point) {
        Point2D[] screen = new Point2D[1];
        new FxRobot().interact(() -> screen[0] = panel.view().boxByName("Idle").getParent()
                .localToScreen(point.x(), point.y()));
        return screen[0];
    }

    @Test
    void theBackgroundMenuAddsAStateBesideTheBoxItWouldCover(FxRobot robot) {
        openController(robot, "anim/knight.aectrl");
        // Below Idle's lower left corner (Idle is at 240, 160, 64 high), clear of its shadow: a box centred
        // there would cover Idle's bottom edge.
        Routes.Point at = new Routes.Point(250, 250);
        robot.clickOn(onScreen(at), MouseButton.SECONDARY);
        robot.clickOn("Add State");
        waitUntil(() -> panel.view().boxByName("New State") != null);
        assertNothingOverlaps();
        assertThat(distanceOfCentre(controller.value().state("New State"), at)).as("near the mouse")
                .isLessThan(160);
    }

    @Test
    void pastedStatesLandNearTheMouseOverNothing(FxRobot robot) {
        openController(robot, "anim/knight.aectrl");
        robot.clickOn(centre(panel.view().boxByName("Run")));
        waitUntil(() -> controller.selection().size() == 1);
        robot.interact(() -> window.actions().run("edit.copy"));
        // Zoomed out, with room around the graph; the mouse rests near Attack's right end (370, 320, 176 wide): the
        // paste goes as near to it as covers nothing.
        robot.interact(() -> panel.view().zoomAt(panel.view().getWidth() / 2, panel.view().getHeight() / 2, 0.6));
        Routes.Point mouse = new Routes.Point(600, 330);
        robot.moveTo(onScreen(mouse));
        robot.interact(() -> {
            panel.view().requestFocus();
            window.actions().run("edit.paste");
        });
        waitUntil(() -> panel.view().boxByName("Run 2") != null);
        assertNothingOverlaps();
        assertThat(distanceOfCentre(controller.value().state("Run 2"), mouse)).as("near the mouse")
                .isLessThan(80);
    }

    @Test
    void draggingFromTheAnyStatePillsDotAddsATransitionFromAnyState(FxRobot robot) {
        openController(robot, "anim/knight.aectrl");
        Vec2 anyBefore = controller.value().anyPos();
        assertThat(controller.value().transitions()).noneMatch(t -> t.fromAny() && t.to().equals("Run"));
        Point2D dot = centre(panel.view().pill(MoveStates.ANY).dot());
        robot.drag(dot, MouseButton.PRIMARY).moveTo(centre(panel.view().boxByName("Run")))
                .release(MouseButton.PRIMARY);
        waitUntil(() -> controller.value().transitions().stream().anyMatch(t -> t.fromAny() && t.to().equals("Run")));

        Transition added = controller.value().transitions().get(controller.value().transitions().size() - 1);
        assertThat(added.from()).isEqualTo(Transition.ANY);
        assertThat(controller.selection()).as("the new transition is selected").containsExactly(added.id());
        assertThat(controller.value().anyPos()).as("the pill did not move").isEqualTo(anyBefore);
        assertThat(controller.document().history().position()).isEqualTo(1);
        assertThat(panel.view().arrow(added.id())).as("an arrow is drawn from the pill").isNotNull();
    }
}

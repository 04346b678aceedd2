package dev.reel.ui.graph;

import dev.reel.bench.BigProjects;
import dev.reel.edit.graph.Box;
import javafx.scene.layout.Background;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A large graph puts in the scene only what the camera is near (issue 37): the 150-state, 600-transition graph
 * opened at the readable zoom has the boxes and arrows in view in its layers and not those far out of it; the
 * others join, styled, as the camera comes to them or zooms out; an arrow label that found no spot has no node.
 */
class GraphReachTest extends GraphFixture {

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @Test
    void onlyThePartsNearTheViewAreInTheSceneUntilTheCameraComesToThem(FxRobot robot) throws Exception {
        Path big = BigProjects.bigController(temp.resolve("big"), 18, 150, 600);
        Files.copy(big.resolve(BigProjects.BIG_CONTROLLER), root.resolve(BigProjects.BIG_CONTROLLER));
        Files.copy(big.resolve("anim/a.aeanim"), root.resolve("anim/a.aeanim"));
        openInAnimator(robot, BigProjects.BIG_CONTROLLER);
        GraphView view = panel.view();
        waitUntil(() -> view.boxes().size() == 150 && view.visible() != null);
        waitForPulses(3, 0.1);

        List<StateBox> inScene = new ArrayList<>();
        List<StateBox> inView = new ArrayList<>();
        List<ArrowNode> arrowsInScene = new ArrayList<>();
        robot.interact(() -> {
            Box visible = view.visible();
            for (StateBox box : view.boxes()) {
                if (box.getScene() != null) {
                    inScene.add(box);
                }
                if (new Box(box.getLayoutX(), box.getLayoutY(), StateBox.WIDTH, StateBox.HEIGHT).overlaps(visible)) {
                    inView.add(box);
                }
            }
            for (ArrowNode arrow : arrows()) {
                if (arrow.getScene() != null) {
                    arrowsInScene.add(arrow);
                }
            }
        });
        assertThat(inView).as("boxes in view at the readable zoom").isNotEmpty();
        assertThat(inScene).as("every box in view is in the scene").containsAll(inView);
        assertThat(inScene.size()).as("boxes far out of view are not in the scene").isLessThan(150);
        assertThat(arrowsInScene.size()).as("arrows far out of view are not in the scene").isLessThan(600);
        robot.interact(() -> {
            for (ArrowNode arrow : arrows()) {
                boolean plate = arrow.getChildrenUnmodifiable().stream().anyMatch(ArrowLabel.class::isInstance);
                assertThat(plate).as("a label node only for a label drawn").isEqualTo(arrow.labelShown());
            }
        });

        StateBox far = view.boxByName("S149");
        assertThat(far.getScene()).as("the last state, far from the Entry pill").isNull();
        robot.interact(() -> view.centreOn(far.getLayoutX(), far.getLayoutY()));
        waitForPulses(2, 0.05);
        robot.interact(() -> {
            assertThat(far.getScene()).as("the box joins as the camera comes to it").isNotNull();
            assertThat(far.getBackground()).as("styled by graph.css").isNotNull().isNotEqualTo(Background.EMPTY);
        });

        robot.interact(() -> view.zoomAt(view.getWidth() / 2, view.getHeight() / 2, 0.5));
        waitForPulses(2, 0.05);
        robot.interact(() -> {
            Box visible = view.visible();
            List<StateBox> shown = view.boxes().stream().filter(box -> new Box(box.getLayoutX(), box.getLayoutY(),
                    StateBox.WIDTH, StateBox.HEIGHT).overlaps(visible)).toList();
            assertThat(shown).as("zoomed out, every box in view is in the scene")
                    .allMatch(box -> box.getScene() != null);
        });
    }

    private List<ArrowNode> arrows() {
        return panel.shown().value().transitions().stream().map(transition -> panel.view().arrow(transition.id()))
                .toList();
    }
}

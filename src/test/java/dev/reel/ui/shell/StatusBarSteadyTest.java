package dev.reel.ui.shell;

import dev.reel.ui.EditorFixture;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.util.concurrent.CountDownLatch;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The window keeps its layout while a task runs: the status bar showing "Scanning project" with its progress bar
 * and Cancel is as tall as the idle one, so the panels above it do not jump (they moved by about 10 px at start).
 */
class StatusBarSteadyTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    /** Where the node is laid out in the scene (its layout box, not what its children draw beyond it). */
    private Bounds bounds(FxRobot robot, Node node) {
        Bounds[] seen = new Bounds[1];
        robot.interact(() -> seen[0] = node.localToScene(node.getLayoutBounds()));
        return seen[0];
    }

    @Test
    void aRunningTaskMovesNoPanel(FxRobot robot) throws Exception {
        waitUntil(() -> window.tasks().running().isEmpty());
        waitForPulses(4, 0.5);
        Node bar = window.status().node();
        Node animation = robot.lookup("#animation-panel").query();
        Bounds idleBar = bounds(robot, bar);
        Bounds idlePanel = bounds(robot, animation);

        CountDownLatch release = new CountDownLatch(1);
        robot.interact(() -> window.tasks().run("Scanning project", monitor -> {
            monitor.progress(0.4);
            release.await();
            return "done";
        }, result -> { }));
        waitUntil(() -> robot.lookup("#task-progress").tryQuery().map(Node::isVisible).orElse(false));
        waitForPulses(4, 0.5);
        Bounds busyBar = bounds(robot, bar);
        Bounds busyPanel = bounds(robot, animation);
        Bounds cancel = bounds(robot, robot.lookup("#task-cancel").query());
        release.countDown();
        waitUntil(() -> window.tasks().running().isEmpty());

        assertThat(busyBar.getHeight()).as("the status bar with a task").isEqualTo(idleBar.getHeight());
        assertThat(busyBar.getMinY()).isEqualTo(idleBar.getMinY());
        assertThat(cancel.getMinY()).as("Cancel stays inside the bar").isGreaterThanOrEqualTo(busyBar.getMinY());
        assertThat(cancel.getMaxY()).isLessThanOrEqualTo(busyBar.getMaxY());
        assertThat(busyPanel.getMinY()).as("the Animation panel's top").isEqualTo(idlePanel.getMinY());
        assertThat(busyPanel.getHeight()).as("and its height").isEqualTo(idlePanel.getHeight());
    }
}

package dev.reel.ui.graph;

import dev.reel.model.Controller;
import dev.reel.model.Machine;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import org.junit.jupiter.api.BeforeAll;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The Animator graph tests' set-up beside {@link EditorFixture}: a controller opened in the Animator with the
 * graph given most of the window, its panel, and the points and counts the tests read.
 */
abstract class GraphFixture extends EditorFixture {
    protected OpenDocument<Controller> document;
    protected GraphPanel panel;

    /** A window with the Animator's panels takes longer to set up on a busy machine than TestFX's default. */
    @BeforeAll
    static void patientSetup() {
        FxToolkit.toolkitContext().setSetupTimeoutInMillis(60_000);
    }

    protected static Point2D centre(Node node) {
        Bounds bounds = node.localToScreen(node.getBoundsInLocal());
        return new Point2D(bounds.getCenterX(), bounds.getCenterY());
    }

    /** The document's first machine. */
    protected Machine combat() {
        return document.value().machines().get(0);
    }

    /** Where the document's undo history stands. */
    protected int steps() {
        return document.document().history().position();
    }

    /** Copies a controller of the depth goldens into the project and opens it in the Animator. */
    protected void openDepthController(FxRobot robot, String file) throws Exception {
        Files.copy(Path.of("src/test/resources/golden/replay/depth/" + file), root.resolve("anim/" + file));
        openInAnimator(robot, "anim/" + file);
    }

    /** Opens a controller of the project and shows it in the Animator, the graph given its room. */
    @SuppressWarnings("unchecked")
    protected void openInAnimator(FxRobot robot, String relative) {
        document = (OpenDocument<Controller>) open(relative);
        robot.interact(() -> {
            window.reveal("Animator");
            window.layout().vertical().setDividerPositions(0.05);
        });
        waitUntil(() -> robot.from(stage.getScene().getRoot()).lookup("#graph-panel").tryQuery().isPresent());
        panel = (GraphPanel) robot.from(stage.getScene().getRoot()).lookup("#graph-panel").query().getProperties()
                .get(GraphPanel.class);
        waitUntil(() -> panel.shown() == document);
        // The window may lay its dividers out again as it settles: the graph is given the room until it has it.
        waitUntil(() -> {
            if (panel.view().getHeight() > 300) {
                return true;
            }
            javafx.application.Platform.runLater(() -> window.layout().vertical().setDividerPositions(0.05));
            return false;
        });
    }
}

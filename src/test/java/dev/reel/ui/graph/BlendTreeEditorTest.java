package dev.reel.ui.graph;

import dev.reel.model.BlendTree;
import dev.reel.model.Controller;
import dev.reel.model.Motion;
import dev.reel.runtime.Animator;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.preview.PreviewPanel;
import dev.reel.ui.shell.PanelSlot;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;

import java.util.List;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The knight's locomotion tree built by hand in the Animator: Run becomes a 1D tree on Speed, idle is added
 * and placed, the marker is dragged to audition the blend in the preview, and every edit is one undo step.
 */
class BlendTreeEditorTest extends GraphFixture {
    private OpenDocument<Controller> knight;

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private BlendTree run() {
        return knight.value().state("Run").tree();
    }

    @Test
    @SuppressWarnings("unchecked")
    void buildTheKnightsLocomotionTreeByHandAndAuditionItByDraggingTheMarker(FxRobot robot) throws Exception {
        knight = (OpenDocument<Controller>) open("anim/knight.aectrl");
        robot.interact(() -> {
            window.reveal("Animator");
            window.layout().vertical().setDividerPositions(0.05);
        });
        panel = (GraphPanel) robot.from(stage.getScene().getRoot()).lookup("#graph-panel").query()
                .getProperties().get(GraphPanel.class);
        waitUntil(() -> panel.shown() == knight && panel.view().getHeight() > 300);
        robot.interact(() -> panel.view().frameAll());
        robot.clickOn(centre(panel.view().boxByName("Run")));
        waitUntil(() -> robot.lookup("#graph-state-plays").tryQuery().isPresent());

        // Run plays one clip; "1D blend tree" makes it a tree on Speed with run as its first motion.
        robot.interact(() -> ((ComboBox<String>) robot.lookup("#graph-state-plays").query())
                .setValue("1D blend tree"));
        waitUntil(() -> run() != null && panel.treeEditor().showing());
        assertThat(run().param()).isEqualTo("Speed");
        assertThat(run().motions()).extracting(Motion::clip).containsExactly("anim/knight/run.aeanim");
        BlendTreeEditor editor = panel.treeEditor();

        // Add idle (it lands at 1, after run), then type run's threshold: 2.
        robot.interact(() -> ((ComboBox<String>) robot.lookup("#blend-new-clip").query())
                .setValue("anim/knight/idle.aeanim"));
        robot.clickOn("#blend-add");
        waitUntil(() -> run().motions().size() == 2);
        assertThat(run().motions().get(1).x()).isEqualTo(1);
        robot.clickOn(centre(editor.strip().point(0)));
        robot.doubleClickOn("#blend-threshold").write("2");
        waitUntil(() -> run().motions().get(0).x() == 2);
        int afterTyping = knight.document().history().position();

        // Drag idle's point from 1 to the strip's left end (0 after rounding to the range's pad, below 0.5).
        Point2D idle = centre(editor.strip().point(1));
        Bounds strip = editor.strip().localToScreen(editor.strip().getBoundsInLocal());
        double zeroX = strip.getMinX() + editor.strip().screenX(0);
        robot.drag(idle, MouseButton.PRIMARY).moveTo(new Point2D((idle.getX() + zeroX) / 2, idle.getY()))
                .moveTo(new Point2D(zeroX, idle.getY())).release(MouseButton.PRIMARY);
        waitUntil(() -> Math.abs(run().motions().get(1).x()) < 0.05);
        assertThat(knight.document().history().position()).as("the drag is one step").isEqualTo(afterTyping + 1);
        assertThat(knight.document().undoLabel()).contains("Move motion");

        // Play the knight in the preview: the marker drives Speed there, and the weights follow it.
        PreviewPanel preview = (PreviewPanel) window.panel(PanelSlot.PREVIEW);
        robot.interact(() -> {
            ((ComboBox<String>) robot.lookup("#preview-controller").query()).setValue("anim/knight.aectrl");
            ((ChoiceBox<PreviewPanel.Mode>) robot.lookup("#preview-mode").query())
                    .setValue(PreviewPanel.Mode.CONTROLLER);
        });
        waitUntil(() -> panel.live() != null);
        Animator animator = preview.animatorProperty().get();
        Bounds shown = editor.strip().localToScreen(editor.strip().getBoundsInLocal());
        double y = shown.getMinY() + editor.strip().getHeight() / 2;
        double at = shown.getMinX() + editor.strip().screenX(1);
        robot.drag(new Point2D(shown.getMinX() + editor.strip().screenX(0.2), y), MouseButton.PRIMARY)
                .moveTo(new Point2D(at, y)).release(MouseButton.PRIMARY);
        int speed = animator.controller().paramIndex("Speed");
        waitUntil(() -> Math.abs(animator.param(speed) - 1) < 0.05);
        assertThat(editor.value()[0]).isCloseTo(animator.param(speed), within(1e-9));
        Label weights = robot.lookup("#blend-weights").query();
        assertThat(weights.getText()).contains("run 5").contains("idle 5");
        assertThat(knight.document().history().position()).as("auditioning edits nothing")
                .isEqualTo(afterTyping + 1);

        // The strip is at least 240 px, its labels clear of each other and of the marker; its bottom edge
        // drags it taller.
        BlendStrip shownStrip = editor.strip();
        assertThat(shownStrip.getHeight()).isGreaterThanOrEqualTo(BlendStrip.MIN_SIZE);
        List<Label> labels = shownStrip.labels();
        for (int i = 0; i < labels.size(); i++) {
            for (int j = i + 1; j < labels.size(); j++) {
                assertThat(labels.get(i).getBoundsInParent().intersects(labels.get(j).getBoundsInParent()))
                        .as("labels " + i + " and " + j).isFalse();
            }
        }
        Bounds edge = shownStrip.localToScreen(shownStrip.getBoundsInLocal());
        double before = shownStrip.getHeight();
        robot.drag(new Point2D(edge.getCenterX(), edge.getMaxY() - 3), MouseButton.PRIMARY)
                .moveTo(new Point2D(edge.getCenterX(), edge.getMaxY() + 20))
                .moveTo(new Point2D(edge.getCenterX(), edge.getMaxY() + 40)).release(MouseButton.PRIMARY);
        waitUntil(() -> shownStrip.getHeight() > before + 30);

        // Closed, the editor opens again on a double-click of the box; the saved file holds the tree.
        robot.clickOn("#blend-close");
        waitUntil(() -> !editor.showing());
        robot.doubleClickOn(centre(panel.view().boxByName("Run")));
        waitUntil(editor::showing);
        robot.interact(() -> window.workspace().save(knight));
        assertThat(Files.readString(root.resolve("anim/knight.aectrl")))
                .contains("state \"Run\" blend=oneD param=\"Speed\"")
                .contains("motion clip=asset(\"anim/knight/run.aeanim\") at=2 {}")
                .contains("motion clip=asset(\"anim/knight/idle.aeanim\") at=0 {}");
    }
}

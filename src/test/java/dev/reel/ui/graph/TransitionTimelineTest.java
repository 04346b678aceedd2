package dev.reel.ui.graph;

import dev.reel.model.Controller;
import dev.reel.model.Transition;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.playback.TransitionScrub;
import dev.reel.ui.preview.PreviewPanel;
import dev.reel.ui.shell.PanelSlot;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Selecting the knight's Attack → Idle transition shows its timeline: attack's 0.44 s bar, idle's bar from the
 * exit time on, the 0.05 s fade across both; scrubbing reads out the blend, dragging the fade's edge sets the
 * duration as one undo step. While the preview plays the knight, scrubbing hands the blend to the preview, which
 * stops stepping and shows it; selecting nothing gives the preview its playback back.
 */
class TransitionTimelineTest extends EditorFixture {
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

    @Test
    @SuppressWarnings("unchecked")
    void previewATransitionByScrubbing(FxRobot robot) {
        OpenDocument<Controller> knight = (OpenDocument<Controller>) open("anim/knight.aectrl");
        robot.interact(() -> {
            window.reveal("Animator");
            window.layout().vertical().setDividerPositions(0.05);
        });
        GraphPanel panel = (GraphPanel) robot.from(stage.getScene().getRoot()).lookup("#graph-panel").query()
                .getProperties().get(GraphPanel.class);
        waitUntil(() -> panel.shown() == knight && panel.view().getHeight() > 300);
        PreviewPanel preview = (PreviewPanel) window.panel(PanelSlot.PREVIEW);
        robot.interact(() -> {
            ((ComboBox<String>) robot.lookup("#preview-controller").query()).setValue("anim/knight.aectrl");
            ((ChoiceBox<PreviewPanel.Mode>) robot.lookup("#preview-mode").query())
                    .setValue(PreviewPanel.Mode.CONTROLLER);
        });
        waitUntil(() -> preview.animatorProperty().get() != null && preview.animatorProperty().get().steps() > 5);
        robot.interact(() -> panel.view().frameAll());
        robot.sleep(200);
        Transition attackToIdle = knight.value().transitions().stream()
                .filter(t -> t.from().equals("Attack") && t.to().equals("Idle")).findFirst().orElseThrow();
        robot.clickOn(centre(panel.view().arrow(attackToIdle.id()).label()));
        waitUntil(() -> knight.selection().contains(attackToIdle.id()));
        TransitionTimeline timeline = panel.side().transitions().timeline();
        waitUntil(() -> timeline.isVisible() && timeline.getWidth() > 100);
        assertThat(timeline.fadeStart()).as("exitTime 1 of the 0.44 s attack").isCloseTo(0.44, within(1e-9));

        // Scrub to the fade's middle: the 0.05 s fade is three of the preview's 1/60 s steps, and the readout
        // gives the weight of the step nearest (ScrubAgreementTest checks the preview shows the same).
        Node lanes = robot.lookup("#graph-timeline-lanes").query();
        Bounds box = lanes.localToScreen(lanes.getBoundsInLocal());
        double y = box.getMinY() + 20;
        double left = box.getMinX() + timeline.xAt(0.1);
        double middle = box.getMinX() + timeline.xAt(0.465);
        robot.drag(new Point2D(left, y), MouseButton.PRIMARY).moveTo(new Point2D(middle, y))
                .release(MouseButton.PRIMARY);
        waitUntil(() -> Math.abs(timeline.scrub() - 0.465) < 0.01);
        assertThat(timeline.incoming()).isStrictlyBetween(0.0, 1.0);
        Label readout = robot.lookup("#graph-timeline-readout").query();
        assertThat(readout.getText()).contains("Attack").contains("Idle").contains("%");
        assertThat(knight.document().history().position()).as("scrubbing edits nothing").isZero();
        TransitionScrub scrub = window.rig().transitionScrubProperty().get();
        assertThat(scrub).isNotNull();
        assertThat(scrub.from()).isEqualTo("Attack");
        assertThat(scrub.to()).isEqualTo("Idle");
        assertThat(scrub.time()).isCloseTo(timeline.scrub(), within(1e-9));
        assertThat(scrub.fadeStart()).isCloseTo(0.44, within(1e-9));
        long held = preview.animatorProperty().get().steps();
        // Pulses over 0.3 s reach the preview's frame loop: playing on, the animator would have stepped.
        waitForPulses(10, 0.3);
        assertThat(preview.animatorProperty().get().steps()).as("the preview shows the blend, not its playback")
                .isEqualTo(held);

        // Before the fade the incoming clip has no weight.
        robot.clickOn(new Point2D(box.getMinX() + timeline.xAt(0.2), y));
        waitUntil(() -> timeline.incoming() == 0);
        assertThat(readout.getText()).contains("Attack 100%").contains("Idle 0%");

        // Drag the fade's right edge (on the incoming bar) later: the duration grows, as one step.
        double edge = box.getMinX() + timeline.xAt(0.49);
        double later = box.getMinX() + timeline.xAt(0.6);
        robot.drag(new Point2D(edge, box.getMinY() + 46), MouseButton.PRIMARY)
                .moveTo(new Point2D((edge + later) / 2, box.getMinY() + 46))
                .moveTo(new Point2D(later, box.getMinY() + 46)).release(MouseButton.PRIMARY);
        waitUntil(() -> knight.value().transitions().stream().filter(t -> t.id() == attackToIdle.id())
                .findFirst().orElseThrow().duration() > 0.08);
        assertThat(knight.document().history().position()).isEqualTo(1);
        assertThat(knight.document().undoLabel()).contains("duration");

        // Selecting nothing gives the preview its playback back.
        robot.clickOn(new Point2D(centre(panel.view()).getX(), panel.view().localToScreen(0, 8).getY()));
        waitUntil(() -> window.rig().transitionScrubProperty().get() == null);
        long resumed = preview.animatorProperty().get().steps();
        waitUntil(() -> preview.animatorProperty().get().steps() > resumed + 5);
    }
}

package dev.reel.ui.graph;

import dev.reel.model.Machine;
import dev.reel.model.Transition;
import dev.reel.ui.preview.PreviewPanel;
import dev.reel.ui.shell.PanelSlot;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The transition timeline's readout and the preview's canvas agree at every scrub position (they were a step
 * apart: readout 100%, canvas 78% at the end of the knight's 0.05 s Attack → Idle fade); a transition leaving a
 * machine's box names the machine, not Any State.
 */
class ScrubAgreementTest extends GraphFixture {
    private static final Pattern READOUT = Pattern.compile("Idle (\\d+)%");
    private static final Pattern PREVIEW = Pattern.compile("Attack → Idle (\\d+)% · scrubbed");

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @Test
    @SuppressWarnings("unchecked")
    void theReadoutAndTheCanvasAgreeOnEveryScrubPosition(FxRobot robot) {
        openInAnimator(robot, "anim/knight.aectrl");
        PreviewPanel preview = (PreviewPanel) window.panel(PanelSlot.PREVIEW);
        robot.interact(() -> {
            ((ComboBox<String>) robot.lookup("#preview-controller").query()).setValue("anim/knight.aectrl");
            ((ChoiceBox<PreviewPanel.Mode>) robot.lookup("#preview-mode").query())
                    .setValue(PreviewPanel.Mode.CONTROLLER);
        });
        waitUntil(() -> preview.animatorProperty().get() != null && preview.animatorProperty().get().steps() > 5);
        Transition attackToIdle = document.value().transitions().stream()
                .filter(t -> t.from().equals("Attack") && t.to().equals("Idle")).findFirst().orElseThrow();
        robot.interact(() -> document.select(java.util.Set.of(attackToIdle.id())));
        TransitionTimeline timeline = panel.side().transitions().timeline();
        waitUntil(() -> timeline.isVisible() && timeline.getWidth() > 100);
        Node lanes = robot.lookup("#graph-timeline-lanes").query();
        Label readout = robot.lookup("#graph-timeline-readout").query();
        Label state = robot.lookup("#preview-state").query();
        int seen = 0;
        for (double time = 0.436; time < 0.53; time += 0.0045) {
            Bounds box = lanes.localToScreen(lanes.getBoundsInLocal());
            // Pressed away from the fade's edges (which drag the exit time and the duration), dragged there.
            double y = box.getMinY() + 20;
            robot.drag(new Point2D(box.getMinX() + timeline.xAt(0.2), y), javafx.scene.input.MouseButton.PRIMARY)
                    .moveTo(new Point2D(box.getMinX() + timeline.xAt(time), y))
                    .release(javafx.scene.input.MouseButton.PRIMARY);
            double scrubbed = timeline.scrub();
            waitUntil(() -> window.rig().transitionScrubProperty().get() != null
                    && window.rig().transitionScrubProperty().get().time() == scrubbed);
            Matcher read = READOUT.matcher(readout.getText());
            assertThat(read.find()).as(readout.getText()).isTrue();
            int weight = Integer.parseInt(read.group(1));
            waitUntil(() -> state.getText().endsWith("scrubbed"));
            waitForPulses(4, 0.3);
            assertThat(shown(state.getText())).as("at %.3f s the readout says %s and the preview %s", scrubbed,
                    readout.getText(), state.getText()).isEqualTo(weight);
            if (weight > 0 && weight < 100) {
                seen++;
            }
        }
        assertThat(seen).as("positions inside the fade").isGreaterThanOrEqualTo(2);
    }

    /** The incoming weight the preview's state line shows, in percent. */
    private static int shown(String text) {
        Matcher blend = PREVIEW.matcher(text);
        if (blend.matches()) {
            return Integer.parseInt(blend.group(1));
        }
        assertThat(text).isIn("Attack · scrubbed", "Idle · scrubbed");
        return text.startsWith("Idle") ? 100 : 0;
    }

    @Test
    void aTransitionLeavingAMachinesBoxNamesTheMachine(FxRobot robot) throws Exception {
        Files.writeString(root.resolve("anim/boxed.aectrl"), """
                controller version=1 {
                  entry="Idle"
                  state "Idle" clip=asset("anim/knight/idle.aeanim") pos=[0, 0] {}
                  machine "Combat" entry="Slash" pos=[300, 0] {
                    state "Slash" clip=asset("anim/knight/attack.aeanim") {}
                    transition "Slash" to="exit" exitTime=1 {}
                  }
                  transition "Idle" to="Combat" {}
                  transition "Combat" to="Idle" duration=0.1 {}
                }
                """);
        openInAnimator(robot, "anim/boxed.aectrl");
        Machine combat = combat();
        Transition out = document.value().transitions().stream().filter(t -> t.from().equals("Combat"))
                .findFirst().orElseThrow();
        robot.interact(() -> document.select(java.util.Set.of(out.id())));
        TransitionTimeline timeline = panel.side().transitions().timeline();
        waitUntil(() -> timeline.isVisible() && timeline.getWidth() > 100);
        Label readout = robot.lookup("#graph-timeline-readout").query();
        assertThat(readout.getText()).contains(combat.name()).doesNotContain("Any State");
        assertThat(timeline.fromLength()).as("the bar of the state the box enters, attack's 0.44 s")
                .isEqualTo(0.44, org.assertj.core.api.Assertions.within(1e-9));
    }
}

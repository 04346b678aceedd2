package dev.reel.ui.graph;

import dev.reel.cli.ControllerSource;
import dev.reel.io.ControllerCodec;
import dev.reel.model.Transition;
import dev.reel.runtime.LayeredAnimator;
import dev.reel.ui.playback.TransitionScrub;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.util.List;
import java.util.Objects;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * A controller with a Combat machine and an Upper layer, in the Animator: the transition inspector's To list
 * offers the graph's machines and, inside a machine, Exit (one undo step each, the timeline naming the state it
 * leads to); a machine's box is made the entry from its menu; the live state is ringed inside the machine shown,
 * on the machine's box around it and in the layer's graph; scrubbing a transition to Exit or one of the layer
 * hands the preview the blend the runtime would run.
 */
class MachineTargetsTest extends GraphFixture {
    static final String DUEL = """
            # The knight with a Combat machine (slash, then guard, then out) and an Upper layer that swings.
            controller version=1 {
              entry="Idle"
              param "Fight" kind=bool {}
              param "Swing" kind=trigger {}
              state "Idle" clip=asset("anim/knight/idle.aeanim") pos=[240, 160] {}
              state "Rest" clip=asset("anim/knight/idle.aeanim") pos=[240, 340] {}
              machine "Combat" entry="Slash" pos=[540, 160] {
                state "Slash" clip=asset("anim/knight/attack.aeanim") pos=[240, 160] {}
                state "Guard" clip=asset("anim/knight/idle.aeanim") pos=[520, 160] {}
                transition "Slash" to="Guard" exitTime=1 {}
                transition "Guard" to="exit" exitTime=1 {}
              }
              transition "Idle" to="Combat" {
                cond "Fight" {}
              }
              transition "Combat" to="Rest" duration=0.2 {
                cond "Fight" op=eq value=false {}
              }
              layer "Upper" entry="Empty" {
                state "Empty" pos=[240, 160] {}
                state "Strike" clip=asset("anim/knight/attack.aeanim") pos=[520, 160] {}
                transition "any" to="Strike" {
                  cond "Swing" {}
                }
                transition "Strike" to="Empty" duration=0.1 exitTime=1 {}
              }
            }
            """;

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private void openDuel(FxRobot robot) throws Exception {
        Files.writeString(root.resolve("anim/duel.aectrl"), DUEL);
        openInAnimator(robot, "anim/duel.aectrl");
        robot.sleep(300);
        robot.interact(() -> panel.view().frameAll());
        robot.sleep(100);
    }

    private void select(FxRobot robot, Transition transition) {
        waitUntil(() -> panel.view().arrow(transition.id()) != null);
        robot.interact(() -> panel.view().frameAll());
        robot.sleep(100);
        robot.clickOn(centre(panel.view().arrow(transition.id()).label()));
        waitUntil(() -> document.selection().contains(transition.id()));
        waitUntil(() -> robot.lookup("#graph-transition-to").tryQuery().isPresent()
                && robot.lookup("#graph-transition-to").query().isVisible());
    }

    @SuppressWarnings("unchecked")
    private ComboBox<String> to(FxRobot robot) {
        return (ComboBox<String>) robot.lookup("#graph-transition-to").query();
    }

    @Test
    void machinesAndExitAreTargetsAMachineIsAnEntryAndTheLiveStateShowsInEveryGraph(FxRobot robot)
            throws Exception {
        openDuel(robot);
        String before = ControllerCodec.write(document.value());
        Transition idleToCombat = document.value().transitions().get(0);
        select(robot, idleToCombat);
        assertThat(to(robot).getItems()).as("states and machines; no Exit out of the base graph")
                .containsExactly("Idle", "Rest", "Combat");
        TransitionTimeline timeline = panel.side().transitions().timeline();
        assertThat(timeline.toName()).as("the machine's box enters its entry").isEqualTo("Combat ▸ Slash");

        // Inside the machine the To list offers Exit; choosing it is one step and the timeline says where it goes.
        robot.interact(() -> panel.machines().open(combat().id()));
        waitUntil(() -> panel.view().boxByName("Slash") != null);
        Transition slashToGuard = combat().transitions().get(0);
        select(robot, slashToGuard);
        assertThat(to(robot).getItems()).containsExactly("Slash", "Guard", Transition.EXIT);
        robot.interact(() -> to(robot).setValue(Transition.EXIT));
        waitUntil(() -> combat().transitions().get(0).toExit());
        assertThat(steps()).isEqualTo(1);
        waitUntil(() -> "Exit ▸ Rest".equals(timeline.toName()));
        assertThat(to(robot).getButtonCell().getText()).isEqualTo("Exit");

        // Scrubbing it hands the preview the way out: into Rest over the Combat box's 0.2 s fade.
        Node lanes = robot.lookup("#graph-timeline-lanes").query();
        Bounds box = lanes.localToScreen(lanes.getBoundsInLocal());
        robot.clickOn(new Point2D(box.getMinX() + timeline.xAt(timeline.fadeStart() + 0.1), box.getMinY() + 20));
        waitUntil(() -> window.rig().transitionScrubProperty().get() != null);
        TransitionScrub scrub = window.rig().transitionScrubProperty().get();
        assertThat(scrub.layer()).isZero();
        assertThat(scrub.from()).isEqualTo("Combat/Slash");
        assertThat(scrub.to()).isEqualTo("Rest");
        assertThat(scrub.duration()).isCloseTo(0.2, within(1e-9));

        // Back in the base graph, the machine's box is made the entry from its menu.
        robot.interact(() -> panel.machines().back(0));
        waitUntil(() -> panel.view().boxByName("Combat") != null);
        robot.interact(() -> panel.view().frameAll());
        robot.sleep(100);
        robot.rightClickOn(centre(panel.view().boxByName("Combat")));
        robot.clickOn("Make Entry State");
        waitUntil(() -> document.value().entry().equals("Combat"));
        assertThat(steps()).isEqualTo(2);

        // Live: the preview's layered animator in Combat/Slash and the layer in Strike.
        robot.interact(() -> document.document().undo());
        ControllerSource source = ControllerSource.compile(document.value(), "anim/duel.aectrl", root);
        assertThat(source.failed()).as(source.diagnostics().toString()).isFalse();
        LayeredAnimator layers = new LayeredAnimator(source.controller(), 1 / 60.0);
        robot.interact(() -> {
            layers.layer(0).setBool("Fight", true);
            layers.layer(0).setTrigger("Swing");
            for (int step = 0; step < 3; step++) {
                layers.step();
            }
            panel.setLive(new AnimatorLive(layers.layer(0), layers));
        });
        assertThat(layers.layer(0).stateName()).isEqualTo("Combat/Slash");
        waitUntil(() -> "Combat".equals(panel.view().liveState()));
        robot.interact(() -> panel.machines().open(combat().id()));
        waitUntil(() -> "Slash".equals(panel.view().liveState()));
        robot.interact(() -> panel.machines().showLayer(document.value().layers().get(0).id()));
        waitUntil(() -> Objects.equals(layers.layer(1).stateName(), panel.view().liveState()));
        assertThat(panel.view().liveState()).isEqualTo("Strike");

        // The layer's transition, scrubbed, is handed over as the layer's.
        Transition strikeToEmpty = document.value().layers().get(0).transitions().get(1);
        select(robot, strikeToEmpty);
        Bounds layerBox = lanes.localToScreen(lanes.getBoundsInLocal());
        robot.clickOn(new Point2D(layerBox.getMinX() + timeline.xAt(timeline.fadeStart() + 0.05),
                layerBox.getMinY() + 20));
        waitUntil(() -> window.rig().transitionScrubProperty().get() != null
                && window.rig().transitionScrubProperty().get().layer() == 1);
        assertThat(window.rig().transitionScrubProperty().get().from()).isEqualTo("Strike");
        assertThat(window.rig().transitionScrubProperty().get().to()).isEqualTo("Empty");
        robot.interact(() -> panel.setLive(null));

        robot.interact(() -> {
            while (document.document().canUndo()) {
                document.document().undo();
            }
        });
        assertThat(ControllerCodec.write(document.value())).isEqualTo(before);
        assertThat(List.of(before)).containsExactly(DUEL);
    }
}

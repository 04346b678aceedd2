package dev.reel.ui.graph;

import dev.reel.model.State;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A controller whose text has an error (ANC007, a blend tree's thresholds out of order) opens as its own graph,
 * not a placeholder: read-only, with a notice saying why, the box the error is in marked, the edits refused,
 * and not marked unsaved by opening.
 */
class ControllerWithErrorsTest extends GraphFixture {

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @Test
    void aControllerWithAnErrorOpensAsItselfReadOnlyAndClean(FxRobot robot) throws Exception {
        Files.writeString(root.resolve("anim/broken.aectrl"), """
                controller version=1 {
                  entry="Idle"
                  param "Speed" kind=float {}
                  state "Idle" clip=asset("anim/knight/idle.aeanim") pos=[0, 0] {}
                  state "Move" blend=oneD param="Speed" pos=[300, 0] {
                    motion clip=asset("anim/knight/run.aeanim") at=2 {}
                    motion clip=asset("anim/knight/idle.aeanim") at=1 {}
                  }
                  transition "Idle" to="Move" {
                    cond "Speed" op=gt value=0.5 {}
                  }
                }
                """);
        openInAnimator(robot, "anim/broken.aectrl");
        assertThat(document.value().states()).extracting(State::name).containsExactly("Idle", "Move");
        assertThat(document.value().transitions()).hasSize(1);
        assertThat(document.dirty()).as("opening is no edit").isFalse();
        assertThat(document.problems()).anyMatch(problem -> problem.code().name().equals("ANC007"));

        waitUntil(() -> panel.view().boxByName("Move") != null);
        Label notice = robot.lookup("#graph-read-only").queryAs(Label.class);
        waitUntil(notice::isVisible);
        assertThat(notice.getText()).contains("Read-only").contains("ANC007").contains("Source");
        waitUntil(() -> panel.view().boxByName("Move").errors() != null);
        assertThat(panel.view().boxByName("Move").errors()).contains("ANC007");
        assertThat(panel.view().boxByName("Move").getPseudoClassStates().toString()).contains("error");
        assertThat(panel.view().boxByName("Idle").errors()).isNull();

        // The notice covers nothing of the graph: it stands above it, whatever the graph's framing.
        robot.interact(() -> panel.view().frameAll());
        waitForPulses(3, 0.2);
        robot.interact(() -> {
            javafx.scene.text.Text drawn = (javafx.scene.text.Text) notice.lookup(".text");
            assertThat(drawn.getText()).as("the whole message, no line cut off").isEqualTo(notice.getText());
            assertThat(notice.prefHeight(notice.getMaxWidth() + 400)).as("offered more width than it takes, it asks"
                    + " the height its lines need at the width it takes").isEqualTo(notice.prefHeight(notice.getMaxWidth()));
            javafx.geometry.Bounds shown = notice.localToScene(notice.getBoundsInLocal());
            assertThat(shown.intersects(panel.view().localToScene(panel.view().getBoundsInLocal())))
                    .as("the notice over the graph view").isFalse();
            for (String name : java.util.List.of("Idle", "Move")) {
                StateBox box = panel.view().boxByName(name);
                assertThat(shown.intersects(box.localToScene(box.getBoundsInLocal()))).as("the notice over " + name)
                        .isFalse();
            }
        });

        robot.clickOn("#graph-add-state");
        robot.interact(() -> panel.view().frameAll());
        waitForPulses(3, 0.2);
        assertThat(document.value().states()).as("nothing can be added").hasSize(2);
        assertThat(steps()).isZero();
        assertThat(window.status().lastMessage()).contains("errors");
        assertThat(panel.side().isVisible()).isTrue();
        waitUntil(() -> robot.lookup("#inspector-entry").tryQuery().isPresent());
        assertThat((Object) robot.lookup("#inspector-entry").query()).as("nor is the Inspector's Entry a field")
                .isInstanceOf(Label.class);
        assertThat(document.dirty()).isFalse();
    }
}

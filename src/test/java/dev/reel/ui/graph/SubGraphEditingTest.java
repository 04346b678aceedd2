package dev.reel.ui.graph;

import dev.reel.io.ControllerCodec;
import dev.reel.model.State;
import dev.reel.model.Transition;
import javafx.geometry.Point2D;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;


import static org.assertj.core.api.Assertions.assertThat;

/**
 * A sub-state machine's graph edited on the canvas as the base graph is: + State, a transition dragged onto the
 * machine's Exit box and one from its Any State, a condition, the entry, a rename and a delete, each one undo
 * step, undone back to the file's bytes; the Exit box and the Entry and Any State pills are dragged where the
 * artist wants them and stay there (exitPos=, entryPos=, anyPos= on the machine).
 */
class SubGraphEditingTest extends GraphFixture {

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private void drag(FxRobot robot, Point2D from, Point2D to) {
        robot.drag(from, MouseButton.PRIMARY).moveTo(from.interpolate(to, 0.5)).moveTo(to)
                .release(MouseButton.PRIMARY);
    }

    @Test
    void insideAMachineTheGraphIsEditedAndUndoGivesTheBytesBack(FxRobot robot) throws Exception {
        openDepthController(robot, "combat.aectrl");
        String before = ControllerCodec.write(document.value());
        waitUntil(() -> panel.view().boxByName("Combat") != null);
        robot.sleep(300);
        robot.interact(() -> panel.view().frameAll());
        robot.sleep(100);
        // (MachineNavigatorTest opens it by a double-click; a busy machine may split the robot's two clicks.)
        robot.interact(() -> panel.machines().open(combat().id()));
        waitUntil(() -> panel.view().boxByName("Slash") != null);

        StateBox exit = panel.view().box(MachineNavigator.EXIT);
        assertThat(exit).as("a machine's graph has an Exit box").isNotNull();
        assertThat(exit.getPseudoClassStates().toString()).contains("exit");
        for (Transition out : combat().transitions().stream().filter(Transition::toExit).toList()) {
            assertThat(panel.view().arrow(out.id())).as("to=exit is drawn as an arrow to Exit").isNotNull();
        }

        robot.clickOn("#graph-add-state");
        waitUntil(() -> combat().states().size() == 3);
        assertThat(combat().states().get(2).name()).isEqualTo("New State");
        assertThat(document.value().states()).extracting(State::name).containsExactly("Idle", "Rest");
        assertThat(steps()).isEqualTo(1);

        // A transition dragged from the new state's dot onto Exit leaves the machine.
        waitUntil(() -> panel.view().boxByName("New State") != null);
        robot.interact(() -> panel.view().frameAll());
        robot.sleep(100);
        StateBox added = panel.view().boxByName("New State");
        drag(robot, centre(added.dot()), centre(panel.view().box(MachineNavigator.EXIT)));
        waitUntil(() -> combat().transitions().size() == 5);
        assertThat(combat().transitions().get(4)).satisfies(t -> {
            assertThat(t.from()).isEqualTo("New State");
            assertThat(t.to()).isEqualTo(Transition.EXIT);
        });
        assertThat(steps()).isEqualTo(2);
        waitUntil(() -> panel.view().arrow(combat().transitions().get(4).id()) != null);

        // One from the machine's own Any State, with a condition added in the inspector.
        drag(robot, centre(panel.view().pill(dev.reel.edit.cmd.MoveStates.ANY).dot()),
                centre(panel.view().boxByName("New State")));
        waitUntil(() -> combat().transitions().size() == 6);
        Transition any = combat().transitions().get(5);
        assertThat(any.fromAny()).isTrue();
        assertThat(document.value().transitions()).noneMatch(Transition::fromAny);
        waitUntil(() -> robot.lookup("#graph-add-condition").tryQuery().isPresent()
                && robot.lookup("#graph-add-condition").queryButton().isVisible());
        robot.clickOn("#graph-add-condition");
        waitUntil(() -> combat().transitions().get(5).conditions().size() == 1);
        assertThat(steps()).isEqualTo(4);

        // The entry and a rename in the state inspector; a delete by key.
        robot.clickOn(centre(panel.view().boxByName("New State")));
        waitUntil(() -> robot.lookup("#graph-make-entry").tryQuery().isPresent());
        robot.clickOn("#graph-make-entry");
        waitUntil(() -> combat().entry().equals("New State"));
        assertThat(document.value().entry()).isEqualTo("Idle");
        robot.clickOn("#graph-state-name").push(KeyCode.CONTROL, KeyCode.A).write("Block").push(KeyCode.ENTER);
        waitUntil(() -> combat().entry().equals("Block"));
        assertThat(combat().transitions().get(4).from()).isEqualTo("Block");
        assertThat(steps()).isEqualTo(6);
        robot.clickOn(centre(panel.view().boxByName("Guard")));
        robot.type(KeyCode.DELETE);
        waitUntil(() -> combat().states().size() == 2);
        assertThat(combat().transitions()).noneMatch(t -> t.to().equals("Guard"));
        assertThat(steps()).isEqualTo(7);
        assertThat(robot.lookup("#graph-crumb-1").queryLabeled().getText()).isEqualTo("Combat");

        // The Exit box and the Entry pill move by a drag, one step each, and stay where they were put.
        long moved = steps();
        StateBox exitBox = panel.view().box(MachineNavigator.EXIT);
        double exitX = exitBox.getLayoutX();
        Point2D exitAt = centre(exitBox);
        drag(robot, exitAt, exitAt.add(40, 30));
        waitUntil(() -> steps() == moved + 1);
        assertThat(combat().pills().exit()).isNotNull();
        assertThat(combat().pills().exit().x()).isGreaterThan(exitX);
        PillNode entryPill = panel.view().pill(dev.reel.edit.cmd.MoveStates.ENTRY);
        Point2D entryAt = centre(entryPill);
        drag(robot, entryAt, entryAt.add(-30, -40));
        waitUntil(() -> steps() == moved + 2);
        assertThat(combat().pills().entry()).isNotNull();
        assertThat(document.value().entryPos()).as("the base graph's Entry stays").isNull();
        robot.interact(() -> panel.machines().back(0));
        robot.interact(() -> panel.machines().open(combat().id()));
        waitUntil(() -> panel.view().box(MachineNavigator.EXIT) != null);
        assertThat(panel.view().box(MachineNavigator.EXIT).getLayoutX()).as("placed where it was dropped")
                .isEqualTo(combat().pills().exit().x());
        assertThat(panel.view().pill(dev.reel.edit.cmd.MoveStates.ENTRY).getLayoutY())
                .isEqualTo(combat().pills().entry().y());
        assertThat(ControllerCodec.write(document.value())).contains("exitPos=[").contains("entryPos=[");

        robot.interact(() -> {
            while (document.document().canUndo()) {
                document.document().undo();
            }
        });
        assertThat(ControllerCodec.write(document.value())).isEqualTo(before);
    }
}

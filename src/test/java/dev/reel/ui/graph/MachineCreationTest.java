package dev.reel.ui.graph;

import dev.reel.io.ControllerCodec;
import dev.reel.model.Machine;
import dev.reel.model.State;
import dev.reel.model.Transition;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Sub-state machines made in the graph, not typed in Source: New Machine from the background's menu, from the
 * + State button's menu and from the command palette; the selected states grouped into a machine from a state's
 * menu (their transitions rewired to the box) and the box ungrouped from its menu; each one undo step. The
 * palette offers + State and what the graph's menus offer, Add Transition To each box of the graph included.
 */
class MachineCreationTest extends GraphFixture {

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private MenuItem menuItem(String text) {
        waitUntil(() -> panel.menus().shown() != null && panel.menus().shown().isShowing());
        return panel.menus().shown().getItems().stream().filter(item -> text.equals(item.getText())).findFirst()
                .orElseThrow(() -> new AssertionError("no item " + text + " in " + panel.menus().shown().getItems()
                        .stream().map(MenuItem::getText).toList()));
    }

    private void rightClick(FxRobot robot, Point2D at) {
        robot.moveTo(at).press(MouseButton.SECONDARY).release(MouseButton.SECONDARY);
    }

    @Test
    void newMachineFromTheMenuTheButtonAndThePalette(FxRobot robot) {
        openInAnimator(robot, "anim/knight.aectrl");
        String before = ControllerCodec.write(document.value());
        robot.interact(() -> panel.view().frameAll());
        robot.sleep(200);

        // The background's menu.
        Point2D background = new Point2D(centre(panel.view()).getX(), panel.view().localToScreen(0, 30).getY());
        rightClick(robot, background);
        MenuItem newMachine = menuItem("New Machine");
        robot.interact(newMachine::fire);
        waitUntil(() -> document.value().machines().size() == 1);
        Machine machine = document.value().machines().get(0);
        assertThat(machine.name()).isEqualTo("New Machine");
        assertThat(machine.states()).extracting(State::name).containsExactly("New State");
        assertThat(document.selection()).as("the new box is selected").containsExactly(machine.id());
        waitUntil(() -> panel.view().boxByName("New Machine") != null);
        assertThat(steps()).isEqualTo(1);

        // The + State button's menu.
        Node arrow = robot.lookup("#graph-add-state .arrow-button").query();
        robot.clickOn(arrow);
        robot.clickOn("+ Machine");
        waitUntil(() -> document.value().machines().size() == 2);
        assertThat(document.value().machines().get(1).name()).isEqualTo("New Machine 2");
        assertThat(steps()).isEqualTo(2);

        // The command palette, which offers + State too.
        robot.clickOn(panel.view());
        robot.push(new KeyCodeCombination(KeyCode.N, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN));
        waitUntil(() -> window.palette().showing());
        List<String> found = new java.util.ArrayList<>();
        robot.interact(() -> {
            found.add(window.palette().matches("+ State").get(0).id());
            found.add(window.palette().matches("new machine").get(0).id());
        });
        assertThat(found).containsExactly("graph.add-state", "graph.add-machine");
        robot.write("new machine");
        robot.push(KeyCode.ENTER);
        waitUntil(() -> document.value().machines().size() == 3);
        assertThat(steps()).isEqualTo(3);

        robot.interact(() -> {
            while (document.document().canUndo()) {
                document.document().undo();
            }
        });
        assertThat(ControllerCodec.write(document.value())).isEqualTo(before);
    }

    /** One graph has one entry: Make Entry State is offered for exactly one selected box, never for two. */
    @Test
    void makeEntryStateWantsExactlyOneBox(FxRobot robot) {
        openInAnimator(robot, "anim/knight.aectrl");
        robot.interact(() -> panel.view().frameAll());
        robot.sleep(200);
        long jump = document.value().state("Jump").id();
        long fall = document.value().state("Fall").id();
        robot.clickOn(centre(panel.view().box(fall)));
        waitUntil(() -> document.selection().equals(Set.of(fall)));
        rightClick(robot, centre(panel.view().box(fall)));
        assertThat(menuItem("Make Entry State").isDisable()).as("one state selected").isFalse();
        robot.interact(() -> panel.menus().shown().hide());

        robot.press(KeyCode.SHIFT).clickOn(centre(panel.view().box(jump))).release(KeyCode.SHIFT);
        waitUntil(() -> document.selection().equals(Set.of(jump, fall)));
        rightClick(robot, centre(panel.view().box(fall)));
        assertThat(menuItem("Make Entry State").isDisable()).as("two states selected").isTrue();
        robot.interact(() -> panel.menus().shown().hide());
        boolean[] offered = new boolean[1];
        robot.interact(() -> offered[0] = window.actions().find("graph.entry").orElseThrow().enabled());
        assertThat(offered[0]).as("nor does the palette offer it").isFalse();
        assertThat(document.value().entry()).isEqualTo("Idle");
    }

    @Test
    void groupTheSelectedStatesIntoAMachineAndUngroupIt(FxRobot robot) {
        openInAnimator(robot, "anim/knight.aectrl");
        String before = ControllerCodec.write(document.value());
        robot.interact(() -> panel.view().frameAll());
        robot.sleep(200);
        long jump = document.value().state("Jump").id();
        long fall = document.value().state("Fall").id();
        robot.clickOn(centre(panel.view().box(jump)));
        robot.press(KeyCode.SHIFT).clickOn(centre(panel.view().box(fall))).release(KeyCode.SHIFT);
        waitUntil(() -> document.selection().equals(Set.of(jump, fall)));

        rightClick(robot, centre(panel.view().box(fall)));
        MenuItem group = menuItem("Group 2 into a Machine");
        robot.interact(group::fire);
        waitUntil(() -> document.value().machines().size() == 1);
        Machine air = document.value().machines().get(0);
        assertThat(air.states()).extracting(State::name).containsExactly("Jump", "Fall");
        assertThat(air.transitions()).extracting(t -> t.from() + ">" + t.to())
                .contains("Jump>Fall", "Jump>exit", "Fall>exit");
        assertThat(document.value().states()).extracting(State::name).containsExactly("Idle", "Run", "Attack");
        assertThat(document.value().transitions()).extracting(t -> t.from() + ">" + t.to())
                .contains("Idle>New Machine", "Run>New Machine", "New Machine>Run", "New Machine>Idle")
                .noneMatch(route -> route.contains("Jump") || route.contains("Fall"));
        assertThat(steps()).as("one step").isEqualTo(1);
        waitUntil(() -> panel.view().boxByName("New Machine") != null);
        assertThat(document.selection()).containsExactly(air.id());

        // The palette offers what the menus do, for the box selected now.
        List<String> titles = new java.util.ArrayList<>();
        robot.interact(() -> window.palette().matches("Animator").forEach(action -> titles.add(action.title())));
        assertThat(titles).contains("Animator: Ungroup Machine", "Animator: Open Machine",
                "Animator: Make Entry State", "Animator: Add Transition To Idle",
                "Animator: Add Transition To New Machine", "Animator: Group Selected into a Machine",
                "Animator: Auto Layout", "Animator: Frame All", "Animator: Add State (+ State)");

        // Its side panel section renames it (one step, the transitions following) and ungroups it.
        javafx.scene.control.TextField name = robot.lookup("#graph-machine-name")
                .queryAs(javafx.scene.control.TextField.class);
        waitUntil(() -> "New Machine".equals(name.getText()));
        robot.doubleClickOn(name).push(KeyCode.SHORTCUT, KeyCode.A).write("Air").push(KeyCode.ENTER);
        waitUntil(() -> document.value().machines().get(0).name().equals("Air"));
        assertThat(document.value().transitions()).extracting(t -> t.from() + ">" + t.to())
                .contains("Idle>Air", "Air>Idle").noneMatch(route -> route.contains("New Machine"));
        assertThat(steps()).isEqualTo(2);
        robot.interact(() -> document.document().undo());
        waitUntil(() -> panel.view().boxByName("New Machine") != null);

        rightClick(robot, centre(panel.view().boxByName("New Machine")));
        MenuItem ungroup = menuItem("Ungroup");
        robot.interact(ungroup::fire);
        waitUntil(() -> document.value().machines().isEmpty());
        assertThat(document.value().states()).extracting(State::name)
                .containsExactlyInAnyOrder("Idle", "Run", "Attack", "Jump", "Fall");
        assertThat(document.value().state("Jump").pos()).isEqualTo(
                ControllerCodec.read(before, "knight").value().state("Jump").pos());
        assertThat(document.value().transitions()).noneMatch(t -> t.to().equals(Transition.EXIT));
        assertThat(steps()).isEqualTo(2);
        robot.interact(() -> {
            document.document().undo();
            document.document().undo();
        });
        assertThat(ControllerCodec.write(document.value())).isEqualTo(before);
    }
}

package dev.reel.ui.graph;

import dev.reel.model.Controller;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Vec2;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.ListCell;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The Animator graph in a real editor window on a copy of the sample project's knight controller. */
class GraphPanelTest extends EditorFixture {
    private OpenDocument<Controller> knight;
    private GraphPanel panel;

    /** The first window of a test JVM on a busy machine takes longer to open than TestFX's default 10 s. */
    @org.junit.jupiter.api.BeforeAll
    static void patientSetup() {
        org.testfx.api.FxToolkit.toolkitContext().setSetupTimeoutInMillis(60_000);
    }

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @SuppressWarnings("unchecked")
    private void openKnight(FxRobot robot) {
        knight = (OpenDocument<Controller>) open("anim/knight.aectrl");
        robot.interact(() -> {
            window.reveal("Animator");
            window.layout().vertical().setDividerPositions(0.12);
        });
        panel = (GraphPanel) robot.from(stage.getScene().getRoot()).lookup("#graph-panel").query()
                .getProperties().get(GraphPanel.class);
        waitUntil(() -> panel.shown() == knight && panel.view().getHeight() > 300);
        robot.interact(() -> panel.view().frameAll());
    }

    private static Point2D centre(Node node) {
        Bounds bounds = node.localToScreen(node.getLayoutBounds());
        return new Point2D(bounds.getCenterX(), bounds.getCenterY());
    }

    private StateBox box(String name) {
        return panel.view().boxByName(name);
    }

    private String saved() throws Exception {
        new FxRobot().interact(() -> window.workspace().save(knight));
        return Files.readString(root.resolve("anim/knight.aectrl"));
    }

    @Test
    void draggingAStateSavesItsPosAsOneUndoStep(FxRobot robot) throws Exception {
        openKnight(robot);
        Vec2 before = knight.value().state("Run").pos();
        double zoom = panel.view().zoom();
        Point2D from = centre(box("Run"));
        robot.drag(from, MouseButton.PRIMARY).moveTo(from.add(60, 45)).release(MouseButton.PRIMARY);
        waitUntil(() -> !knight.value().state("Run").pos().equals(before));

        Vec2 after = knight.value().state("Run").pos();
        assertThat(after.x() - before.x()).isCloseTo(60 / zoom, within(2.0));
        assertThat(after.y() - before.y()).isCloseTo(45 / zoom, within(2.0));
        assertThat(knight.document().history().position()).as("the whole drag is one step").isEqualTo(1);
        assertThat(knight.document().undoLabel()).contains("Move state");
        assertThat(saved()).contains("state \"Run\" clip=asset(\"anim/knight/run.aeanim\") pos=["
                + (long) after.x() + ", " + (long) after.y() + "]");
        robot.interact(() -> knight.document().undo());
        assertThat(knight.value().state("Run").pos()).isEqualTo(before);
        assertThat(box("Run").getLayoutX()).isEqualTo(before.x());
    }

    /**
     * A state drag's frame moves a box and nothing the side panel's forms show: they are not shown again on each
     * frame (they are for a change of what they show, here the selection).
     */
    @Test
    void aStateDragFrameLeavesTheSidePanelsFormsAsTheyAre(FxRobot robot) {
        openKnight(robot);
        State run = knight.value().state("Run");
        robot.interact(() -> knight.select(java.util.Set.of(run.id())));
        waitUntil(() -> panel.side().states().isVisible());
        int shows = panel.side().shows();
        @SuppressWarnings("unchecked")
        dev.reel.edit.Gesture<Controller>[] gesture = new dev.reel.edit.Gesture[1];
        robot.interact(() -> gesture[0] = knight.document().gesture("Move state"));
        for (int step = 1; step <= 3; step++) {
            Vec2 to = new Vec2(run.pos().x() + 10 * step, run.pos().y());
            robot.interact(() -> gesture[0].update(new dev.reel.edit.cmd.MoveStates(java.util.Map.of(run.id(), to))));
        }
        robot.interact(() -> gesture[0].commit());

        assertThat(knight.value().state("Run").pos().x()).isEqualTo(run.pos().x() + 30);
        assertThat(panel.side().shows()).as("no form shows a box's place").isEqualTo(shows);
        robot.interact(() -> knight.select(java.util.Set.of()));
        assertThat(panel.side().shows()).isGreaterThan(shows);
    }

    @Test
    void draggingTheEntryPillSavesEntryPos(FxRobot robot) throws Exception {
        openKnight(robot);
        Point2D from = centre(panel.view().pill(dev.reel.edit.cmd.MoveStates.ENTRY));
        robot.drag(from, MouseButton.PRIMARY).moveTo(from.add(0, -50)).release(MouseButton.PRIMARY);
        waitUntil(() -> knight.value().entryPos().y() < 170);
        assertThat(knight.value().entryPos().x()).isEqualTo(40);
        assertThat(saved()).contains("entryPos=[40, " + (long) knight.value().entryPos().y() + "]");
    }

    @Test
    void draggingFromAStatesDotToAnotherStateAddsATransition(FxRobot robot) throws Exception {
        openKnight(robot);
        assertThat(knight.value().transitions()).noneMatch(t -> t.from().equals("Jump") && t.to().equals("Attack"));
        Point2D dot = centre(box("Jump").dot());
        robot.drag(dot, MouseButton.PRIMARY).moveTo(centre(box("Attack"))).release(MouseButton.PRIMARY);
        waitUntil(() -> knight.value().transitions().stream()
                .anyMatch(t -> t.from().equals("Jump") && t.to().equals("Attack")));

        Transition added = knight.value().transitions().get(knight.value().transitions().size() - 1);
        assertThat(added.from() + ">" + added.to()).isEqualTo("Jump>Attack");
        assertThat(knight.selection()).as("the new transition is selected").containsExactly(added.id());
        assertThat(knight.document().history().position()).isEqualTo(1);
        assertThat(saved()).contains("transition \"Jump\" to=\"Attack\"");
        assertThat(knight.value().state("Jump").pos()).as("the state did not move").isEqualTo(new Vec2(240, 20));
    }

    @Test
    void draggingARowOfTheTransitionListReordersTheFile(FxRobot robot) throws Exception {
        openKnight(robot);
        robot.clickOn(centre(box("Idle")));
        waitUntil(() -> panel.side().transitionList().list().getItems().size() == 3);
        List<ListCell<?>> rows = new java.util.ArrayList<>();
        for (Node node : robot.lookup(".graph-transition-row").queryAll()) {
            if (node instanceof ListCell<?> cell && cell.getItem() != null) {
                rows.add(cell);
            }
        }
        rows.sort((a, b) -> Integer.compare(a.getIndex(), b.getIndex()));
        assertThat(rows).hasSize(3);
        assertThat(((Transition) rows.get(2).getItem()).to()).isEqualTo("Fall");
        robot.drag(centre(rows.get(2)), MouseButton.PRIMARY).moveTo(centre(rows.get(0)))
                .release(MouseButton.PRIMARY);
        waitUntil(() -> idleTargets().get(0).equals("Fall"));

        assertThat(idleTargets()).containsExactly("Fall", "Run", "Jump");
        assertThat(knight.document().history().position()).isEqualTo(1);
        String text = saved();
        assertThat(text.indexOf("transition \"Idle\" to=\"Fall\"")).isLessThan(text.indexOf(
                "transition \"Idle\" to=\"Run\""));
        assertThat(text.indexOf("transition \"Run\" to=\"Idle\"")).as("other states' transitions stay put")
                .isGreaterThan(text.indexOf("transition \"Idle\" to=\"Fall\""));
    }

    private List<String> idleTargets() {
        return knight.value().transitions().stream().filter(t -> t.from().equals("Idle")).map(Transition::to)
                .toList();
    }

    @Test
    void autoLayoutLeavesNoTwoBoxesOverlapping(FxRobot robot) {
        openKnight(robot);
        robot.interact(() -> knight.document().execute(new dev.reel.edit.cmd.MoveStates(java.util.Map.of(
                knight.value().state("Run").id(), new Vec2(250, 170),
                knight.value().state("Fall").id(), new Vec2(260, 180)))));
        robot.clickOn("#graph-auto-layout");
        waitUntil(() -> knight.document().history().position() == 2);

        List<Node> parts = new java.util.ArrayList<>(panel.view().boxes());
        parts.add(panel.view().pill(dev.reel.edit.cmd.MoveStates.ENTRY));
        parts.add(panel.view().pill(dev.reel.edit.cmd.MoveStates.ANY));
        for (int a = 0; a < parts.size(); a++) {
            for (int b = a + 1; b < parts.size(); b++) {
                assertThat(parts.get(a).getBoundsInParent().intersects(parts.get(b).getBoundsInParent()))
                        .as(parts.get(a) + " and " + parts.get(b)).isFalse();
            }
        }
        // The layers run across or down, whichever the view's shape shows larger: the rest follow the entry.
        Vec2 idle = knight.value().state("Idle").pos();
        List<dev.reel.model.State> others = knight.value().states().stream()
                .filter(state -> !state.name().equals("Idle")).toList();
        assertThat(others.stream().allMatch(state -> state.pos().x() > idle.x())
                || others.stream().allMatch(state -> state.pos().y() > idle.y()))
                .as("every other state is in a later column, or a later row").isTrue();
        assertThat(knight.document().undoLabel()).contains("Auto layout");
    }

    @Test
    void rubberBandSelectsStatesThatThenMoveTogetherInOneStep(FxRobot robot) {
        openKnight(robot);
        // Layout bounds: a box's shadow makes its other bounds larger than the box.
        Bounds idle = box("Idle").localToScreen(box("Idle").getLayoutBounds());
        Bounds run = box("Run").localToScreen(box("Run").getLayoutBounds());
        robot.press(KeyCode.SHIFT);
        robot.drag(new Point2D(idle.getMinX() - 12, idle.getMaxY() + 10), MouseButton.PRIMARY)
                .moveTo(new Point2D(run.getMinX() + 10, run.getMinY() + 10)).release(MouseButton.PRIMARY);
        robot.release(KeyCode.SHIFT);
        State idleState = knight.value().state("Idle");
        State runState = knight.value().state("Run");
        waitUntil(() -> knight.selection().containsAll(List.of(idleState.id(), runState.id())));
        assertThat(knight.selection()).doesNotContain(knight.value().state("Jump").id());

        Point2D from = centre(box("Idle"));
        robot.drag(from, MouseButton.PRIMARY).moveTo(from.add(0, 60)).release(MouseButton.PRIMARY);
        waitUntil(() -> knight.value().state("Idle").pos().y() > 160);
        assertThat(knight.value().state("Run").pos().y() - 160)
                .isEqualTo(knight.value().state("Idle").pos().y() - 160);
        assertThat(knight.document().history().position()).isEqualTo(1);
    }

    @Test
    void deleteStateFromItsContextMenuRemovesItsTransitionsAsOneStep(FxRobot robot) {
        openKnight(robot);
        robot.clickOn(centre(box("Jump")), MouseButton.SECONDARY);
        robot.clickOn("Delete State");
        waitUntil(() -> knight.value().state("Jump") == null);
        assertThat(knight.value().transitions()).noneMatch(t -> t.from().equals("Jump") || t.to().equals("Jump"));
        assertThat(box("Jump")).isNull();
        robot.interact(() -> knight.document().undo());
        assertThat(knight.value().state("Jump")).isNotNull();
        waitUntil(() -> box("Jump") != null);
    }

    @Test
    void copyAndPasteAddsTheStatesWithTheTransitionsAmongThem(FxRobot robot) {
        openKnight(robot);
        robot.clickOn(centre(box("Idle")));
        robot.press(KeyCode.SHIFT).clickOn(centre(box("Run"))).release(KeyCode.SHIFT);
        waitUntil(() -> knight.selection().size() == 2);
        robot.interact(() -> {
            panel.view().requestFocus();
            window.actions().run("edit.copy");
            window.actions().run("edit.paste");
        });
        waitUntil(() -> knight.value().state("Idle 2") != null);
        assertThat(knight.value().transitions()).anyMatch(t -> t.from().equals("Idle 2") && t.to().equals("Run 2"))
                .anyMatch(t -> t.from().equals("Run 2") && t.to().equals("Idle 2"))
                .noneMatch(t -> t.from().equals("Idle 2") && t.to().equals("Jump"));
        assertThat(knight.selection()).containsExactlyInAnyOrder(knight.value().state("Idle 2").id(),
                knight.value().state("Run 2").id());
        assertThat(knight.document().history().position()).isEqualTo(1);
    }

    @Test
    void aChangeOfTheFileFromOutsideShowsAtOnce(FxRobot robot) throws Exception {
        openKnight(robot);
        java.nio.file.Path file = root.resolve("anim/knight.aectrl");
        String text = Files.readString(file).replace("  state \"Attack\"",
                "  state \"Dash\" clip=asset(\"anim/knight/run.aeanim\") speed=2 pos=[600, 320] {}\n  state \"Attack\"");
        Files.writeString(file, text);
        waitUntil(() -> box("Dash") != null);
        assertThat(knight.value().state("Dash").speed()).isEqualTo(2);
    }

    @Test
    void theStateInspectorRenamesAndSetsTheSpeedAndTheTransitionInspectorTheDuration(FxRobot robot) {
        openKnight(robot);
        robot.clickOn(centre(box("Attack")));
        waitUntil(() -> knight.selection().contains(knight.value().state("Attack").id()));
        robot.doubleClickOn("#graph-state-name").eraseText(6).write("Slash").push(KeyCode.ENTER);
        waitUntil(() -> knight.value().state("Slash") != null);
        assertThat(knight.value().transitions()).anyMatch(t -> t.to().equals("Slash"));
        assertThat(knight.document().history().position()).as("typing is one step").isEqualTo(1);
        robot.doubleClickOn("#graph-state-speed").eraseText(3).write("1.5").push(KeyCode.ENTER);
        waitUntil(() -> knight.value().state("Slash").speed() == 1.5);

        Transition anyToSlash = knight.value().transitions().get(0);
        robot.clickOn(centre(panel.view().arrow(anyToSlash.id()).label()));
        waitUntil(() -> knight.selection().contains(anyToSlash.id()));
        robot.doubleClickOn("#graph-transition-duration").eraseText(3).write("0.25").push(KeyCode.ENTER);
        waitUntil(() -> knight.value().transitions().get(0).duration() == 0.25);
    }

    @Test
    @SuppressWarnings("unchecked")
    void addingThreeStatesToANewControllerAndUndoingThemThrowsNothing(FxRobot robot) {
        OpenDocument<?>[] created = new OpenDocument<?>[1];
        robot.interact(() -> {
            window.actions().run("create.controller");
            created[0] = window.workspace().focused();
            window.reveal("Animator");
        });
        OpenDocument<Controller> controller = (OpenDocument<Controller>) created[0];
        assertThat(controller.name()).endsWith(".aectrl");
        panel = (GraphPanel) robot.from(stage.getScene().getRoot()).lookup("#graph-panel").query()
                .getProperties().get(GraphPanel.class);
        waitUntil(() -> panel.shown() == controller);
        for (int added = 1; added <= 3; added++) {
            robot.clickOn("#graph-add-state");
            int states = 1 + added;
            waitUntil(() -> controller.value().states().size() == states);
        }
        assertThat(controller.value().states()).hasSize(4);
        for (int undone = 0; undone < 3; undone++) {
            robot.interact(() -> window.actions().run("edit.undo"));
        }
        assertThat(controller.value().states()).extracting(State::name).containsExactly("Idle");
        // UncaughtExceptions fails the test if the inspector threw while it followed the adds and undos.
    }

    @Test
    void theDurationSaysWhatItDoesAfterItIsSetAndTheCountsReadInTheRightNumber(FxRobot robot) {
        openKnight(robot);
        Transition attackToIdle = knight.value().transitions().stream()
                .filter(t -> t.from().equals("Attack") && t.to().equals("Idle")).findFirst().orElseThrow();
        robot.clickOn(centre(panel.view().arrow(attackToIdle.id()).label()));
        waitUntil(() -> knight.selection().contains(attackToIdle.id()));
        javafx.scene.control.Label meaning = robot.lookup("#graph-transition-duration-meaning")
                .queryAs(javafx.scene.control.Label.class);
        assertThat(meaning.getText()).isEqualTo("s · cross-fades");
        robot.doubleClickOn("#graph-transition-duration").eraseText(4).write("0").push(KeyCode.ENTER);
        waitUntil(() -> knight.value().transitions().stream()
                .anyMatch(t -> t.id() == attackToIdle.id() && t.duration() == 0));
        waitUntil(() -> meaning.getText().equals("s · switches at once"));
    }
}

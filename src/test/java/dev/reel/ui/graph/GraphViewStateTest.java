package dev.reel.ui.graph;

import dev.reel.edit.cmd.MoveStates;
import dev.reel.edit.graph.Box;
import dev.reel.edit.graph.ViewFrame;
import dev.reel.model.State;
import dev.reel.model.Vec2;
import dev.reel.ui.shell.EditorWindow;
import javafx.geometry.Point2D;
import javafx.geometry.Rectangle2D;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * What the Animator's graph view keeps and measures (issue 35): each graph's zoom and scroll come back after the
 * editor is closed and opened again; the mini-map's frame is dragged from where it was grabbed and a click
 * elsewhere on the map centres the view there; label plates are as wide as their text in its font; Tidy moves a
 * box dropped over another clear of it in one undo step; pasted states land in view over nothing.
 */
class GraphViewStateTest extends GraphFixture {

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @Test
    void eachGraphKeepsItsViewAfterTheEditorIsClosedAndOpenedAgain(FxRobot robot) throws Exception {
        openDepthController(robot, "layers.aectrl");
        waitUntil(() -> panel.view().boxByName("Walk") != null);
        robot.interact(() -> {
            panel.view().zoomAt(50, 50, 1.6);
            panel.view().panBy(-300, -120);
        });
        ViewFrame base = panel.view().frame();
        robot.clickOn(panel.layers().row(0).weightText);
        waitUntil(() -> panel.view().boxByName("Swing") != null);
        robot.sleep(200);
        robot.interact(() -> panel.view().panBy(40, -25));
        ViewFrame layer = panel.view().frame();
        robot.clickOn("#layer-base");
        waitUntil(() -> panel.view().boxByName("Walk") != null);

        robot.interact(() -> {
            assertThat(window.requestClose()).isTrue();
            window.dispose();
            window = new EditorWindow(stage, root, config, other -> { });
        });
        openInAnimator(robot, "anim/layers.aectrl");
        waitUntil(() -> panel.view().boxByName("Walk") != null);
        robot.sleep(200);
        assertSame(panel.view().frame(), base, "the base graph as it was left before the editor closed");
        robot.clickOn(panel.layers().row(0).weightText);
        waitUntil(() -> panel.view().boxByName("Swing") != null);
        robot.sleep(200);
        assertSame(panel.view().frame(), layer, "the layer as it was left before the editor closed");
        assertThat(java.nio.file.Files.readString(root.resolve("anim/layers.aectrl")))
                .as("the views are not kept in the controller").doesNotContain("zoom");
    }

    private static void assertSame(ViewFrame actual, ViewFrame expected, String what) {
        assertThat(actual.zoom()).as(what).isCloseTo(expected.zoom(), within(1e-3));
        assertThat(actual.panX()).as(what).isCloseTo(expected.panX(), within(0.1));
        assertThat(actual.panY()).as(what).isCloseTo(expected.panY(), within(0.1));
    }

    @Test
    void theMiniMapsFrameIsDraggedFromWhereItIsGrabbedAndAClickElsewhereCentresThere(FxRobot robot) {
        openInAnimator(robot, "anim/knight.aectrl");
        GraphView view = panel.view();
        robot.interact(() -> view.zoomAt(view.getWidth() / 2, view.getHeight() / 2, 2.4));
        waitUntil(() -> view.miniMap().isVisible());
        Rectangle2D frame = view.miniMap().viewBox();
        Box before = view.visible();
        // Grabbed off its middle: pressing does not move the view.
        Point2D grab = view.miniMap().localToScreen(frame.getMinX() + frame.getWidth() * 0.3,
                frame.getMinY() + frame.getHeight() * 0.6);
        robot.moveTo(grab).press(MouseButton.PRIMARY);
        assertThat(view.visible().x()).as("pressing on the frame keeps the view").isCloseTo(before.x(), within(0.5));
        assertThat(view.visible().y()).isCloseTo(before.y(), within(0.5));
        robot.moveTo(grab.add(4, 2)).moveTo(grab.add(8, 4)).release(MouseButton.PRIMARY);
        Rectangle2D moved = view.miniMap().viewBox();
        if (moved != null) {
            assertThat(moved.getMinX() - frame.getMinX()).as("the frame follows the pointer").isCloseTo(8, within(1.0));
        }
        assertThat(view.visible().x()).as("the view scrolled right").isGreaterThan(before.x() + 1);

        // A click outside the frame centres the view on that point of the map.
        robot.interact(() -> view.frameAll());
        robot.interact(() -> view.zoomAt(view.getWidth() / 2, view.getHeight() / 2, 2.4));
        waitUntil(() -> view.miniMap().isVisible());
        Rectangle2D box = view.miniMap().viewBox();
        double mapX = box.getMinX() > 20 ? 8 : MiniMap.WIDTH - 8;
        robot.clickOn(view.miniMap().localToScreen(mapX, MiniMap.HEIGHT / 2));
        Rectangle2D after = view.miniMap().viewBox();
        assertThat(after.getMinX() + after.getWidth() / 2).as("centred on the click")
                .isCloseTo(Math.max(after.getWidth() / 2, Math.min(MiniMap.WIDTH - after.getWidth() / 2, mapX)),
                        within(after.getWidth() / 2 + 2));
        assertThat(Math.abs(after.getMinX() - box.getMinX())).isGreaterThan(2);
    }

    @Test
    void labelPlatesAreAsWideAsTheirTextInItsFont(FxRobot robot) {
        openInAnimator(robot, "anim/knight.aectrl");
        waitUntil(() -> panel.view().boxByName("Attack") != null);
        robot.sleep(300);
        List<String> checked = new ArrayList<>();
        robot.interact(() -> {
            for (State state : document.value().states()) {
                document.value().transitions().stream().filter(t -> t.from().equals(state.name())).forEach(t -> {
                    ArrowNode arrow = panel.view().arrow(t.id());
                    if (arrow == null || !arrow.label().isVisible()) {
                        return;
                    }
                    ArrowLabel plate = arrow.label();
                    Text text = (Text) plate.getChildrenUnmodifiable().get(0);
                    double textWidth = text.getLayoutBounds().getWidth();
                    assertThat(plate.getWidth()).as(plate.getText() + ": the plate holds its text")
                            .isGreaterThanOrEqualTo(textWidth + LabelWidths.PLATE_INSETS - 0.5);
                    assertThat(plate.getWidth()).as(plate.getText() + ": and no more than its text")
                            .isCloseTo(Math.ceil(textWidth) + LabelWidths.PLATE_INSETS, within(1.0));
                    assertThat(plate.getWidth()).isCloseTo(panel.view().labelWidth(plate.getText()), within(0.01));
                    checked.add(plate.getText());
                });
            }
        });
        assertThat(checked).isNotEmpty();
    }

    @Test
    void tidyMovesABoxDroppedOverAnotherClearOfItInOneStep(FxRobot robot) {
        openInAnimator(robot, "anim/knight.aectrl");
        State idle = document.value().state("Idle");
        State run = document.value().state("Run");
        robot.interact(() -> document.document().execute(new MoveStates(Map.of(run.id(),
                new Vec2(idle.pos().x() + 50, idle.pos().y() + 10)))));
        int before = steps();
        robot.clickOn("#graph-tidy");
        waitUntil(() -> steps() == before + 1);
        List<Box> boxes = new ArrayList<>();
        for (StateBox box : panel.view().boxes()) {
            boxes.add(new Box(box.getLayoutX(), box.getLayoutY(), box.getPrefWidth(), box.getPrefHeight()));
        }
        for (int i = 0; i < boxes.size(); i++) {
            for (int j = i + 1; j < boxes.size(); j++) {
                assertThat(boxes.get(i).overlaps(boxes.get(j))).as("boxes " + i + " and " + j).isFalse();
            }
        }
        Vec2 idleAt = document.value().state("Idle").pos();
        assertThat(Math.hypot(idleAt.x() - idle.pos().x(), idleAt.y() - idle.pos().y()))
                .as("the box the other was dropped on stays about where it was").isLessThan(30);
        robot.interact(() -> document.document().undo());
        assertThat(document.value().state("Run").pos()).isEqualTo(new Vec2(idle.pos().x() + 50, idle.pos().y() + 10));
    }

    @Test
    void statesPastedWithTheKeysLandInViewOverNothing(FxRobot robot) {
        openInAnimator(robot, "anim/knight.aectrl");
        robot.clickOn(panel.view().boxByName("Idle"));
        robot.press(KeyCode.SHIFT).clickOn(panel.view().boxByName("Jump")).release(KeyCode.SHIFT);
        robot.press(KeyCode.CONTROL).type(KeyCode.C).release(KeyCode.CONTROL);
        // The pointer off the graph: the paste goes about the middle of the view.
        robot.moveTo("#graph-frame-all");
        int count = document.value().states().size();
        robot.interact(() -> panel.view().requestFocus());
        robot.press(KeyCode.CONTROL).type(KeyCode.V).release(KeyCode.CONTROL);
        waitUntil(() -> document.value().states().size() == count + 2);
        Box seen = panel.view().visible();
        List<Box> all = new ArrayList<>();
        for (StateBox box : panel.view().boxes()) {
            all.add(new Box(box.getLayoutX(), box.getLayoutY(), box.getPrefWidth(), box.getPrefHeight()));
        }
        all.add(GraphViewStateTest.box(panel.view().pill(MoveStates.ENTRY)));
        all.add(GraphViewStateTest.box(panel.view().pill(MoveStates.ANY)));
        for (State state : document.value().states().subList(count, count + 2)) {
            Box pasted = new Box(state.pos().x(), state.pos().y(), StateBox.WIDTH, StateBox.HEIGHT);
            assertThat(pasted.within(seen)).as(state.name() + " in view").isTrue();
            long covering = all.stream().filter(other -> other.overlaps(pasted)).count();
            assertThat(covering).as(state.name() + " covers only itself").isEqualTo(1);
        }
    }

    private static Box box(javafx.scene.layout.Region node) {
        return new Box(node.getLayoutX(), node.getLayoutY(), node.getPrefWidth(), node.getPrefHeight());
    }
}

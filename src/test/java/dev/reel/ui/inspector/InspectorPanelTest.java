package dev.reel.ui.inspector;

import dev.reel.model.Clip;
import dev.reel.model.Controller;
import dev.reel.model.LoopMode;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.control.NumberField;
import dev.reel.ui.documents.OpenDocument;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import static org.assertj.core.api.Assertions.assertThat;

class InspectorPanelTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    /** Scrolls the outline to the row with this label and clicks it. */
    private void clickOutline(FxRobot robot, String label) {
        javafx.scene.control.TreeView<Outline.Entry> outline = window.inspector().outline();
        robot.interact(() -> {
            for (int row = 0; row < outline.getExpandedItemCount(); row++) {
                if (outline.getTreeItem(row).getValue().label().equals(label)) {
                    outline.scrollTo(row);
                    break;
                }
            }
        });
        robot.clickOn(robot.lookup(".tree-cell").queryAll().stream()
                .filter(node -> node instanceof OutlineCell cell && cell.getItem() != null
                        && cell.getItem().label().equals(label)).findFirst().orElseThrow());
    }

    /**
     * A state drag's frame moves a box on the graph and nothing the Inspector shows: the outline and the rows stay
     * as they are (the outline of a 600-transition controller was built again on every frame), and an edit of
     * what they show still rewrites them.
     */
    @Test
    void aStateDragFrameLeavesTheOutlineAndRowsAsTheyAre(FxRobot robot) {
        @SuppressWarnings("unchecked")
        OpenDocument<Controller> knight = (OpenDocument<Controller>) open("anim/knight.aectrl");
        javafx.scene.control.TreeView<Outline.Entry> outline = window.inspector().outline();
        waitUntil(() -> outline.getRoot() != null && outline.getRoot().getValue().label().equals("knight.aectrl"));
        dev.reel.model.State run = knight.value().state("Run");
        robot.interact(() -> knight.select(java.util.Set.of(run.id())));
        waitUntil(() -> outline.getSelectionModel().getSelectedItem() != null);
        javafx.scene.control.TreeItem<Outline.Entry> selected = outline.getSelectionModel().getSelectedItem();
        Outline.Entry entry = selected.getValue();
        @SuppressWarnings("unchecked")
        dev.reel.edit.Gesture<Controller>[] gesture = new dev.reel.edit.Gesture[1];
        robot.interact(() -> gesture[0] = knight.document().gesture("Move state"));
        robot.interact(() -> gesture[0].update(new dev.reel.edit.cmd.MoveStates(java.util.Map.of(run.id(),
                new dev.reel.model.Vec2(run.pos().x() + 1, run.pos().y())))));
        // From the drag's first frame on (the rows may have been shown before the preview's rig heard of the
        // selection, and are then shown once more).
        int shows = window.inspector().rowShows();
        for (int step = 1; step <= 3; step++) {
            dev.reel.model.Vec2 to = new dev.reel.model.Vec2(run.pos().x() + 10 * step, run.pos().y());
            robot.interact(() -> gesture[0].update(new dev.reel.edit.cmd.MoveStates(java.util.Map.of(run.id(), to))));
        }
        assertThat(window.inspector().rowShows()).as("no row shows a box's place").isEqualTo(shows);
        robot.interact(() -> gesture[0].commit());

        assertThat(knight.value().state("Run").pos().x()).isEqualTo(run.pos().x() + 30);
        assertThat(outline.getSelectionModel().getSelectedItem()).isSameAs(selected);
        assertThat(selected.getValue()).isSameAs(entry);
        robot.interact(() -> knight.document().execute(new dev.reel.edit.cmd.RenameState(run.id(), "Sprint")));
        waitUntil(() -> selected.getValue().label().equals("Sprint"));
        assertThat(window.inspector().rowShows()).isGreaterThan(shows);
    }

    /**
     * An edit rewrites the outline rows of what it changed and leaves the other tracks' rows as they were (the
     * whole outline was built again on every change, 100,000 rows on a big clip); undo shows the old value.
     */
    @Test
    void anEditRewritesOnlyTheRowsOfWhatItChanged(FxRobot robot) {
        @SuppressWarnings("unchecked")
        OpenDocument<Clip> attack = (OpenDocument<Clip>) open("anim/knight/attack.aeanim");
        javafx.scene.control.TreeView<Outline.Entry> outline = window.inspector().outline();
        waitUntil(() -> outline.getRoot() != null && outline.getRoot().getValue().label().equals("attack.aeanim"));
        javafx.scene.control.TreeItem<Outline.Entry> root = outline.getRoot();
        // Rows: the flipbook, the position track, the tint track, two events.
        javafx.scene.control.TreeItem<Outline.Entry> position = root.getChildren().get(1);
        javafx.scene.control.TreeItem<Outline.Entry> tint = root.getChildren().get(2);
        javafx.scene.control.TreeItem<Outline.Entry> tintKey = tint.getChildren().get(1);
        Outline.Entry tintKeyEntry = tintKey.getValue();
        javafx.scene.control.TreeItem<Outline.Entry> moved = position.getChildren().get(1);
        dev.reel.model.Key key = attack.value().tracks().get(0).keys().get(1);
        robot.interact(() -> attack.document().execute(new dev.reel.edit.cmd.SetKeyValue(key.id(),
                new dev.reel.model.Value.Vec(new double[] {12, 3}))));
        assertThat(outline.getRoot()).isSameAs(root);
        assertThat(moved.getValue().detail()).isEqualTo("12, 3");
        assertThat(root.getChildren().get(2)).isSameAs(tint);
        assertThat(tintKey.getValue()).as("an untouched track's rows are not written again").isSameAs(tintKeyEntry);

        robot.interact(() -> attack.document().undo());
        assertThat(moved.getValue().detail()).isEqualTo("10, 0");
        robot.interact(() -> attack.document().execute(new dev.reel.edit.cmd.RemoveKeys(java.util.Set.of(key.id()))));
        assertThat(outline.getRoot().getChildren().get(1).getChildren()).hasSize(2);
    }

    /**
     * One place for each thing: a state's fields are edited in the Animator's side panel, the controller's here.
     * The Inspector shows the state read-only with a link that brings the Animator with the state's form, where
     * typing the name renames it (one step, the transitions following); the controller's Entry lists its
     * machines too, and its ease is not a field of the side panel.
     */
    @Test
    void aStateIsEditedInTheAnimatorAndTheControllerHere(FxRobot robot) throws Exception {
        java.nio.file.Files.writeString(root.resolve("anim/grouped.aectrl"), """
                controller version=1 {
                  entry="Idle"
                  state "Idle" {}
                  machine "Combat" entry="Slash" {
                    state "Slash" {}
                  }
                  transition "Idle" to="Combat" {}
                }
                """);
        @SuppressWarnings("unchecked")
        OpenDocument<Controller> grouped = (OpenDocument<Controller>) open("anim/grouped.aectrl");
        @SuppressWarnings("unchecked")
        ComboBox<String> entry = robot.lookup("#inspector-entry").queryAs(ComboBox.class);
        assertThat(entry.getItems()).containsExactly("Idle", "Combat" + ControllerItems.MACHINE_MARK);
        robot.interact(() -> entry.setValue("Combat" + ControllerItems.MACHINE_MARK));
        waitUntil(() -> grouped.value().entry().equals("Combat"));
        assertThat(grouped.document().history().position()).isEqualTo(1);

        @SuppressWarnings("unchecked")
        OpenDocument<Controller> knight = (OpenDocument<Controller>) open("anim/knight.aectrl");
        clickOutline(robot, "Run");
        long run = knight.value().state("Run").id();
        waitUntil(() -> knight.selection().contains(run));
        waitUntil(() -> robot.lookup("#inspector-edit").tryQuery().isPresent());
        assertThat((Object) robot.lookup("#inspector-name").query()).as("read-only")
                .isInstanceOf(javafx.scene.control.Label.class);
        assertThat((Object) robot.lookup("#inspector-speed").query()).isInstanceOf(javafx.scene.control.Label.class);
        assertThat(robot.lookup(".text-field").queryAll().stream()
                .filter(node -> node.getScene() != null && window.inspector().node().lookupAll(".text-field")
                        .contains(node)).toList()).as("no field of the state can be typed in here").isEmpty();
        robot.interact(() -> window.reveal("Animation"));
        assertThat(window.layout().selectedBottomTab()).isEqualTo("Animation");
        robot.clickOn("#inspector-edit");
        waitUntil(() -> "Animator".equals(window.layout().selectedBottomTab()));
        waitUntil(() -> robot.lookup("#graph-state-name").tryQuery().filter(javafx.scene.Node::isVisible)
                .isPresent());
        TextField name = robot.lookup("#graph-state-name").queryAs(TextField.class);
        waitUntil(() -> "Run".equals(name.getText()));
        assertThat(knight.selection()).containsExactly(run);
        robot.doubleClickOn(name).eraseText(3).write("Sprint").push(KeyCode.ENTER);
        waitUntil(() -> knight.value().state("Sprint") != null);
        assertThat(knight.value().transitions()).noneMatch(transition -> transition.to().equals("Run")
                || transition.from().equals("Run"));
        assertThat(knight.document().history().position()).as("typing the name is one step").isEqualTo(1);
        waitUntil(() -> robot.lookup("#inspector-name").tryQuery().map(node -> ((javafx.scene.control.Label) node)
                .getText()).filter("Sprint"::equals).isPresent());
        robot.interact(() -> knight.document().undo());
        assertThat(knight.value().state("Run")).isNotNull();
        assertThat(knight.dirty()).isFalse();
        robot.interact(() -> knight.select(java.util.Set.of()));
        waitUntil(() -> robot.lookup("#graph-ease").tryQuery().isPresent());
        assertThat((Object) robot.lookup("#graph-ease").query()).as("the ease is set in the Inspector")
                .isInstanceOf(javafx.scene.control.Label.class);
        // The Inspector follows the emptied selection on its own pulse, after the graph's panel.
        waitUntil(() -> robot.lookup("#inspector-ease").tryQuery().isPresent());
    }

    @Test
    void deleteRemovesTheSelectedParameterAndItsConditionsAsOneStep(FxRobot robot) {
        @SuppressWarnings("unchecked")
        OpenDocument<Controller> knight = (OpenDocument<Controller>) open("anim/knight.aectrl");
        clickOutline(robot, "VerticalSpeed");
        waitUntil(() -> knight.selection().contains(knight.value().param("VerticalSpeed").id()));
        robot.push(KeyCode.DELETE);
        waitUntil(() -> knight.value().param("VerticalSpeed") == null);
        assertThat(knight.value().transitions()).allMatch(transition -> transition.conditions().stream()
                .noneMatch(condition -> condition.param().equals("VerticalSpeed")));
        robot.interact(() -> knight.document().undo());
        assertThat(knight.value().param("VerticalSpeed")).isNotNull();
    }

    @Test
    void theClipRowsChooseLoopFromItsWordsAndTakeALengthOnEnter(FxRobot robot) {
        @SuppressWarnings("unchecked")
        OpenDocument<Clip> attack = (OpenDocument<Clip>) open("anim/knight/attack.aeanim");
        @SuppressWarnings("unchecked")
        ComboBox<String> loop = robot.lookup("#inspector-loop").queryAs(ComboBox.class);
        assertThat(loop.getItems()).containsExactly("once", "loop", "pingPong");
        robot.interact(() -> loop.setValue("pingPong"));
        assertThat(attack.value().loop()).isEqualTo(LoopMode.PING_PONG);
        NumberField length = robot.lookup("#inspector-length").queryAs(NumberField.class);
        robot.doubleClickOn(length).eraseText(4).write("0.5");
        assertThat(attack.value().length()).as("not taken before Enter").isEqualTo(0.44);
        robot.push(KeyCode.ENTER);
        waitUntil(() -> attack.value().length() == 0.5);
        robot.doubleClickOn(length).eraseText(3).write("0.1").push(KeyCode.ENTER);
        waitUntil(() -> length.getText().equals("0.5"));
        assertThat(attack.value().length()).as("a length that would cut off keys is refused").isEqualTo(0.5);
        assertThat(window.status().lastMessage()).contains("cut off");
        assertThat(attack.document().history().position()).isEqualTo(2);
    }
}

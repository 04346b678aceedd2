package dev.reel.ui.inspector;

import dev.reel.model.Clip;
import dev.reel.model.Controller;
import dev.reel.model.Key;
import dev.reel.model.Properties;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.control.NumberField;
import dev.reel.ui.documents.OpenDocument;
import javafx.scene.Node;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Selecting another element with the same rows (a key after a key of the same track, a state after a state) shows
 * that element's values in every row, and whatever the artist types goes to the element the rows showed when the
 * typing began: never to the one selected next. A rename, a typed value and a recorded edit stay one undo step
 * each, and a field being typed in keeps the focus.
 */
class SubjectSwitchTest extends EditorFixture {
    private static final String TURN = """
            anim version=1 length=1 {
              track "" prop="transform.rotation" kind=float32 {
                key t=0 v=0.5 {}
                key t=0.5 v=1 {}
              }
            }
            """;

    @Start
    void start(Stage stage) throws Exception {
        openWindow(stage);
        Files.writeString(root.resolve("anim/turn.aeanim"), TURN);
    }

    @SuppressWarnings("unchecked")
    private OpenDocument<Clip> openTurn(FxRobot robot) {
        OpenDocument<Clip> turn = (OpenDocument<Clip>) open("anim/turn.aeanim");
        robot.interact(() -> turn.select(Set.of(key(turn, 0).id())));
        waitUntil(() -> robot.lookup("#inspector-value").tryQuery().isPresent());
        return turn;
    }

    private static Key key(OpenDocument<Clip> clip, int index) {
        return clip.value().tracks().get(0).keys().get(index);
    }

    private static double degrees(OpenDocument<Clip> clip, int index) {
        return Math.toDegrees(((Value.Num) key(clip, index).value()).value());
    }

    /** Scrolls the outline to the row of {@code id} and clicks it, as the artist does. */
    private void clickOutline(FxRobot robot, long id) {
        TreeView<Outline.Entry> outline = window.inspector().outline();
        robot.interact(() -> {
            for (int row = 0; row < outline.getExpandedItemCount(); row++) {
                TreeItem<Outline.Entry> item = outline.getTreeItem(row);
                if (item != null && item.getValue().id() == id) {
                    outline.scrollTo(row);
                    break;
                }
            }
        });
        waitForPulses(2, 0.5);
        robot.clickOn(robot.lookup(".tree-cell").queryAll().stream()
                .filter(node -> node instanceof OutlineCell cell && cell.getItem() != null
                        && cell.getItem().id() == id).findFirst().orElseThrow());
    }

    /** Every text the Inspector's rows show now, in the scene's order (open sections only). */
    private List<String> shownTexts(FxRobot robot) {
        waitForPulses(3, 0.5);
        List<String> texts = new ArrayList<>();
        robot.interact(() -> collect(window.inspector().sheet(), texts));
        return texts;
    }

    private static void collect(Node node, List<String> out) {
        if (!node.isVisible()) {
            return;
        }
        if (node instanceof Text text && !text.getText().isEmpty()) {
            out.add(text.getText());
        }
        if (node instanceof javafx.scene.Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> collect(child, out));
        }
    }

    private static void openNodeSection(FxRobot robot) {
        TitledPane node = robot.lookup(".titled-pane").queryAllAs(TitledPane.class).stream()
                .filter(pane -> pane.getText().equals("Node")).findFirst().orElseThrow();
        robot.interact(() -> node.setExpanded(true));
        waitUntil(() -> robot.lookup("#inspector-rotation").tryQuery().map(Node::isVisible).orElse(false));
    }

    @Test
    void afterASwitchEveryRowShowsTheSecondKeysValues(FxRobot robot) {
        OpenDocument<Clip> turn = openTurn(robot);
        long second = key(turn, 1).id();
        // The second key's rows as they read when made for it alone (from the clip's own rows).
        robot.interact(() -> turn.select(Set.of()));
        waitUntil(() -> window.inspector().items().stream().anyMatch(item -> item.toString().equals("Clip/Length")));
        robot.interact(() -> turn.select(Set.of(second)));
        waitUntil(() -> robot.lookup("#inspector-value").tryQuery().isPresent());
        List<String> alone = shownTexts(robot);
        assertThat(alone).contains("57.3°");

        robot.interact(() -> turn.select(Set.of(key(turn, 0).id())));
        waitUntil(() -> robot.lookup("#inspector-value").queryAs(NumberField.class).getText().equals("28.65°"));
        assertThat(shownTexts(robot)).isNotEqualTo(alone);
        robot.interact(() -> turn.select(Set.of(second)));
        assertThat(shownTexts(robot)).as("the second key's values in every row, as if made for it").isEqualTo(alone);
        assertThat(turn.document().history().size()).as("selecting never edits").isZero();
    }

    /**
     * A key with only its out handle after a key with both: the In handle row shows what a row made for that key
     * shows, not the first key's handle kept by an editor that takes no value (which the next typed lane would
     * then write into the second key).
     */
    @Test
    void aKeyWithoutAnInHandleShowsNoneAfterAKeyWithOne(FxRobot robot) throws Exception {
        Files.writeString(root.resolve("anim/handles.aeanim"), """
                anim version=1 length=1 {
                  track "" prop="transform.rotation" kind=float32 {
                    key t=0 v=0.5 tangent=free in=[-0.1, 0.25] out=[0.1, 0.75] {}
                    key t=0.5 v=1 tangent=free out=[0.2, 0.5] {}
                  }
                }
                """);
        @SuppressWarnings("unchecked")
        OpenDocument<Clip> handles = (OpenDocument<Clip>) open("anim/handles.aeanim");
        long first = key(handles, 0).id();
        long second = key(handles, 1).id();
        assertThat(key(handles, 1).in()).as("the second key has no in handle").isNull();
        robot.interact(() -> handles.select(Set.of(second)));
        waitUntil(() -> robot.lookup("#inspector-value").tryQuery().isPresent());
        List<String> alone = shownTexts(robot);
        robot.interact(() -> handles.select(Set.of(first)));
        assertThat(shownTexts(robot)).as("the first key's handles").isNotEqualTo(alone);
        robot.interact(() -> handles.select(Set.of(second)));
        assertThat(shownTexts(robot)).as("the second key's rows, as if made for it").isEqualTo(alone);
    }

    /**
     * The cost of a key click: the rows of the next key of a track are the rows shown, showing its values, not rows
     * made anew (185 new nodes, their tips and styles, about 110 ms of the JavaFX thread under load, on every click
     * of a key drag in the dope sheet).
     */
    @Test
    void aSwitchToAKeyWithTheSameRowsKeepsTheirEditors(FxRobot robot) {
        OpenDocument<Clip> turn = openTurn(robot);
        NumberField value = robot.lookup("#inspector-value").queryAs(NumberField.class);
        java.util.Set<Node> before = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        robot.interact(() -> walk(window.inspector().sheet(), before));
        robot.interact(() -> turn.select(Set.of(key(turn, 1).id())));
        waitUntil(() -> robot.lookup("#inspector-value").queryAs(NumberField.class).getText().equals("57.3°"));
        waitForPulses(3, 0.5);
        java.util.Set<Node> after = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        robot.interact(() -> walk(window.inspector().sheet(), after));
        after.removeAll(before);
        assertThat(after).as("no row made anew").isEmpty();
        assertThat(robot.lookup("#inspector-value").queryAs(NumberField.class)).isSameAs(value);
    }

    private static void walk(Node node, java.util.Set<Node> out) {
        out.add(node);
        if (node instanceof javafx.scene.Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> walk(child, out));
        }
    }

    @Test
    void aValueTypedBeforeASwitchStaysWithTheFirstKeyAndTheNextTypingGoesToTheSecond(FxRobot robot) {
        OpenDocument<Clip> turn = openTurn(robot);
        NumberField value = robot.lookup("#inspector-value").queryAs(NumberField.class);
        robot.clickOn(value);
        robot.interact(value::selectAll);
        robot.write("40");
        waitUntil(() -> Math.abs(degrees(turn, 0) - 40) < 1e-9);

        clickOutline(robot, key(turn, 1).id());
        waitUntil(() -> turn.selection().equals(Set.of(key(turn, 1).id())));
        NumberField shown = robot.lookup("#inspector-value").queryAs(NumberField.class);
        waitUntil(() -> shown.getText().equals("57.3°"));
        assertThat(degrees(turn, 0)).isCloseTo(40, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(degrees(turn, 1)).as("the second key is untouched").isCloseTo(57.29578,
                org.assertj.core.data.Offset.offset(1e-4));
        assertThat(turn.document().history().position()).isEqualTo(1);

        robot.clickOn(shown);
        robot.interact(shown::selectAll);
        robot.write("50").push(KeyCode.ENTER);
        waitUntil(() -> Math.abs(degrees(turn, 1) - 50) < 1e-9);
        assertThat(degrees(turn, 0)).isCloseTo(40, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(turn.document().history().position()).as("one step per key typed in").isEqualTo(2);
        robot.interact(() -> turn.document().undo());
        assertThat(degrees(turn, 1)).isCloseTo(57.29578, org.assertj.core.data.Offset.offset(1e-4));
        assertThat(degrees(turn, 0)).isCloseTo(40, org.assertj.core.data.Offset.offset(1e-9));
        waitUntil(() -> shown.isFocused() ? shown.getText().startsWith("57.29") : shown.getText().equals("57.3°"));
        robot.interact(() -> turn.document().undo());
        assertThat(degrees(turn, 0)).isCloseTo(28.64789, org.assertj.core.data.Offset.offset(1e-4));
    }

    /** A time is taken on Enter or on leaving the field: leaving it for the other key's row takes it for the first. */
    @Test
    void aTimeTypedAndLeftForTheOtherKeyGoesToTheFirstKey(FxRobot robot) {
        OpenDocument<Clip> turn = openTurn(robot);
        long first = key(turn, 0).id();
        long second = key(turn, 1).id();
        NumberField time = robot.lookup("#inspector-time").queryAs(NumberField.class);
        robot.clickOn(time);
        robot.interact(time::selectAll);
        robot.write("0.25s");
        assertThat(turn.document().history().size()).as("nothing taken before Enter or leaving").isZero();

        clickOutline(robot, second);
        waitUntil(() -> turn.selection().equals(Set.of(second)));
        waitUntil(() -> turn.value().tracks().get(0).key(first).time() == 0.25);
        assertThat(turn.value().tracks().get(0).key(second).time()).as("the second key stays").isEqualTo(0.5);
        NumberField shown = robot.lookup("#inspector-time").queryAs(NumberField.class);
        waitUntil(() -> !shown.isFocused() && shown.getText().equals(timeText(shown, 0.5)));
        assertThat(turn.document().history().position()).isEqualTo(1);
    }

    /**
     * Another panel selects the other key while the focus stays in a time being typed (a shortcut, an undo of the
     * selection): the typed time is taken for the key it was typed for, as the field leaves the window, and the
     * Enter that follows writes nothing to the other key.
     */
    @Test
    void aTimeBeingTypedWhenAnotherPanelSelectsNeverGoesToTheNewKey(FxRobot robot) {
        OpenDocument<Clip> turn = openTurn(robot);
        long first = key(turn, 0).id();
        long second = key(turn, 1).id();
        NumberField time = robot.lookup("#inspector-time").queryAs(NumberField.class);
        robot.clickOn(time);
        robot.interact(time::selectAll);
        robot.write("0.25s");
        robot.interact(() -> turn.select(Set.of(second)));
        waitForPulses(3, 0.5);
        robot.push(KeyCode.ENTER);
        waitForPulses(3, 0.5);
        assertThat(turn.value().tracks().get(0).key(second).time()).as("never the new key").isEqualTo(0.5);
        assertThat(turn.value().tracks().get(0).key(first).time()).as("the key it was typed for")
                .isEqualTo(0.25);
        NumberField shown = robot.lookup("#inspector-time").queryAs(NumberField.class);
        waitUntil(() -> shown.getText().equals(timeText(shown, 0.5)) || shown.isFocused()
                && shown.getText().startsWith("0.5"));
        assertThat(degreesShown(robot)).isEqualTo("57.3°");
    }

    private static String degreesShown(FxRobot robot) {
        NumberField value = robot.lookup("#inspector-value").queryAs(NumberField.class);
        return value.getText();
    }

    private static String timeText(NumberField field, double seconds) {
        return dev.reel.ui.control.TimeFormat.chosen(dev.reel.model.FrameTime.DEFAULT_RATE).text(seconds);
    }

    @Test
    void recWithAutoKeyTakesFortyFiveTypedAfterAKeySwitchAndKeepsTheFocus(FxRobot robot) {
        @SuppressWarnings("unchecked")
        OpenDocument<Clip> attack = (OpenDocument<Clip>) open("anim/knight/attack.aeanim");
        Track position = attack.value().tracks().get(0);
        robot.interact(() -> attack.select(Set.of(position.keys().get(0).id())));
        waitUntil(() -> robot.lookup("#inspector-value").tryQuery().isPresent());
        openNodeSection(robot);
        robot.interact(() -> attack.select(Set.of(position.keys().get(2).id())));
        waitForPulses(3, 0.5);
        robot.interact(() -> {
            attack.setTimeCursor(0.3);
            window.playback().recProperty().set(true);
            window.playback().autoKeyProperty().set(true);
        });
        waitForPulses(3, 0.5);
        NumberField rotation = robot.lookup("#inspector-rotation").queryAs(NumberField.class);
        robot.interact(() -> {
            rotation.requestFocus();
            rotation.selectAll();
        });
        robot.write("45").push(KeyCode.ENTER);

        waitUntil(() -> attack.value().tracks().stream().anyMatch(t -> t.property().equals(Properties.ROTATION)));
        Track keyed = attack.value().tracks().stream().filter(t -> t.property().equals(Properties.ROTATION))
                .findFirst().orElseThrow();
        assertThat(keyed.keys()).extracting(Key::time, Key::value).as("45° keyed at the cursor, in radians")
                .containsExactly(org.assertj.core.groups.Tuple.tuple(0.3, new Value.Num(Math.toRadians(45))));
        NumberField field = robot.lookup("#inspector-rotation").queryAs(NumberField.class);
        assertThat(field.isFocused()).as("the focus stays in the field").isTrue();
        assertThat(field.getText()).isEqualTo("45");
        robot.interact(() -> attack.document().undo());
        assertThat(attack.value().tracks()).as("one undo step takes the whole recorded edit back")
                .noneMatch(t -> t.property().equals(Properties.ROTATION));
    }

    /**
     * A state's rows after another state's (the same rows): its name typed in the Animator's form, which the
     * Inspector's link brings, is one undo step, and one undo brings the old name back.
     */
    @Test
    void aStateRenamedAfterASwitchIsOneUndoStep(FxRobot robot) {
        @SuppressWarnings("unchecked")
        OpenDocument<Controller> knight = (OpenDocument<Controller>) open("anim/knight.aectrl");
        long run = knight.value().state("Run").id();
        long jump = knight.value().state("Jump").id();
        clickOutline(robot, run);
        waitUntil(() -> robot.lookup("#inspector-edit").tryQuery().isPresent());
        clickOutline(robot, jump);
        waitUntil(() -> knight.selection().equals(Set.of(jump)));
        waitUntil(() -> "Jump".equals(((javafx.scene.control.Label) robot.lookup("#inspector-name").query()).getText()));
        robot.clickOn("#inspector-edit");
        waitUntil(() -> "Animator".equals(window.layout().selectedBottomTab()));
        waitUntil(() -> robot.lookup("#graph-state-name").tryQuery().filter(Node::isVisible).isPresent());
        TextField name = robot.lookup("#graph-state-name").queryAs(TextField.class);
        waitUntil(() -> "Jump".equals(name.getText()));
        robot.doubleClickOn(name).eraseText(4).write("Hop").push(KeyCode.ENTER);
        waitUntil(() -> knight.value().state("Hop") != null);
        assertThat(knight.document().history().position()).as("typing the name is one step").isEqualTo(1);
        waitUntil(() -> "Hop".equals(((javafx.scene.control.Label) robot.lookup("#inspector-name").query()).getText()));
        robot.interact(() -> knight.document().undo());
        assertThat(knight.value().state("Jump")).as("one undo: the old name is back").isNotNull();
        assertThat(knight.value().state("Hop")).isNull();
        assertThat(knight.dirty()).isFalse();
        waitUntil(() -> "Jump".equals(((javafx.scene.control.Label) robot.lookup("#inspector-name").query()).getText()));
    }
}

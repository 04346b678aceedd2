package dev.reel.ui.inspector;

import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.control.NumberField;
import dev.reel.ui.documents.OpenDocument;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TitledPane;
import javafx.scene.control.TreeItem;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** The Inspector shows values as an artist reads them: degrees, rounded numbers, names, never Java's text. */
class InspectorValuesTest extends EditorFixture {
    private static final String TURN = """
            anim version=1 length=1 {
              track "" prop="transform.rotation" kind=float32 {
                key t=0 v=0.5 {}
              }
              track "" prop="script/Mood.level" kind=float32 {
                key t=0 v=4.687499991562493 {}
              }
              track "" prop="SpriteRenderer.tint" kind=color {
                key t=0 v=[1, 0.85, 0.7, 1] {}
              }
            }
            """;

    @Start
    void start(Stage stage) throws Exception {
        openWindow(stage);
        Files.writeString(root.resolve("anim/turn.aeanim"), TURN);
        Files.writeString(root.resolve("anim/solo.aectrl"), """
                controller version=1 {
                  entry="Solo"
                  state "Solo" {}
                }
                """);
    }

    @SuppressWarnings("unchecked")
    private OpenDocument<Clip> openTurn(FxRobot robot, String property) {
        OpenDocument<Clip> turn = (OpenDocument<Clip>) open("anim/turn.aeanim");
        long key = key(turn, property).id();
        robot.interact(() -> turn.select(Set.of(key)));
        waitUntil(() -> robot.lookup("#inspector-value").tryQuery().isPresent());
        return turn;
    }

    private static Key key(OpenDocument<Clip> clip, String property) {
        return clip.value().tracks().stream().filter(track -> track.property().equals(property))
                .map(Track::keys).findFirst().orElseThrow().get(0);
    }

    @Test
    void typingThirtyTurnsARotationKeyThirtyDegreesWhileTheFileKeepsRadians(FxRobot robot) {
        OpenDocument<Clip> turn = openTurn(robot, "transform.rotation");
        NumberField value = robot.lookup("#inspector-value").queryAs(NumberField.class);
        assertThat(value.getText()).as("0.5 rad read in degrees").isEqualTo("28.65°");
        robot.clickOn(value);
        assertThat(value.getText()).as("the whole value while editing").isEqualTo("28.6478897565");
        robot.interact(value::selectAll);
        robot.write("30").push(KeyCode.ENTER);
        waitUntil(() -> key(turn, "transform.rotation").value().equals(new Value.Num(Math.toRadians(30))));
        robot.clickOn("#inspector-sheet");
        waitUntil(() -> !value.isFocused());
        assertThat(value.getText()).isEqualTo("30°");
        assertThat(turn.document().history().position()).isEqualTo(1);
    }

    @Test
    void aValueIsShownRoundedEditedWholeAndLeavingTheFieldWritesNothing(FxRobot robot) {
        OpenDocument<Clip> turn = openTurn(robot, "script/Mood.level");
        NumberField value = robot.lookup("#inspector-value").queryAs(NumberField.class);
        assertThat(value.getText()).isEqualTo("4.69");
        robot.clickOn(value);
        assertThat(value.getText()).isEqualTo("4.687499991562493");
        robot.push(KeyCode.TAB);
        waitUntil(() -> !value.isFocused());
        assertThat(value.getText()).isEqualTo("4.69");
        assertThat(key(turn, "script/Mood.level").value()).isEqualTo(new Value.Num(4.687499991562493));
        assertThat(turn.document().history().position()).as("nothing written back").isZero();
        assertThat(turn.dirty()).isFalse();
    }

    @Test
    void theHeadingAndTheTrackRowFollowTheValueAndNameTheNodeWithoutQuotes(FxRobot robot) {
        OpenDocument<Clip> turn = openTurn(robot, "script/Mood.level");
        Label heading = robot.lookup(".inspector-heading").queryAs(Label.class);
        assertThat(heading.getText()).contains("4.69").doesNotContain("4.6874");
        Label track = robot.lookup("#inspector-track").queryAs(Label.class);
        assertThat(track.getText()).isEqualTo("(this node) · Mood.level");
        NumberField value = robot.lookup("#inspector-value").queryAs(NumberField.class);
        robot.clickOn(value);
        robot.interact(value::selectAll);
        robot.write("5").push(KeyCode.ENTER);
        waitUntil(() -> key(turn, "script/Mood.level").value().equals(new Value.Num(5)));
        waitUntil(() -> heading.getText().endsWith("   5"));
        List<String> labels = new ArrayList<>();
        robot.interact(() -> collect(window.inspector().outline().getRoot(), labels));
        assertThat(labels).noneMatch(label -> label.contains("\"\""));
        assertThat(labels).contains("(this node) · Rotation", "key 0 s   28.65°");
    }

    @Test
    void noRowShowsJavaTextForAnyValueKind(FxRobot robot) {
        openTurn(robot, "SpriteRenderer.tint");
        // The clip drives the node's tint, rotation and mood, so the Node section shows them read-only. A closed
        // section's rows are out of the scene: the artist opens it, as this test does, to read them.
        TitledPane nodeSection = robot.lookup(".titled-pane").queryAllAs(TitledPane.class).stream()
                .filter(pane -> pane.getText().equals("Node")).findFirst().orElseThrow();
        robot.interact(() -> nodeSection.setExpanded(true));
        waitUntil(() -> robot.from(nodeSection).lookup(".inspector-read-only").queryAll().size() >= 3);
        List<String> texts = new ArrayList<>();
        for (Node node : robot.from(nodeSection).lookup(".inspector-read-only").queryAll()) {
            texts.add(((Label) node).getText());
        }
        assertThat(texts).noneMatch(text -> text.matches(".*(\\[[DIJ]@|@[0-9a-f]{5,}).*"));
        // A colour's four lanes, an angle in degrees, a plain number rounded.
        assertThat(texts).contains("1, 0.85, 0.7, 1", "28.65°", "4.69");
    }

    @Test
    void aControllerOfOneStateSaysOneState(FxRobot robot) {
        open("anim/solo.aectrl");
        waitUntil(() -> window.inspector().outline().getRoot() != null);
        assertThat(window.inspector().outline().getRoot().getValue().detail()).isEqualTo("1 state");
    }

    @Test
    void theSwatchFollowsALaneTypedBesideIt(FxRobot robot) {
        OpenDocument<Clip> turn = openTurn(robot, "SpriteRenderer.tint");
        javafx.scene.layout.VBox editor = robot.lookup("#inspector-value").queryAs(javafx.scene.layout.VBox.class);
        javafx.scene.control.ColorPicker picker = (javafx.scene.control.ColorPicker) editor.getChildren().get(0);
        dev.reel.ui.control.VectorField lanes = (dev.reel.ui.control.VectorField) editor.getChildren().get(1);
        NumberField green = ((dev.reel.ui.control.VectorFieldSkin) lanes.getSkin()).fields().get(1);
        assertThat(green.getText()).isEqualTo("0.85");
        robot.interact(() -> {
            green.requestFocus();
            green.setText("0.25");
            green.commit();
        });
        waitUntil(() -> key(turn, "SpriteRenderer.tint").value().equals(Value.Vec.of(1, 0.25, 0.7, 1)));
        waitUntil(() -> Math.abs(picker.getValue().getGreen() - 0.25) < 0.01);
    }

    private static void collect(TreeItem<Outline.Entry> item, List<String> out) {
        out.add(item.getValue().label() + (item.getValue().style().equals("key") ? "   " + item.getValue().detail() : ""));
        item.getChildren().forEach(child -> collect(child, out));
    }
}

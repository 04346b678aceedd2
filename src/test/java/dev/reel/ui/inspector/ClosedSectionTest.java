package dev.reel.ui.inspector;

import dev.reel.model.Clip;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.control.NumberField;
import dev.reel.ui.documents.OpenDocument;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TitledPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A closed Inspector section's rows are out of the window until it opens (the window walks and draws less on
 * every frame), and come back showing the values of now, not of when the section closed.
 */
class ClosedSectionTest extends EditorFixture {
    private static final String TURN = """
            anim version=1 length=1 {
              track "" prop="transform.rotation" kind=float32 {
                key t=0 v=0.5 {}
              }
            }
            """;

    @Start
    void start(Stage stage) throws Exception {
        openWindow(stage);
        Files.writeString(root.resolve("anim/turn.aeanim"), TURN);
    }

    private static List<String> shown(FxRobot robot, TitledPane section) {
        return robot.from(section).lookup(".inspector-read-only").queryAll().stream()
                .filter(node -> node.getScene() != null).map(node -> ((Label) node).getText()).toList();
    }

    @Test
    void aClosedSectionsRowsLeaveTheWindowAndComeBackCurrent(FxRobot robot) {
        @SuppressWarnings("unchecked")
        OpenDocument<Clip> turn = (OpenDocument<Clip>) open("anim/turn.aeanim");
        Track rotation = turn.value().tracks().get(0);
        robot.interact(() -> turn.select(Set.of(rotation.keys().get(0).id())));
        waitUntil(() -> robot.lookup("#inspector-value").tryQuery().isPresent());
        TitledPane node = robot.lookup(".titled-pane").queryAllAs(TitledPane.class).stream()
                .filter(pane -> pane.getText().equals("Node")).findFirst().orElseThrow();
        assertThat(node.isExpanded()).as("the Node section starts closed").isFalse();
        waitUntil(() -> shown(robot, node).isEmpty());

        // Edited while the section is closed: the key's value, in the Key section.
        NumberField value = robot.lookup("#inspector-value").queryAs(NumberField.class);
        robot.clickOn(value);
        robot.interact(value::selectAll);
        robot.write("30").push(KeyCode.ENTER);
        waitUntil(() -> turn.value().tracks().get(0).keys().get(0).value().equals(new Value.Num(Math.toRadians(30))));

        robot.interact(() -> node.setExpanded(true));
        waitUntil(() -> shown(robot, node).contains("30°"));
        assertThat(shown(robot, node)).doesNotContain("28.65°");
        Node label = robot.from(node).lookup(".inspector-read-only").queryAll().iterator().next();
        waitUntil(label::isVisible);

        robot.interact(() -> node.setExpanded(false));
        waitUntil(() -> shown(robot, node).isEmpty());
    }
}

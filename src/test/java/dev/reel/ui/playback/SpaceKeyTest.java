package dev.reel.ui.playback;

import dev.reel.ui.EditorFixture;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Space plays and pauses wherever the focus is, except in a text field: an Inspector section title, a button
 * and the Assets tree do not take it for themselves (a section title used to fold instead).
 */
class SpaceKeyTest extends EditorFixture {
    @Start
    void start(Stage primary) {
        openWindow(primary);
    }

    private void focus(FxRobot robot, Node node) {
        robot.interact(node::requestFocus);
        waitUntil(() -> node.getScene().getFocusOwner() == node);
    }

    /** Presses and releases Space with the mouse resting over the Inspector, away from the panels' own keys. */
    private void space(FxRobot robot) {
        robot.type(KeyCode.SPACE);
        waitUntil(() -> true);
    }

    @Test
    void spaceTogglesPlaybackFromASectionTitleAButtonAndTheTreeButTypesInATextField(FxRobot robot) {
        open("anim/knight/run.aeanim");
        waitUntil(() -> robot.lookup(".inspector-properties .titled-pane").tryQuery().isPresent());
        TitledPane section = robot.lookup(".inspector-properties .titled-pane").queryAs(TitledPane.class);
        robot.moveTo(section);
        Playback playback = window.playback();
        assertThat(section.isExpanded()).isTrue();
        assertThat(playback.playing()).isFalse();

        focus(robot, section.lookup(".title"));
        space(robot);
        assertThat(playback.playing()).as("Space on a section title plays").isTrue();
        assertThat(section.isExpanded()).as("and leaves the section open").isTrue();
        space(robot);
        assertThat(playback.playing()).as("and pauses again").isFalse();
        assertThat(section.isExpanded()).isTrue();

        Button fit = robot.lookup(".preview-panel .button").queryAllAs(Button.class).stream()
                .filter(button -> "Fit".equals(button.getText())).findFirst().orElseThrow();
        focus(robot, fit);
        space(robot);
        assertThat(playback.playing()).as("Space on a focused button plays").isTrue();
        space(robot);
        assertThat(playback.playing()).isFalse();

        Node tree = window.assets().tree();
        focus(robot, tree);
        space(robot);
        assertThat(playback.playing()).as("Space in the Assets tree plays").isTrue();
        space(robot);
        assertThat(playback.playing()).isFalse();

        TextField filter = window.assets().filterField();
        focus(robot, filter);
        robot.write("a b");
        waitUntil(() -> "a b".equals(filter.getText()));
        assertThat(playback.playing()).as("a space typed in a text field is a space").isFalse();
        robot.interact(filter::clear);
    }

    /** A press on the dope sheet's ruler takes the focus out of a text field, so the next keys reach the panel. */
    @Test
    void aPressOutsideATextFieldTakesTheFocusOutOfIt(FxRobot robot) {
        open("anim/knight/run.aeanim");
        robot.interact(() -> window.reveal("Animation"));
        TextField filter = window.assets().filterField();
        focus(robot, filter);
        Node ruler = robot.lookup(".time-ruler").query();
        waitUntil(() -> ruler.isVisible() && ruler.getLayoutBounds().getWidth() > 100);
        robot.clickOn(ruler);
        waitUntil(() -> filter.getScene().getFocusOwner() != filter);
        Playback playback = window.playback();
        space(robot);
        assertThat(playback.playing()).as("Space after the press plays instead of typing").isTrue();
        assertThat(filter.getText()).isEmpty();
        space(robot);
    }
}

package dev.reel.ui.help;

import dev.reel.ui.EditorFixture;
import javafx.scene.Node;
import javafx.scene.image.ImageView;
import javafx.scene.text.Text;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Help ▸ Getting Started, chosen from the menu bar, opens the tutorial of {@code docs/getting-started.md} in a
 * window: its first heading is there as text and its screenshots are shown as pictures.
 */
class GettingStartedWindowTest extends EditorFixture {
    @Start
    void start(Stage primary) {
        openWindow(primary);
    }

    @Test
    void helpGettingStartedShowsTheTutorialWithItsScreenshots(FxRobot robot) throws Exception {
        String firstHeading = Files.readAllLines(Path.of("docs/getting-started.md")).stream()
                .filter(line -> line.startsWith("# ")).findFirst().orElseThrow().substring(2).strip();

        robot.clickOn("Help");
        robot.clickOn("Getting Started");
        waitUntil(() -> !robot.lookup("#getting-started").queryAll().isEmpty());

        Node page = robot.lookup("#getting-started").query();
        String text = robot.from(page).lookup((Predicate<Node>) node -> node instanceof Text).queryAllAs(Text.class).stream()
                .map(Text::getText).collect(Collectors.joining());
        assertThat(text).contains(firstHeading).contains("Slice");
        List<ImageView> pictures = robot.from(page).lookup((Predicate<Node>) node -> node instanceof ImageView)
                .queryAllAs(ImageView.class).stream()
                .filter(view -> view.getImage() != null && !view.getImage().isError() && view.getImage().getWidth() > 100)
                .toList();
        assertThat(pictures).as("screenshots shown in the tutorial window").isNotEmpty();
        assertThat(text).as("no screenshot failed to load").doesNotContain("screenshot missing");
        // `←`/`→` in code keep the code's colour but take the text's font, where they are as tall as a letter.
        List<Text> runs = robot.from(page).lookup((Predicate<Node>) node -> node instanceof Text).queryAllAs(Text.class)
                .stream().toList();
        Text arrow = runs.stream().filter(run -> run.getText().equals("←")).findFirst().orElseThrow();
        Text letter = runs.stream().filter(run -> run.getStyleClass().contains("help-code")
                && run.getText().equals("A")).findFirst().orElseThrow();
        assertThat(arrow.getStyleClass()).contains("help-code");
        assertThat(arrow.getFont().getFamily()).isNotEqualTo(letter.getFont().getFamily());
        assertThat(arrow.getLayoutBounds().getWidth()).as("an arrow at least as wide as a code letter")
                .isGreaterThanOrEqualTo(letter.getLayoutBounds().getWidth());
        robot.interact(() -> page.getScene().getWindow().hide());
    }

    @Test
    void escAndCtrlWCloseTheHelpWindow(FxRobot robot) {
        for (KeyCode[] keys : new KeyCode[][] {{KeyCode.ESCAPE}, {KeyCode.CONTROL, KeyCode.W}}) {
            robot.clickOn("Help");
            robot.clickOn("Getting Started");
            waitUntil(() -> robot.lookup("#getting-started").tryQuery().map(node -> node.getScene().getWindow().isShowing())
                    .orElse(false));
            Window help = robot.lookup("#getting-started").query().getScene().getWindow();
            robot.interact(help::requestFocus);
            waitUntil(help::isFocused);
            robot.push(keys);
            waitUntil(() -> !help.isShowing());
        }
    }
}

package dev.reel.ui.shell;

import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Two open documents with the same file name are told apart by their folder, in the tabs and the title. */
class SameNameTabsTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private List<String> tabTexts(FxRobot robot) {
        TabPane tabs = robot.lookup("#document-tabs").queryAs(TabPane.class);
        String[][] texts = new String[1][];
        robot.interact(() -> texts[0] = tabs.getTabs().stream().map(Tab::getText).toArray(String[]::new));
        return List.of(texts[0]);
    }

    @Test
    void sameNamedDocumentsShowTheirFolder(FxRobot robot) {
        open("anim/knight/run.aeanim");
        OpenDocument<?> mage = open("anim/mage/idle.aeanim");
        assertThat(tabTexts(robot)).containsExactly("run.aeanim", "idle.aeanim");
        assertThat(stage.getTitle()).endsWith("— idle.aeanim");

        OpenDocument<?> rogue = open("anim/rogue/idle.aeanim");
        waitUntil(() -> window.workspace().focused() == rogue);
        assertThat(tabTexts(robot)).containsExactly("run.aeanim", "idle.aeanim — mage", "idle.aeanim — rogue");
        assertThat(stage.getTitle()).endsWith("— idle.aeanim — rogue");

        robot.interact(() -> window.workspace().focus(mage));
        assertThat(stage.getTitle()).endsWith("— idle.aeanim — mage");
        robot.interact(() -> window.workspace().close(rogue));
        assertThat(tabTexts(robot)).containsExactly("run.aeanim", "idle.aeanim");
        assertThat(stage.getTitle()).endsWith("— idle.aeanim");
    }
}

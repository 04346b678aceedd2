package dev.reel.ui.problems;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.ui.EditorFixture;
import javafx.scene.control.TableRow;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class ProblemsPanelTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    /** The project has a clip with an undeclared event before the window opens. */
    @Override
    protected void beforeWindow() {
        try {
            Path fall = root.resolve("anim/knight/fall.aeanim");
            String text = Files.readString(fall);
            int close = text.lastIndexOf('}');
            Files.writeString(fall, text.substring(0, close) + "  event t=0 name=\"Nope\" {}\n}\n");
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void theProjectsProblemsAreListedAndADoubleClickShowsTheLineInSource(FxRobot robot) {
        waitUntil(() -> window.problems().table().getItems().stream()
                .anyMatch(problem -> problem.code() == Code.ANM003));
        Diagnostic undeclared = window.problems().table().getItems().stream()
                .filter(problem -> problem.code() == Code.ANM003).findFirst().orElseThrow();
        assertThat(undeclared.file()).isEqualTo("anim/knight/fall.aeanim");
        assertThat(undeclared.message()).contains("Nope");
        robot.interact(() -> window.reveal("Problems"));
        waitUntil(() -> robot.lookup(".table-row-cell").queryAll().stream()
                .anyMatch(node -> node instanceof TableRow<?> row && row.getItem() == undeclared));
        robot.doubleClickOn(robot.lookup(".table-row-cell").queryAll().stream()
                .filter(node -> node instanceof TableRow<?> row && row.getItem() == undeclared).findFirst().orElseThrow());
        waitUntil(() -> window.workspace().focused() != null
                && window.workspace().focused().name().equals("anim/knight/fall.aeanim"));
        assertThat(window.layout().selectedBottomTab()).isEqualTo("Source");
        var area = window.source().area();
        waitUntil(() -> area.getCurrentParagraph() == undeclared.line() - 1);
        assertThat(area.getText().split("\n")[undeclared.line() - 1]).contains("Nope");
        assertThat(window.status().node().lookupAll("#status-problems").iterator().next())
                .matches(node -> ((javafx.scene.control.Label) node).getText().startsWith("✖ 1"));
    }
}

package dev.reel.ui.recovery;

import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The crash of an artist at work, for real: a child Reel with the default autosave settings opens two clips and a
 * controller, shows the Source tab, hides the Inspector, edits a clip and is killed (SIGKILL) five seconds after the edit, without
 * being told whether anything was autosaved. The next Reel on the project opens the same documents with the same
 * one in focus the same bottom tab and the Inspector hidden, and offers the edit back.
 */
class AutosaveWithinSecondsTest extends EditorFixture {
    private Path expected;

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @Override
    protected void beforeWindow() {
        expected = temp.resolve("expected.aeanim");
        try {
            KilledChild.runUntilReadyThenKill(EditThenCrashChild.class, config, List.of(),
                    List.of(root.toString(), expected.toString()), 0);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void anEditFiveSecondsBeforeAKillComesBackWithTheDocumentsAndLayoutThatWereOpen(FxRobot robot) throws Exception {
        String before = Files.readString(expected);
        waitUntil(() -> robot.lookup("#recovery-list").tryQuery().isPresent());
        assertThat(robot.lookup("#recovery-list").queryListView().getItems()).hasSize(1);
        assertThat(window.workspace().documents()).extracting(OpenDocument::name).as("the documents open at the crash")
                .containsExactly(EditThenCrashChild.RUN, EditThenCrashChild.CONTROLLER, EditThenCrashChild.ATTACK);
        assertThat(window.layout().selectedBottomTab()).isEqualTo("Source");
        assertThat(window.layout().inspectorShown()).as("the Inspector was hidden").isFalse();
        clickDialogButton(robot, "Restore");
        waitUntil(() -> window.workspace().focused() != null && window.workspace().focused().dirty());
        OpenDocument<?> restored = window.workspace().focused();
        assertThat(restored.name()).as("the document in focus at the crash").isEqualTo(EditThenCrashChild.ATTACK);
        assertThat(restored.text()).isEqualTo(before);
        assertThat(window.workspace().documents()).hasSize(3);
    }
}

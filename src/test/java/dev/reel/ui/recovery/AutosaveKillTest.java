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
 * Autosave, then the JVM is killed (SIGKILL, no shutdown hooks), then Reel starts again on the same project:
 * it offers the recovered document, and restoring it gives exactly the document as it was before the kill,
 * as an undoable, unsaved step.
 */
class AutosaveKillTest extends EditorFixture {
    private Path expected;

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    /** The first Reel runs and dies before this test's Reel opens the project. */
    @Override
    protected void beforeWindow() {
        expected = temp.resolve("expected.aeanim");
        try {
            KilledChild.runUntilReadyThenKill(AutosaveChild.class, config,
                    List.of("-D" + Autosave.INTERVAL_PROPERTY + "=0.3"), List.of(root.toString(), expected.toString()), 0);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void theRecoveredDocumentEqualsTheOneBeforeTheKill(FxRobot robot) throws Exception {
        String before = Files.readString(expected);
        waitUntil(() -> robot.lookup("#recovery-list").tryQuery().isPresent());
        assertThat(robot.lookup("#recovery-list").queryListView().getItems()).hasSize(1);
        assertThat(robot.lookup("#recovery-diff").queryListView().getItems()).isNotEmpty();
        clickDialogButton(robot, "Restore");
        waitUntil(() -> window.workspace().focused() != null
                && window.workspace().focused().name().equals("anim/knight/attack.aeanim"));
        OpenDocument<?> restored = window.workspace().focused();
        assertThat(restored.text()).isEqualTo(before);
        assertThat(restored.dirty()).as("restored work is unsaved until the user saves").isTrue();
        assertThat(restored.document().undoLabel()).isEqualTo("Undo Restore recovered work");
        assertThat(Files.readString(root.resolve("anim/knight/attack.aeanim"))).as("the file itself is untouched")
                .contains("length=0.44");
        try (OrphanSessions orphans = OrphanSessions.find(config, window.session())) {
            assertThat(orphans.orphans()).as("the dead session is gone once restored").isEmpty();
        }
        robot.interact(() -> restored.document().undo());
        assertThat(restored.dirty()).isFalse();
    }
}

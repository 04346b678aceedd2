package dev.reel.ui.app;

import dev.reel.edit.cmd.SetClipLength;
import dev.reel.model.Clip;
import dev.reel.ui.EditorFixture;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** What a save leaves behind besides the file: the autosaved copy goes with it. */
class SaveOutcomeTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @SuppressWarnings("unchecked")
    private OpenDocument<Clip> attack() {
        return (OpenDocument<Clip>) open("anim/knight/attack.aeanim");
    }

    /**
     * A crash shortly after a save must not offer the saved document for recovery ("No differences"): the
     * save removes its autosaved copy at once, not at the next autosave a minute later.
     */
    @Test
    void savingADocumentDeletesItsAutosavedCopyAtOnce(FxRobot robot) throws IOException {
        OpenDocument<Clip> attack = attack();
        robot.interact(() -> attack.document().execute(new SetClipLength(attack.value().length() + 0.5)));
        robot.interact(() -> window.autosave().tick());
        assertThat(autosaved()).as("the dirty clip is autosaved").containsExactly("anim/knight/attack.aeanim");

        robot.interact(() -> window.workspace().save(attack));

        assertThat(attack.dirty()).isFalse();
        assertThat(autosaved()).as("what a crash now would offer to recover").isEmpty();
    }

    /** The documents every recovery session under the config folder holds now. */
    private List<String> autosaved() throws IOException {
        List<String> files = new ArrayList<>();
        Path recovery = RecoverySession.recoveryRoot(config);
        if (!Files.isDirectory(recovery)) {
            return files;
        }
        try (Stream<Path> sessions = Files.list(recovery)) {
            for (Path session : sessions.toList()) {
                RecoverySession.read(session).forEach(document -> files.add(document.file()));
            }
        }
        return files;
    }
}

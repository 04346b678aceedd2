package dev.reel.ui.documents;

import dev.reel.edit.cmd.SetClipLength;
import dev.reel.model.Clip;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.recovery.RecoverySession;
import javafx.application.Platform;
import javafx.scene.control.DialogPane;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a save does besides writing the file: the autosaved copy goes with it; a save that cannot go through
 * says why in a dialog naming the document and rescues the work with Save As…; a read-only file is asked about;
 * a folder that became a link out of the project is not written through.
 */
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

    /**
     * Autosave writes on a worker: the copy appears while the JavaFX thread is still busy, an edit after it is
     * written once the quiet time after it runs out, and a save right after leaves no copy behind.
     */
    @Test
    void theCopyIsWrittenOffTheJavaFxThreadFollowsTheLastEditAndASaveLeavesNone(FxRobot robot) throws Exception {
        OpenDocument<Clip> attack = attack();
        robot.interact(() -> attack.document().execute(new SetClipLength(attack.value().length() + 0.5)));
        String expected = attack.workingText();
        boolean[] seenWhileBusy = {false};
        robot.interact(() -> {
            window.autosave().tickInBackground();
            // An edit straight after the interval is not in its copy.
            attack.document().execute(new SetClipLength(attack.value().length() + 0.5));
            long until = System.nanoTime() + 10_000_000_000L;
            while (!seenWhileBusy[0] && System.nanoTime() < until) {
                try {
                    seenWhileBusy[0] = autosaved().contains("anim/knight/attack.aeanim");
                    Thread.sleep(5);
                } catch (IOException | InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            }
        });
        assertThat(seenWhileBusy[0]).as("the copy written while the JavaFX thread was busy").isTrue();
        // The edit after the tick is not in that copy, but it starts the quiet time: the next copy has it.
        assertThat(expected).isNotEqualTo(attack.workingText());
        waitUntil(() -> !window.autosave().busy());
        assertThat(autosavedTexts()).as("the copy follows the last edit").containsExactly(attack.workingText());

        robot.interact(() -> {
            window.autosave().tickInBackground();
            window.workspace().save(attack);
        });
        waitUntil(() -> !window.autosave().busy());
        assertThat(attack.dirty()).isFalse();
        assertThat(autosaved()).as("what a crash after the save would offer to recover").isEmpty();
    }

    private void edit(FxRobot robot, OpenDocument<Clip> document) {
        robot.interact(() -> document.document().execute(new SetClipLength(document.value().length() + 0.5)));
    }

    private static String dialogText(FxRobot robot) {
        waitUntil(() -> !robot.lookup(".dialog-pane").queryAll().isEmpty());
        DialogPane pane = robot.lookup(".dialog-pane").queryAs(DialogPane.class);
        return pane.getHeaderText() + "\n" + pane.getContentText();
    }

    @Test
    void aFailedSaveShowsTheReasonAndSaveAsRescuesTheWork(FxRobot robot) throws IOException {
        OpenDocument<Clip> attack = attack();
        Path folder = root.resolve("anim/knight");
        Path moved = Files.move(folder, root.resolve("knight-moved"));
        Files.writeString(folder, "a file where the clip's folder was");
        edit(robot, attack);
        String text = attack.text();

        Platform.runLater(() -> window.workspace().save(attack));

        String shown = dialogText(robot);
        assertThat(shown).contains("Cannot save anim/knight/attack.aeanim")
                .contains("a file, not a folder").doesNotContain("reel-tmp");
        clickDialogButton(robot, "Save As…");
        waitUntil(() -> robot.lookup("#save-as-path").tryQuery().isPresent());
        TextField path = robot.lookup("#save-as-path").queryAs(TextField.class);
        robot.interact(() -> path.setText("anim/attack-rescued.aeanim"));
        clickDialogButton(robot, "OK");

        Path rescued = root.resolve("anim/attack-rescued.aeanim");
        waitUntil(() -> Files.exists(rescued));
        assertThat(Files.readString(rescued)).isEqualTo(text);
        assertThat(attack.dirty()).as("the clip itself is still unsaved").isTrue();
        assertThat(moved.resolve("attack.aeanim")).exists();
    }

    @Test
    void aReadOnlyClipIsAskedAboutAndStaysReadOnlyWhenOverwritten(FxRobot robot) throws IOException {
        OpenDocument<Clip> attack = attack();
        Path file = root.resolve("anim/knight/attack.aeanim");
        String before = Files.readString(file);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("r--r-----"));
        edit(robot, attack);

        Platform.runLater(() -> window.workspace().save(attack));
        assertThat(dialogText(robot)).contains("anim/knight/attack.aeanim is read-only");
        clickDialogButton(robot, "Cancel");
        waitUntil(() -> robot.lookup(".dialog-pane").queryAll().stream()
                .noneMatch(pane -> pane.getScene().getWindow().isShowing()));
        assertThat(Files.readString(file)).as("cancel writes nothing").isEqualTo(before);

        Platform.runLater(() -> window.workspace().save(attack));
        clickDialogButton(robot, "Overwrite");
        waitUntil(() -> !attack.dirty());
        assertThat(Files.readString(file)).isEqualTo(attack.text());
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("r--r-----");
    }

    @Test
    void aClipWhoseFolderBecameALinkOutOfTheProjectIsNotSavedThroughIt(FxRobot robot) throws IOException {
        OpenDocument<Clip> attack = attack();
        Path outside = Files.move(root.resolve("anim/knight"), temp.resolve("outside-knight"));
        Files.createSymbolicLink(root.resolve("anim/knight"), outside);
        String before = Files.readString(outside.resolve("attack.aeanim"));
        edit(robot, attack);

        Platform.runLater(() -> window.workspace().save(attack));

        assertThat(dialogText(robot)).contains("Cannot save anim/knight/attack.aeanim")
                .contains("outside the project");
        clickDialogButton(robot, "Cancel");
        assertThat(Files.readString(outside.resolve("attack.aeanim"))).isEqualTo(before);
        assertThat(attack.dirty()).isTrue();
    }

    /** The texts of the documents every recovery session under the config folder holds now. */
    private List<String> autosavedTexts() throws IOException {
        List<String> texts = new ArrayList<>();
        Path recovery = RecoverySession.recoveryRoot(config);
        try (Stream<Path> sessions = Files.list(recovery)) {
            for (Path session : sessions.toList()) {
                RecoverySession.read(session).forEach(document -> texts.add(document.text()));
            }
        }
        return texts;
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

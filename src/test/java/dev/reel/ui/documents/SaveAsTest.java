package dev.reel.ui.documents;

import dev.reel.edit.cmd.SetClipLength;
import dev.reel.model.Clip;
import dev.reel.ui.EditorFixture;
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

import static org.assertj.core.api.Assertions.assertThat;

/**
 * File ▸ Save As…: the document goes on as another file of the project, suggested beside itself, and never
 * outside the project; only the rescue after a failed save may put a copy outside, where a full or read-only
 * project disk does not trap the work.
 */
class SaveAsTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @SuppressWarnings("unchecked")
    private OpenDocument<Clip> editedAttack(FxRobot robot) {
        OpenDocument<Clip> attack = (OpenDocument<Clip>) open("anim/knight/attack.aeanim");
        robot.interact(() -> attack.document().execute(new SetClipLength(0.6)));
        return attack;
    }

    private static TextField pathField(FxRobot robot) {
        waitUntil(() -> robot.lookup("#save-as-path").tryQuery().isPresent());
        return robot.lookup("#save-as-path").queryAs(TextField.class);
    }

    private static String header(FxRobot robot) {
        return robot.lookup(".dialog-pane").queryAllAs(DialogPane.class).stream()
                .filter(pane -> pane.getScene().getWindow().isShowing()).findFirst().orElseThrow().getHeaderText();
    }

    @Test
    void saveAsFromTheFileMenuSuggestsTheDocumentsFolderAndTheDocumentGoesOnThere(FxRobot robot) throws IOException {
        OpenDocument<Clip> attack = editedAttack(robot);
        Path original = root.resolve("anim/knight/attack.aeanim");
        String before = Files.readString(original);
        assertThat(window.actions().find("file.save-as")).as("File ▸ Save As… exists").isPresent();
        Platform.runLater(() -> window.actions().find("file.save-as").orElseThrow().run());
        TextField path = pathField(robot);
        assertThat(path.getText()).as("beside the document, a free name").isEqualTo("anim/knight/attack 2.aeanim");

        Path outside = temp.resolve("elsewhere/attack.aeanim");
        robot.interact(() -> path.setText(outside.toString()));
        clickDialogButton(robot, "OK");
        waitUntil(() -> header(robot) != null && header(robot).contains("Not saved"));
        assertThat(header(robot)).contains("outside the project");
        assertThat(outside).as("nothing written outside the project").doesNotExist();

        robot.interact(() -> pathField(robot).setText("anim/knight/strike"));
        clickDialogButton(robot, "OK");
        Path strike = root.resolve("anim/knight/strike.aeanim");
        waitUntil(() -> Files.exists(strike));
        assertThat(Files.readString(strike)).isEqualTo(attack.text()).contains("length=0.6");
        assertThat(attack.name()).as("the document goes on as the new file").isEqualTo("anim/knight/strike.aeanim");
        assertThat(attack.dirty()).isFalse();
        assertThat(Files.readString(original)).as("the old file is as it was").isEqualTo(before);
    }

    @Test
    void theRescueAfterAFailedSaveMayPutACopyOutsideTheProject(FxRobot robot) throws IOException {
        OpenDocument<Clip> attack = editedAttack(robot);
        Path folder = root.resolve("anim/knight");
        Files.move(folder, root.resolve("knight-moved"));
        Files.writeString(folder, "a file where the clip's folder was");
        String text = attack.text();

        Platform.runLater(() -> window.workspace().save(attack));
        clickDialogButton(robot, "Save As…");
        TextField path = pathField(robot);
        assertThat(path.getText()).as("suggested outside the project, in the home folder")
                .startsWith(System.getProperty("user.home")).endsWith(".aeanim");
        Path rescued = temp.resolve("rescue/attack.aeanim");
        robot.interact(() -> path.setText(rescued.toString()));
        clickDialogButton(robot, "OK");

        waitUntil(() -> Files.exists(rescued));
        assertThat(Files.readString(rescued)).isEqualTo(text);
        assertThat(attack.dirty()).as("the clip itself is still unsaved").isTrue();
        assertThat(window.status().lastMessage()).contains("outside the project");
    }
}

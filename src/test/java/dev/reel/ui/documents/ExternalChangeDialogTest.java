package dev.reel.ui.documents;

import dev.reel.edit.cmd.SetClipLength;
import dev.reel.model.Clip;
import dev.reel.ui.EditorFixture;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** A file edited outside Reel while its document has unsaved changes: the dialog asks, and nothing is lost. */
class ExternalChangeDialogTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private List<Path> kept() throws Exception {
        Path folder = KeptVersions.folderOf(config, "Platformer");
        if (!Files.exists(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile).toList();
        }
    }

    @Test
    void keepMineKeepsTheUnsavedEditsAndCopiesTheDiskVersionAside(FxRobot robot) throws Exception {
        @SuppressWarnings("unchecked")
        OpenDocument<Clip> attack = (OpenDocument<Clip>) open("anim/knight/attack.aeanim");
        robot.interact(() -> attack.document().execute(new SetClipLength(0.6)));
        Path file = root.resolve("anim/knight/attack.aeanim");
        String disk = Files.readString(file).replace("length=0.44", "length=0.5");
        Files.writeString(file, disk);

        waitUntil(() -> dialogButton(robot, "Keep My Version") != null);
        assertThat(robot.lookup(".dialog-pane .label").queryAllAs(javafx.scene.control.Label.class))
                .anyMatch(label -> label.getText().contains(KeptVersions.folderOf(config, "Platformer").toString()));
        assertThat(robot.lookup("#reload-diff").queryListView().getItems()).isNotEmpty();
        clickDialogButton(robot, "Keep My Version");
        waitUntil(() -> dialogButton(robot, "Keep My Version") == null);

        assertThat(attack.value().length()).isEqualTo(0.6);
        assertThat(attack.dirty()).isTrue();
        assertThat(kept()).hasSize(1);
        assertThat(Files.readString(kept().get(0))).isEqualTo(disk);
        assertThat(window.status().lastMessage()).contains(kept().get(0).toString());
        robot.interact(() -> window.workspace().save(attack));
        assertThat(Files.readString(file)).contains("length=0.6");
    }

    @Test
    void reloadTakesTheDiskVersionAndCopiesMineAside(FxRobot robot) throws Exception {
        @SuppressWarnings("unchecked")
        OpenDocument<Clip> attack = (OpenDocument<Clip>) open("anim/knight/attack.aeanim");
        robot.interact(() -> attack.document().execute(new SetClipLength(0.6)));
        String mine = attack.text();
        Path file = root.resolve("anim/knight/attack.aeanim");
        Files.writeString(file, Files.readString(file).replace("length=0.44", "length=0.5"));

        clickDialogButton(robot, "Reload from Disk");
        waitUntil(() -> attack.value().length() == 0.5);
        assertThat(attack.dirty()).isFalse();
        assertThat(kept()).hasSize(1);
        assertThat(Files.readString(kept().get(0))).isEqualTo(mine);
    }

    @Test
    void aCleanDocumentReloadsWithoutAsking(FxRobot robot) throws Exception {
        @SuppressWarnings("unchecked")
        OpenDocument<Clip> attack = (OpenDocument<Clip>) open("anim/knight/attack.aeanim");
        Path file = root.resolve("anim/knight/attack.aeanim");
        Files.writeString(file, Files.readString(file).replace("length=0.44", "length=0.5"));
        waitUntil(() -> attack.value().length() == 0.5);
        assertThat(dialogButton(robot, "Keep My Version")).isNull();
        assertThat(kept()).isEmpty();
        robot.interact(() -> attack.document().execute(new SetClipLength(0.7)));
        int batches = window.fileBatches();
        robot.interact(() -> window.workspace().save(attack));
        waitUntil(() -> window.fileBatches() > batches && !attack.dirty());
        assertThat(attack.value().length()).isEqualTo(0.7);
        assertThat(dialogButton(robot, "Keep My Version")).as("our own save never asks").isNull();
    }
}

package dev.reel.ui.shell;

import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.actions.Action;
import dev.reel.ui.actions.ActionRegistry;
import dev.reel.ui.control.NumberField;
import dev.reel.ui.control.VectorField;
import dev.reel.ui.control.VectorFieldSkin;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.help.HelpViews;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class EditorWindowTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private static final KeyCodeCombination UNDO = new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN);
    private static final KeyCodeCombination REDO = new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN,
            KeyCombination.SHIFT_DOWN);
    private static final KeyCodeCombination SAVE = new KeyCodeCombination(KeyCode.S, KeyCombination.SHORTCUT_DOWN);

    private static Key lungeKey(Clip clip) {
        Track root = clip.tracks().get(0);
        return root.keys().get(1);
    }

    /**
     * The whole loop an artist goes through: open a clip, pick a key in the inspector, type a new value, undo,
     * redo, save — and the file on disk holds exactly the new value and nothing else changed.
     */
    @Test
    void aKeyValueTypedInTheInspectorUndoesRedoesAndSavesExactly(FxRobot robot) throws Exception {
        Path file = root.resolve("anim/knight/attack.aeanim");
        String original = Files.readString(file);
        @SuppressWarnings("unchecked")
        OpenDocument<Clip> attack = (OpenDocument<Clip>) open("anim/knight/attack.aeanim");
        assertThat(lungeKey(attack.value()).value()).isEqualTo(Value.Vec.of(10, 0));

        robot.clickOn("key 0.14 s");
        waitUntil(() -> attack.selection().contains(lungeKey(attack.value()).id()));
        VectorField value = robot.lookup("#inspector-value").queryAs(VectorField.class);
        NumberField x = ((VectorFieldSkin) value.getSkin()).fields().get(0);
        robot.doubleClickOn(x);
        robot.push(new KeyCodeCombination(KeyCode.A, KeyCombination.SHORTCUT_DOWN));
        robot.write("12.5");
        waitUntil(() -> lungeKey(attack.value()).value().equals(Value.Vec.of(12.5, 0)));
        assertThat(attack.dirty()).isTrue();
        assertThat(stage.getTitle()).isEqualTo("Reel — Platformer — attack.aeanim •");

        robot.push(UNDO);
        waitUntil(() -> lungeKey(attack.value()).value().equals(Value.Vec.of(10, 0)));
        assertThat(attack.dirty()).as("typing 12.5 was one step").isFalse();
        assertThat(x.getText()).isEqualTo("10");
        assertThat(attack.selection()).as("undo restores the selection").contains(lungeKey(attack.value()).id());

        robot.push(REDO);
        waitUntil(() -> lungeKey(attack.value()).value().equals(Value.Vec.of(12.5, 0)));

        robot.push(SAVE);
        waitUntil(() -> !attack.dirty());
        assertThat(Files.readString(file)).isEqualTo(original.replace("key t=0.14 v=[10, 0]", "key t=0.14 v=[12.5, 0]"));
        assertThat(stage.getTitle()).isEqualTo("Reel — Platformer — attack.aeanim");
    }

    @Test
    void theCommandPaletteFindsNewClipByAFewLetters(FxRobot robot) {
        robot.push(new KeyCodeCombination(KeyCode.N, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN));
        waitUntil(() -> window.palette().showing());
        robot.write("clip");
        assertThat(window.palette().matches("clip").get(0).id()).isEqualTo("create.clip");
        assertThat(window.palette().matches("flip")).extracting(Action::id).contains("create.flipbook");
        robot.push(KeyCode.ENTER);
        waitUntil(() -> window.workspace().focused() != null);
        assertThat(window.palette().showing()).isFalse();
        OpenDocument<?> created = window.workspace().focused();
        assertThat(created.name()).isEqualTo("anim/new_clip.aeanim");
        Clip clip = (Clip) created.value();
        assertThat(clip.length()).isEqualTo(1.0);
        assertThat(clip.loop()).isEqualTo(dev.reel.model.LoopMode.LOOP);
        assertThat(root.resolve("anim/new_clip.aeanim")).exists();
        robot.interact(() -> window.actions().run("create.clip"));
        assertThat(window.workspace().focused().name()).isEqualTo("anim/new_clip_2.aeanim");
        robot.interact(() -> window.actions().run("create.controller"));
        assertThat(window.workspace().focused().text()).contains("entry=\"Idle\"").contains("state \"Idle\"");
    }

    @Test
    void everyMenuActionTheIssueListsExistsWithItsShortcut() {
        ActionRegistry actions = window.actions();
        assertThat(actions.find("file.save").orElseThrow().shortcutText()).isNotEmpty();
        assertThat(actions.find("edit.redo").orElseThrow().shortcuts()).hasSize(2);
        for (String id : new String[] {"file.new-project", "file.open-project", "file.open-recent", "file.save",
                "file.save-all", "file.revert", "file.close", "edit.undo", "edit.redo", "edit.cut", "edit.copy",
                "edit.paste", "edit.delete", "edit.select-all", "create.clip", "create.controller", "create.flipbook",
                "view.palette", "help.shortcuts", "help.about"}) {
            assertThat(actions.find(id)).as(id).isPresent();
        }
        // Panels add their own menus (Animation, Sheet) before Window.
        assertThat(actions.menus()).startsWith("File", "Edit", "Create", "View")
                .contains("Animation", "Sheet").endsWith("Window", "Help");
        assertThat(actions.menus().indexOf("Animation")).isLessThan(actions.menus().indexOf("Window"));
        assertThat(actions.menus().indexOf("Sheet")).isLessThan(actions.menus().indexOf("Window"));
        assertThat(HelpViews.shortcutRows(actions)).anyMatch(row -> row.action().equals("Save")
                && row.keys().equals(actions.find("file.save").orElseThrow().shortcutText()));
    }

    @Test
    void closingWithUnsavedWorkAsksAndCancelKeepsTheWindow(FxRobot robot) {
        @SuppressWarnings("unchecked")
        OpenDocument<Clip> attack = (OpenDocument<Clip>) open("anim/knight/attack.aeanim");
        robot.interact(() -> attack.document().execute(new dev.reel.edit.cmd.SetClipLength(0.5)));
        robot.interact(() -> javafx.application.Platform.runLater(() -> stage.fireEvent(
                new javafx.stage.WindowEvent(stage, javafx.stage.WindowEvent.WINDOW_CLOSE_REQUEST))));
        waitUntil(() -> dialogButton(robot, "Don't Save") != null);
        clickDialogButton(robot, "Cancel");
        waitUntil(() -> dialogButton(robot, "Don't Save") == null);
        assertThat(window.disposed()).isFalse();
        assertThat(attack.dirty()).isTrue();
        robot.interact(() -> javafx.application.Platform.runLater(() -> stage.fireEvent(
                new javafx.stage.WindowEvent(stage, javafx.stage.WindowEvent.WINDOW_CLOSE_REQUEST))));
        waitUntil(() -> dialogButton(robot, "Save") != null);
        clickDialogButton(robot, "Save");
        waitUntil(window::disposed);
        assertThat(root.resolve("anim/knight/attack.aeanim")).content().contains("length=0.5");
    }
}

package dev.reel.ui.assets;

import dev.reel.interop.GodotExport;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.actions.Action;
import javafx.scene.control.Alert;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** File › Export Animations / Animation Tree to Godot on the sample: enabled by what is focused, files written, warnings listed. */
class GodotExportActionsTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private Action action(String id) {
        return window.actions().find(id).orElseThrow();
    }

    @Test
    void aControllerExportsItsAnimationsAndItsTreeAndTheWarningsAreListed(FxRobot robot) throws Exception {
        open("anim/knight.aectrl");
        waitUntil(() -> action("file.export-godot-tree").enabled());
        assertThat(action("file.export-godot-animation").enabled()).isTrue();
        assertThat(action("file.export-godot-tree").title()).isEqualTo("Export Animation Tree to Godot…");
        assertThat(action("file.export-godot-tree").menu()).isEqualTo("File");
        Path tree = temp.resolve("out/knight_tree.tres");
        String[] said = new String[1];
        robot.interact(() -> said[0] = window.assets().godotExport().export(root.resolve("anim/knight.aectrl"),
                GodotExport.Kind.TREE, tree));
        assertThat(said[0]).isEqualTo("Exported 5 states to knight_tree.tres, with 4 warnings");
        assertThat(window.status().lastMessage()).isEqualTo(said[0]);
        assertThat(Files.readString(tree)).startsWith("[gd_resource type=\"AnimationNodeStateMachine\"");
        Alert dialog = window.assets().godotExport().shownForTest();
        assertThat(dialog).isNotNull();
        waitUntil(dialog::isShowing);
        TextArea list = (TextArea) dialog.getDialogPane().lookup("#godot-export-warnings");
        assertThat(list.getText()).contains("interrupt=true has no Godot equivalent")
                .contains("param \"Attack\": Godot has no triggers");
        robot.interact(dialog::close);

        Path animations = temp.resolve("out/knight_animations.tres");
        robot.interact(() -> said[0] = window.assets().godotExport().export(root.resolve("anim/knight.aectrl"),
                GodotExport.Kind.ANIMATION, animations));
        assertThat(said[0]).isEqualTo("Exported 5 animations to knight_animations.tres, with 3 warnings");
        assertThat(Files.readString(animations)).contains("resource_name = \"attack\"");
        robot.interact(() -> window.assets().godotExport().shownForTest().close());
    }

    @Test
    void aClipExportsAnimationsButNoTree(FxRobot robot) {
        open("anim/knight/run.aeanim");
        waitUntil(() -> action("file.export-godot-animation").enabled());
        assertThat(action("file.export-godot-tree").enabled()).as("a tree needs a controller").isFalse();
        String[] said = new String[1];
        robot.interact(() -> said[0] = window.assets().godotExport().export(root.resolve("anim/knight/run.aeanim"),
                GodotExport.Kind.ANIMATION, temp.resolve("run.tres")));
        assertThat(said[0]).isEqualTo("Exported 1 animation to run.tres");
        assertThat(window.assets().godotExport().shownForTest()).as("no warnings, no dialog").isNull();
    }
}

package dev.reel.ui.preview;

import dev.reel.model.Clip;
import dev.reel.preview.OnionSettings;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.PanelSlot;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;

import static org.assertj.core.api.Assertions.assertThat;

/** The onion skin settings popover: its changes show in the preview at once and are kept in the editor settings. */
class OnionPopoverTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private PreviewPanel panel() {
        return (PreviewPanel) window.panel(PanelSlot.PREVIEW);
    }

    /** Sprites the last preview frame drew, onion skins included. */
    private int drawnSprites() {
        int[] count = new int[1];
        new FxRobot().interact(() -> count[0] = panel().canvas().lastReport() == null ? -1
                : panel().canvas().lastReport().sprites());
        return count[0];
    }

    @Test
    @SuppressWarnings("unchecked")
    void moreFramesAndAReferenceFrameShowAtOnceAndAreKeptInTheEditorSettings(FxRobot robot) throws Exception {
        OpenDocument<Clip> run = (OpenDocument<Clip>) open("anim/knight/run.aeanim");
        robot.interact(() -> run.setTimeCursor(0.4));
        waitUntil(() -> panel().canvas().renderer() != null && drawnSprites() == 1);

        robot.clickOn("#preview-onion");
        // The run loops: two frames each side around 0.4, and the frame itself.
        waitUntil(() -> drawnSprites() == 5);
        robot.clickOn("#preview-onion-settings");
        waitUntil(() -> robot.lookup("#onion-settings").tryQuery().map(Node::isVisible).orElse(false));
        robot.clickOn(robot.lookup("#onion-before .increment-arrow-button").queryAs(Node.class));

        waitUntil(() -> drawnSprites() == 6);
        assertThat(panel().toolbar().onionSettings().before()).isEqualTo(3);
        String kept = Files.readString(config.resolve(OnionSettingsStore.FILE));
        assertThat(kept).contains("onion.before=3");

        robot.clickOn("#onion-reference");
        waitUntil(() -> panel().toolbar().onionSettings().hasReference());
        assertThat(panel().toolbar().onionSettings().reference()).as("the cursor's time").isEqualTo(0.4);
        assertThat(robot.lookup("#onion-reference-time").queryLabeled().getText()).isEqualTo("at 0.4 s");
        robot.interact(() -> run.setTimeCursor(0.6));
        waitUntil(() -> drawnSprites() == 7);

        robot.push(KeyCode.ESCAPE);
        waitUntil(() -> robot.lookup("#onion-settings").tryQuery().map(node -> !node.isVisible()).orElse(true));
        OnionSettings reread = OnionSettingsStore.in(config).load();
        assertThat(reread).isEqualTo(panel().toolbar().onionSettings());
        assertThat(reread.after()).isEqualTo(2);
        assertThat(Files.exists(root.resolve(OnionSettingsStore.FILE))).as("nothing written to the project").isFalse();
    }

    @Test
    void escClosesTheSettingsWhileASpinnerIsBeingTyped(FxRobot robot) {
        open("anim/knight/run.aeanim");
        waitUntil(() -> panel().canvas().renderer() != null);
        robot.clickOn("#preview-onion-settings");
        waitUntil(() -> robot.lookup("#onion-settings").tryQuery().map(Node::isVisible).orElse(false));
        javafx.stage.Window popup = robot.lookup("#onion-settings").query().getScene().getWindow();
        robot.clickOn(robot.lookup("#onion-opacity .text-field").queryAs(Node.class));
        waitUntil(() -> robot.lookup("#onion-opacity .text-field").query().isFocused());

        // In a real window the popup takes the keyboard when a spinner is clicked, so Esc arrives at the popup's
        // own scene rather than through the editor window (where the popup's Esc handling listens).
        Node field = robot.lookup("#onion-opacity .text-field").query();
        robot.interact(() -> javafx.event.Event.fireEvent(field, new javafx.scene.input.KeyEvent(
                javafx.scene.input.KeyEvent.KEY_PRESSED, "", "", KeyCode.ESCAPE, false, false, false, false)));

        waitUntil(() -> !popup.isShowing());
    }
}

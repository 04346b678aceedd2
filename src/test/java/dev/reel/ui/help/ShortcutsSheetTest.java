package dev.reel.ui.help;

import dev.reel.ui.EditorFixture;
import dev.reel.ui.actions.Action;
import dev.reel.ui.actions.ActionRegistry;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Help ▸ Keyboard Shortcuts, opened with its own key, lists every binding the window actually has: each
 * shortcut of each registered action (the window's and the panels'), and each listed key really reaches its
 * action through the dispatcher's matching.
 */
class ShortcutsSheetTest extends EditorFixture {
    @Start
    void start(Stage primary) {
        openWindow(primary);
    }

    @Test
    @SuppressWarnings("unchecked")
    void theSheetListsEveryBindingAndEachKeyReachesItsAction(FxRobot robot) {
        ActionRegistry registry = window.actions();
        KeyCombination sheetKey = registry.find("help.shortcuts").orElseThrow().shortcuts().get(0);
        robot.push((KeyCodeCombination) sheetKey);
        waitUntil(() -> !robot.lookup("#shortcuts-table").queryAll().isEmpty());
        TableView<HelpViews.Row> table = robot.lookup("#shortcuts-table").queryAs(TableView.class);
        List<HelpViews.Row> rows = new ArrayList<>(table.getItems());

        List<String> missing = new ArrayList<>();
        List<String> unreachable = new ArrayList<>();
        int bindings = 0;
        int actionsWithKeys = 0;
        for (Action action : registry.runnable()) {
            if (!action.shortcuts().isEmpty()) {
                actionsWithKeys++;
            }
            for (KeyCombination combination : action.shortcuts()) {
                bindings++;
                String keys = combination.getDisplayText();
                boolean listed = rows.stream().anyMatch(row -> row.action().equals(action.title())
                        && List.of(row.keys().split(" or ")).contains(keys));
                if (!listed) {
                    missing.add(action.id() + " " + keys);
                }
                if (!registry.matching(pressOf(combination)).contains(action)) {
                    unreachable.add(action.id() + " " + keys);
                }
            }
        }
        assertThat(bindings).as("the window has shortcuts at all").isGreaterThan(20);
        assertThat(missing).as("bindings the sheet does not list").isEmpty();
        assertThat(unreachable).as("listed keys that do not reach their action").isEmpty();
        assertThat(rows).as("one row per action with shortcuts, none invented").hasSize(actionsWithKeys);
        assertThat(HelpViews.hint(registry)).contains(registry.find("view.palette").orElseThrow().shortcutText());
        robot.interact(() -> table.getScene().getWindow().hide());
    }

    @Test
    void noTwoWindowWideActionsShareAKey() {
        Map<String, String> owners = new HashMap<>();
        List<String> clashes = new ArrayList<>();
        for (Action action : window.actions().runnable()) {
            if (action.scope() != null) {
                continue; // panel keys may repeat across panels: only the one under the mouse fires
            }
            for (KeyCombination combination : action.shortcuts()) {
                String previous = owners.put(combination.getDisplayText(), action.id());
                if (previous != null) {
                    clashes.add(combination.getDisplayText() + ": " + previous + " and " + action.id());
                }
            }
        }
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(clashes).isEmpty();
    }

    /** The key press a user makes for {@code combination} (Shortcut is Ctrl here, Meta on macOS). */
    private static KeyEvent pressOf(KeyCombination combination) {
        KeyCode code = ((KeyCodeCombination) combination).getCode();
        boolean shortcut = combination.getShortcut() == KeyCombination.ModifierValue.DOWN;
        boolean mac = System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).contains("mac");
        return new KeyEvent(KeyEvent.KEY_PRESSED, "", "", code,
                combination.getShift() == KeyCombination.ModifierValue.DOWN,
                combination.getControl() == KeyCombination.ModifierValue.DOWN || (shortcut && !mac),
                combination.getAlt() == KeyCombination.ModifierValue.DOWN,
                combination.getMeta() == KeyCombination.ModifierValue.DOWN || (shortcut && mac));
    }
}

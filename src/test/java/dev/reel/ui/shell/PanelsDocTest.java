package dev.reel.ui.shell;

import dev.reel.tools.docs.ShortcutTables.Binding;
import dev.reel.tools.docs.ShortcutTables;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.actions.Action;
import dev.reel.ui.actions.ActionRegistry;
import dev.reel.ui.help.HelpViews;
import javafx.scene.Node;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The shortcut tables of docs/panels.md are the window's bindings: the same action registry Help ▸ Keyboard
 * Shortcuts lists, with each panel's own keys under that panel. A binding missing from the page, or a row of
 * the page that no action has, fails here. {@code -Dreel.docs.write=true} writes the tables instead.
 */
class PanelsDocTest extends EditorFixture {
    private static final Path PAGE = Path.of("docs", "panels.md");

    @Start
    void start(Stage primary) {
        openWindow(primary);
    }

    /** Every action with keys, in the shortcuts sheet's order, in the block of the panel its keys work over. */
    private List<Binding> bindings() {
        List<Binding> bindings = new ArrayList<>();
        ActionRegistry registry = window.actions();
        List<Action> ordered = new ArrayList<>();
        for (String menu : registry.menus()) {
            registry.groupsOf(menu).values().forEach(ordered::addAll);
        }
        registry.actions().stream().filter(action -> action.menu() == null).forEach(ordered::add);
        for (Action action : ordered) {
            if (action.shortcuts().isEmpty()) {
                continue;
            }
            String keys = action.shortcuts().stream().map(KeyCombination::getDisplayText)
                    .collect(Collectors.joining(" or "));
            bindings.add(new Binding(blockOf(action), action.menu() == null ? "" : action.menu(), action.title(),
                    keys));
        }
        return bindings;
    }

    private String blockOf(Action action) {
        if (action.scope() == null) {
            return ShortcutTables.WINDOW;
        }
        for (EditorPanel panel : window.panels()) {
            for (Node node = action.scope(); node != null; node = node.getParent()) {
                if (node == panel.node()) {
                    return panel.title();
                }
            }
        }
        throw new AssertionError(action.id() + " works over a node of no panel");
    }

    @Test
    void theShortcutTablesOfThePanelsPageAreTheRegistrysBindings(FxRobot robot) throws Exception {
        List<Binding>[] read = new List[1];
        // A bottom panel joins the window when its tab is first shown; its scoped keys need it there.
        for (javafx.scene.control.Tab tab : window.layout().bottom().getTabs()) {
            robot.interact(() -> window.reveal(tab.getText()));
        }
        robot.interact(() -> read[0] = bindings());
        List<Binding> bindings = read[0];
        List<String> sheet = new ArrayList<>();
        robot.interact(() -> HelpViews.shortcutRows(window.actions())
                .forEach(row -> sheet.add(row.action() + " = " + row.keys())));
        assertThat(bindings.stream().map(binding -> binding.action() + " = " + binding.keys()).toList())
                .as("the page lists what the shortcuts sheet lists").containsExactlyInAnyOrderElementsOf(sheet);

        Map<String, String> tables = ShortcutTables.tables(bindings);
        String page = Files.readString(PAGE, StandardCharsets.UTF_8);
        if (Boolean.getBoolean("reel.docs.write")) {
            page = ShortcutTables.splice(page, tables);
            Files.writeString(PAGE, page, StandardCharsets.UTF_8);
        }
        Map<String, String> written = ShortcutTables.blocks(page);
        assertThat(written.keySet()).as("a shortcuts block for the window and each panel with keys of its own")
                .containsExactlyInAnyOrderElementsOf(tables.keySet());
        for (Map.Entry<String, String> table : tables.entrySet()) {
            assertThat(written.get(table.getKey())).as("the " + table.getKey() + " table of " + PAGE
                    + " (regenerate: mvn -B -o test -Dtest=PanelsDocTest -Dreel.docs.write=true)")
                    .isEqualTo(table.getValue());
        }
    }
}

package dev.reel.ui.help;

import dev.reel.ui.actions.Action;
import dev.reel.ui.actions.ActionRegistry;
import dev.reel.ui.theme.Theme;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.controlsfx.control.textfield.TextFields;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Help ▸ Keyboard Shortcuts and Help ▸ About. The shortcuts sheet is made from the action registry — the
 * same list the dispatcher fires from — so it always matches what the keys do.
 */
public final class HelpViews {
    /** One line of the shortcuts sheet. */
    public record Row(String menu, String action, String keys) {
    }

    private HelpViews() {
    }

    /** Every action with a shortcut, in menu order; several shortcuts are joined with " or ". */
    public static List<Row> shortcutRows(ActionRegistry registry) {
        List<Row> rows = new ArrayList<>();
        for (String menu : registry.menus()) {
            for (List<Action> group : registry.groupsOf(menu).values()) {
                for (Action action : group) {
                    if (!action.shortcuts().isEmpty()) {
                        rows.add(new Row(menu, action.title(), action.shortcuts().stream()
                                .map(KeyCombination::getDisplayText).collect(Collectors.joining(" or "))));
                    }
                }
            }
        }
        for (Action action : registry.actions()) {
            if (action.menu() == null && !action.shortcuts().isEmpty()) {
                rows.add(new Row("Panel", action.title(), action.shortcuts().stream()
                        .map(KeyCombination::getDisplayText).collect(Collectors.joining(" or "))));
            }
        }
        return rows;
    }

    public static void showShortcuts(Window owner, ActionRegistry registry) {
        Alert alert = Theme.alert(owner, Alert.AlertType.INFORMATION, "Keyboard Shortcuts", "Keyboard shortcuts");
        TableView<Row> table = new TableView<>();
        table.setId("shortcuts-table");
        table.getColumns().add(column("Menu", 90, Row::menu));
        table.getColumns().add(column("Action", 280, Row::action));
        table.getColumns().add(column("Keys", 180, Row::keys));
        List<Row> rows = shortcutRows(registry);
        table.getItems().setAll(rows);
        table.setPrefSize(580, 440);
        TextField filter = TextFields.createClearableTextField();
        filter.setPromptText("Filter");
        filter.textProperty().addListener((observable, old, text) -> table.getItems().setAll(rows.stream()
                .filter(row -> (row.menu() + " " + row.action() + " " + row.keys()).toLowerCase(Locale.ROOT)
                        .contains(text.toLowerCase(Locale.ROOT))).toList()));
        Label hint = new Label(hint(registry));
        hint.getStyleClass().add("dialog-legend");
        // The theme keeps dialogs at most 600 px wide: the line wraps instead of ending in "…".
        hint.setWrapText(true);
        hint.setMaxWidth(580);
        alert.getDialogPane().setContent(new VBox(8, filter, table, hint));
        alert.getButtonTypes().setAll(ButtonType.CLOSE);
        alert.showAndWait();
    }

    /** The line under the table; the palette's keys are read from its action, so the hint cannot go stale. */
    static String hint(ActionRegistry registry) {
        String palette = registry.find("view.palette").map(Action::shortcutText).filter(keys -> !keys.isEmpty())
                .map(keys -> " " + keys + " finds any command by name.").orElse("");
        return "Panel keys work while the mouse is over their panel." + palette;
    }

    private static TableColumn<Row, String> column(String title, double width, java.util.function.Function<Row, String> text) {
        TableColumn<Row, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(text.apply(cell.getValue())));
        return column;
    }

    public static void showAbout(Window owner) {
        Alert alert = Theme.alert(owner, Alert.AlertType.INFORMATION, "About Reel", "Reel");
        String version = HelpViews.class.getPackage().getImplementationVersion();
        alert.setContentText("A desktop editor for 2D game animation: slice sprite sheets, key clips, wire "
                + "controllers and save plain text that diffs cleanly.\n\nVersion " + (version == null ? "development"
                : version) + " · Java " + System.getProperty("java.version") + " · JavaFX "
                + System.getProperty("javafx.runtime.version", "?"));
        alert.getButtonTypes().setAll(ButtonType.CLOSE);
        alert.showAndWait();
    }
}

package dev.reel.ui.actions;

import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.controlsfx.control.textfield.TextFields;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The command palette (Ctrl+Shift+N): a filter field over every action of every menu; a few letters such
 * as {@code clip} or {@code flip} find it, Enter runs it, Escape closes. It floats over the window on the
 * overlay layer so that focus and tests stay in the one scene.
 */
public final class CommandPalette {
    private static final double ROW_HEIGHT = 32;

    private final ActionRegistry registry;
    private final StackPane overlay;
    private final StackPane backdrop = new StackPane();
    private final TextField filter = TextFields.createClearableTextField();
    private final ListView<Action> list = new ListView<>();
    private final ObservableList<Action> shown = FXCollections.observableArrayList();

    private final java.util.function.Consumer<String> status;

    public CommandPalette(ActionRegistry registry, StackPane overlay, java.util.function.Consumer<String> status) {
        this.registry = registry;
        this.status = status;
        this.overlay = overlay;
        filter.setPromptText("Type a command — clip, flip, save…");
        filter.getStyleClass().add("palette-filter");
        filter.setId("palette-filter");
        list.setItems(shown);
        list.setId("palette-list");
        list.getStyleClass().add("palette-list");
        list.setCellFactory(view -> new ActionCell());
        list.setFixedCellSize(ROW_HEIGHT);
        list.setFocusTraversable(false);
        VBox box = new VBox(8, filter, list);
        box.getStyleClass().add("palette");
        box.setMaxWidth(560);
        box.setMaxHeight(Region.USE_PREF_SIZE);
        StackPane.setAlignment(box, Pos.TOP_CENTER);
        backdrop.getChildren().add(box);
        backdrop.getStyleClass().add("palette-backdrop");
        backdrop.setOnMouseClicked(event -> {
            if (event.getTarget() == backdrop) {
                hide();
            }
        });
        filter.textProperty().addListener((observable, old, text) -> refilter(text));
        filter.addEventFilter(KeyEvent.KEY_PRESSED, this::keys);
        list.setOnMouseClicked(event -> {
            if (event.getButton() == MouseButton.PRIMARY && event.getClickCount() == 2) {
                runSelected();
            }
        });
    }

    public boolean showing() {
        return overlay.getChildren().contains(backdrop);
    }

    /** Opens the palette with an empty filter and the focus in it. */
    public void show() {
        if (!showing()) {
            overlay.getChildren().add(backdrop);
            overlay.setMouseTransparent(false);
        }
        filter.clear();
        refilter("");
        filter.requestFocus();
    }

    public void hide() {
        overlay.getChildren().remove(backdrop);
        overlay.setMouseTransparent(overlay.getChildren().isEmpty());
    }

    /**
     * The actions the filter finds, best first (what the list shows); actions that cannot run now are listed
     * after the ones that can, so the palette still says they exist.
     */
    public List<Action> matches(String text) {
        record Scored(Action action, int score, int order) {
        }
        List<Scored> scored = new ArrayList<>();
        List<Action> candidates = registry.runnable();
        for (int i = 0; i < candidates.size(); i++) {
            Action action = candidates.get(i);
            String menu = action.menu() == null ? "" : action.menu();
            int withMenu = FuzzyMatch.score(text, menu + " " + action.title());
            int score = Math.max(FuzzyMatch.score(text, action.title()),
                    withMenu == FuzzyMatch.NONE ? FuzzyMatch.NONE : withMenu - 50);
            if (score != FuzzyMatch.NONE) {
                scored.add(new Scored(action, action.enabled() ? score : score - 10_000, i));
            }
        }
        scored.sort(Comparator.comparingInt((Scored s) -> -s.score()).thenComparingInt(Scored::order));
        return scored.stream().map(Scored::action).toList();
    }

    private void refilter(String text) {
        shown.setAll(matches(text == null ? "" : text));
        // The list is as tall as what it finds, up to twelve rows.
        list.setPrefHeight(Math.max(1, Math.min(12, shown.size())) * ROW_HEIGHT + 4);
        if (!shown.isEmpty()) {
            list.getSelectionModel().select(0);
            list.scrollTo(0);
        }
    }

    private void keys(KeyEvent event) {
        int index = list.getSelectionModel().getSelectedIndex();
        if (event.getCode() == KeyCode.ESCAPE) {
            hide();
            event.consume();
        } else if (event.getCode() == KeyCode.ENTER) {
            runSelected();
            event.consume();
        } else if (event.getCode() == KeyCode.DOWN && index < shown.size() - 1) {
            list.getSelectionModel().select(index + 1);
            list.scrollTo(Math.max(0, index - 6));
            event.consume();
        } else if (event.getCode() == KeyCode.UP && index > 0) {
            list.getSelectionModel().select(index - 1);
            list.scrollTo(Math.max(0, index - 8));
            event.consume();
        }
    }

    private void runSelected() {
        Action action = list.getSelectionModel().getSelectedItem();
        if (action != null && !action.enabled()) {
            status.accept(action.title() + " is not available now");
            return;
        }
        hide();
        if (action != null) {
            action.run();
        }
    }

    /** A row: the title, the menu it lives in, and its shortcut. */
    private static final class ActionCell extends ListCell<Action> {
        private final Label title = new Label();
        private final Label menu = new Label();
        private final Label keys = new Label();
        private final HBox row;

        ActionCell() {
            Region spacer = new Region();
            HBox.setHgrow(spacer, Priority.ALWAYS);
            menu.getStyleClass().add("palette-menu");
            keys.getStyleClass().add("shortcut-chip");
            title.getStyleClass().add("palette-title");
            row = new HBox(10, title, menu, spacer, keys);
            row.setAlignment(Pos.CENTER_LEFT);
        }

        @Override
        protected void updateItem(Action action, boolean empty) {
            super.updateItem(action, empty);
            if (empty || action == null) {
                setGraphic(null);
                return;
            }
            title.setText(action.title());
            menu.setText(action.menu() == null ? "" : action.menu());
            keys.setText(action.shortcutText());
            keys.setVisible(!action.shortcuts().isEmpty());
            row.setOpacity(action.enabled() ? 1 : 0.45);
            setGraphic(row);
        }
    }
}

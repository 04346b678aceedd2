package dev.reel.ui.dopesheet;

import dev.reel.model.Kind;
import dev.reel.model.Properties;
import javafx.collections.FXCollections;
import javafx.scene.Node;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Chooses a node path and an animatable property for a new track, or new ones for an existing track: the
 * properties Reel knows with their kinds, each vector property's lanes ({@code transform.position.x}), and any
 * other {@code Component.Field} or {@code script/Name.Field} typed in with a kind. Changing a track offers only
 * properties of its kind, since its keys keep their values. A rig's deform ({@code floats}) and draw order
 * ({@code drawOrder}) are not offered: the preview's Deform tool and the Skeleton panel key them.
 */
final class PropertyPicker {
    /** What was chosen. */
    record Choice(String path, String property, Kind kind) {
    }

    private PropertyPicker() {
    }

    /** Every property the picker lists: known ones, then their lanes. */
    static List<Choice> listed(String path) {
        List<Choice> choices = new ArrayList<>();
        for (String property : Properties.names()) {
            choices.add(new Choice(path, property, Properties.kindOf(property).orElseThrow()));
        }
        for (String property : Properties.names()) {
            Kind kind = Properties.kindOf(property).orElseThrow();
            if (kind.isVector()) {
                for (int lane = 0; lane < kind.lanes(); lane++) {
                    choices.add(new Choice(path, property + "." + Properties.laneName(kind, lane), Kind.FLOAT32));
                }
            }
        }
        return choices;
    }

    /**
     * The kinds a typed property may have: every kind but a rig's {@code floats} (deform) and {@code drawOrder},
     * whose tracks the preview's Deform tool and the Skeleton panel make with their first key (an empty deform track
     * made here would not know its mesh's vertex count, so no key could be added to it); {@code kindOnly} when a
     * track of that kind is being pointed elsewhere.
     */
    static List<Kind> typedKinds(Kind kindOnly) {
        List<Kind> kinds = new ArrayList<>();
        for (Kind kind : Kind.values()) {
            if (kind == kindOnly || kind != Kind.FLOATS && kind != Kind.DRAW_ORDER) {
                kinds.add(kind);
            }
        }
        return kinds;
    }

    /** How the list names a choice: "Position   (transform.position · vec2)". */
    static String label(Choice choice) {
        return TrackNames.property(choice.property()) + "   (" + choice.property() + " · " + choice.kind().word() + ")";
    }

    /**
     * Makes the list as wide as its longest line (of every choice, so it keeps its width while filtering) plus a
     * cell's padding and the vertical scroll bar: no line is cut and no horizontal scroll bar shows.
     */
    private static void fitToWidest(ListView<Choice> list, TextField sample) {
        sample.applyCss();
        javafx.scene.text.Text probe = new javafx.scene.text.Text();
        probe.setFont(sample.getFont());
        double widest = 0;
        for (Choice choice : listed("")) {
            probe.setText(label(choice));
            widest = Math.max(widest, probe.getLayoutBounds().getWidth());
        }
        // A cell's padding (12 each side in the theme), the list's border and its vertical scroll bar.
        double width = Math.ceil(widest) + 2 * 12 + 4 + 18;
        list.setPrefWidth(width);
        list.setMinWidth(width);
    }

    /**
     * Shows the picker; {@code kindOnly} non-null keeps the choices to that kind (changing a track).
     *
     * @return the choice, or empty when cancelled or nothing usable was chosen
     */
    static Optional<Choice> show(Node owner, String title, List<String> nodes, String path, String property,
                                 Kind kindOnly) {
        Dialog<Choice> dialog = new Dialog<>();
        dialog.setTitle(title);
        dialog.setHeaderText(kindOnly == null ? "Which node and property does the track animate?"
                : "Point the track at another node or property (" + kindOnly.word() + ")");
        dev.reel.ui.theme.Theme.dress(dialog, owner == null || owner.getScene() == null ? null
                : owner.getScene().getWindow());
        ComboBox<String> node = new ComboBox<>(FXCollections.observableArrayList(nodes));
        node.setId("picker-node");
        node.setEditable(true);
        node.setPromptText("empty: the node itself");
        node.setValue(path);
        node.setMaxWidth(Double.MAX_VALUE);
        TextField filter = new TextField();
        filter.setId("picker-filter");
        filter.setPromptText("Filter, or type Component.Field / script/Name.Field");
        ListView<Choice> list = new ListView<>();
        list.setId("picker-properties");
        list.setPrefHeight(240);
        list.setCellFactory(view -> new ListCell<>() {
            @Override
            protected void updateItem(Choice choice, boolean empty) {
                super.updateItem(choice, empty);
                setText(empty || choice == null ? null : label(choice));
            }
        });
        ComboBox<Kind> kind = new ComboBox<>(FXCollections.observableArrayList(typedKinds(kindOnly)));
        kind.setId("picker-kind");
        kind.setValue(kindOnly != null ? kindOnly : Kind.FLOAT32);
        kind.setDisable(kindOnly != null);
        kind.setCellFactory(view -> new ListCell<>() {
            @Override
            protected void updateItem(Kind item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : item.word());
            }
        });
        kind.setButtonCell(kind.getCellFactory().call(null));
        Runnable refill = () -> {
            String typed = filter.getText() == null ? "" : filter.getText().strip().toLowerCase(Locale.ROOT);
            List<Choice> shown = new ArrayList<>();
            for (Choice choice : listed("")) {
                boolean fits = kindOnly == null || choice.kind() == kindOnly;
                if (fits && (typed.isEmpty() || choice.property().toLowerCase(Locale.ROOT).contains(typed)
                        || TrackNames.property(choice.property()).toLowerCase(Locale.ROOT).contains(typed))) {
                    shown.add(choice);
                }
            }
            list.getItems().setAll(shown);
            list.getItems().stream().filter(choice -> choice.property().equals(property)).findFirst()
                    .ifPresentOrElse(list.getSelectionModel()::select, () -> {
                        if (!shown.isEmpty()) {
                            list.getSelectionModel().selectFirst();
                        }
                    });
        };
        filter.textProperty().addListener((observable, old, text) -> refill.run());
        refill.run();
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        grid.addRow(0, new Label("Node path"), node);
        grid.addRow(1, new Label("Property"), filter);
        grid.add(list, 1, 2);
        grid.addRow(3, new Label("Kind (typed properties)"), kind);
        GridPane.setHgrow(node, Priority.ALWAYS);
        GridPane.setHgrow(filter, Priority.ALWAYS);
        dialog.getDialogPane().setContent(grid);
        fitToWidest(list, filter);
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        dialog.setResultConverter(button -> {
            if (button != ButtonType.OK) {
                return null;
            }
            String chosenPath = node.getEditor().getText() == null ? "" : node.getEditor().getText().strip();
            Choice selected = list.getSelectionModel().getSelectedItem();
            String typed = filter.getText() == null ? "" : filter.getText().strip();
            boolean custom = typed.contains(".") && list.getItems().stream().noneMatch(c -> c.property().equals(typed))
                    && Properties.kindOf(typed).isEmpty();
            if (custom) {
                return new Choice(chosenPath, typed, kind.getValue());
            }
            return selected == null ? null : new Choice(chosenPath, selected.property(), selected.kind());
        });
        filter.requestFocus();
        return dialog.showAndWait();
    }
}

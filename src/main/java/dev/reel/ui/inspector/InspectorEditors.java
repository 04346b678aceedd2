package dev.reel.ui.inspector;

import dev.reel.ui.control.AssetDrag;
import dev.reel.ui.control.NumberField;
import dev.reel.ui.control.Unit;
import dev.reel.ui.control.VectorField;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ColorPicker;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import org.controlsfx.control.PropertySheet;
import org.controlsfx.control.SearchableComboBox;
import org.controlsfx.control.textfield.TextFields;
import org.controlsfx.property.editor.AbstractPropertyEditor;
import org.controlsfx.property.editor.PropertyEditor;

import java.util.List;

/**
 * Makes the editor of each inspector row from its {@link InspectorItem.Editor}: number fields, vector fields,
 * a colour picker with its four numbers, enum choices, a searchable asset picker that also takes cells
 * dropped from Assets. {@code leave} runs when the focus leaves an editor, so the next edit starts a new
 * undo step.
 */
final class InspectorEditors {
    private final Runnable leave;

    InspectorEditors(Runnable leave) {
        this.leave = leave;
    }

    PropertyEditor<?> create(PropertySheet.Item property) {
        InspectorItem item = (InspectorItem) property;
        PropertyEditor<?> editor = switch (item.editor()) {
            case NUMBER -> number(item, true, false, false);
            case NUMBER_ON_ENTER -> number(item, false, false, false);
            case INTEGER -> number(item, true, true, false);
            case OPTIONAL_NUMBER -> number(item, false, false, true);
            case TEXT -> text(item, false);
            case TEXT_CHOICE -> text(item, true);
            case BOOL -> bool(item);
            case CHOICE -> choice(item);
            case VECTOR -> vector(item);
            case COLOR -> color(item);
            case ASSET -> asset(item);
            case READ_ONLY -> readOnly(item);
            case LINK -> link(item);
        };
        watchFocus(editor.getEditor());
        Node made = editor.getEditor();
        item.takenProperty().addListener(observable -> forgetTyping(made));
        mark(item, editor.getEditor());
        editor.getEditor().setId("inspector-" + item.getName().toLowerCase(java.util.Locale.ROOT)
                .replace(" · ", "-").replace(' ', '-'));
        PropertyEditor<?> shown = item.marked() ? FieldMarker.wrap(item, editor) : editor;
        return FieldFence.fence(shown);
    }

    /**
     * A node field shows in its text colour whether the previewed clip drives it (with the tip "driven by clip") or
     * it waits for K; the key diamond beside it is {@link FieldMarker}'s.
     */
    private static void mark(InspectorItem item, Node node) {
        if (item.marker() == null && !item.getCategory().startsWith("Node")) {
            return;
        }
        node.getStyleClass().add("node-field");
        showMarker(node, item.marker());
        item.markerProperty().addListener((observable, old, marker) -> showMarker(node, marker));
    }

    private static void showMarker(Node node, String marker) {
        // A field on a key is driven too: "keyed" only fills the diamond beside it (FieldMarker).
        boolean driven = FieldMarker.DRIVEN.equals(marker) || FieldMarker.KEYED.equals(marker);
        node.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass(FieldMarker.DRIVEN), driven);
        node.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass(FieldMarker.PENDING),
                FieldMarker.PENDING.equals(marker));
        if (node instanceof javafx.scene.control.Control control) {
            control.setTooltip(driven ? new javafx.scene.control.Tooltip("driven by clip")
                    : FieldMarker.PENDING.equals(marker)
                    ? new javafx.scene.control.Tooltip("recorded: press K over the dope sheet to key it") : null);
        }
    }

    /**
     * The row now shows another element: a field typed in before keeps no undo of that typing (its menu's Undo
     * would write the other element's old text to this one), as a field made for this element has none.
     */
    private static void forgetTyping(Node node) {
        if (node instanceof javafx.scene.control.TextInputControl field) {
            if (field.isUndoable() || field.isRedoable()) {
                field.setText(field.getText());
            }
        } else if (node instanceof javafx.scene.control.Hyperlink link) {
            // A link followed for the element before is not yet followed for this one.
            link.setVisited(false);
        } else if (node instanceof javafx.scene.Parent parent) {
            parent.getChildrenUnmodifiable().forEach(InspectorEditors::forgetTyping);
        }
    }

    private void watchFocus(Node node) {
        node.focusWithinProperty().addListener((observable, was, inside) -> {
            if (!inside) {
                leave.run();
            }
        });
    }

    private static PropertyEditor<?> number(InspectorItem item, boolean live, boolean integer, boolean allowEmpty) {
        NumberField field = new NumberField();
        field.setLive(live);
        field.setInteger(integer);
        field.setAllowEmpty(allowEmpty);
        field.setUnit(item.unit());
        if (item.timeRate() != null) {
            field.setTime(item.timeRate());
        }
        return new AbstractPropertyEditor<Double, NumberField>(item, field) {
            @Override
            protected ObservableValue<Double> getObservableValue() {
                return getEditor().valueProperty();
            }

            @Override
            public void setValue(Double value) {
                getEditor().setValue(value);
            }
        };
    }

    private static PropertyEditor<?> text(InspectorItem item, boolean suggestions) {
        TextField field = new TextField();
        // Skinned before its first style pass, as NumberField is, so its text colour is styled in every state.
        field.setSkin(new javafx.scene.control.skin.TextFieldSkin(field));
        if (suggestions && !item.choices().isEmpty()) {
            TextFields.bindAutoCompletion(field, item.choices());
        }
        // Text that would break the document (a duplicate name) is refused by the command; the row then
        // shows the value the document kept.
        return new AbstractPropertyEditor<String, TextField>(item, field) {
            @Override
            protected ObservableValue<String> getObservableValue() {
                return getEditor().textProperty();
            }

            @Override
            public void setValue(String value) {
                String text = value == null ? "" : value;
                if (!text.equals(getEditor().getText())) {
                    getEditor().setText(text);
                }
            }
        };
    }

    private static PropertyEditor<?> bool(InspectorItem item) {
        return new AbstractPropertyEditor<Boolean, CheckBox>(item, new CheckBox()) {
            @Override
            protected ObservableValue<Boolean> getObservableValue() {
                return getEditor().selectedProperty();
            }

            @Override
            public void setValue(Boolean value) {
                getEditor().setSelected(Boolean.TRUE.equals(value));
            }
        };
    }

    private static PropertyEditor<?> choice(InspectorItem item) {
        ComboBox<String> box = new ComboBox<>(FXCollections.observableArrayList(item.choices()));
        box.setMaxWidth(Double.MAX_VALUE);
        return new AbstractPropertyEditor<String, ComboBox<String>>(item, box) {
            @Override
            protected ObservableValue<String> getObservableValue() {
                return getEditor().valueProperty();
            }

            @Override
            public void setValue(String value) {
                getEditor().setValue(value);
            }
        };
    }

    private static PropertyEditor<?> vector(InspectorItem item) {
        VectorField field = new VectorField(item.choices());
        field.laneUnitsProperty().set(item.laneUnits());
        return new AbstractPropertyEditor<double[], VectorField>(item, field) {
            @Override
            protected ObservableValue<double[]> getObservableValue() {
                return getEditor().valueProperty();
            }

            @Override
            public void setValue(double[] value) {
                if (value != null) {
                    getEditor().setValue(value);
                }
            }
        };
    }

    /** A picker for the colour plus its r, g, b, a numbers (values above 1 are kept; the picker clamps). */
    private static PropertyEditor<?> color(InspectorItem item) {
        ColorPicker picker = new ColorPicker();
        picker.getStyleClass().add("button");
        picker.setMaxWidth(Double.MAX_VALUE);
        VectorField lanes = new VectorField(List.of("r", "g", "b", "a"));
        VBox box = new VBox(4, picker, lanes);
        ObjectProperty<double[]> value = new SimpleObjectProperty<>();
        boolean[] syncing = new boolean[1];
        // Each half follows the other at once: the swatch (and the name the picker shows) after a lane is typed,
        // the lanes after a colour is picked — not only when the document comes back with the value.
        picker.valueProperty().addListener((observable, old, color) -> {
            if (!syncing[0] && color != null) {
                double[] picked = {round(color.getRed()), round(color.getGreen()), round(color.getBlue()),
                        round(color.getOpacity())};
                syncing[0] = true;
                try {
                    lanes.setValue(picked);
                } finally {
                    syncing[0] = false;
                }
                value.set(picked);
            }
        });
        lanes.valueProperty().addListener((observable, old, next) -> {
            if (!syncing[0]) {
                syncing[0] = true;
                try {
                    picker.setValue(colour(next));
                } finally {
                    syncing[0] = false;
                }
                value.set(next);
            }
        });
        return new AbstractPropertyEditor<double[], VBox>(item, box) {
            @Override
            protected ObservableValue<double[]> getObservableValue() {
                return value;
            }

            @Override
            public void setValue(double[] next) {
                if (next == null || next.length < 4) {
                    return;
                }
                syncing[0] = true;
                try {
                    value.set(next);
                    lanes.setValue(next);
                    picker.setValue(colour(next));
                } finally {
                    syncing[0] = false;
                }
            }
        };
    }

    private static Color colour(double[] lanes) {
        return lanes.length < 4 ? Color.WHITE : new Color(clamp(lanes[0]), clamp(lanes[1]), clamp(lanes[2]), clamp(lanes[3]));
    }

    private static double round(double channel) {
        return Math.round(channel * 1000) / 1000.0;
    }

    private static double clamp(double channel) {
        return Math.max(0, Math.min(1, channel));
    }

    /** A searchable list of the project's assets; a cell or sheet dragged from Assets and dropped here picks it. */
    private static PropertyEditor<?> asset(InspectorItem item) {
        SearchableComboBox<String> box = new SearchableComboBox<>();
        box.getItems().add("");
        box.getItems().addAll(item.choices());
        box.setMaxWidth(Double.MAX_VALUE);
        box.setOnDragOver(event -> {
            if (event.getDragboard().hasContent(AssetDrag.FORMAT)) {
                event.acceptTransferModes(TransferMode.COPY);
                event.consume();
            }
        });
        box.setOnDragDropped(event -> {
            Object paths = event.getDragboard().getContent(AssetDrag.FORMAT);
            if (paths instanceof String text && !text.isBlank()) {
                String first = text.lines().findFirst().orElse("");
                if (!box.getItems().contains(first)) {
                    box.getItems().add(first);
                }
                box.setValue(first);
                event.setDropCompleted(true);
                event.consume();
            }
        });
        return new AbstractPropertyEditor<String, SearchableComboBox<String>>(item, box) {
            @Override
            protected ObservableValue<String> getObservableValue() {
                return getEditor().valueProperty();
            }

            @Override
            public void setValue(String value) {
                String shown = value == null ? "" : value;
                if (!getEditor().getItems().contains(shown)) {
                    getEditor().getItems().add(shown);
                }
                getEditor().setValue(shown);
            }
        };
    }

    /** A value as a read-only row shows it: numbers rounded in their unit, lanes side by side, yes or no. */
    static String shown(Object value, Unit unit) {
        if (value == null) {
            return "—";
        }
        if (value instanceof Double number) {
            return unit.text(number);
        }
        if (value instanceof double[] lanes) {
            return unit.text(lanes);
        }
        if (value instanceof Boolean on) {
            return on ? "yes" : "no";
        }
        if (value instanceof dev.reel.model.Value model) {
            // A model value (a key's, a track's rest value) reads as the same kind of plain value would.
            if (model instanceof dev.reel.model.Value.Num number) {
                return unit.text(number.value());
            }
            if (model instanceof dev.reel.model.Value.Vec vector) {
                return unit.text(vector.lanes());
            }
            if (model instanceof dev.reel.model.Value.Bool bool) {
                return bool.value() ? "yes" : "no";
            }
            return model instanceof dev.reel.model.Value.Symbol symbol ? symbol.name()
                    : ((dev.reel.model.Value.Asset) model).path();
        }
        return String.valueOf(value);
    }

    private static PropertyEditor<?> readOnly(InspectorItem item) {
        Label label = new Label();
        label.getStyleClass().add("inspector-read-only");
        AbstractPropertyEditor<Object, Label> editor = new AbstractPropertyEditor<>(item, label, true) {
            @Override
            protected ObservableValue<Object> getObservableValue() {
                return new SimpleObjectProperty<>();
            }

            @Override
            public void setValue(Object value) {
                getEditor().setText(shown(value, item.unit()));
            }
        };
        // A read-only editor is not bound by its base class; the row still follows the document.
        item.getObservableValue().ifPresent(observable -> observable.addListener((o, old, now) -> editor.setValue(now)));
        return editor;
    }

    /** A link that runs the row's action ("Edit in the Animator"). */
    private static PropertyEditor<?> link(InspectorItem item) {
        javafx.scene.control.Hyperlink link = new javafx.scene.control.Hyperlink(String.valueOf(item.getValue()));
        link.getStyleClass().add("inspector-link");
        link.setOnAction(event -> item.action().run());
        // Not "read-only" to ControlsFX, which would disable the control: the link must take clicks.
        return new AbstractPropertyEditor<Object, javafx.scene.control.Hyperlink>(item, link, false) {
            @Override
            protected ObservableValue<Object> getObservableValue() {
                return new SimpleObjectProperty<>();
            }

            @Override
            public void setValue(Object value) {
                getEditor().setText(String.valueOf(value));
            }
        };
    }
}

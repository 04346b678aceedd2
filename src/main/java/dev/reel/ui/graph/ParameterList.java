package dev.reel.ui.graph;

import dev.reel.edit.cmd.AddParam;
import dev.reel.edit.cmd.RemoveParam;
import dev.reel.edit.cmd.RenameParam;
import dev.reel.edit.cmd.SetParamDefault;
import dev.reel.model.Controller;
import dev.reel.model.Param;
import dev.reel.model.ParamKind;
import dev.reel.model.Value;
import dev.reel.ui.control.NumberField;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The controller's parameters: a row each with its kind, name and start value, − to remove it (and the
 * conditions that test it), and + to add one of each kind. While a preview runs, each row also shows the live
 * value, which can be typed (float, int), toggled (bool) or fired (trigger) without touching the file.
 */
final class ParameterList extends VBox {
    private static final PseudoClass INVALID = PseudoClass.getPseudoClass("invalid");

    private final ControllerEditing editing;
    private final VBox rows = new VBox(4);
    private final List<Row> shown = new ArrayList<>();
    private LiveAnimator live;

    ParameterList(ControllerEditing editing) {
        this.editing = editing;
        getStyleClass().add("graph-parameters");
        setSpacing(6);
        Label heading = new Label("Parameters");
        heading.getStyleClass().add("graph-subheading");
        MenuButton add = new MenuButton("+");
        add.setId("graph-add-param");
        add.getStyleClass().add("graph-icon-button");
        for (ParamKind kind : ParamKind.values()) {
            MenuItem item = new MenuItem(capitalised(kind.word()));
            item.setId("graph-add-param-" + kind.word());
            item.setOnAction(event -> addParam(kind));
            add.getItems().add(item);
        }
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox header = new HBox(8, heading, gap, add);
        header.setAlignment(Pos.CENTER_LEFT);
        getChildren().addAll(header, rows);
    }

    private static String capitalised(String word) {
        return word.substring(0, 1).toUpperCase(Locale.ROOT) + word.substring(1);
    }

    private void addParam(ParamKind kind) {
        Controller controller = editing.value();
        if (controller == null) {
            return;
        }
        String base = "New " + capitalised(kind.word());
        String name = base;
        for (int number = 2; controller.param(name) != null; number++) {
            name = base + " " + number;
        }
        editing.execute(new AddParam(Param.of(name, kind)));
    }

    /** The live animator whose values the rows show and set, or null. */
    void setLive(LiveAnimator animator) {
        live = animator;
        shown.forEach(Row::showLive);
    }

    /** Reads the live values again (a new step ran). */
    void refreshLive() {
        shown.forEach(Row::readLive);
    }

    void show(Controller controller) {
        List<Long> ids = controller.params().stream().map(Param::id).toList();
        if (!ids.equals(shown.stream().map(row -> row.paramId).toList())
                || !shown.stream().map(row -> row.kind).toList().equals(controller.params().stream().map(Param::kind).toList())) {
            shown.clear();
            controller.params().forEach(param -> shown.add(new Row(param)));
            rows.getChildren().setAll(shown);
            if (shown.isEmpty()) {
                Label none = new Label("No parameters: + adds one");
                none.getStyleClass().add("graph-hint");
                rows.getChildren().setAll(none);
            }
        }
        for (int i = 0; i < shown.size(); i++) {
            shown.get(i).show(controller.params().get(i));
        }
    }

    /** One parameter's row. */
    private final class Row extends HBox {
        private final long paramId;
        private final ParamKind kind;
        private final TextField name = new TextField();
        private final Node defaultEditor;
        private final Node liveEditor;
        private final Label liveTag = new Label("live");
        private String paramName;
        private boolean updating;

        Row(Param param) {
            this.paramId = param.id();
            this.kind = param.kind();
            this.paramName = param.name();
            getStyleClass().add("graph-param");
            setId("graph-param-" + param.name());
            setSpacing(6);
            setAlignment(Pos.CENTER_LEFT);
            Label badge = new Label(kind.word());
            badge.getStyleClass().addAll("graph-kind", "graph-kind-" + kind.word());
            name.getStyleClass().add("graph-param-name");
            name.setPrefColumnCount(8);
            HBox.setHgrow(name, Priority.ALWAYS);
            name.textProperty().addListener((observable, old, text) -> {
                if (!updating) {
                    name.pseudoClassStateChanged(INVALID, !editing.execute(new RenameParam(paramId, text)));
                }
            });
            name.focusedProperty().addListener((observable, was, focused) -> {
                if (!focused && editing.document() != null) {
                    editing.document().breakMerge();
                    name.pseudoClassStateChanged(INVALID, false);
                    updating = true;
                    name.setText(paramName);
                    updating = false;
                }
            });
            defaultEditor = defaultEditor();
            liveEditor = liveEditor();
            liveTag.getStyleClass().add("graph-live-tag");
            Button remove = new Button("−");
            remove.getStyleClass().addAll("graph-icon-button", "graph-param-remove");
            remove.setOnAction(event -> editing.execute(new RemoveParam(paramId)));
            getChildren().addAll(badge, name, defaultEditor, liveTag, liveEditor, remove);
            showLive();
        }

        private Node defaultEditor() {
            return switch (kind) {
                case BOOL -> {
                    CheckBox box = new CheckBox();
                    box.getStyleClass().add("graph-param-default");
                    box.selectedProperty().addListener((observable, old, on) -> {
                        if (!updating) {
                            editing.execute(new SetParamDefault(paramId, new Value.Bool(on)));
                        }
                    });
                    yield box;
                }
                case INT, FLOAT -> {
                    NumberField field = new NumberField();
                    field.getStyleClass().add("graph-param-default");
                    field.setInteger(kind == ParamKind.INT);
                    field.setPrefColumnCount(4);
                    field.valueProperty().addListener((observable, old, number) -> {
                        if (!updating && number != null) {
                            editing.execute(new SetParamDefault(paramId, new Value.Num(number)));
                        }
                    });
                    yield field;
                }
                case TRIGGER -> {
                    Label none = new Label("");
                    none.getStyleClass().add("graph-param-default");
                    yield none;
                }
            };
        }

        private Node liveEditor() {
            return switch (kind) {
                case BOOL -> {
                    CheckBox box = new CheckBox();
                    box.getStyleClass().add("graph-param-live");
                    box.selectedProperty().addListener((observable, old, on) -> {
                        if (!updating && live != null) {
                            live.setBool(paramName, on);
                        }
                    });
                    yield box;
                }
                case INT, FLOAT -> {
                    NumberField field = new NumberField();
                    field.getStyleClass().add("graph-param-live");
                    field.setInteger(kind == ParamKind.INT);
                    field.setPrefColumnCount(4);
                    field.setLive(true);
                    field.valueProperty().addListener((observable, old, number) -> {
                        if (!updating && live != null && number != null) {
                            if (kind == ParamKind.INT) {
                                live.setInt(paramName, (int) Math.round(number));
                            } else {
                                live.setFloat(paramName, number);
                            }
                        }
                    });
                    yield field;
                }
                case TRIGGER -> {
                    Button fire = new Button("Fire");
                    fire.getStyleClass().addAll("graph-param-live", "graph-fire");
                    fire.setOnAction(event -> {
                        if (live != null) {
                            live.setTrigger(paramName);
                        }
                    });
                    yield fire;
                }
            };
        }

        void show(Param param) {
            paramName = param.name();
            setId("graph-param-" + param.name());
            updating = true;
            try {
                if (!name.isFocused()) {
                    name.setText(param.name());
                }
                if (defaultEditor instanceof CheckBox box) {
                    box.setSelected(param.defaultValue() instanceof Value.Bool bool && bool.value());
                } else if (defaultEditor instanceof NumberField field && !field.isFocused()) {
                    field.setValue(GraphValues.number(param.defaultValue()));
                }
            } finally {
                updating = false;
            }
        }

        void showLive() {
            boolean on = live != null;
            for (Node node : new Node[]{liveEditor, liveTag}) {
                node.setVisible(on);
                node.setManaged(on);
            }
            defaultEditor.setVisible(!on);
            defaultEditor.setManaged(!on);
            readLive();
        }

        void readLive() {
            if (live == null) {
                return;
            }
            updating = true;
            try {
                double value = live.parameter(paramName);
                if (liveEditor instanceof CheckBox box) {
                    box.setSelected(value != 0);
                } else if (liveEditor instanceof NumberField field && !field.isFocused()) {
                    field.setValue(value);
                } else if (liveEditor instanceof Button fire) {
                    fire.pseudoClassStateChanged(PseudoClass.getPseudoClass("set"), value != 0);
                }
            } finally {
                updating = false;
            }
        }
    }
}

package dev.reel.ui.graph;

import dev.reel.edit.cmd.RemoveCondition;
import dev.reel.edit.cmd.SetCondition;
import dev.reel.model.CondOp;
import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.Param;
import dev.reel.model.ParamKind;
import dev.reel.model.Value;
import dev.reel.ui.control.NumberField;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

import java.util.List;

/**
 * One condition of a transition: its param, and for a number an operator and a value, for a bool whether it
 * must be true or false; a trigger needs nothing more. Choosing a param of another kind resets the test to
 * that kind's simplest one.
 */
final class ConditionRow extends HBox {
    static final List<CondOp> NUMBER_OPS = List.of(CondOp.GT, CondOp.GE, CondOp.LT, CondOp.LE, CondOp.EQ, CondOp.NE);

    private final ControllerEditing editing;
    private final long conditionId;
    private final ComboBox<String> param = new ComboBox<>();
    private final ComboBox<String> op = new ComboBox<>();
    private final ComboBox<String> truth = new ComboBox<>();
    private final NumberField value = new NumberField();
    private final Label trigger = new Label("fires");
    private boolean updating;

    ConditionRow(ControllerEditing editing, Condition condition) {
        this.editing = editing;
        this.conditionId = condition.id();
        getStyleClass().add("graph-condition");
        setSpacing(6);
        setAlignment(Pos.CENTER_LEFT);
        param.getStyleClass().add("graph-condition-param");
        op.getStyleClass().add("graph-condition-op");
        value.getStyleClass().add("graph-condition-value");
        truth.getItems().setAll("true", "false");
        for (CondOp each : NUMBER_OPS) {
            op.getItems().add(symbol(each));
        }
        op.setPrefWidth(62);
        truth.setPrefWidth(84);
        value.setPrefColumnCount(4);
        value.setLive(true);
        trigger.getStyleClass().add("graph-condition-trigger");
        param.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(param, Priority.ALWAYS);
        Button remove = new Button("✕");
        remove.getStyleClass().addAll("graph-icon-button", "graph-condition-remove");
        remove.setOnAction(event -> editing.inGraph(new RemoveCondition(conditionId)));
        getChildren().addAll(param, op, truth, value, trigger, remove);
        param.valueProperty().addListener((observable, old, name) -> {
            if (!updating && name != null) {
                Param chosen = editing.graph().param(name);
                if (chosen != null) {
                    Value zero = GraphValues.zero(chosen.kind());
                    CondOp defaultOp = switch (chosen.kind()) {
                        case INT, FLOAT -> CondOp.GT;
                        case BOOL, TRIGGER -> null;
                    };
                    editing.inGraph(new SetCondition(conditionId, chosen.id(), defaultOp,
                            defaultOp == null ? null : zero));
                }
            }
        });
        op.valueProperty().addListener((observable, old, symbol) -> changed());
        value.valueProperty().addListener((observable, old, number) -> changed());
        truth.valueProperty().addListener((observable, old, word) -> changed());
    }

    long conditionId() {
        return conditionId;
    }

    private void changed() {
        if (updating) {
            return;
        }
        Controller controller = editing.graph();
        Condition condition = find(controller);
        Param chosen = condition == null ? null : controller.param(condition.param());
        if (chosen == null) {
            return;
        }
        if (chosen.kind() == ParamKind.BOOL) {
            boolean wanted = "true".equals(truth.getValue());
            editing.inGraph(new SetCondition(conditionId, chosen.id(), wanted ? null : CondOp.EQ,
                    wanted ? null : new Value.Bool(false)));
        } else if (chosen.kind() != ParamKind.TRIGGER && op.getValue() != null && value.getValue() != null) {
            CondOp picked = NUMBER_OPS.get(op.getItems().indexOf(op.getValue()));
            editing.inGraph(new SetCondition(conditionId, chosen.id(), picked, new Value.Num(value.getValue())));
        }
    }

    private Condition find(Controller controller) {
        return controller.transitions().stream().flatMap(t -> t.conditions().stream())
                .filter(c -> c.id() == conditionId).findFirst().orElse(null);
    }

    /** Shows the condition's current test. */
    void show(Controller controller, Condition condition) {
        updating = true;
        try {
            List<String> names = controller.params().stream().map(Param::name).toList();
            if (!param.getItems().equals(names)) {
                param.getItems().setAll(names);
            }
            param.setValue(condition.param());
            Param chosen = controller.param(condition.param());
            ParamKind kind = chosen == null ? ParamKind.TRIGGER : chosen.kind();
            boolean number = kind == ParamKind.INT || kind == ParamKind.FLOAT;
            show(op, number);
            show(value, number);
            show(truth, kind == ParamKind.BOOL);
            show(trigger, kind == ParamKind.TRIGGER);
            if (number) {
                value.setInteger(kind == ParamKind.INT);
                op.setValue(condition.op() == null ? null : symbol(condition.op()));
                if (!value.isFocused()) {
                    value.setValue(GraphValues.number(condition.value()));
                }
            } else if (kind == ParamKind.BOOL) {
                boolean wanted = condition.op() == null
                        || (condition.value() instanceof Value.Bool bool && bool.value() == (condition.op() == CondOp.EQ));
                truth.setValue(wanted ? "true" : "false");
            }
        } finally {
            updating = false;
        }
    }

    private static void show(javafx.scene.Node node, boolean shown) {
        node.setVisible(shown);
        node.setManaged(shown);
    }

    static String symbol(CondOp op) {
        return dev.reel.ui.control.ConditionText.symbol(op);
    }
}

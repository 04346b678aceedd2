package dev.reel.ui.graph;

import dev.reel.edit.cmd.AddCondition;
import dev.reel.edit.cmd.SetTransitionProperty;
import dev.reel.model.CondOp;
import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.Param;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Value;
import dev.reel.ui.control.NumberField;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.List;

/**
 * The side panel's transition section: the state it leads to, the cross-fade duration, the exit time (off, or
 * passes of the source clip), whether it may interrupt a blend, and its conditions, each editable and removable,
 * with + Condition.
 */
final class TransitionInspector extends VBox {
    private final ControllerEditing editing;
    private final Label route = new Label();
    private final ComboBox<String> to = new ComboBox<>();
    private final NumberField duration = new NumberField();
    private final Label durationMeaning = unit("");
    private final CheckBox exit = new CheckBox();
    private final NumberField exitTime = new NumberField();
    private final CheckBox interrupt = new CheckBox("may interrupt a running blend");
    private final VBox conditions = new VBox(6);
    private final Button addCondition = new Button("+ Condition");
    private final List<ConditionRow> rows = new ArrayList<>();
    private final TransitionTimeline timeline;
    private final java.util.function.ToDoubleFunction<String> lengths;
    private long transitionId;
    private boolean updating;

    TransitionInspector(ControllerEditing editing, java.util.function.ToDoubleFunction<String> lengths) {
        this.editing = editing;
        this.lengths = lengths;
        this.timeline = new TransitionTimeline(editing);
        getStyleClass().add("graph-inspector");
        setSpacing(10);
        route.getStyleClass().add("graph-route");
        to.setId("graph-transition-to");
        duration.setId("graph-transition-duration");
        exitTime.setId("graph-transition-exit");
        interrupt.setId("graph-transition-interrupt");
        addCondition.setId("graph-add-condition");
        duration.setLive(true);
        duration.setStep(0.05);
        exitTime.setLive(true);
        exitTime.setStep(0.1);
        to.setMaxWidth(Double.MAX_VALUE);
        FormGrid form = new FormGrid();
        form.row("To", to);
        durationMeaning.setId("graph-transition-duration-meaning");
        form.row("Duration", new HBox(6, duration, durationMeaning));
        form.row("Exit time", new HBox(6, exit, exitTime, unit("passes of the clip")));
        form.wide(interrupt);
        Label heading = new Label("Conditions");
        heading.getStyleClass().add("graph-subheading");
        Label all = new Label("all must hold");
        all.getStyleClass().add("graph-hint");
        addCondition.getStyleClass().add("graph-wide-button");
        addCondition.setMaxWidth(Double.MAX_VALUE);
        getChildren().addAll(route, timeline, form, new HBox(8, heading, all), conditions, addCondition);
        to.setCellFactory(list -> new TargetCell());
        to.setButtonCell(new TargetCell());
        to.valueProperty().addListener((observable, old, name) -> {
            if (!updating && name != null && editing.graph() != null) {
                editing.inGraph(SetTransitionProperty.toTarget(transitionId, name));
            }
        });
        duration.valueProperty().addListener((observable, old, seconds) -> {
            if (!updating && seconds != null) {
                editing.inGraph(SetTransitionProperty.duration(transitionId, seconds));
            }
        });
        exit.selectedProperty().addListener((observable, old, on) -> {
            exitTime.setDisable(!on);
            if (!updating) {
                editing.inGraph(SetTransitionProperty.exitTime(transitionId, on ? 1.0 : null));
            }
        });
        exitTime.valueProperty().addListener((observable, old, passes) -> {
            if (!updating && passes != null && exit.isSelected()) {
                editing.inGraph(SetTransitionProperty.exitTime(transitionId, passes));
            }
        });
        interrupt.selectedProperty().addListener((observable, old, on) -> {
            if (!updating) {
                editing.inGraph(SetTransitionProperty.interrupt(transitionId, on));
            }
        });
        for (NumberField field : new NumberField[]{duration, exitTime}) {
            field.focusedProperty().addListener((observable, was, focused) -> {
                if (!focused && editing.document() != null) {
                    editing.document().breakMerge();
                }
            });
        }
        addCondition.setOnAction(event -> addCondition());
    }

    /** A target in the To list: a state by its name, a machine as "Combat ▸", Exit as "Exit". */
    private final class TargetCell extends javafx.scene.control.ListCell<String> {
        @Override
        protected void updateItem(String name, boolean empty) {
            super.updateItem(name, empty);
            setText(empty || name == null ? null : shown(name));
        }
    }

    private String shown(String name) {
        Controller graph = editing.graph();
        if (Transition.EXIT.equals(name)) {
            return "Exit";
        }
        boolean machine = graph != null && graph.machines().stream().anyMatch(m -> m.name().equals(name));
        return machine ? name + "  ▸" : name;
    }

    /** What a transition from {@code from} may lead to: the graph's states, its machines and, inside one, Exit. */
    private List<String> targets(Controller controller, Transition transition) {
        List<String> names = new ArrayList<>(controller.states().stream().map(State::name).toList());
        controller.machines().forEach(machine -> names.add(machine.name()));
        if (editing.scope().inMachine() && !transition.fromAny()) {
            names.add(Transition.EXIT);
        }
        return names;
    }

    private static Label unit(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("graph-hint");
        return label;
    }

    /** What the duration does, read beside its field: "s · switches at once" or "s · cross-fades". */
    static String meaning(double seconds) {
        return seconds > 0 ? "s · cross-fades" : "s · switches at once";
    }

    /** Adds a condition on the first param, in the simplest test its kind has. */
    private void addCondition() {
        Controller controller = editing.graph();
        if (controller == null || controller.params().isEmpty()) {
            return;
        }
        Param param = controller.params().get(0);
        Condition condition = switch (param.kind()) {
            case INT, FLOAT -> Condition.of(param.name(), CondOp.GT, new Value.Num(0));
            case BOOL, TRIGGER -> Condition.of(param.name());
        };
        editing.inGraph(new AddCondition(transitionId, condition));
    }

    /** The clip a state's length is read from: its clip, or its blend tree's first motion's. */
    private static String clipOf(State state) {
        if (state == null) {
            return null;
        }
        if (state.tree() != null) {
            return state.tree().motions().isEmpty() ? null : state.tree().motions().get(0).clip();
        }
        return state.clip();
    }

    /**
     * The target as the timeline names it: a state by its name, a machine with the state it enters
     * ({@code Combat ▸ Slash}), Exit with the state the way out leads to ({@code Exit ▸ Idle}).
     */
    static String targetName(Transition transition, GraphTargets.Resolved target, String prefix) {
        if (transition.toExit()) {
            return target == null ? "Exit" : "Exit ▸ " + target.path().replace("/", " ▸ ");
        }
        if (target == null || !target.path().startsWith(prefix + transition.to() + "/")) {
            return transition.to();
        }
        return target.path().substring(prefix.length()).replace("/", " ▸ ");
    }

    TransitionTimeline timeline() {
        return timeline;
    }

    /** Shows {@code transition}'s values; fields being typed in keep their text. */
    void show(Controller controller, Transition transition) {
        boolean other = transition.id() != transitionId;
        transitionId = transition.id();
        updating = true;
        try {
            route.setText((transition.fromAny() ? "Any State" : transition.from()) + "  →  "
                    + (transition.toExit() ? "Exit" : transition.to()));
            List<String> names = targets(controller, transition);
            if (!to.getItems().equals(names)) {
                to.getItems().setAll(names);
            }
            to.setValue(transition.to());
            if (other || !duration.isFocused()) {
                duration.setValue(transition.duration());
            }
            durationMeaning.setText(meaning(transition.duration()));
            exit.setSelected(transition.exitTime() != null);
            exitTime.setDisable(transition.exitTime() == null);
            if (other || !exitTime.isFocused()) {
                exitTime.setValue(transition.exitTime() == null ? 1.0 : transition.exitTime());
            }
            interrupt.setSelected(transition.interrupt());
            Controller whole = editing.value();
            State from = transition.fromAny() ? null : controller.state(transition.from());
            if (from == null && !transition.fromAny() && whole != null) {
                // From a machine's box: the bar is the state its entry leads to, named by the machine.
                GraphTargets.Resolved inside = GraphTargets.resolve(whole, editing.scope(), transition.from());
                from = inside == null ? null : inside.state();
            }
            GraphTargets.Resolved target = whole == null ? null
                    : GraphTargets.resolve(whole, editing.scope(), transition.to());
            timeline.show(transition, controller.ease(), transition.fromAny() ? "Any State" : transition.from(),
                    lengths.applyAsDouble(clipOf(from)), targetName(transition, target,
                            whole == null ? "" : GraphTargets.prefix(whole, editing.scope())),
                    lengths.applyAsDouble(clipOf(target == null ? null : target.state())));
            List<Long> ids = transition.conditions().stream().map(Condition::id).toList();
            if (!ids.equals(rows.stream().map(ConditionRow::conditionId).toList())) {
                rows.clear();
                transition.conditions().forEach(condition -> rows.add(new ConditionRow(editing, condition)));
                conditions.getChildren().setAll(rows);
            }
            for (int i = 0; i < rows.size(); i++) {
                rows.get(i).show(controller, transition.conditions().get(i));
            }
            if (rows.isEmpty()) {
                Label none = new Label(transition.exitTime() != null ? "none: it fires at its exit time"
                        : "none: it fires at once");
                none.getStyleClass().add("graph-hint");
                conditions.getChildren().setAll(none);
            }
            addCondition.setDisable(controller.params().isEmpty());
        } finally {
            updating = false;
        }
    }
}
